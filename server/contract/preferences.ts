import { Type, type Static } from 'typebox';
import { deepFreeze, Strict } from './common';

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

const oneOf = <const T extends string[]>(values: readonly [...T]) => Type.Enum([...values] as [...T]);

const ChannelTopics = Strict({
  appointments: Type.Boolean(),
  marketing: Type.Boolean(),
  system: Type.Boolean(),
  reminders: Type.Boolean(),
});

const Ui = Strict({
  compactMode: Type.Boolean(),
  defaultView: oneOf(DEFAULT_VIEWS),
  itemsPerPage: Type.Integer({ minimum: 5, maximum: 100 }),
});

const Privacy = Strict({
  profileVisibility: oneOf(PROFILE_VISIBILITY),
  showEmail: Type.Boolean(),
  showPhone: Type.Boolean(),
  activityStatus: Type.Boolean(),
});

const Channels = Strict({ email: ChannelTopics, push: ChannelTopics, sms: ChannelTopics });

export const UserPreferences = Strict({
  theme: oneOf(THEMES),
  language: oneOf(LANGUAGES),
  // Checked against the runtime's IANA list by the service: the list is too long for a schema enum.
  timezone: Type.String({ minLength: 1, maxLength: 64 }),
  dateFormat: oneOf(USER_DATE_FORMATS),
  timeFormat: oneOf(TIME_FORMATS),
  currency: oneOf(USER_CURRENCIES),
  animations: Type.Boolean(),
  notifications: Channels,
  ui: Ui,
  privacy: Privacy,
});
export type UserPreferences = Static<typeof UserPreferences>;

/** POST /settings/user sends any part of the document; what is left out keeps its value. */
const partial = <T extends Parameters<typeof Type.Partial>[0]>(schema: T) =>
  Type.Partial(schema, { additionalProperties: false });
export const UserPreferencesPatch = partial(
  Strict({
    ...UserPreferences.properties,
    ui: partial(Ui),
    privacy: partial(Privacy),
    notifications: partial(
      Strict({ email: partial(ChannelTopics), push: partial(ChannelTopics), sms: partial(ChannelTopics) }),
    ),
  }),
);
export type UserPreferencesPatch = Static<typeof UserPreferencesPatch>;

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

export const OrganizationRegional = Strict({
  timezone: Type.String(),
  dateFormat: Type.String(),
  timeFormat: Type.String(),
  currency: Type.String(),
  language: Type.String(),
});
export type OrganizationRegional = Static<typeof OrganizationRegional>;
