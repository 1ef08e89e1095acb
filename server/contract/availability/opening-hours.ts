import { WEEKDAYS } from '../service-booking';
import type { OpeningHours, Period } from './types';
import { parseLocalDate, weekdayIndex } from './zone-clock';

/** A period as minutes of the local day: [start, end), end up to 1440. */
export type MinutePeriod = readonly [start: number, end: number];

/** 'HH:MM' as minutes since midnight; '24:00' is accepted as an end (1440). */
export function parseTime(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!match || Number(match[2]) > 59 || minutes > 24 * 60) throw new RangeError(`Not a time: ${time}`);
  return minutes;
}

const toMinutes = (periods: readonly Period[]): MinutePeriod[] =>
  periods
    .map((period): MinutePeriod => [parseTime(period.start), parseTime(period.end)])
    // A period that ends before it starts would run overnight, which hours cannot say: it is empty.
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);

/** Opening hours parsed once, so that each day of a long range costs a lookup. */
export interface CompiledHours {
  periodsOn(dayNumber: number): readonly MinutePeriod[];
}

/** An exception replaces its date's weekday hours; a date given twice keeps its last entry. */
export function compileHours(hours: OpeningHours): CompiledHours {
  const weekly = WEEKDAYS.map((weekday) => toMinutes(hours.weekly[weekday] ?? []));
  const exceptions = new Map<number, MinutePeriod[]>();
  for (const exception of hours.exceptions)
    exceptions.set(parseLocalDate(exception.date), toMinutes(exception.periods));
  return {
    periodsOn: (dayNumber) => exceptions.get(dayNumber) ?? weekly[weekdayIndex(dayNumber)]!,
  };
}

/** Hours with the same periods every day of the week and no exceptions. */
export function everyDay(periods: readonly Period[]): OpeningHours {
  const weekly = Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, [...periods]]));
  return { weekly: weekly as OpeningHours['weekly'], exceptions: [] };
}
