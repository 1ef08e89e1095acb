import {
  MAX_BREAKS_PER_DAY,
  WEEKDAYS,
  type BusinessHours,
  type DayHours,
  type HoursBreak,
  type HoursException,
  type Weekday,
} from '../../../../../server/contract/service-booking';

/**
 * The arithmetic of the Business Hours tab: the time choices, the checks that mirror the server's
 * (closing after opening, breaks inside the hours and apart from each other), the parts a day is
 * open in, and where a new break goes. Times are the documents' 'HH:MM' wall-clock strings.
 */

/** Spec part 2 §9: time choices every 15 minutes. */
export const TIME_STEP_MINUTES = 15;
const MINUTES_PER_DAY = 24 * 60;

export { WEEKDAYS, type Weekday };

/** '09:30' → 570. */
export function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** 570 → '09:30'. */
export function timeOf(minutes: number): string {
  const clamped = Math.min(Math.max(Math.round(minutes), 0), MINUTES_PER_DAY - 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(clamped / 60))}:${pad(clamped % 60)}`;
}

/**
 * 00:00 to 23:45 every 15 minutes, plus the stored times that are off that grid (an imported
 * 23:59 closing stays choosable and is shown as it is, never silently moved).
 */
export function timeChoices(stored: readonly string[] = []): string[] {
  const grid = Array.from({ length: MINUTES_PER_DAY / TIME_STEP_MINUTES }, (_, step) =>
    timeOf(step * TIME_STEP_MINUTES),
  );
  const extra = stored.filter((time) => !grid.includes(time));
  return [...new Set([...grid, ...extra])].sort();
}

/** What is wrong with a day's hours, in the order a person fixes them; null when it is fine. */
export type HoursProblem = 'closeBeforeOpen' | 'breakEndsBeforeStart' | 'breakOutsideHours' | 'breaksOverlap';

type Hours = Pick<DayHours, 'isOpen' | 'openTime' | 'closeTime' | 'breaks'>;

export function hoursProblem(day: Hours): HoursProblem | null {
  // A closed day's times are kept for when it opens again; they are not checked meanwhile.
  if (!day.isOpen) return null;
  const open = minutesOf(day.openTime);
  const close = minutesOf(day.closeTime);
  if (close <= open) return 'closeBeforeOpen';
  const breaks = sortedBreaks(day.breaks);
  if (breaks.some((pause) => minutesOf(pause.end) <= minutesOf(pause.start))) return 'breakEndsBeforeStart';
  // As the server: a break may touch the opening or the closing time, not reach past them.
  if (breaks.some((pause) => minutesOf(pause.start) < open || minutesOf(pause.end) > close)) {
    return 'breakOutsideHours';
  }
  for (let index = 1; index < breaks.length; index += 1) {
    if (minutesOf(breaks[index]!.start) < minutesOf(breaks[index - 1]!.end)) return 'breaksOverlap';
  }
  return null;
}

export function sortedBreaks(breaks: readonly HoursBreak[]): HoursBreak[] {
  return [...breaks].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
}

/** The parts of the day the business is open in: 09:00-12:30 and 13:30-18:00 around a lunch break. */
export function openingsOf(day: Hours): { start: string; end: string }[] {
  if (!day.isOpen) return [];
  const parts: { start: string; end: string }[] = [];
  let from = day.openTime;
  for (const pause of sortedBreaks(day.breaks)) {
    if (minutesOf(pause.start) > minutesOf(from)) parts.push({ start: from, end: pause.start });
    if (minutesOf(pause.end) > minutesOf(from)) from = pause.end;
  }
  if (minutesOf(day.closeTime) > minutesOf(from)) parts.push({ start: from, end: day.closeTime });
  return parts;
}

/**
 * Where 'Add break' puts a new break: lunch, 12:00-13:00, when it fits; else the first free
 * hour (or shorter, down to one step) inside the hours; null when no break fits or the day has
 * as many as it may.
 */
export function suggestBreak(day: Hours): HoursBreak | null {
  if (day.breaks.length >= MAX_BREAKS_PER_DAY) return null;
  const open = minutesOf(day.openTime);
  const close = minutesOf(day.closeTime);
  if (close <= open) return null;
  // A suggestion leaves some opening on both sides: a break from the opening time is a later opening.
  const fits = (start: number, end: number) =>
    start > open &&
    end < close &&
    day.breaks.every((pause) => end <= minutesOf(pause.start) || start >= minutesOf(pause.end));
  if (fits(12 * 60, 13 * 60)) return { start: '12:00', end: '13:00' };
  for (const length of [60, 30, TIME_STEP_MINUTES]) {
    const first = Math.ceil((open + 1) / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
    for (let start = first; start + length < close; start += TIME_STEP_MINUTES) {
      if (fits(start, start + length)) return { start: timeOf(start), end: timeOf(start + length) };
    }
  }
  return null;
}

/** Exceptions in date order, as the list shows them. */
export function sortedExceptions(exceptions: readonly HoursException[]): HoursException[] {
  return [...exceptions].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/** The first day (or exception) whose hours have a problem, for the save's refusal. */
export function firstHoursProblem(
  hours: BusinessHours,
): { day: Weekday; problem: HoursProblem } | { exception: HoursException; problem: HoursProblem } | null {
  for (const day of WEEKDAYS) {
    const problem = hoursProblem(hours[day]);
    if (problem) return { day, problem };
  }
  for (const exception of sortedExceptions(hours.exceptions)) {
    const problem = hoursProblem(exception);
    if (problem) return { exception, problem };
  }
  return null;
}
