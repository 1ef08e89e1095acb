import type { IntlShape } from 'react-intl';
import { LOG_REASONS, type LogReasonKey, type StoredLogReason } from '../../../../server/contract/log-reasons';

const isReasonKey = (key: string): key is LogReasonKey => Object.hasOwn(LOG_REASONS, key);

/**
 * A log entry's reason in the reader's language when the server kept its key (one of
 * contract/log-reasons.ts), else the English it stored: a provider's report as it came, or an entry
 * written before reasons had keys.
 */
export function reasonText(intl: IntlShape, english: string, reason: StoredLogReason | null): string {
  if (reason === null || !isReasonKey(reason.key)) return english;
  return intl.formatMessage({ id: reason.key }, reason.values);
}
