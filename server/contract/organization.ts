import { Type, type Static } from 'typebox';
import { BILLING_CYCLES, PlanTierName, SUBSCRIPTION_STATUSES } from './billing';
import { deepFreeze, Labelled, Strict, TEXT_KEYWORD, TextField, type TextRule } from './common';
import { LANGUAGES, TIME_FORMATS, USER_CURRENCIES, USER_DATE_FORMATS } from './preferences';
import { ORGANIZATION_TIME_ZONES, type OrganizationTimeZone } from './time-zones';

/** Organization general settings (spec part 1 §3 "Organization data", option lists and defaults of §9). */
export const ORGANIZATION_CURRENCIES = ['AUD', 'USD', 'GBP', 'EUR', 'NZD', 'CAD', 'JPY', 'SGD'] as const;
export const ORGANIZATION_LOCALES = [
  'en-AU',
  'en-US',
  'en-GB',
  'en-NZ',
  'en-CA',
  'fr-FR',
  'de-DE',
  'es-ES',
  'it-IT',
  'ja-JP',
  'zh-CN',
] as const;
export const ORGANIZATION_DATE_FORMATS = [
  'dd/MM/yyyy',
  'MM/dd/yyyy',
  'yyyy-MM-dd',
  'dd-MM-yyyy',
  'MM-dd-yyyy',
] as const;
export const BUSINESS_TYPES = [
  'sole_trader',
  'partnership',
  'pty_ltd',
  'public_company',
  'trust',
  'non_profit',
] as const;

/**
 * Every IANA zone, the commonest first (time-zones.ts). The spec's organization list had 12, which
 * left out US Central and Mountain among many others; every zone a person can live in is offered.
 */
export { ORGANIZATION_TIME_ZONES, type OrganizationTimeZone } from './time-zones';
// Named here too, for the schema below.
const TIME_ZONES = ORGANIZATION_TIME_ZONES as unknown as [OrganizationTimeZone, ...OrganizationTimeZone[]];

export const BUSINESS_TYPE_LABELS: Readonly<Record<(typeof BUSINESS_TYPES)[number], string>> = {
  sole_trader: 'Sole trader',
  partnership: 'Partnership',
  pty_ltd: 'Pty Ltd (private company)',
  public_company: 'Public company',
  trust: 'Trust',
  non_profit: 'Non-profit',
};

const oneOf = <const T extends string[]>(label: string, values: readonly [...T]) =>
  Type.Enum([...values] as [...T], { title: label });
// Labels as General Settings shows them, so a refusal names the field the way the form does.
const Text = (label: string, maxLength: number) => TextField({ label, maxLength });

