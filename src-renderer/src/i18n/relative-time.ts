/**
 * How long ago something happened, in the overview's steps: 'Just now' under a minute, then
 * minutes, hours under 24, days under 7, then the date itself. Returns a description rather than
 * text so the words stay in the message catalog.
 */
export type RelativeTime =
  | { unit: 'justNow' }
  | { unit: 'minutes'; count: number }
  | { unit: 'hours'; count: number }
  | { unit: 'days'; count: number }
  | { unit: 'date' };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

export function relativeTimeOf(then: Date, now: Date): RelativeTime {
  // A time slightly ahead of this machine's clock (another reception PC) still reads as just now.
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE_MS) return { unit: 'justNow' };
  if (elapsed < HOUR_MS) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  if (elapsed < WEEK_MS) return { unit: 'days', count: Math.floor(elapsed / DAY_MS) };
  return { unit: 'date' };
}
