import {
  WEEKDAYS,
  type BusinessHours,
  type DayHours,
  type HoursBreak,
  type HoursException,
} from '../../contract/service-booking';
import { ValidationError } from '../../errors';

const DAY_NAMES: Readonly<Record<(typeof WEEKDAYS)[number], string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

// Times are zero-padded 'HH:MM' (the schema's pattern), so they compare as text.
const byStart = (a: HoursBreak, b: HoursBreak) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);

/**
 * The rules of one open day the schema cannot express. `where` names the day in the message
 * ("Monday", "On 2026-12-25 (Christmas Day)"), `path` the day's field in the payload, so the form can
 * mark it. Each message is a whole sentence starting with a capital: it is then answered as it is
 * (plugins/validation.ts messageOf).
 */
function checkOpenDay(day: DayHours, where: string, path: string): void {
  if (day.openTime >= day.closeTime) {
    throw new ValidationError(`${path}.closeTime`, `${where}: the closing time must be after the opening time`);
  }
  for (const pause of day.breaks) {
    if (pause.start >= pause.end) {
      throw new ValidationError(`${path}.breaks`, `${where}: each break must end after it starts`);
    }
    if (pause.start < day.openTime || pause.end > day.closeTime) {
      throw new ValidationError(`${path}.breaks`, `${where}: each break must be inside the opening hours`);
    }
  }
  const sorted = [...day.breaks].sort(byStart);
  for (let i = 1; i < sorted.length; i++) {
    // A break may begin the minute the one before it ends; sharing a minute is an overlap.
    if (sorted[i]!.start < sorted[i - 1]!.end) {
      throw new ValidationError(`${path}.breaks`, `${where}: breaks must not overlap`);
    }
  }
}

/** Breaks in the order of the day, whatever order they were entered in. */
const withSortedBreaks = <T extends DayHours>(day: T): T => ({ ...day, breaks: [...day.breaks].sort(byStart) });

/** True for a date that exists in the calendar: the pattern lets 2026-02-30 through. */
export function isCalendarDate(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

// Starts with a capital whatever the name, so the message is answered as the whole sentence it is.
const describeException = (exception: HoursException) =>
  exception.name === '' ? `On ${exception.date}` : `On ${exception.date} (${exception.name})`;

function checkExceptions(exceptions: readonly HoursException[]): void {
  const dates = new Set<string>();
  const ids = new Set<string>();
  exceptions.forEach((exception, i) => {
    const path = `exceptions.${i}`;
    if (!isCalendarDate(exception.date)) {
      throw new ValidationError(`${path}.date`, `There is no such date as ${exception.date}`);
    }
    if (dates.has(exception.date)) {
      throw new ValidationError(`${path}.date`, `There is already an exception on ${exception.date}`);
    }
    if (ids.has(exception.id)) {
      throw new ValidationError(`${path}.id`, `Each exception must have its own id (${exception.date})`);
    }
    dates.add(exception.date);
    ids.add(exception.id);
    if (exception.isOpen) checkOpenDay(exception, describeException(exception), path);
  });
}

/**
 * Business hours as they are saved: every open day and open exception has its closing time after
 * its opening time and its breaks inside the opening hours without overlapping; exception dates
 * are real and unique. A closed day is not checked: it keeps the times the form remembers for when
 * it opens again. Answers the document tidied (breaks and exceptions in order, names trimmed), or
 * throws a ValidationError naming the day.
 */
export function checkBusinessHours(hours: BusinessHours): BusinessHours {
  for (const day of WEEKDAYS) {
    if (hours[day].isOpen) checkOpenDay(hours[day], DAY_NAMES[day], day);
  }
  const exceptions = hours.exceptions.map((exception) => ({ ...exception, name: exception.name.trim() }));
  checkExceptions(exceptions);
  const tidy = { ...hours };
  for (const day of WEEKDAYS) tidy[day] = withSortedBreaks(hours[day]);
  // ISO dates sort as text; ties cannot happen (dates are unique).
  tidy.exceptions = exceptions.map(withSortedBreaks).sort((a, b) => (a.date < b.date ? -1 : 1));
  return tidy;
}
