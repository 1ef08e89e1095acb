import { Type, type Static } from 'typebox';
import { deepFreeze, NameField, Strict, TextField } from './common';
import { GATEWAY_TYPES, type GatewayType } from './payments';

/**
 * Online Booking Setup (spec part 2 §2 "Online Booking Setup (widget)", §3 "Booking widget
 * settings", §4, §5, §9): two settings documents of the organization, the booking settings and the
 * deposit settings (saved apart, as the spec's screen sends them: `{depositSettings}`).
 * `frameAncestors` is ours: the sites allowed to frame the public booking page.
 */

// ---------------------------------------------------------------------------------------------
// Option lists and bounds (§9)

export const BUTTON_POSITIONS = ['bottom-right', 'bottom-left', 'custom'] as const;
export const WIDGET_THEMES = ['light', 'dark', 'auto'] as const;
/** Minimum advance booking, hours. */
export const MIN_ADVANCE_OPTIONS = [0, 1, 2, 4, 24, 48] as const;
/** Maximum advance booking, days. */
export const MAX_ADVANCE_OPTIONS = [7, 14, 30, 60, 90, 180] as const;
/** Cancellation notice, hours. */
export const CANCELLATION_NOTICE_OPTIONS = [0, 1, 2, 4, 12, 24, 48, 72] as const;
/** Refund deadline, hours. */
export const REFUND_DEADLINE_OPTIONS = [1, 2, 4, 12, 24, 48, 72, 168] as const;
export const MAX_SERVICES_PER_BOOKING = 10;
export const MAX_FRAME_ANCESTORS = 20;
/** The deposit cancellation deadline: at least 0 (§5), at most a week like the cancellation window. */
export const MAX_CANCELLATION_DEADLINE_HOURS = 168;
export const MAX_AMOUNT = 100_000;

export const REQUIREMENT_TYPES = ['none', 'card_on_file', 'authorization', 'deposit', 'full_payment'] as const;
export type RequirementType = (typeof REQUIREMENT_TYPES)[number];
export const DEPOSIT_TYPES = ['fixed', 'percentage', 'hybrid'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];
export const REFUND_POLICIES = ['full', 'partial', 'none'] as const;
export const FEE_TYPES = ['fixed', 'percentage', 'full_service'] as const;

/**
 * What each gateway can take for an online booking (issue 16), as its checkout allows
 * (server/integrations/payments/*: `checkout`): Stripe and Square every requirement (Square's
 * saved card and authorization through its card form on the manage page); PayPal a payment or an
 * authorization; Adyen and Tyro a payment (their card forms; Adyen's stored cards and delayed
 * capture, and Tyro's, are not built).
 */
const PAYMENTS_ONLY = ['none', 'deposit', 'full_payment'] as const;
export const GATEWAY_REQUIREMENTS: Readonly<Record<GatewayType, readonly RequirementType[]>> = deepFreeze({
  stripe: REQUIREMENT_TYPES,
  square: REQUIREMENT_TYPES,
  paypal: ['none', 'authorization', 'deposit', 'full_payment'],
  adyen: PAYMENTS_ONLY,
  tyro: PAYMENTS_ONLY,
});

/** What choosing a deposit type fills in when its amounts are empty (§4). */
export const DEPOSIT_TYPE_DEFAULTS = deepFreeze({
  fixed: { fixedAmount: 50 },
  percentage: { percentage: 25 },
  hybrid: { minimumDeposit: 25, percentage: 25 },
} as const);
/** A blank cancellation fee percentage falls back to 50, a blank deadline to 24 hours (§5). */
export const DEFAULT_FEE_PERCENTAGE = 50;

export const BOOKING_WIDGET_MESSAGES = {
  gatewayRequiredTitle: 'Payment Gateway Required',
  gatewayRequired:
    'You must configure a payment gateway before enabling payment requirements. Go to Settings → Payments to set up your payment provider.',
  unsupportedRequirement: (gateway: string, requirement: string, supported: readonly string[]) =>
    `${gateway} cannot take ${requirement} for online bookings. Choose ${orList(supported)}, or connect Stripe or Square, which take every requirement.`,
  feesNeedPayment:
    'Charging a no-show or late cancellation fee needs the client’s card: choose a payment requirement other than none.',
  repeatedSite: 'Each website can be listed only once',
  unsafeCss: 'Custom CSS must not contain “<”, a backslash, @import or url()',
} as const;

