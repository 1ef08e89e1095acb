import { deepFreeze } from './freeze';
import type { UserPreferenceValues } from './preferences';

/** Spec part 1 §3 and §9: a user's preferences, one settings document per user. */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export const TIME_FORMATS = ['12h', '24h'] as const;
export const USER_DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export const USER_CURRENCIES = [
  'USD',
  'AUD',
  'GBP',
  'EUR',
  'NZD',
  'CAD',
  'JPY',
  'SGD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'HKD',
  'MXN',
  'BRL',
  'ZAR',
  'KRW',
  'AED',
  'CNY',
  'INR',
] as const;
export const DEFAULT_VIEWS = ['dashboard', 'calendar', 'list'] as const;
export const PROFILE_VISIBILITY = ['public', 'team', 'private'] as const;

/**
 * The regional preferences a user takes from their organization until they choose their own
 * (GET /api/settings/organization answers the organization's values; a user's answer lists in
 * `inherited` those it took from there). Sending null, or the organization's own value, goes back
 * to following the organization.
 */
export const REGIONAL_PREFERENCES = ['language', 'timezone', 'dateFormat', 'timeFormat', 'currency'] as const;
export type RegionalPreference = (typeof REGIONAL_PREFERENCES)[number];

const topics = (on: boolean) => ({ appointments: on, marketing: on, system: on, reminders: on });

/**
 * Part 1 §9's defaults. The regional ones are the last resort: a user follows their organization's
 * regional settings, which start from the same values (DEFAULT_ORGANIZATION_DOCUMENT).
 */
export const DEFAULT_USER_PREFERENCES: UserPreferenceValues = deepFreeze({
  theme: 'system',
  language: 'en',
  timezone: 'America/New_York',
  dateFormat: 'MM/DD/YYYY',
  timeFormat: '12h',
  currency: 'USD',
  animations: true,
  notifications: { email: topics(true), push: topics(true), sms: topics(false) },
  ui: { compactMode: false, defaultView: 'dashboard', itemsPerPage: 25 },
  privacy: { profileVisibility: 'team', showEmail: true, showPhone: false, activityStatus: true },
});
