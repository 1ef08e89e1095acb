/**
 * Time zone arithmetic for the checker: offsets now, compared as numbers, because two names can
 * mean the same clock (Europe/Paris and Europe/Berlin) and one name can change offset with the season.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter that gives the wall-clock parts in a zone; throws RangeError for an unknown zone. */
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
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
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes ahead of UTC in `timeZone` at `at` (−300 for New York in winter); null for an unknown zone. */
export function offsetMinutes(timeZone: string, at: Date): number | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = partsFormatter(timeZone).formatToParts(at);
  } catch {
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wallClockAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const wholeSeconds = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((wallClockAsUtc - wholeSeconds) / 60_000);
}

/** 'UTC+05:30', 'UTC−03:00', 'UTC+00:00'. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const rest = String(abs % 60).padStart(2, '0');
  return `UTC${sign}${hours}:${rest}`;
}

/** One clock the checker compares: whose it is and which zone it keeps. */
export interface Clock {
  key: string;
  /** What the card is called: 'Organization', 'You', 'City', 'This computer'. */
  label: string;
  timeZone: string;
}

export interface ClockReading extends Clock {
  /** Null when the zone's name is not one this computer knows. */
  offset: number | null;
}

export function readClocks(clocks: Clock[], at: Date): ClockReading[] {
  return clocks.map((clock) => ({ ...clock, offset: offsetMinutes(clock.timeZone, at) }));
}

/**
 * The clocks that are not at the reference's offset right now (an unknown zone never agrees).
 * Empty when they all agree, or when there is no reference to compare with.
 */
export function disagreeing(readings: ClockReading[], reference: ClockReading | undefined): ClockReading[] {
  if (!reference || reference.offset === null) return readings.filter((reading) => reading.offset === null);
  return readings.filter((reading) => reading !== reference && reading.offset !== reference.offset);
}
