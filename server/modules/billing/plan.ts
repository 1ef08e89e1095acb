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
import { periodAt, type Period } from './periods';
import { findSubscription, findTier, organizationCreatedAt, type SubscriptionRow, type TierRow } from './repository';

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

/** A plan worked out from these rows, and the span of time in which the clock does not change it. */
interface KnownPlan {
  row: SubscriptionRow | undefined;
  createdAt: string;
  state: Readonly<PlanState>;
  /** Milliseconds since the epoch: valid while from <= now < until. */
  from: number;
  until: number;
}

// Most answers of billing, the overview and the general settings ask for the plan: the last one
// worked out per organization is reused while its rows are the same (the read cache hands out the
// same objects until a write) and the clock stays in the same period on the same side of the
// trial's end. One map per database: test databases copied from one image share ids.
const knownPlans = new WeakMap<object, Map<string, KnownPlan>>();
const MAX_KNOWN_PLANS = 10_000;

/** When `state` stops (until) or started (from) being the answer, as the clock moves. */
function validity(row: SubscriptionRow | undefined, state: Omit<PlanState, 'tier'>): { from: number; until: number } {
  let from = state.period.index === 0 ? -Infinity : state.period.start.getTime();
  let until = state.period.end.getTime();
  if (row?.status === 'trialing' && state.trialEnd) {
    const trialEnd = state.trialEnd.getTime();
    if (state.status === 'expired') from = Math.max(from, trialEnd);
    else until = Math.min(until, trialEnd);
  }
  return { from, until };
}

export function currentPlan(db: DbOrTx, organizationId: string, now: Date): PlanState {
  const createdAt = organizationCreatedAt(db, organizationId);
  if (createdAt === undefined) throw new Error(`No organization ${organizationId}`);
  const row = findSubscription(db, organizationId);
  const at = now.getTime();
  // Inside a transaction rows are read afresh (and may be rolled back): nothing to reuse or keep.
  const reusable = '$client' in db && !db.$client.inTransaction;
  const known = reusable ? knownPlans.get(db) : undefined;
  const last = known?.get(organizationId);
  if (
    last &&
    last.row === row &&
    last.createdAt === createdAt &&
    at >= last.from &&
    at < last.until &&
    findTier(db, last.state.plan) === last.state.tier
  ) {
    return last.state;
  }
  const effective = effectivePlan(row, createdAt, now);
  const tier = findTier(db, effective.plan);
  if (!tier) throw new Error(`Plan tier ${effective.plan} is missing: were the migrations applied?`);
  const state = Object.freeze({ ...effective, tier, period: Object.freeze(periodAt(effective.anchor, now)) });
  if (reusable) {
    let plans = known;
    if (!plans) knownPlans.set(db, (plans = new Map()));
    if (plans.size >= MAX_KNOWN_PLANS) plans.clear();
    plans.set(organizationId, { row, createdAt, state, ...validity(row, state) });
  }
  return state;
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
