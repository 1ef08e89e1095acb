/**
 * Cell text to the values the import calls send: prices, durations, whole numbers, dates, yes/no
 * flags, tag lists and split full names. Each parser returns null for text it cannot read, and the
 * row builder turns that into a sentence naming the field and the value.
 */

export type DateOrder = 'dmy' | 'mdy' | 'ymd';

/** '€45.00', '45,50' (a decimal comma when it is the only separator), '1,234.50', '1.234,50', '1 234,50', 'Free'. */
export function parsePrice(text: string): number | null {
  let value = text
    .replace(/\b(EUR|USD|GBP|CHF|AUD|CAD|NZD|JPY|SEK|NOK|DKK|PLN|AED|ZAR)\b/gi, '')
    .replace(/[€$£¥₹\u00a0\u202f\s]/g, '');
  if (/^(free|gratis|gratuito)$/i.test(value)) return 0;
  if (value.startsWith('-')) return null;
  // Swiss and some others group thousands with an apostrophe.
  value = value.replace(/(\d)['’](?=\d{3}\b)/g, '$1');
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  let normalized: string;
  if (lastComma !== -1 && lastDot !== -1) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    const [whole = '', fraction = ''] = value.split(decimal);
    if (value.split(decimal).length !== 2 || !isGrouped(whole, group) || !/^\d+$/.test(fraction)) return null;
    normalized = `${whole.split(group).join('')}.${fraction}`;
  } else if (lastComma !== -1 || lastDot !== -1) {
    const separator = lastComma !== -1 ? ',' : '.';
    const parts = value.split(separator);
    if (parts.length === 2 && !(separator === ',' && /^[1-9]\d{0,2},\d{3}$/.test(value))) {
      // One separator: a decimal point or comma (45,50) ... unless it groups thousands (1,234).
      if (!/^\d*$/.test(parts[0]!) || !/^\d+$/.test(parts[1]!)) return null;
      normalized = `${parts[0] || '0'}.${parts[1]}`;
    } else {
      // Thousands grouped by the one separator: 1,234 or 1.234.567.
      if (!isGrouped(value, separator)) return null;
      normalized = parts.join('');
    }
  } else {
    if (!/^\d+$/.test(value)) return null;
    normalized = value;
  }
  const number = Number(normalized);
  return Number.isFinite(number) ? number : null;
}

function isGrouped(whole: string, group: string): boolean {
  const parts = whole.split(group);
  if (parts.length === 1) return /^\d+$/.test(whole);
  return /^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((part) => /^\d{3}$/.test(part));
}

const HOURS = '(h|hr|hrs|hour|hours|ora|ore)';
const MINUTES = '(m|min|mins|minute|minutes|minuto|minuti)';
const HOURS_AND_MINUTES = new RegExp(`^(?:(\\d+(?:[.,]\\d+)?)\\s*${HOURS})?\\s*(?:(\\d+)\\s*${MINUTES}?)?$`, 'i');

/** Minutes from '90', '45min', '2h', '1h 30m', '1 hour 15 mins', '1h30', '1:30', '1.5h'. */
export function parseDuration(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (/^\d+$/.test(value)) return Number(value);
  const clock = /^(\d+):([0-5]\d)$/.exec(value);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const match = HOURS_AND_MINUTES.exec(value);
  if (!match || (match[1] === undefined && match[3] === undefined)) return null;
  const hours = match[1] === undefined ? 0 : Number(match[1].replace(',', '.'));
  const minutes = match[3] === undefined ? 0 : Number(match[3]);
  // '45' after hours without a unit ('1h30') is minutes; a bare number was handled above.
  const total = Math.round(hours * 60 + minutes);
  return Number.isFinite(total) ? total : null;
}

/** A whole number: '12', '12.0', '1,234'. */
export function parseWholeNumber(text: string): number | null {
  const value = text.replace(/[\s\u00a0]/g, '');
  if (/^-/.test(value)) return null;
  const number = parsePrice(value);
  return number !== null && Number.isInteger(number) ? number : null;
}

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'si', 'sì', 'sí', 'oui', 'ja', 'vero', '✓', '✔']);

export function isYes(text: string): boolean {
  return YES.has(text.trim().toLowerCase());
}

const INACTIVE = new Set([
  'inactive',
  'disabled',
  'archived',
  'deleted',
  'no',
  'false',
  '0',
  'inattivo',
  'disattivato',
]);

/** A staff member's status column: false for the words that mean inactive, true otherwise. */
export function isActiveStatus(text: string): boolean {
  return !INACTIVE.has(text.trim().toLowerCase());
}

/** 'VIP, Regular; Colour' -> ['VIP', 'Regular', 'Colour'] */
export function splitTags(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** Spec §3: the first word is the first name, the rest the last name; with one word, both. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const firstName = words[0] ?? '';
  return { firstName, lastName: words.length > 1 ? words.slice(1).join(' ') : firstName };
}

