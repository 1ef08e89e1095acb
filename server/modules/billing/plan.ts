import {
  BYTES_PER_GB,
  DEFAULT_PLAN,
  LIMIT_NAMES,
  UNLIMITED,
  type BillingCycle,
  type PlanTier,
  type SubscriptionStatus,
  type Tier,
  type UsageResource,
} from '../../contract/billing';
import { fromMinorUnits } from '../../contract/currency';
import type { DbOrTx } from '../../db/client';
import { findOrganization } from '../organizations/repository';
import { periodAt, type Period } from './periods';
import { findSubscription, findTier, type SubscriptionRow, type TierRow } from './repository';

/** What an organization is on right now, after trials that have run out are taken into account. */
export interface PlanState {
  plan: PlanTier;
  status: SubscriptionStatus;
  billingCycle: BillingCycle;
  trialEnd: Date | null;
  anchor: Date;
  tier: TierRow;
  period: Period;
}

/**
 * The effective plan. No subscription row: FREE since the organization was created. A trial past
 * its end, or a canceled subscription, falls back to FREE: nothing has been paid for.
 */
export function effectivePlan(
  row: SubscriptionRow | undefined,
  organizationCreatedAt: string,
  now: Date,
): Pick<PlanState, 'plan' | 'status' | 'billingCycle' | 'trialEnd' | 'anchor'> {
  if (!row) {
    return {
      plan: DEFAULT_PLAN,
      status: 'active',
      billingCycle: 'monthly',
      trialEnd: null,
      anchor: new Date(organizationCreatedAt),
    };
  }
  const trialEnd = row.trialEndsAt ? new Date(row.trialEndsAt) : null;
  const base = { billingCycle: row.billingCycle, trialEnd, anchor: new Date(row.anchorAt) };
  if (row.status === 'trialing' && (!trialEnd || trialEnd <= now))
    return { ...base, plan: DEFAULT_PLAN, status: 'expired' };
  if (row.status === 'canceled') return { ...base, plan: DEFAULT_PLAN, status: 'canceled' };
  return { ...base, plan: row.plan, status: row.status };
}

export function currentPlan(db: DbOrTx, organizationId: string, now: Date): PlanState {
  const organization = findOrganization(db, organizationId);
  if (!organization) throw new Error(`No organization ${organizationId}`);
  const state = effectivePlan(findSubscription(db, organizationId), organization.createdAt, now);
  const tier = findTier(db, state.plan);
  if (!tier) throw new Error(`Plan tier ${state.plan} is missing: were the migrations applied?`);
  return { ...state, tier, period: periodAt(state.anchor, now) };
}

/** A tier's limit for a resource, in the limit's own unit (GB for storage); -1 unlimited. */
export function limitOf(tier: TierRow, resource: UsageResource): number {
  return tier[LIMIT_NAMES[resource]];
}

/** The limit in the unit usage is counted in (bytes for storage). */
export function limitInUsageUnits(tier: TierRow, resource: UsageResource): number {
  const limit = limitOf(tier, resource);
  return resource === 'storage' && limit !== UNLIMITED ? limit * BYTES_PER_GB : limit;
}

export function toTier(row: TierRow): Tier {
  return {
    name: row.name,
    displayName: row.displayName,
    monthlyPrice: fromMinorUnits(row.monthlyPriceMinor, row.currency),
    monthlyPriceMinor: row.monthlyPriceMinor,
    currency: row.currency,
    limits: Object.fromEntries(Object.values(LIMIT_NAMES).map((name) => [name, row[name]])) as Tier['limits'],
  };
}