// Empty is allowed for the optional contact fields; when filled they must look right.
const EMAIL_OR_EMPTY = '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const WEBSITE_OR_EMPTY = '^$|^(https?://)?[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]+)?(/\\S*)?$';
const PHONE_CHARACTERS = '^[0-9+().\\s-]*$';

export const OrganizationAddress = Strict({
  street1: Text('Street address', 120),
  street2: Text('Address line 2', 120),
  city: Text('City', 80),
  state: Text('State or region', 80),
  zipCode: Text('Postcode or ZIP code', 20),
  country: Text('Country', 80),
});

export const OrganizationFeatures = Strict({
  allowOnlineBooking: Type.Boolean({ title: 'Allow online booking' }),
  requireEmailConfirmation: Type.Boolean({ title: 'Require email confirmation' }),
  autoSendReceipts: Type.Boolean({ title: 'Send receipts automatically' }),
  enableLoyaltyProgram: Type.Boolean({ title: 'Loyalty program' }),
  loyaltyAutoEnrollment: Type.Boolean({ title: 'Enrol new clients automatically' }),
});

/** Read-only: taken from the organization's subscription, never stored with the document. */
export const OrganizationSubscriptionSummary = Strict({
  plan: Labelled('Plan', PlanTierName),
  status: oneOf('Subscription status', SUBSCRIPTION_STATUSES),
  billingCycle: oneOf('Billing cycle', BILLING_CYCLES),
});

/** How a business is reached, as the organization and its branding both hold it; '' when not given. */
export const CONTACT_FIELDS = {
  website: Type.String({
    title: 'Website',
    maxLength: 200,
    pattern: WEBSITE_OR_EMPTY,
    errorMessage: 'must be a web address such as https://example.com',
  }),
  phone: Type.String({
    title: 'Phone',
    maxLength: 40,
    pattern: PHONE_CHARACTERS,
    errorMessage: 'may only contain digits, spaces and + ( ) - .',
  }),
  email: Type.String({
    title: 'Email',
    maxLength: 254,
    pattern: EMAIL_OR_EMPTY,
    errorMessage: 'must be a valid email address',
  }),
};

const documentFields = {
  description: TextField({ label: 'Description', maxLength: 1000, multiline: true }),
  ...CONTACT_FIELDS,
  /** null until chosen. */
  businessRegType: Type.Union([oneOf('Business type', BUSINESS_TYPES), Type.Null()], { title: 'Business type' }),
  businessRegNumber: Text('Business registration number', 50),
  taxId: Text('Tax ID', 50),
  // 419 zones: listing them all in the message would bury it.
  timezone: Type.Enum(TIME_ZONES, { title: 'Time zone', errorMessage: 'must be chosen from the list' }),
  currency: oneOf('Currency', ORGANIZATION_CURRENCIES),
  locale: oneOf('Locale', ORGANIZATION_LOCALES),
  dateFormat: oneOf('Date format', ORGANIZATION_DATE_FORMATS),
  timeFormat: oneOf('Time format', TIME_FORMATS),
  address: Labelled('Address', OrganizationAddress),
  settings: Labelled('Features', OrganizationFeatures),
};

/** The stored document: everything but the name (kept on the organization) and the subscription. */
export const OrganizationDocument = Strict(documentFields);
export type OrganizationDocument = Static<typeof OrganizationDocument>;

// No minLength: the name rule refuses '' and '   ' alike as "Company name is required", the
// service's words; a schema errorMessage would also relabel the length rule.
const CompanyName = Type.String({
  title: 'Company name',
  maxLength: 120,
  [TEXT_KEYWORD]: { kind: 'name', label: 'Company name' } satisfies TextRule,
});

/** GET /api/settings/organization-data. */
export const OrganizationData = Strict({
  companyName: CompanyName,
  ...documentFields,
  subscription: OrganizationSubscriptionSummary,
});
export type OrganizationData = Static<typeof OrganizationData>;

const partial = <T extends Parameters<typeof Type.Partial>[0]>(schema: T) =>
  Type.Partial(schema, { additionalProperties: false });

/**
 * PUT /api/settings/organization-data: the organization data object. companyName is required;
 * anything else left out keeps its value. `subscription` is accepted so a client can send back what
 * it read, and ignored: the plan changes through billing only.
 */
export const OrganizationDataBody = Strict({
  companyName: CompanyName,
  ...partial(
    Strict({
      ...documentFields,
      address: Labelled('Address', partial(OrganizationAddress)),
      settings: Labelled('Features', partial(OrganizationFeatures)),
      subscription: Labelled('Subscription', OrganizationSubscriptionSummary),
    }),
  ).properties,
});
export type OrganizationDataBody = Static<typeof OrganizationDataBody>;

/** §9 organization defaults; the regional ones follow the currency helper's (USD, en-US) and §9's preferences. */
export const DEFAULT_ORGANIZATION_DOCUMENT: OrganizationDocument = deepFreeze({
  description: '',
  website: '',
  phone: '',
  email: '',
  businessRegType: null,
  businessRegNumber: '',
  taxId: '',
  timezone: 'America/New_York',
  currency: 'USD',
  locale: 'en-US',
  dateFormat: 'MM/dd/yyyy',
  timeFormat: '12h',
  address: { street1: '', street2: '', city: '', state: '', zipCode: '', country: '' },
  settings: {
    allowOnlineBooking: true,
    requireEmailConfirmation: true,
    autoSendReceipts: true,
    enableLoyaltyProgram: false,
    loyaltyAutoEnrollment: true,
  },
});

/**
 * The organization's date formats in the vocabulary of personal preferences, so the preferences
 * page can compare a user's value with the organization's ('Organization Default'). The dashed
 * day/month formats have no personal twin and map to the one with the same field order.
 */
export const PREFERENCE_DATE_FORMAT: Readonly<
  Record<(typeof ORGANIZATION_DATE_FORMATS)[number], (typeof USER_DATE_FORMATS)[number]>
> = {
  'dd/MM/yyyy': 'DD/MM/YYYY',
  'MM/dd/yyyy': 'MM/DD/YYYY',
  'yyyy-MM-dd': 'YYYY-MM-DD',
  'dd-MM-yyyy': 'DD/MM/YYYY',
  'MM-dd-yyyy': 'MM/DD/YYYY',
};

/**
 * GET /api/settings/organization (§7): the organization's regional settings, for every signed-in
 * member; personal preferences fall back to these. dateFormat, currency and language use the
 * preferences' vocabulary; locale and organizationDateFormat give the organization's own values.
 */
export const OrganizationRegionalSettings = Strict({
  timezone: Type.String(),
  dateFormat: oneOf('Date format', USER_DATE_FORMATS),
  timeFormat: oneOf('Time format', TIME_FORMATS),
  currency: oneOf('Currency', USER_CURRENCIES),
  language: oneOf('Language', LANGUAGES),
  locale: oneOf('Locale', ORGANIZATION_LOCALES),
  organizationDateFormat: oneOf('Date format', ORGANIZATION_DATE_FORMATS),
});
export type OrganizationRegionalSettings = Static<typeof OrganizationRegionalSettings>;

/** The language part of a locale ('en-AU' → 'en'); every organization locale's language is offered. */
export function languageOf(locale: (typeof ORGANIZATION_LOCALES)[number]): (typeof LANGUAGES)[number] {
  return locale.slice(0, 2) as (typeof LANGUAGES)[number];
}

/**
 * An organization's regional settings as its members' preferences take them (GET
 * /api/settings/organization, and what a user's unset regional preferences resolve to).
 */
export function regionalSettingsOf(
  document: Pick<OrganizationDocument, 'timezone' | 'dateFormat' | 'timeFormat' | 'currency' | 'locale'>,
): OrganizationRegionalSettings {
  return {
    timezone: document.timezone,
    dateFormat: PREFERENCE_DATE_FORMAT[document.dateFormat],
    timeFormat: document.timeFormat,
    currency: document.currency,
    language: languageOf(document.locale),
    locale: document.locale,
    organizationDateFormat: document.dateFormat,
  };
}