/** "a, b or c" */
const orList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/** How the unsupported-combination message names a requirement. */
export const REQUIREMENT_NAMES: Readonly<Record<RequirementType, string>> = deepFreeze({
  none: 'no payment',
  card_on_file: 'a card on file',
  authorization: 'a card authorization',
  deposit: 'a deposit',
  full_payment: 'full payment',
});

// ---------------------------------------------------------------------------------------------
// Booking settings

const HexColor = (label: string) =>
  Type.String({ title: label, pattern: '^#[0-9a-fA-F]{6}$', errorMessage: 'must be a colour such as #8B5CF6' });
/** One of a list of numbers, typed as that list (Type.Enum alone would type it string | number). */
const Hours = <const V extends readonly number[]>(label: string, options: V) =>
  Type.Unsafe<V[number]>(Type.Enum([...options], { title: label }));

/** An https origin, as a browser's frame-ancestors compares it: scheme, host, optional port. */
export const ORIGIN_PATTERN =
  '^https://[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$';

export const EmbedSettings = Strict({
  buttonText: NameField({ label: 'Button text', maxLength: 40 }),
  buttonColor: HexColor('Button colour'),
  buttonTextColor: HexColor('Button text colour'),
  position: Type.Enum([...BUTTON_POSITIONS], { title: 'Button position' }),
  /** Applied to the floating button on the host site; the service refuses what could escape it. */
  customCSS: TextField({ label: 'Custom CSS', maxLength: 2000, multiline: true }),
});

export const WidgetSettings = Strict({
  theme: Type.Enum([...WIDGET_THEMES], { title: 'Theme' }),
  primaryColor: HexColor('Primary colour'),
  showLogo: Type.Boolean({ title: 'Show logo' }),
  showDescription: Type.Boolean({ title: 'Show description' }),
});

export const WidgetBookingRules = Strict({
  requireApproval: Type.Boolean({ title: 'Require approval' }),
  allowCancellations: Type.Boolean({ title: 'Allow cancellations' }),
  cancellationHours: Hours('Cancellation notice', CANCELLATION_NOTICE_OPTIONS),
  /** Hours. */
  minAdvanceBooking: Hours('Minimum advance booking', MIN_ADVANCE_OPTIONS),
  /** Days. */
  maxAdvanceBooking: Hours('Maximum advance booking', MAX_ADVANCE_OPTIONS),
});

export const BookingSettings = Strict({
  isEnabled: Type.Boolean({ title: 'Online booking' }),
  embedSettings: EmbedSettings,
  widgetSettings: WidgetSettings,
  bookingRules: WidgetBookingRules,
  maxServicesPerBooking: Type.Integer({
    title: 'Max services per booking',
    minimum: 1,
    maximum: MAX_SERVICES_PER_BOOKING,
  }),
  /** Sites allowed to frame `/{slug}/book`; empty: every site. */
  frameAncestors: Type.Array(
    Type.String({
      title: 'Website allowed to embed',
      maxLength: 200,
      pattern: ORIGIN_PATTERN,
      errorMessage: 'must be a secure site address such as https://example.com (no path)',
    }),
    { title: 'Websites allowed to embed', maxItems: MAX_FRAME_ANCESTORS },
  ),
});
export type BookingSettings = Static<typeof BookingSettings>;

export const BookingSettingsPatch = Type.Partial(
  Strict({
    ...BookingSettings.properties,
    embedSettings: Type.Partial(EmbedSettings, { additionalProperties: false, title: 'Button' }),
    widgetSettings: Type.Partial(WidgetSettings, { additionalProperties: false, title: 'Booking page appearance' }),
    bookingRules: Type.Partial(WidgetBookingRules, { additionalProperties: false, title: 'Booking rules' }),
  }),
  { additionalProperties: false },
);
export type BookingSettingsPatch = Static<typeof BookingSettingsPatch>;

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = deepFreeze({
  isEnabled: true,
  embedSettings: {
    buttonText: 'Book Now',
    buttonColor: '#8B5CF6',
    buttonTextColor: '#FFFFFF',
    position: 'bottom-right',
    customCSS: '',
  },
  widgetSettings: { theme: 'light', primaryColor: '#8B5CF6', showLogo: true, showDescription: true },
  bookingRules: {
    requireApproval: false,
    allowCancellations: true,
    cancellationHours: 24,
    minAdvanceBooking: 1,
    maxAdvanceBooking: 90,
  },
  maxServicesPerBooking: 5,
  frameAncestors: [],
});