// prettier-ignore
const MONTHS: Readonly<Record<string, number>> = {
  jan: 1, january: 1, gen: 1, gennaio: 1,
  feb: 2, february: 2, febbraio: 2,
  mar: 3, march: 3, marzo: 3,
  apr: 4, april: 4, aprile: 4,
  may: 5, mag: 5, maggio: 5,
  jun: 6, june: 6, giu: 6, giugno: 6,
  jul: 7, july: 7, lug: 7, luglio: 7,
  aug: 8, august: 8, ago: 8, agosto: 8,
  sep: 9, sept: 9, september: 9, set: 9, settembre: 9,
  oct: 10, october: 10, ott: 10, ottobre: 10,
  nov: 11, november: 11, novembre: 11,
  dec: 12, december: 12, dic: 12, dicembre: 12,
};

/** A date: an ISO date, or a day and month without a year (a birthday kept without one), or null. */
export type ParsedDate = { date: string } | { partial: string } | null;

const pad = (value: number) => String(value).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > daysInMonth ? null : `${year}-${pad(month)}-${pad(day)}`;
}

/** Two-digit years: the most recent past year with those digits (a date of birth is in the past). */
function fullYear(text: string, now: Date): number {
  const year = Number(text);
  if (text.length > 2) return year;
  const century = Math.floor(now.getUTCFullYear() / 100) * 100;
  return century + year > now.getUTCFullYear() ? century - 100 + year : century + year;
}

/** Excel's day numbers (1900 system, with its fictional 29 February 1900) for the years a client lives in. */
function fromExcelSerial(serial: number): string | null {
  if (serial < 61 || serial > 2_958_465) return null;
  const date = new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Day and month in the given order from two numbers; an order that cannot be (13/05) is read the other way round. */
function dayMonth(first: number, second: number, order: DateOrder): [day: number, month: number] {
  const [day, month] = order === 'mdy' ? [second, first] : [first, second];
  if (month > 12 && day <= 12) return [month, day];
  return [day, month];
}

export function parseDate(text: string, order: DateOrder, now = new Date()): ParsedDate {
  const value = text.trim();
  const ok = (date: string | null): ParsedDate => (date === null ? null : { date });

  // ISO, with or without a time after it; Square writes a birthday without a year as 0000-MM-DD or --MM-DD.
  const iso = /^(\d{4}|--)-?(\d{2})-(\d{2})(?:[T\s].*)?$/.exec(value);
  if (iso) {
    if (iso[1] === '--' || iso[1] === '0000') {
      return isoDate(2000, Number(iso[2]), Number(iso[3])) ? { partial: value } : null;
    }
    return ok(isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])));
  }
  if (/^\d{8}$/.test(value))
    return ok(isoDate(Number(value.slice(0, 4)), Number(value.slice(4, 6)), Number(value.slice(6))));
  // A spreadsheet's day number that reached the CSV as a number (5 digits: the years 1927 to 2173).
  if (/^\d{5}(\.\d+)?$/.test(value)) return ok(fromExcelSerial(Math.floor(Number(value))));

  const numeric = /^(\d{1,4})[/.\-\s](\d{1,2})(?:[/.\-\s](\d{2,4}))?(?:[T\s,]+\d{1,2}:\d{2}.*)?$/.exec(value);
  if (numeric) {
    const [, a, b, c] = numeric as unknown as [string, string, string, string | undefined];
    if (a.length === 4 || order === 'ymd') {
      if (c === undefined) return null;
      return ok(isoDate(fullYear(a, now), Number(b), Number(c)));
    }
    const [day, month] = dayMonth(Number(a), Number(b), order);
    if (c === undefined) return isoDate(2000, month, day) ? { partial: value } : null;
    return ok(isoDate(fullYear(c, now), month, day));
  }

  // Month names: '12 Mar 1990', '12 marzo 1990', 'March 12, 1990', 'Mar 12'.
  const words = value.toLowerCase().replace(/,/g, ' ').replace(/\./g, ' ').split(/\s+/).filter(Boolean);
  const monthAt = words.findIndex((word) => MONTHS[word] !== undefined);
  if (monthAt === -1 || words.length < 2 || words.length > 3) return null;
  const month = MONTHS[words[monthAt]!]!;
  const numbers = words.filter((_, i) => i !== monthAt);
  if (!numbers.every((word) => /^\d{1,4}$/.test(word))) return null;
  const dayText = numbers.find((word) => word.length <= 2);
  const yearText = numbers.find((word) => word !== dayText);
  if (dayText === undefined) return null;
  if (yearText === undefined) return isoDate(2000, month, Number(dayText)) ? { partial: value } : null;
  return ok(isoDate(fullYear(yearText, now), month, Number(dayText)));
}
