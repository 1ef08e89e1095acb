import { Type, type Static } from 'typebox';
import { deepFreeze, Id, Labelled, Strict, TextField } from './common';
import { LogReason } from './log-reasons';

/**
 * Payment gateways (spec part 2 §3 "Payment gateway", §4, §5, §7). One row per organization and
 * provider type, created unconfigured by `initialize`. Secret credential fields are kept encrypted
 * (security/secrets.ts) and never answered: a read says only which of them are stored.
 */
export const GATEWAY_TYPES = ['stripe', 'square', 'paypal', 'adyen', 'tyro'] as const;
export type GatewayType = (typeof GATEWAY_TYPES)[number];

export const GATEWAY_DISPLAY_NAMES: Readonly<Record<GatewayType, string>> = deepFreeze({
  stripe: 'Stripe',
  square: 'Square',
  paypal: 'PayPal',
  adyen: 'Adyen',
  tyro: 'Tyro',
});

export const GATEWAY_STATUSES = ['connected', 'pending', 'disconnected'] as const;
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number];

/**
 * Where a credential travels in the config body. The spec's call names five top-level fields
 * (publicKey, secretKey, webhookSecret, merchantId, accountId); each provider's other fields of §3
 * travel in `settings` under their §3 names.
 */
export type CredentialPlace = 'top' | 'settings';

export interface CredentialField {
  /** The §3 name: the key in the body (top level or in settings). */
  name: string;
  /** As the form shows it, and as 'Please fill in: {labels}' names it. */
  label: string;
  place: CredentialPlace;
  required: boolean;
  /** A password-type field: stored encrypted, never answered, left blank on edit to keep it. */
  secret: boolean;
}

const field = (name: string, label: string, place: CredentialPlace, required: boolean, secret: boolean) =>
  ({ name, label, place, required, secret }) satisfies CredentialField;

/** The credential fields of §3 per provider, in the form's order. */
export const GATEWAY_CREDENTIALS: Readonly<Record<GatewayType, readonly CredentialField[]>> = deepFreeze({
  stripe: [
    field('publicKey', 'Publishable Key', 'top', true, false),
    field('secretKey', 'Secret Key', 'top', true, true),
    field('webhookSecret', 'Webhook Secret', 'top', false, true),
  ],
  square: [
    field('accessToken', 'Access Token', 'settings', true, true),
    field('applicationId', 'Application ID', 'settings', true, false),
    field('locationId', 'Location ID', 'settings', true, false),
    field('webhookSignatureKey', 'Webhook Signature Key', 'settings', false, true),
  ],
  paypal: [
    field('clientId', 'Client ID', 'settings', true, false),
    field('clientSecret', 'Client Secret', 'settings', true, true),
    field('webhookId', 'Webhook ID', 'settings', false, false),
  ],
  adyen: [
    field('apiKey', 'API Key', 'settings', true, true),
    field('merchantAccount', 'Merchant Account', 'settings', true, false),
    field('clientKey', 'Client Key', 'settings', true, false),
    field('hmacKey', 'HMAC Key', 'settings', false, true),
    // Not in §3: Adyen's live Checkout API is reached at https://{prefix}-checkout-live.adyenpayments.com,
    // so a live account (client key live_...) needs its prefix (Customer Area, Developers > API URLs).
    field('liveUrlPrefix', 'Live URL Prefix', 'settings', false, false),
  ],
  tyro: [
    field('apiKey', 'API Key', 'settings', true, true),
    field('secretKey', 'Secret Key', 'top', true, true),
    field('merchantId', 'Merchant ID', 'top', true, false),
    field('webhookSecret', 'Webhook Secret', 'top', false, true),
  ],
});

/** Long enough for any provider's keys (Stripe restricted keys run past 100 characters). */
export const CREDENTIAL_MAX_LENGTH = 512;

export const GatewayTypeParams = Strict({ type: Labelled('Payment gateway', Type.Enum([...GATEWAY_TYPES])) });
export type GatewayTypeParams = Static<typeof GatewayTypeParams>;
export const LocationQuery = Strict({ locationId: Type.Optional(Labelled('Location', Id)) });
export type LocationQuery = Static<typeof LocationQuery>;

const Credential = (label: string) =>
  Type.String({
    title: label,
    maxLength: CREDENTIAL_MAX_LENGTH,
    pattern: '^[\\x21-\\x7e]*$',
    errorMessage: 'must not contain spaces or special characters',
  });

/** The non-secret fields of `settings` as answered (secret ones never are). */
export const GatewaySettings = Type.Record(Type.String(), Type.String());

export const GatewayFees = Strict({ description: Type.String() });

