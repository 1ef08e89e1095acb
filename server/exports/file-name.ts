import { localDateOf } from '../contract/availability/zone-clock';

/** `clients-2026-11-22.csv`: the day in the organization's time zone, as the salon would name it. */
export function exportFileName(stem: string, format: 'csv' | 'xlsx', now: Date, timeZone = 'UTC'): string {
  return `${stem}-${localDateOf(now.getTime(), timeZone)}.${format}`;
}
