import type { TIME_FORMATS, USER_DATE_FORMATS } from '../../../server/contract/preferences';

export type DatePattern = (typeof USER_DATE_FORMATS)[number];
export type TimeFormat = (typeof TIME_FORMATS)[number];

/** How the signed-in user wants dates and times shown (their preferences). */
export interface DateDisplay {
  locale: string;
  timeZone: string;
  dateFormat: DatePattern;
  timeFormat: TimeFormat;
}

function dayParts(date: Date, timeZone: string): { year: string; month: string; day: string } {
  // The digits come from Intl so the calendar day is the one in the user's time zone; the order
  // comes from their chosen pattern, which no locale expresses on its own.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const pick = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return { year: pick('year'), month: pick('month'), day: pick('day') };
}

export function formatDatePattern(date: Date, pattern: DatePattern, timeZone: string): string {
  const { year, month, day } = dayParts(date, timeZone);
  switch (pattern) {
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${month}-${day}`;
  }
}

export function formatTimeOfDay(date: Date, display: DateDisplay): string {
  return new Intl.DateTimeFormat(display.locale, {
    timeZone: display.timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: display.timeFormat === '12h',
  }).format(date);
}

export function formatDateTime(date: Date, display: DateDisplay): string {
  return `${formatDatePattern(date, display.dateFormat, display.timeZone)} ${formatTimeOfDay(date, display)}`;
}
