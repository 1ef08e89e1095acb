import {
  COUNTRY_REGIONAL,
  isSetupCountry,
  SETUP_COUNTRIES,
  type SetupCountry,
} from '../../../../server/contract/countries';
import type { ORGANIZATION_CURRENCIES } from '../../../../server/contract/organization';
import { listedTimeZone, type IanaTimeZone } from '../../../../server/contract/time-zones';

type Currency = (typeof ORGANIZATION_CURRENCIES)[number];

/** Where first-run setup assumes the business is; '' is "another country". */
export interface Region {
  country: SetupCountry | '';
  timezone: IanaTimeZone;
  currency: Currency;
}

/** The organization's defaults (spec part 1 §9), for a computer that says nothing usable. */
const FALLBACK: Region = { country: '', timezone: 'America/New_York', currency: 'USD' };

/** 'en-AU' → 'AU'; a tag without a region takes its language's likeliest ('fr' → 'FR', 'en' → 'US'). */
export function countryOf(language: string | undefined): SetupCountry | '' {
  if (!language) return '';
  try {
    const region = new Intl.Locale(language).maximize().region;
    return region !== undefined && isSetupCountry(region) ? region : '';
  } catch {
    return '';
  }
}

/** The currency a country's businesses charge in, when the organization settings offer it. */
export const currencyOf = (country: SetupCountry | ''): Currency =>
  country === '' ? FALLBACK.currency : COUNTRY_REGIONAL[country].currency;

/**
 * The setup form's first guess from the computer's settings: the region of its language
 * (navigator.language) and its time zone (Intl's resolved zone, under its listed name).
 */
export function guessRegion(language: string | undefined, timeZone: string | undefined): Region {
  const country = countryOf(language);
  return {
    country,
    timezone: listedTimeZone(timeZone) ?? FALLBACK.timezone,
    currency: currencyOf(country),
  };
}

/** This computer's guess (the browser's or the desktop window's settings). */
export function computerRegion(): Region {
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  return guessRegion(typeof navigator === 'undefined' ? undefined : navigator.language, timeZone);
}

/** The countries offered, named in the reader's language and sorted by that name. */
export function countryOptions(locale: string): { value: SetupCountry; label: string }[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = undefined;
  }
  return SETUP_COUNTRIES.map((code) => ({ value: code, label: names?.of(code) ?? COUNTRY_REGIONAL[code].name })).sort(
    (a, b) => a.label.localeCompare(b.label, locale),
  );
}
