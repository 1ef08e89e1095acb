import { deepFreeze } from './freeze';
import type { UserPreferences } from './preferences';

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

const topics = (on: boolean) => ({ appointments: on, marketing: on, system: on, reminders: on });

export const DEFAULT_USER_PREFERENCES: UserPreferences = deepFreeze({
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
