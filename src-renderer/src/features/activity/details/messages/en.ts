import { ACTIVITY_DETAILS } from '../../../../../../server/contract/activity-details';

/**
 * What an activity entry says was done (Settings Activity, the overview's Recent Changes). The
 * English is the server's own (server/contract/activity-details.ts): it stores it as the entry's
 * `details`, so the screen in English and the stored line never differ.
 */
export const activityDetailMessages = ACTIVITY_DETAILS;

declare global {
  interface EnglishMessageParts {
    'activity-details': typeof activityDetailMessages;
  }
}