export const PaymentGateway = Strict({
  id: Id,
  type: Type.Enum([...GATEWAY_TYPES]),
  name: Type.String(),
  displayName: Type.String(),
  isConfigured: Type.Boolean(),
  isEnabled: Type.Boolean(),
  isDefault: Type.Boolean(),
  /** Detected from the keys (or, where keys carry no mode, from the environment that accepted them). */
  isLive: Type.Boolean(),
  status: Type.Enum([...GATEWAY_STATUSES]),
  useForOnlineBookings: Type.Boolean(),
  useForInStoreCheckout: Type.Boolean(),
  /** Empty: every location. */
  locationIds: Type.Array(Id),
  publicKey: Type.Union([Type.String(), Type.Null()]),
  merchantId: Type.Union([Type.String(), Type.Null()]),
  accountId: Type.Union([Type.String(), Type.Null()]),
  settings: GatewaySettings,
  /** Names of the secret credential fields that hold a stored value ("secretKey", "accessToken"...). */
  storedSecrets: Type.Array(Type.String()),
  fees: GatewayFees,
  lastTestedAt: Type.Union([Type.String(), Type.Null()]),
  /** The provider's answer to the last failed test, in the user's words... */
  lastError: Type.Union([Type.String(), Type.Null()]),
  /** ...as one of the providers' reasons, for the screen to say in the reader's language (null: as it came). */
  lastErrorReason: Type.Union([LogReason, Type.Null()]),
  version: Type.Integer(),
  updatedAt: Type.String(),
});
export type PaymentGateway = Static<typeof PaymentGateway>;

export const GatewayList = Strict({ success: Type.Boolean(), gateways: Type.Array(PaymentGateway) });
export type GatewayList = Static<typeof GatewayList>;

/** POST (connect) and PATCH (update) of a provider's config. */
export const GatewayConfigBody = Type.Object(
  {
    isEnabled: Type.Optional(Type.Boolean({ title: 'Enabled' })),
    isDefault: Type.Optional(Type.Boolean({ title: 'Default gateway' })),
    useForOnlineBookings: Type.Optional(Type.Boolean({ title: 'Online Bookings' })),
    useForInStoreCheckout: Type.Optional(Type.Boolean({ title: 'In-Store Checkout' })),
    locationIds: Type.Optional(
      Type.Array(Labelled('Location', Id), { title: 'Locations', maxItems: 200, uniqueItems: true }),
    ),
    publicKey: Type.Optional(Credential('Publishable Key')),
    secretKey: Type.Optional(Credential('Secret Key')),
    webhookSecret: Type.Optional(Credential('Webhook Secret')),
    merchantId: Type.Optional(Credential('Merchant ID')),
    accountId: Type.Optional(Credential('Account ID')),
    settings: Type.Optional(
      Type.Record(Type.String({ maxLength: 40 }), Credential('Setting'), { title: 'Settings', maxProperties: 10 }),
    ),
  },
  { additionalProperties: false },
);
export type GatewayConfigBody = Static<typeof GatewayConfigBody>;

export const GatewayConfigAnswer = Strict({
  success: Type.Boolean(),
  message: Type.String(),
  gateway: PaymentGateway,
});
export type GatewayConfigAnswer = Static<typeof GatewayConfigAnswer>;

/** Test Connection: the entered credentials (blank secrets fall back to the stored ones), or none. */
export const GatewayTestBody = Type.Partial(GatewayConfigBody, { additionalProperties: false });
export type GatewayTestBody = Static<typeof GatewayTestBody>;

export const GatewayTestAnswer = Strict({
  success: Type.Boolean(),
  message: Type.String(),
  /**
   * A refusal as one of the providers' reasons, for the screen to say in the reader's language; null
   * on success (the screens say it in their own words) and for words that came as they are.
   */
  reason: Type.Union([LogReason, Type.Null()]),
  /** The mode the provider confirmed, when the test succeeded. */
  isLive: Type.Optional(Type.Boolean()),
});
export type GatewayTestAnswer = Static<typeof GatewayTestAnswer>;

/** Fees the business passes on or absorbs (the spec shows only `fees.description`). */
export const PaymentFeeSettings = Strict({
  /** Add a card surcharge to the client's bill rather than absorbing the fee. */
  passFeesToClient: Type.Boolean({ title: 'Pass card fees to clients' }),
  // Its two decimals are checked by the service: Ajv's multipleOf 0.01 refuses 4.35 (float division).
  surchargePercentage: Type.Number({ title: 'Surcharge percentage', minimum: 0, maximum: 10 }),
  /** Minor units of the organization's currency. */
  surchargeFixed: Type.Integer({ title: 'Fixed surcharge', minimum: 0, maximum: 100_000 }),
  description: TextField({ label: 'Fee description', maxLength: 200 }),
});
export type PaymentFeeSettings = Static<typeof PaymentFeeSettings>;
export const PaymentFeeSettingsPatch = Type.Partial(PaymentFeeSettings, { additionalProperties: false });
export type PaymentFeeSettingsPatch = Static<typeof PaymentFeeSettingsPatch>;

export const DEFAULT_PAYMENT_FEE_SETTINGS: PaymentFeeSettings = deepFreeze({
  passFeesToClient: false,
  surchargePercentage: 0,
  surchargeFixed: 0,
  description: '',
});

export const PaymentFeeAnswer = Strict({
  success: Type.Boolean(),
  message: Type.String(),
  settings: PaymentFeeSettings,
  /** The location these settings are for; null for the organization's own. */
  locationId: Type.Union([Id, Type.Null()]),
});
export type PaymentFeeAnswer = Static<typeof PaymentFeeAnswer>;

export const SuccessAnswer = Strict({ success: Type.Boolean(), message: Type.String() });
export type SuccessAnswer = Static<typeof SuccessAnswer>;
