import { LOG_REASONS } from '../../../../../../server/contract/log-reasons';

/**
 * Why a notification was not sent, or went another way (Notification Logs). The English is the
 * server's own (server/contract/log-reasons.ts): it stores it as the entry's `error`, so the screen
 * in English and the stored line never differ.
 */
export const logReasonMessages = LOG_REASONS;

declare global {
  interface EnglishMessageParts {
    'log-reasons': typeof logReasonMessages;
  }
}
