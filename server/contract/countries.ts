import type { ORGANIZATION_CURRENCIES, ORGANIZATION_DATE_FORMATS, ORGANIZATION_LOCALES } from './organization';
import type { TIME_FORMATS } from './preference-options';

type Currency = (typeof ORGANIZATION_CURRENCIES)[number];
type Locale = (typeof ORGANIZATION_LOCALES)[number];

/**
 * The countries first-run setup offers: those whose currency the organization settings have
 * (part 1 §9: AUD, USD, GBP, EUR, NZD, CAD, JPY, SGD). A business elsewhere picks "another
 * country" and types its country later in General Settings. Australia first: spec part 2's
 * default country.
 */
export const SETUP_COUNTRIES = [
  'AU',
  'NZ',
  'US',
  'CA',
  'GB',
  'IE',
  'FR',
  'DE',
  'AT',
  'BE',
  'NL',
  'LU',
  'ES',
  'PT',
  'IT',
  'FI',
  'GR',
  'JP',
  'SG',
] as const;
export type SetupCountry = (typeof SETUP_COUNTRIES)[number];

/**
 * Each country's name as stored in the organization's address, its currency, and the organization
 * locale that fits it best (a country without a locale of its own takes en-GB: day-first dates,
 * 24-hour times, English until a language is chosen).
 */
export const COUNTRY_REGIONAL: Readonly<Record<SetupCountry, { name: string; currency: Currency; locale: Locale }>> = {
  AU: { name: 'Australia', currency: 'AUD', locale: 'en-AU' },
  NZ: { name: 'New Zealand', currency: 'NZD', locale: 'en-NZ' },
  US: { name: 'United States', currency: 'USD', locale: 'en-US' },
  CA: { name: 'Canada', currency: 'CAD', locale: 'en-CA' },
  GB: { name: 'United Kingdom', currency: 'GBP', locale: 'en-GB' },
  IE: { name: 'Ireland', currency: 'EUR', locale: 'en-GB' },
  FR: { name: 'France', currency: 'EUR', locale: 'fr-FR' },
  DE: { name: 'Germany', currency: 'EUR', locale: 'de-DE' },
  AT: { name: 'Austria', currency: 'EUR', locale: 'de-DE' },
  BE: { name: 'Belgium', currency: 'EUR', locale: 'fr-FR' },
  NL: { name: 'Netherlands', currency: 'EUR', locale: 'en-GB' },
  LU: { name: 'Luxembourg', currency: 'EUR', locale: 'fr-FR' },
  ES: { name: 'Spain', currency: 'EUR', locale: 'es-ES' },
  PT: { name: 'Portugal', currency: 'EUR', locale: 'en-GB' },
  IT: { name: 'Italy', currency: 'EUR', locale: 'it-IT' },
  FI: { name: 'Finland', currency: 'EUR', locale: 'en-GB' },
  GR: { name: 'Greece', currency: 'EUR', locale: 'en-GB' },
  JP: { name: 'Japan', currency: 'JPY', locale: 'ja-JP' },
  SG: { name: 'Singapore', currency: 'SGD', locale: 'en-GB' },
};

/** How a locale writes dates and times: month first only in the US, year first in Japan and China. */
export function localeFormats(locale: Locale): {
  dateFormat: (typeof ORGANIZATION_DATE_FORMATS)[number];
  timeFormat: (typeof TIME_FORMATS)[number];
} {
  if (locale === 'en-US') return { dateFormat: 'MM/dd/yyyy', timeFormat: '12h' };
  if (locale === 'ja-JP' || locale === 'zh-CN') return { dateFormat: 'yyyy-MM-dd', timeFormat: '24h' };
  const twelveHour = locale === 'en-AU' || locale === 'en-NZ' || locale === 'en-CA';
  return { dateFormat: 'dd/MM/yyyy', timeFormat: twelveHour ? '12h' : '24h' };
}

export const isSetupCountry = (code: string): code is SetupCountry =>
  (SETUP_COUNTRIES as readonly string[]).includes(code);
