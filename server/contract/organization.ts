import { Type, type Static } from 'typebox';
import { BILLING_CYCLES, PlanTierName, SUBSCRIPTION_STATUSES } from './billing';
import { deepFreeze, Strict, TEXT_KEYWORD, TextField, type TextRule } from './common';
import { LANGUAGES, TIME_FORMATS, USER_CURRENCIES, USER_DATE_FORMATS } from './preferences';

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
 * The organization's 12 time zones (the spec says there are 12 but not which). Chosen for the
 * markets its currencies and locales point at: Australia's distinct rules (DST in Sydney, none in
 * Brisbane, half-hour Adelaide, Perth), New Zealand, Singapore, Japan, the UK, central Europe and
 * both US coasts, plus UTC.
 */
export const ORGANIZATION_TIME_ZONES = [
  'Australia/Sydney',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Perth',
  'Pacific/Auckland',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Los_Angeles',
  'UTC',
] as const;
export type OrganizationTimeZone = (typeof ORGANIZATION_TIME_ZONES)[number];

export const TIME_ZONE_LABELS: Readonly<Record<OrganizationTimeZone, string>> = {
  'Australia/Sydney': 'Sydney, Melbourne, Canberra, Hobart (AEST/AEDT)',
  'Australia/Brisbane': 'Brisbane (AEST)',
  'Australia/Adelaide': 'Adelaide, Darwin (ACST/ACDT)',
  'Australia/Perth': 'Perth (AWST)',
  'Pacific/Auckland': 'Auckland, Wellington (NZST/NZDT)',
  'Asia/Singapore': 'Singapore (SGT)',
  'Asia/Tokyo': 'Tokyo (JST)',
  'Europe/London': 'London, Dublin (GMT/BST)',
  'Europe/Paris': 'Paris, Berlin, Madrid, Rome (CET/CEST)',
  'America/New_York': 'New York, Toronto (ET)',
  'America/Los_Angeles': 'Los Angeles, Vancouver (PT)',
  UTC: 'Coordinated Universal Time (UTC)',
};

export const BUSINESS_TYPE_LABELS: Readonly<Record<(typeof BUSINESS_TYPES)[number], string>> = {
  sole_trader: 'Sole trader',
  partnership: 'Partnership',
  pty_ltd: 'Pty Ltd (private company)',
  public_company: 'Public company',
  trust: 'Trust',
  non_profit: 'Non-profit',
};

const oneOf = <const T extends string[]>(values: readonly [...T]) => Type.Enum([...values] as [...T]);
// Unlabelled on purpose: this page's messages still name fields by key (companyName) for now.
const Text = (maxLength: number) => TextField({ maxLength });

// Empty is allowed for the optional contact fields; when filled they must look right.
const EMAIL_OR_EMPTY = '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const WEBSITE_OR_EMPTY = '^$|^(https?://)?[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]+)?(/\\S*)?$';
const PHONE_CHARACTERS = '^[0-9+().\\s-]*$';

export const OrganizationAddress = Strict({
  street1: Text(120),
  street2: Text(120),
  city: Text(80),
  state: Text(80),
  zipCode: Text(20),
  country: Text(80),
});

export const OrganizationFeatures = Strict({
  allowOnlineBooking: Type.Boolean(),
  requireEmailConfirmation: Type.Boolean(),
  autoSendReceipts: Type.Boolean(),
  enableLoyaltyProgram: Type.Boolean(),
  loyaltyAutoEnrollment: Type.Boolean(),
});

/** Read-only: taken from the organization's subscription, never stored with the document. */
export const OrganizationSubscriptionSummary = Strict({
  plan: PlanTierName,
  status: oneOf(SUBSCRIPTION_STATUSES),
  billingCycle: oneOf(BILLING_CYCLES),
});

const documentFields = {
  description: TextField({ maxLength: 1000, multiline: true }),
  website: Type.String({
    maxLength: 200,
    pattern: WEBSITE_OR_EMPTY,
    errorMessage: 'must be a web address such as https://example.com',
  }),
  phone: Type.String({
    maxLength: 40,
    pattern: PHONE_CHARACTERS,
    errorMessage: 'may only contain digits, spaces and + ( ) - .',
  }),
  email: Type.String({ maxLength: 254, pattern: EMAIL_OR_EMPTY, errorMessage: 'must be a valid email address' }),
  /** null until chosen. */
  businessRegType: Type.Union([oneOf(BUSINESS_TYPES), Type.Null()]),
  businessRegNumber: Text(50),
  taxId: Text(50),
  timezone: oneOf(ORGANIZATION_TIME_ZONES),
  currency: oneOf(ORGANIZATION_CURRENCIES),
  locale: oneOf(ORGANIZATION_LOCALES),
  dateFormat: oneOf(ORGANIZATION_DATE_FORMATS),
  timeFormat: oneOf(TIME_FORMATS),
  address: OrganizationAddress,
  settings: OrganizationFeatures,
};

/** The stored document: everything but the name (kept on the organization) and the subscription. */
export const OrganizationDocument = Strict(documentFields);
export type OrganizationDocument = Static<typeof OrganizationDocument>;

// No minLength: the name rule refuses '' and '   ' alike as "companyName is required", the
// service's words; a schema errorMessage would also relabel the length rule.
const CompanyName = Type.String({ maxLength: 120, [TEXT_KEYWORD]: { kind: 'name' } satisfies TextRule });

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
      address: partial(OrganizationAddress),
      settings: partial(OrganizationFeatures),
      subscription: OrganizationSubscriptionSummary,
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
  dateFormat: oneOf(USER_DATE_FORMATS),
  timeFormat: oneOf(TIME_FORMATS),
  currency: oneOf(USER_CURRENCIES),
  language: oneOf(LANGUAGES),
  locale: oneOf(ORGANIZATION_LOCALES),
  organizationDateFormat: oneOf(ORGANIZATION_DATE_FORMATS),
});
export type OrganizationRegionalSettings = Static<typeof OrganizationRegionalSettings>;

/** The language part of a locale ('en-AU' → 'en'); every organization locale's language is offered. */
export function languageOf(locale: (typeof ORGANIZATION_LOCALES)[number]): (typeof LANGUAGES)[number] {
  return locale.slice(0, 2) as (typeof LANGUAGES)[number];
}
