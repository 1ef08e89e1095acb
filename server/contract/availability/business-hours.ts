import { WEEKDAYS, type BusinessHours, type DayHours } from '../service-booking';
import { parseTime } from './opening-hours';
import type { OpeningHours, Period } from './types';

const asTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * One stored day as periods: closed gives none; open gives opening to closing with the breaks
 * cut out. Breaks are clipped to the day and may overlap; a closing time not after the opening
 * (hours cannot run overnight) leaves the day without periods.
 */
export function periodsFromDay(day: DayHours): Period[] {
  if (!day.isOpen) return [];
  const opens = parseTime(day.openTime);
  const closes = parseTime(day.closeTime);
  const breaks = day.breaks
    .map((pause) => [Math.max(parseTime(pause.start), opens), Math.min(parseTime(pause.end), closes)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const periods: Period[] = [];
  let cursor = opens;
  for (const [start, end] of breaks) {
    if (start > cursor) periods.push({ start: asTime(cursor), end: asTime(start) });
    cursor = Math.max(cursor, end);
  }
  if (closes > cursor) periods.push({ start: asTime(cursor), end: asTime(closes) });
  return periods;
}

/** The stored business-hours document as the engine's opening hours. */
export function periodsFromBusinessHours(doc: BusinessHours): OpeningHours {
  const weekly = Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, periodsFromDay(doc[weekday])]));
  return {
    weekly: weekly as OpeningHours['weekly'],
    exceptions: doc.exceptions.map((exception) => ({ date: exception.date, periods: periodsFromDay(exception) })),
  };
}
