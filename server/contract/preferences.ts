import { Type, type Static, type TSchema } from 'typebox';
import { Labelled, Strict } from './common';
import {
  DEFAULT_VIEWS,
  LANGUAGES,
  PROFILE_VISIBILITY,
  REGIONAL_PREFERENCES,
  THEMES,
  TIME_FORMATS,
  USER_CURRENCIES,
  USER_DATE_FORMATS,
} from './preference-options';

// The option lists and defaults live in a module without TypeBox, so the renderer's first screen
// can use them without loading the schema library.
export * from './preference-options';

const oneOf = <const T extends string[]>(label: string, values: readonly [...T]) =>
  Type.Enum([...values] as [...T], { title: label });

/** One channel's topics; labelled with the channel so a refusal says which switch it was. */
const ChannelTopics = (channel: string) =>
  Strict({
    appointments: Type.Boolean({ title: `${channel} notifications: appointments` }),
    marketing: Type.Boolean({ title: `${channel} notifications: marketing` }),
    system: Type.Boolean({ title: `${channel} notifications: system` }),
    reminders: Type.Boolean({ title: `${channel} notifications: reminders` }),
  });

const Ui = Strict({
  compactMode: Type.Boolean({ title: 'Compact mode' }),
  defaultView: oneOf('Default view', DEFAULT_VIEWS),
  itemsPerPage: Type.Integer({ title: 'Items per page', minimum: 5, maximum: 100 }),
});

const Privacy = Strict({
  profileVisibility: oneOf('Profile visibility', PROFILE_VISIBILITY),
  showEmail: Type.Boolean({ title: 'Show email address' }),
  showPhone: Type.Boolean({ title: 'Show phone number' }),
  activityStatus: Type.Boolean({ title: 'Show activity status' }),
});

const channels = { email: 'Email', push: 'Push', sms: 'SMS' } as const;
const Channels = Strict({
  email: Labelled('Email notifications', ChannelTopics(channels.email)),
  push: Labelled('Push notifications', ChannelTopics(channels.push)),
  sms: Labelled('SMS notifications', ChannelTopics(channels.sms)),
});

const regionalFields = {
  language: oneOf('Language', LANGUAGES),
  // Checked against the runtime's IANA list by the service: the list is too long for a schema enum.
  timezone: Type.String({ title: 'Time zone', minLength: 1, maxLength: 64 }),
  dateFormat: oneOf('Date format', USER_DATE_FORMATS),
  timeFormat: oneOf('Time format', TIME_FORMATS),
  currency: oneOf('Currency', USER_CURRENCIES),
};

const valueFields = {
  theme: oneOf('Theme', THEMES),
  ...regionalFields,
  animations: Type.Boolean({ title: 'Animations' }),
  notifications: Labelled('Notifications', Channels),
  ui: Labelled('Display', Ui),
  privacy: Labelled('Privacy', Privacy),
};

/** Every value of a user's preferences, as the spec lists them (part 1 §3). */
export const UserPreferenceValues = Strict(valueFields);
export type UserPreferenceValues = Static<typeof UserPreferenceValues>;

/**
 * GET and POST /api/settings/user answer the values the user works with: their own choices, and
 * for the regional fields they have not chosen, their organization's (part 1 §4's 'Organization
 * Default'), or the spec's defaults while the organization has none. `inherited` names those
 * fields: they follow the organization when it changes.
 */
export const UserPreferences = Strict({
  ...valueFields,
  inherited: Type.Array(Type.Enum([...REGIONAL_PREFERENCES])),
});
export type UserPreferences = Static<typeof UserPreferences>;

/** POST /settings/user sends any part of the document; what is left out keeps its value. */
const partial = <T extends Parameters<typeof Type.Partial>[0]>(schema: T) =>
  Type.Partial(schema, { additionalProperties: false });
/** A regional field may also be null: "follow the organization again". */
const orFollow = <T extends TSchema>(schema: T) =>
  Type.Union([schema, Type.Null()], { title: (schema as { title?: string }).title });
export const UserPreferencesPatch = partial(
  Strict({
    ...valueFields,
    language: orFollow(regionalFields.language),
    timezone: orFollow(regionalFields.timezone),
    dateFormat: orFollow(regionalFields.dateFormat),
    timeFormat: orFollow(regionalFields.timeFormat),
    currency: orFollow(regionalFields.currency),
    ui: Labelled('Display', partial(Ui)),
    privacy: Labelled('Privacy', partial(Privacy)),
    notifications: Labelled(
      'Notifications',
      partial(
        Strict({
          email: Labelled('Email notifications', partial(ChannelTopics(channels.email))),
          push: Labelled('Push notifications', partial(ChannelTopics(channels.push))),
          sms: Labelled('SMS notifications', partial(ChannelTopics(channels.sms))),
        }),
      ),
    ),
  }),
);
export type UserPreferencesPatch = Static<typeof UserPreferencesPatch>;
