import type { NotificationLog } from '../../../../server/contract/notification-logs';
import { relativeTimeOf, type RelativeTime } from '../../i18n/relative-time';

/**
 * The Time column. A message's moment is when it went (sentAt), else when it is or was due
 * (scheduledFor, which is its creation time unless it was a reminder or waited for quiet hours to
 * end): a reminder written three days ago and sent this morning reads "this morning". A moment
 * still ahead says so: "Scheduled in 2 hours" while pending, "Due in 2 hours" for a reminder that
 * was cancelled before it went.
 */
export type LogMoment =
  | { kind: 'past'; iso: string; relative: RelativeTime }
  | { kind: 'upcoming'; iso: string; relative: RelativeTime; scheduled: boolean };

export function momentOf(log: Pick<NotificationLog, 'status' | 'sentAt' | 'scheduledFor'>, now: Date): LogMoment {
  const iso = log.sentAt ?? log.scheduledFor;
  const at = new Date(iso);
  if (at.getTime() > now.getTime() + 30_000) {
    // The same steps as the past labels, counted forwards: relativeTimeOf measures from its first
    // argument to its second. Half a minute of slack: another PC's clock may run a little ahead.
    return { kind: 'upcoming', iso, relative: relativeTimeOf(now, at), scheduled: log.status === 'pending' };
  }
  return { kind: 'past', iso, relative: relativeTimeOf(at, now) };
}
