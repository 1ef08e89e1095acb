import type { IntlShape } from 'react-intl';

/** A time as the location's clock shows it; with the date when the list spans several days. */
export function timeText(intl: IntlShape, iso: string, timeZone: string, withDate: boolean): string {
  const at = Date.parse(iso);
  const time = intl.formatTime(at, { timeZone, hour: 'numeric', minute: '2-digit' });
  if (!withDate) return time;
  return `${intl.formatDate(at, { timeZone, weekday: 'short', day: 'numeric', month: 'short' })}, ${time}`;
}
