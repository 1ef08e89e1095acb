/**
 * Wall-clock time in an IANA zone, with nothing but Intl (the engine runs in the renderer too).
 *
 * Asking Intl is the slow part (a few microseconds a call), so the engine asks twice per local
 * day: the offsets before and after the day. When they agree the whole day maps with one offset;
 * only a day with a change (two a year) resolves each wall time on its own. This assumes a zone
 * changes its offset at most once in any 52 hours, which every zone in the database does.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Formatters are costly to build; one per zone, bounded since names come from the outside. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 1024;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter) return formatter;
  // Throws a RangeError for an unknown zone, before anything is cached.
  formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  if (formatters.size >= MAX_FORMATTERS) {
    const oldest = formatters.keys().next().value;
    if (oldest !== undefined) formatters.delete(oldest);
  }
  formatters.set(timeZone, formatter);
  return formatter;
}

/** en-US with numeric fields and a 24-hour clock reads '4/5/2026, 02:30:00': digits are all we take. */
const WALL_CLOCK = /(\d+)\/(\d+)\/(\d+),? (\d+):(\d+):(\d+)/;

/**
 * The zone's offset from UTC at an instant, in minutes east (Sydney in summer: 660). `format` and
 * a pattern are a few times quicker than `formatToParts`, which matters on long ranges.
 */
export function offsetMinutesAt(timeZone: string, instant: number): number {
  const text = formatterFor(timeZone).format(instant);
  const fields = WALL_CLOCK.exec(text);
  if (!fields) throw new RangeError(`Unexpected clock reading: ${text}`);
  const field = (index: number): number => Number(fields[index]);
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(field(3), field(1) - 1, field(2));
  asUtc.setUTCHours(field(4), field(5), field(6), 0);
  const wholeSeconds = Math.floor(instant / 1000) * 1000;
  return Math.round((asUtc.getTime() - wholeSeconds) / MINUTE_MS);
}

/**
 * YYYY-MM-DD of an instant in the zone (an export's file name, an exported client's dates), from
 * the zone's cached formatter; the UTC date for a zone Intl does not know, which the settings'
 * lists never save. Building an Intl formatter costs about a tenth of a millisecond: an export
 * that built two per request spent a sixth of its time there.
 */
export function localDateOf(instant: number, timeZone: string): string {
  let offset = 0;
  try {
    offset = offsetMinutesAt(timeZone, instant);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  return new Date(instant + offset * MINUTE_MS).toISOString().slice(0, 10);
}

/** A local date as a day number (days since 1970-01-01), or a RangeError for anything but YYYY-MM-DD. */
export function parseLocalDate(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) throw new RangeError(`Not a date: ${date}`);
  return time / DAY_MS;
}

/** Monday 0 .. Sunday 6: day 0 (1970-01-01) was a Thursday. */
export const weekdayIndex = (dayNumber: number): number => (((dayNumber + 3) % 7) + 7) % 7;

/** One local date of a zone, ready to turn wall times into instants. */
export interface LocalDay {
  timeZone: string;
  dayNumber: number;
  /** The date's 00:00 read as if it were UTC. */
  wallMidnight: number;
  /** Offsets (minutes) in force before the day starts and after it ends: equal on all but change days. */
  offsetBefore: number;
  offsetAfter: number;
}

export function localDay(timeZone: string, dayNumber: number): LocalDay {
  const wallMidnight = dayNumber * DAY_MS;
  // The day's instants lie within 14 hours of its wall clock read as UTC (offsets run -12..+14).
  return {
    timeZone,
    dayNumber,
    wallMidnight,
    offsetBefore: offsetMinutesAt(timeZone, wallMidnight - 15 * HOUR_MS),
    offsetAfter: offsetMinutesAt(timeZone, wallMidnight + DAY_MS + 13 * HOUR_MS),
  };
}

export const hasChange = (day: LocalDay): boolean => day.offsetBefore !== day.offsetAfter;

/** An instant and the offset the clock shows then. */
export interface ZonedInstant {
  instant: number;
  offset: number;
}

/**
 * Every instant at which the clock shows this wall time on this day, earliest first: none in a
 * spring-forward gap, two in a fall-back overlap, one otherwise.
 */
export function instantsAt(day: LocalDay, minuteOfDay: number): ZonedInstant[] {
  const wall = day.wallMidnight + minuteOfDay * MINUTE_MS;
  if (!hasChange(day)) return [{ instant: wall - day.offsetBefore * MINUTE_MS, offset: day.offsetBefore }];
  const found: ZonedInstant[] = [];
  for (const offset of [day.offsetBefore, day.offsetAfter]) {
    const instant = wall - offset * MINUTE_MS;
    if (offsetMinutesAt(day.timeZone, instant) === offset) found.push({ instant, offset });
  }
  return found.sort((a, b) => a.instant - b.instant);
}

/**
 * Where a period's edge lies in real time: the first instant the clock shows this wall time, or,
 * for a time skipped by a spring-forward gap, the instant of the jump (the first moment the clock
 * shows a later time). A period's real interval runs from its start's edge to its end's.
 */
export function edgeInstant(day: LocalDay, minuteOfDay: number): number {
  const instants = instantsAt(day, minuteOfDay);
  if (instants.length > 0) return instants[0]!.instant;
  // In the gap: the jump lies after reading the time with the later offset and no later than
  // reading it with the earlier one. Changes fall on whole minutes: halve to the minute.
  const wall = day.wallMidnight + minuteOfDay * MINUTE_MS;
  let before = wall - day.offsetAfter * MINUTE_MS;
  let after = wall - day.offsetBefore * MINUTE_MS;
  while (after - before > MINUTE_MS) {
    const middle = before + Math.floor((after - before) / MINUTE_MS / 2) * MINUTE_MS;
    if (offsetMinutesAt(day.timeZone, middle) === day.offsetBefore) before = middle;
    else after = middle;
  }
  return after;
}

/** '00' to '99': answers format thousands of times, and padStart is slow. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
/** The last date written: slots come in time order, so most share it. */
let lastDay = NaN;
let lastDate = '';

/** '2026-04-05T02:30:00+10:00': the wall time at the instant, with the offset the clock shows. */
export function isoWithOffset(instant: number, offsetMinutes: number): string {
  const wall = instant + offsetMinutes * MINUTE_MS;
  const day = Math.floor(wall / DAY_MS);
  if (day !== lastDay) {
    lastDate = new Date(day * DAY_MS).toISOString().slice(0, 10);
    lastDay = day;
  }
  const seconds = Math.floor((wall - day * DAY_MS) / 1000);
  const absolute = Math.abs(offsetMinutes);
  return (
    `${lastDate}T${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:` +
    `${TWO_DIGITS[seconds % 60]}${offsetMinutes < 0 ? '-' : '+'}${TWO_DIGITS[Math.floor(absolute / 60)]}:` +
    `${TWO_DIGITS[absolute % 60]}`
  );
}