// ---------------------------------------------------------------------------------------------
// Deposit settings

const Amount = (label: string) =>
  Type.Union([Type.Number({ title: label, minimum: 0, maximum: MAX_AMOUNT }), Type.Null()], { title: label });
const Percentage = (label: string) =>
  Type.Union([Type.Integer({ title: label, minimum: 1, maximum: 100 }), Type.Null()], { title: label });

export const CancellationPolicy = Strict({
  chargeOnNoShow: Type.Boolean({ title: 'Charge on no-show' }),
  chargeOnLateCancellation: Type.Boolean({ title: 'Charge on late cancellation' }),
  cancellationDeadlineHours: Type.Integer({
    title: 'Cancellation deadline',
    minimum: 0,
    maximum: MAX_CANCELLATION_DEADLINE_HOURS,
  }),
  feeType: Type.Enum([...FEE_TYPES], { title: 'Fee type' }),
  feeAmount: Type.Number({ title: 'Fee amount', minimum: 0, maximum: MAX_AMOUNT }),
  feePercentage: Type.Integer({ title: 'Fee percentage', minimum: 1, maximum: 100 }),
});

export const DepositSettings = Strict({
  requirementType: Type.Enum([...REQUIREMENT_TYPES], { title: 'Payment requirement' }),
  depositType: Type.Enum([...DEPOSIT_TYPES], { title: 'Deposit type' }),
  /** Empty (null) until a value is typed; choosing the type fills its defaults (§4). */
  fixedAmount: Amount('Fixed amount'),
  percentage: Percentage('Deposit percentage'),
  minimumDeposit: Amount('Minimum deposit'),
  refundPolicy: Type.Enum([...REFUND_POLICIES], { title: 'Refund policy' }),
  refundDeadlineHours: Hours('Refund deadline', REFUND_DEADLINE_OPTIONS),
  cancellationPolicy: CancellationPolicy,
});
export type DepositSettings = Static<typeof DepositSettings>;

export const DEFAULT_DEPOSIT_SETTINGS: DepositSettings = deepFreeze({
  requirementType: 'none',
  depositType: 'percentage',
  fixedAmount: null,
  percentage: 25,
  minimumDeposit: null,
  refundPolicy: 'full',
  refundDeadlineHours: 24,
  cancellationPolicy: {
    chargeOnNoShow: false,
    chargeOnLateCancellation: false,
    cancellationDeadlineHours: 24,
    feeType: 'percentage',
    feeAmount: 0,
    feePercentage: DEFAULT_FEE_PERCENTAGE,
  },
});

/** The stored document: the spec sends and reads it as `{depositSettings}`. */
export const DepositDocument = Strict({ depositSettings: DepositSettings });
export type DepositDocument = Static<typeof DepositDocument>;

export const DepositSettingsPatch = Strict({
  depositSettings: Type.Partial(
    Strict({
      ...DepositSettings.properties,
      cancellationPolicy: Type.Partial(CancellationPolicy, {
        additionalProperties: false,
        title: 'Cancellation policy',
      }),
    }),
    { additionalProperties: false, title: 'Deposit settings' },
  ),
});
export type DepositSettingsPatch = Static<typeof DepositSettingsPatch>;

/**
 * The gateway online bookings would be paid through (configured, enabled, used for online
 * bookings; the default first), and what it can take; null when there is none. Read-only: it is
 * what the screen locks the options by.
 */
export const BookingGateway = Strict({
  type: Type.Enum([...GATEWAY_TYPES]),
  displayName: Type.String(),
  requirementTypes: Type.Array(Type.Enum([...REQUIREMENT_TYPES])),
});
export type BookingGateway = Static<typeof BookingGateway>;

export const DepositSettingsAnswer = Strict({
  depositSettings: DepositSettings,
  paymentGateway: Type.Union([BookingGateway, Type.Null()]),
});
export type DepositSettingsAnswer = Static<typeof DepositSettingsAnswer>;

/** Everything the public booking page needs of the two documents (server/modules/booking-widget/settings.ts). */
export type BookingWidgetSettings = BookingSettings & DepositDocument;
