import { Type, type Static } from 'typebox';
import { Strict } from './common';
import {
  DEFAULT_VIEWS,
  LANGUAGES,
  PROFILE_VISIBILITY,
  THEMES,
  TIME_FORMATS,
  USER_CURRENCIES,
  USER_DATE_FORMATS,
} from './preference-options';

// The option lists and defaults live in a module without TypeBox, so the renderer's first screen
// can use them without loading the schema library.
export * from './preference-options';

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
