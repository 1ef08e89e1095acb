import { Type, type Static, type TSchema } from 'typebox';
import { Labelled, Strict } from './common';

/**
 * Subscription and usage (spec part 1 §3, §4, §9). Isomorphic: the server computes with these
 * rules and the renderer draws with the same ones (thresholds, upgrade prompt, trial warning).
 */

/** The upgrade path, lowest first. The tiers' limits and prices are data (table plan_tiers). */
export const PLAN_TIERS = ['FREE', 'STUDIO', 'LUXE', 'PREMIER'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];
/** An organization without a subscription is on the free tier (spec: Plan Type default FREE). */
export const DEFAULT_PLAN: PlanTier = 'FREE';

/**
 * Stored statuses are trialing, active, past_due and canceled. `expired` is only ever computed: a
 * trial whose end has passed without a plan being bought, which leaves the organization on FREE.
 */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** §9 "billing monthly"; tiers carry a monthly price only, so no other cycle is offered yet. */
export const BILLING_CYCLES = ['monthly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const TRIAL_DAYS = 14;
export const TRIAL_WARNING_DAYS = 3;
export const USAGE_WARNING_PERCENT = 75;
export const USAGE_HIGH_PERCENT = 90;
export const UNLIMITED = -1;
export const OVERAGE_PERIODS = 3;
/** Storage is shown at base 1024 and limited in GB. */
export const BYTES_PER_GB = 1024 ** 3;

/** What usage is measured for, as named in the usage answer. */
export const USAGE_RESOURCES = [
  'staff',
  'locations',
  'clients',
  'appointments',
  'emails',
  'sms',
  'push',
  'storage',
] as const;
export type UsageResource = (typeof USAGE_RESOURCES)[number];

/** The spec's limit names, per resource (appointments → monthlyAppointments, storage → storageGB…). */
export const LIMIT_NAMES = {
  staff: 'staff',
  locations: 'locations',
  clients: 'clients',
  appointments: 'monthlyAppointments',
  emails: 'monthlyEmails',
  sms: 'monthlySMS',
  push: 'monthlyPush',
  storage: 'storageGB',
} as const satisfies Record<UsageResource, string>;
export type LimitName = (typeof LIMIT_NAMES)[UsageResource];

export const RESOURCE_LABELS: Readonly<Record<UsageResource, string>> = {
  staff: 'Staff',
  locations: 'Locations',
  clients: 'Clients',
  appointments: 'Appointments',
  emails: 'Emails',
  sms: 'SMS',
  push: 'Push notifications',
  storage: 'Storage',
};

export const ALERT_SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** Percentage of a limit used, one decimal, not capped (over 100 means exceeded); 0 when unlimited. */
export function usagePercent(used: number, limit: number): number {
  if (limit === UNLIMITED || limit <= 0) return 0;
  return Math.round((used / limit) * 1000) / 10;
}

/** ≥75% a warning (MEDIUM), ≥90% high usage (HIGH), over 100% 'Limit exceeded' (CRITICAL). */
export function usageSeverity(percent: number): AlertSeverity | null {
  if (percent > 100) return 'CRITICAL';
  if (percent >= USAGE_HIGH_PERCENT) return 'HIGH';
  if (percent >= USAGE_WARNING_PERCENT) return 'MEDIUM';
  return null;
}

export function nextTier(plan: PlanTier): PlanTier | null {
  return PLAN_TIERS[PLAN_TIERS.indexOf(plan) + 1] ?? null;
}

/** §4: the upgrade prompt shows when any resource is at 75% or more and the plan is not PREMIER. */
export function shouldShowUpgradePrompt(plan: PlanTier, percentages: Readonly<Record<string, number>>): boolean {
  return nextTier(plan) !== null && Object.values(percentages).some((p) => p >= USAGE_WARNING_PERCENT);
}

/** §4: the trial warning shows at 3 days or fewer. */
export function showTrialWarning(subscription: { isOnTrial: boolean; daysRemaining: number | null }): boolean {
  return (
    subscription.isOnTrial && subscription.daysRemaining !== null && subscription.daysRemaining <= TRIAL_WARNING_DAYS
  );
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** §9: storage in B, KB, MB, GB, TB at base 1024 ("1.5 GB"). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${BYTE_UNITS[unit]}`;
}

const oneOf = <const T extends string[]>(values: readonly [...T]) => Type.Enum([...values] as [...T]);
export const PlanTierName = oneOf(PLAN_TIERS);

const limitFields = Object.fromEntries(
  Object.values(LIMIT_NAMES).map((name) => [name, Type.Integer({ minimum: UNLIMITED })]),
) as Record<LimitName, ReturnType<typeof Type.Integer>>;
/** A tier's limits; -1 is unlimited. */
export const TierLimits = Strict(limitFields);
export type TierLimits = Static<typeof TierLimits>;

const perResource = <T extends TSchema>(schema: T) =>
  Strict(Object.fromEntries(USAGE_RESOURCES.map((r) => [r, schema])) as Record<UsageResource, T>);

/** Money answers carry the spec's decimal figure and the exact minor units beside it. */
const Money = { currency: Type.String() };

export const Tier = Strict({
  name: PlanTierName,
  displayName: Type.String(),
  monthlyPrice: Type.Number(),
  monthlyPriceMinor: Type.Integer(),
  ...Money,
  limits: TierLimits,
});
export type Tier = Static<typeof Tier>;
export const TierList = Strict({ items: Type.Array(Tier) });
export type TierList = Static<typeof TierList>;

export const BillingPeriod = Strict({
  /** First day of the period (UTC, inclusive), YYYY-MM-DD. */
  start: Type.String(),
  /** First day of the next period (UTC, exclusive), YYYY-MM-DD. */
  end: Type.String(),
  /** The anniversary label, e.g. "2026-01-15 to 2026-02-14" (last day inclusive). */
  billingPeriod: Type.String(),
});
export type BillingPeriod = Static<typeof BillingPeriod>;

export const Subscription = Strict({
  plan: PlanTierName,
  displayName: Type.String(),
  status: oneOf(SUBSCRIPTION_STATUSES),
  billingCycle: oneOf(BILLING_CYCLES),
  isOnTrial: Type.Boolean(),
  trialDays: Type.Integer(),
  daysRemaining: Type.Union([Type.Integer(), Type.Null()]),
  trialEnd: Type.Union([Type.String(), Type.Null()]),
  /** Set for a plan that is paid for (not FREE, not on trial). */
  nextBillingDate: Type.Union([Type.String(), Type.Null()]),
  /** The plan's price per billing cycle. */
  amount: Type.Number(),
  amountMinor: Type.Integer(),
  ...Money,
  billingPeriod: BillingPeriod,
});
export type Subscription = Static<typeof Subscription>;

export const UsageAlert = Strict({
  resource: oneOf(USAGE_RESOURCES),
  severity: oneOf(ALERT_SEVERITIES),
  percentage: Type.Number(),
  message: Type.String(),
});
export type UsageAlert = Static<typeof UsageAlert>;

export const UsageDetail = Strict({
  plan: PlanTierName,
  /** Counts; storage in bytes. Monthly resources count within the billing period. */
  usage: perResource(Type.Integer()),
  limits: TierLimits,
  percentages: perResource(Type.Number()),
  alerts: Type.Array(UsageAlert),
  billingPeriod: BillingPeriod,
  upgradeRecommended: Type.Boolean(),
  nextPlan: Type.Union([PlanTierName, Type.Null()]),
});
export type UsageDetail = Static<typeof UsageDetail>;

export const OverageItem = Strict({
  resource: oneOf(USAGE_RESOURCES),
  limit: Type.Integer(),
  peakUsage: Type.Integer(),
  unitsOver: Type.Integer(),
  unitPriceMinor: Type.Integer(),
  cost: Type.Number(),
  costMinor: Type.Integer(),
});

export const OveragePeriod = Strict({
  billingPeriod: Type.String(),
  start: Type.String(),
  end: Type.String(),
  totalCost: Type.Number(),
  totalCostMinor: Type.Integer(),
  items: Type.Array(OverageItem),
});

export const Overages = Strict({
  /** Resource-periods that went over their limit within the periods shown. */
  totalOverages: Type.Integer(),
  totalCost: Type.Number(),
  totalCostMinor: Type.Integer(),
  ...Money,
  /** The current period and the ones before it, newest first. */
  byPeriod: Type.Array(OveragePeriod),
});
export type Overages = Static<typeof Overages>;

export const ChangePlanBody = Strict({
  plan: Labelled('Plan', PlanTierName),
  /** Start a 14-day trial of the plan instead of a paid subscription. */
  trial: Type.Optional(Type.Boolean({ title: 'Free trial' })),
});
export type ChangePlanBody = Static<typeof ChangePlanBody>;
