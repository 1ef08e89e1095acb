import { Type, type Static } from 'typebox';
import { Id, Labelled, NameField, Page, PageQuery, Strict, TextField } from './common';

/**
 * Clients (spec part 3 §3, the import's client fields) plus tags: the people who book. Text that is
 * not known is '' (never null), dates of birth are ISO dates (YYYY-MM-DD). Lists are paged on the
 * server (CONTRACT.md): a salon may have a hundred thousand.
 */

export const CLIENT_TEXT_FIELDS = [
  'email',
  'phone',
  'alternatePhone',
  'dateOfBirth',
  'gender',
  'preferredPronouns',
  'occupation',
  'address',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'country',
  'emergencyContact',
  'emergencyPhone',
  'notes',
  'preferredContactMethod',
  'languagePreference',
  'referralSource',
] as const;
export type ClientTextField = (typeof CLIENT_TEXT_FIELDS)[number];

export const CLIENT_NAME_MAX_LENGTH = 100;
export const CLIENT_NOTES_MAX_LENGTH = 5000;
export const CLIENT_LINE_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = 40;
export const MAX_TAGS = 30;
export const TAG_MAX_LENGTH = 50;
/** An ISO calendar date, as a date of birth is stored and sent; '' when unknown. */
export const ISO_DATE_PATTERN = '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$';

const line = (label: string, maxLength = CLIENT_LINE_MAX_LENGTH) => Type.Optional(TextField({ label, maxLength }));

/** What a client form (and each imported row, after mapping) sends. */
export const clientInputFields = {
  firstName: NameField({ label: 'First name', maxLength: CLIENT_NAME_MAX_LENGTH }),
  lastName: NameField({ label: 'Last name', maxLength: CLIENT_NAME_MAX_LENGTH }),
  email: Type.Optional(
    Type.String({
      title: 'Email',
      maxLength: 254,
      // '' or an address: a client without email is common at a salon.
      anyOf: [{ const: '' }, { format: 'email' }],
      errorMessage: 'must be an email address',
    }),
  ),
  phone: line('Phone', PHONE_MAX_LENGTH),
  alternatePhone: line('Alternate phone', PHONE_MAX_LENGTH),
  dateOfBirth: Type.Optional(
    Type.String({ title: 'Date of birth', pattern: ISO_DATE_PATTERN, errorMessage: 'must be a date (YYYY-MM-DD)' }),
  ),
  gender: line('Gender', 50),
  preferredPronouns: line('Preferred pronouns', 50),
  occupation: line('Occupation'),
  address: line('Address'),
  addressLine2: line('Address line 2'),
  city: line('City', 100),
  state: line('State', 100),
  zipCode: line('ZIP code', 20),
  country: line('Country', 100),
  emergencyContact: line('Emergency contact'),
  emergencyPhone: line('Emergency phone', PHONE_MAX_LENGTH),
  notes: Type.Optional(TextField({ label: 'Notes', maxLength: CLIENT_NOTES_MAX_LENGTH, multiline: true })),
  preferredContactMethod: line('Preferred contact method', 50),
  languagePreference: line('Language preference', 50),
  referralSource: line('Referral source'),
  tags: Type.Optional(
    Labelled('Tags', Type.Array(TextField({ label: 'Tag', maxLength: TAG_MAX_LENGTH }), { maxItems: MAX_TAGS })),
  ),
  isActive: Type.Optional(Type.Boolean({ title: 'Active' })),
};

export const CreateClientBody = Strict(clientInputFields);
export type CreateClientBody = Static<typeof CreateClientBody>;

export const UpdateClientBody = Type.Object(
  {
    ...clientInputFields,
    firstName: Type.Optional(clientInputFields.firstName),
    lastName: Type.Optional(clientInputFields.lastName),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateClientBody = Static<typeof UpdateClientBody>;

export const Client = Strict({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  alternatePhone: Type.String(),
  dateOfBirth: Type.String(),
  gender: Type.String(),
  preferredPronouns: Type.String(),
  occupation: Type.String(),
  address: Type.String(),
  addressLine2: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zipCode: Type.String(),
  country: Type.String(),
  emergencyContact: Type.String(),
  emergencyPhone: Type.String(),
  notes: Type.String(),
  preferredContactMethod: Type.String(),
  languagePreference: Type.String(),
  referralSource: Type.String(),
  tags: Type.Array(Type.String()),
  isActive: Type.Boolean(),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Client = Static<typeof Client>;

export const ClientListQuery = Strict({
  /** Matches first and last name, email and phone, case-insensitively. */
  search: Type.Optional(Type.String({ title: 'Search', maxLength: 100 })),
  ...PageQuery,
});
export type ClientListQuery = Static<typeof ClientListQuery>;

export const ClientPage = Page(Client);
export type ClientPage = Static<typeof ClientPage>;
