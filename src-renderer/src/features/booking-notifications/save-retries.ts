import type { IntlShape } from 'react-intl';
import { SAVE_RETRY_DELAYS_MS } from '../../../../server/contract/notification-settings';
import { errorToastText } from '../../api/error-text';
import { withRetries } from '../settings/notifications/retry';

/** A toast's two lines. */
export interface Announcement {
  title: string;
  body: string;
}

/**
 * §4 and §9: a failed save is tried 2 more times, after 1 s then 2 s, each retry announced. Only a
 * failure of the connection or of the server (a 5xx) is retried: a 400 (a value refused) or a 412
 * (saved meanwhile from another PC) would get the same answer every time, and the 412 has its own
 * notice (load the latest version), so those fail at once. The rule and the loop are the personal
 * Notifications page's (settings/notifications/retry.ts), shared rather than copied.
 */
export function saveWithRetries<T>(
  attempt: () => Promise<T>,
  announce: (retry: number, of: number) => void,
): Promise<T> {
  return withRetries(attempt, {
    retries: SAVE_RETRY_DELAYS_MS.length,
    // withRetries waits delayMs times the retry's number: 1 s, then 2 s, as SAVE_RETRY_DELAYS_MS says.
    delayMs: SAVE_RETRY_DELAYS_MS[0],
    onRetry: announce,
  });
}

/** 'Retrying save...' / 'Attempt 1 of 2' (§8). */
export function retryAnnouncement(intl: IntlShape, attempt: number, total: number): Announcement {
  return {
    title: intl.formatMessage({ id: 'bookingNotifications.toast.retrying' }),
    body: intl.formatMessage({ id: 'bookingNotifications.toast.retryingBody' }, { attempt, total }),
  };
}

/** After the last attempt (§8): 'Failed to save notification settings' with the reason or 'Please try again'. */
export function saveFailureAnnouncement(intl: IntlShape, error: unknown): Announcement {
  return {
    title: intl.formatMessage({ id: 'bookingNotifications.toast.saveFailed' }),
    body: errorToastText(error, {
      fallback: intl.formatMessage({ id: 'bookingNotifications.toast.saveFailedBody' }),
      network: intl.formatMessage({ id: 'toast.network' }),
    }),
  };
}
