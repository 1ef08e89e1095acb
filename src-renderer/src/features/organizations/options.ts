import type { ORGANIZATION_DATE_FORMATS } from '../../../../server/contract/organization';

type OrganizationDateFormat = (typeof ORGANIZATION_DATE_FORMATS)[number];

/** A day after the 12th, so every format shows which part is the day and which the month. */
const SAMPLE = { year: '2026', month: '12', day: '31' };

/** 'dd/MM/yyyy (31/12/2026)': the pattern and a sample date written with it. */
export function dateFormatLabel(format: OrganizationDateFormat): string {
  const example = format.replace('yyyy', SAMPLE.year).replace('MM', SAMPLE.month).replace('dd', SAMPLE.day);
  return `${format} (${example})`;
}

/** An afternoon time in the format, so 12- and 24-hour differ visibly ('2:30 PM', '14:30'). */
export function timeFormatExample(format: '12h' | '24h', locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
    hour12: format === '12h',
  }).format(new Date(Date.UTC(2026, 0, 15, 14, 30)));
}

function displayName(locale: string, type: 'currency' | 'language', code: string): string | undefined {
  try {
    return new Intl.DisplayNames([locale], { type }).of(code);
  } catch {
    return undefined;
  }
}

/** 'AUD · Australian Dollar', named in the user's language. */
export function currencyLabel(code: string, locale: string): string {
  const name = displayName(locale, 'currency', code);
  return name && name !== code ? `${code} · ${name}` : code;
}

/** 'en-AU · Australian English'. */
export function localeLabel(code: string, locale: string): string {
  const name = displayName(locale, 'language', code);
  return name && name !== code ? `${code} · ${name}` : code;
}
