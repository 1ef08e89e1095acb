import { UNLIMITED, type PlanTier, type UsageResource } from '../../contract/billing';
import type { DbOrTx } from '../../db/client';
import { PlanLimitError } from '../../errors';
import type { AppDeps, RequestContext } from '../../types';
import { currentPlan, limitInUsageUnits, limitOf } from './plan';
import { measure } from './usage';

const WORDS: Readonly<Record<UsageResource, { one: string; many: string; verb: string }>> = {
  staff: { one: 'staff', many: 'staff', verb: 'add' },
  locations: { one: 'location', many: 'locations', verb: 'add' },
  clients: { one: 'client', many: 'clients', verb: 'add' },
  appointments: { one: 'appointment a month', many: 'appointments a month', verb: 'book' },
  emails: { one: 'email a month', many: 'emails a month', verb: 'send' },
  sms: { one: 'SMS a month', many: 'SMS a month', verb: 'send' },
  push: { one: 'push notification a month', many: 'push notifications a month', verb: 'send' },
  storage: { one: 'GB of storage', many: 'GB of storage', verb: 'store' },
};

/** "Your STUDIO plan allows 5 staff. Upgrade to add more." */
export function limitMessage(plan: PlanTier, resource: UsageResource, limit: number): string {
  const words = WORDS[resource];
  return `Your ${plan} plan allows ${limit} ${limit === 1 ? words.one : words.many}. Upgrade to ${words.verb} more.`;
}

export interface LimitCheck {
  /** How many are about to be added (bytes for storage). Default 1. */
  adding?: number;
  /** The transaction the creation runs in, so the count and the insert see the same data. */
  db?: DbOrTx;
}

/**
 * Plan limits, enforced where things are created: team members now, locations and the rest when
 * their modules arrive. Going over answers 409 PLAN_LIMIT_REACHED, naming the plan and the limit.
 */
export function planLimits(deps: AppDeps) {
  return {
    assertWithinLimit(ctx: Pick<RequestContext, 'organizationId'>, resource: UsageResource, check: LimitCheck = {}) {
      const db = check.db ?? deps.db;
      const { tier, period } = currentPlan(db, ctx.organizationId, deps.now());
      const limit = limitInUsageUnits(tier, resource);
      if (limit === UNLIMITED) return;
      const used = measure(deps, db, ctx.organizationId, resource, period);
      if (used + (check.adding ?? 1) > limit) {
        throw new PlanLimitError(limitMessage(tier.name, resource, limitOf(tier, resource)), {
          resource,
          plan: tier.name,
          limit: limitOf(tier, resource),
          usage: used,
        });
      }
    },
  };
}
