import {
  nextTier,
  OVERAGE_PERIODS,
  RESOURCE_LABELS,
  shouldShowUpgradePrompt,
  TRIAL_DAYS,
  UNLIMITED,
  USAGE_RESOURCES,
  usagePercent,
  usageSeverity,
  type ChangePlanBody,
  type Overages,
  type Subscription,
  type Tier,
  type UsageAlert,
  type UsageDetail,
  type UsageResource,
} from '../../contract/billing';
import { fromMinorUnits } from '../../contract/currency';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { AppDeps, RequestContext } from '../../types';
import { diffChanges } from '../activity/diff';
import { findOrganization } from '../organizations/repository';
import { recordOverages, toOverages } from './overages';
import { currentPlan, limitInUsageUnits, toTier, type PlanState } from './plan';
import { isoDate, recentPeriods, toBillingPeriod } from './periods';
import { findSubscription, findTier, listOverages, listTiers, saveSubscription } from './repository';
import { measureAll } from './usage';

const DAY_MS = 86_400_000;

/** Plans are changed by the platform, not by the organization's own staff. */
export function requirePlatformAdmin(ctx: RequestContext): void {
  if (!ctx.user.isPlatformAdmin) throw new ForbiddenError('Only a platform admin can change the plan');
}

function alertMessage(resource: UsageResource, percent: number, severity: UsageAlert['severity']): string {
  const label = RESOURCE_LABELS[resource];
  if (severity === 'CRITICAL') return `Limit exceeded: ${label} at ${percent}% of your plan limit`;
  if (severity === 'HIGH') return `High usage: ${label} at ${percent}% of your plan limit`;
  return `${label} at ${percent}% of your plan limit`;
}

function toSubscription(state: PlanState, now: Date): Subscription {
  const isOnTrial = state.status === 'trialing';
  const paying = !isOnTrial && state.tier.monthlyPriceMinor > 0 && ['active', 'past_due'].includes(state.status);
  return {
    plan: state.plan,
    displayName: state.tier.displayName,
    status: state.status,
    billingCycle: state.billingCycle,
    isOnTrial,
    trialDays: TRIAL_DAYS,
    daysRemaining:
      isOnTrial && state.trialEnd ? Math.max(0, Math.ceil((state.trialEnd.getTime() - now.getTime()) / DAY_MS)) : null,
    trialEnd: state.trialEnd?.toISOString() ?? null,
    nextBillingDate: paying ? isoDate(state.period.end) : null,
    amount: fromMinorUnits(state.tier.monthlyPriceMinor, state.tier.currency),
    amountMinor: state.tier.monthlyPriceMinor,
    currency: state.tier.currency,
    billingPeriod: toBillingPeriod(state.period),
  };
}

export function billingService(deps: AppDeps) {
  const { db, now } = deps;

  /** Measures every resource for the current period and files any overage under it. */
  function measureNow(ctx: RequestContext) {
    const at = now();
    const state = currentPlan(db, ctx.organizationId, at);
    const usage = measureAll(deps, ctx.organizationId, state.period);
    recordOverages(db, ctx.organizationId, state, usage, at);
    return { state, usage };
  }

  return {
    tiers(): Tier[] {
      return listTiers(db).map(toTier);
    },

    subscription(ctx: RequestContext): Subscription {
      return toSubscription(currentPlan(db, ctx.organizationId, now()), now());
    },

    usage(ctx: RequestContext): UsageDetail {
      const { state, usage } = measureNow(ctx);
      const percentages = Object.fromEntries(
        USAGE_RESOURCES.map((r) => [r, usagePercent(usage[r], limitInUsageUnits(state.tier, r))]),
      ) as UsageDetail['percentages'];
      const alerts: UsageAlert[] = [];
      for (const resource of USAGE_RESOURCES) {
        if (limitInUsageUnits(state.tier, resource) === UNLIMITED) continue;
        const severity = usageSeverity(percentages[resource]);
        const percentage = percentages[resource];
        if (severity)
          alerts.push({ resource, severity, percentage, message: alertMessage(resource, percentage, severity) });
      }
      return {
        plan: state.plan,
        usage,
        limits: toTier(state.tier).limits,
        percentages,
        alerts,
        billingPeriod: toBillingPeriod(state.period),
        upgradeRecommended: shouldShowUpgradePrompt(state.plan, percentages),
        nextPlan: nextTier(state.plan),
      };
    },

    overages(ctx: RequestContext): Overages {
      const { state } = measureNow(ctx);
      const periods = recentPeriods(state.anchor, now(), OVERAGE_PERIODS);
      const rows = listOverages(
        db,
        ctx.organizationId,
        periods.map((p) => isoDate(p.start)),
      );
      return toOverages(periods, rows, state.tier.currency);
    },

    /** Platform admin only: puts the organization on a plan, paid or as a 14-day trial. */
    changePlan(ctx: RequestContext, input: ChangePlanBody) {
      requirePlatformAdmin(ctx);
      if (input.trial && input.plan === 'FREE') throw new ValidationError('trial', 'is only offered on paid plans');
      if (!findTier(db, input.plan)) throw new NotFoundError('Plan');
      const at = now();
      const before = currentPlan(db, ctx.organizationId, at);
      const stored = findSubscription(db, ctx.organizationId);
      const organization = findOrganization(db, ctx.organizationId)!;
      saveSubscription(db, {
        organizationId: ctx.organizationId,
        plan: input.plan,
        status: input.trial ? 'trialing' : 'active',
        billingCycle: 'monthly',
        trialEndsAt: input.trial ? new Date(at.getTime() + TRIAL_DAYS * DAY_MS).toISOString() : null,
        // The anniversary never moves, so earlier periods and their overages stay comparable.
        anchorAt: stored?.anchorAt ?? organization.createdAt,
        updatedAt: at.toISOString(),
        updatedBy: ctx.user.id,
      });
      const after = currentPlan(db, ctx.organizationId, at);
      return {
        subscription: toSubscription(after, at),
        changes: diffChanges({ plan: before.plan, status: before.status }, { plan: after.plan, status: after.status }),
      };
    },
  };
}
