import {
  LANGUAGES,
  TIME_FORMATS,
  USER_CURRENCIES,
  USER_DATE_FORMATS,
  type UserPreferences,
} from '../../../../../server/contract/preferences';
import { formatDatePattern, formatTimeOfDay } from '../../../i18n/dates';

/** Each language in its own words, as people look for it in a list. */
export const LANGUAGE_NAMES: Readonly<Record<(typeof LANGUAGES)[number], string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  zh: '中文',
  ja: '日本語',
};

export const languageOptions = () => LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** 'MM/DD/YYYY (03/14/2026)': the pattern and today's date written with it. */
export function dateFormatOptions(now: Date, timeZone: string) {
  return USER_DATE_FORMATS.map((value) => ({
    value,
    label: `${value} (${formatDatePattern(now, value, timeZone)})`,
  }));
}

export function timeFormatExample(format: UserPreferences['timeFormat'], locale: string): string {
  // A fixed afternoon time, so both formats show their difference.
  const sample = new Date(Date.UTC(2026, 0, 15, 14, 30));
  return formatTimeOfDay(sample, { locale, timeZone: 'UTC', dateFormat: 'MM/DD/YYYY', timeFormat: format });
}

export const TIME_FORMAT_VALUES = TIME_FORMATS;

/** 'EUR · Euro', named in the user's language. */
export function currencyOptions(locale: string) {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'currency' });
  } catch {
    names = undefined;
  }
  return USER_CURRENCIES.map((value) => {
    const name = names?.of(value);
    return { value, label: name && name !== value ? `${value} · ${name}` : value };
  });
}
