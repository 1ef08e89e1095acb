import { DAY_MS, MINUTE_MS, offsetMinutesAt } from '../../contract/availability/zone-clock';

/**
 * Calendar days in a time zone, for the log's daily chart. The zone's offset (zone-clock.ts, on its
 * cached formatters) gives the wall clock of an instant; the instant of a wall-clock midnight is
 * found from that offset, checked once more because the offset may differ on either side of a
 * daylight-saving change.
 */

/** The wall clock of `at` in the zone, read as if it were UTC (milliseconds dropped). */
function wallClock(at: number, timeZone: string): number {
  return Math.floor(at / 1000) * 1000 + offsetMinutesAt(timeZone, at) * MINUTE_MS;
}

/** `YYYY-MM-DD` of the instant in the zone. */
export function localDate(at: Date, timeZone: string): string {
  return new Date(wallClock(at.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The instant the local day `date` (YYYY-MM-DD) begins in the zone. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  let at = midnight - (wallClock(midnight, timeZone) - midnight);
  // Where the first guess crossed an offset change, the offset at the guess itself is the right one.
  at = midnight - (wallClock(at, timeZone) - at);
  // A zone that skips midnight (a change at 00:00) starts the day at the first instant after the gap.
  if (localDate(new Date(at), timeZone) !== date) at += 3_600_000;
  return new Date(at);
}

/** The local dates of the last `count` days up to and including today, oldest first. */
export function lastDays(now: Date, timeZone: string, count: number): string[] {
  const today = Date.parse(`${localDate(now, timeZone)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** The day after `date` (YYYY-MM-DD), on the calendar. */
export const nextDate = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
