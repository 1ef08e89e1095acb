import { deepFreeze } from '../../contract/freeze';
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
import { diffChanges } from '../../documents/diff';
import { assertFresh, contentTag } from '../../documents/versions';
import { recordOverages, toOverages } from './overages';
import { currentPlan, limitInUsageUnits, toTier, type PlanState } from './plan';
import { isoDate, recentPeriods, toBillingPeriod, type Period } from './periods';
import {
  findSubscription,
  findTier,
  listOverages,
  listTiers,
  organizationCreatedAt,
  saveSubscription,
  type OverageRow,
} from './repository';
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

// Every read of the subscription asks for its version: the plan state is one shared object until
// its rows or its period change (plan.ts), so each is hashed once.
const versions = new WeakMap<PlanState, string>();

/** The subscription's version for ETag / If-Match: what a plan change moves. */
const versionOf = (state: PlanState) => {
  let version = versions.get(state);
  if (version === undefined) {
    version = contentTag({
      plan: state.plan,
      status: state.status,
      billingCycle: state.billingCycle,
      trialEnd: state.trialEnd?.toISOString() ?? null,
    });
    versions.set(state, version);
  }
  return version;
};

// The usage and overages answers are worked out once per plan state (one shared object while its
// rows and period stay the same: plan.ts) and measurement, or list of recorded overages (the read
// cache's object until a write).
const usageAnswers = new WeakMap<PlanState, { measured: string; answer: UsageDetail }>();
const overageAnswers = new WeakMap<
  PlanState,
  { periods: Period[]; starts: string[]; rows: OverageRow[]; answer: Overages }
>();

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

    subscription(ctx: RequestContext): { data: Subscription; version: string } {
      const at = now();
      const state = currentPlan(db, ctx.organizationId, at);
      return { data: toSubscription(state, at), version: versionOf(state) };
    },

    usage(ctx: RequestContext): UsageDetail {
      const { state, usage } = measureNow(ctx);
      const measured = USAGE_RESOURCES.map((resource) => usage[resource]).join();
      const known = usageAnswers.get(state);
      if (known?.measured === measured) return known.answer;
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
      const answer: UsageDetail = {
        plan: state.plan,
        usage,
        limits: toTier(state.tier).limits,
        percentages,
        alerts,
        billingPeriod: toBillingPeriod(state.period),
        upgradeRecommended: shouldShowUpgradePrompt(state.plan, percentages),
        nextPlan: nextTier(state.plan),
      };
      usageAnswers.set(state, { measured, answer: deepFreeze(answer) });
      return answer;
    },

    overages(ctx: RequestContext): Overages {
      const { state } = measureNow(ctx);
      // The periods shown follow from the plan state, which is only reused within its period.
      const known = overageAnswers.get(state);
      const periods = known?.periods ?? recentPeriods(state.anchor, now(), OVERAGE_PERIODS);
      const starts = known?.starts ?? periods.map((p) => isoDate(p.start));
      const rows = listOverages(db, ctx.organizationId, starts);
      if (known?.rows === rows) return known.answer;
      const answer = toOverages(periods, rows, state.tier.currency);
      overageAnswers.set(state, { periods, starts, rows, answer: deepFreeze(answer) });
      return answer;
    },

    /**
     * Platform admin only: puts the organization on a plan, paid or as a 14-day trial. `ifMatch`
     * is the subscription's ETag as last read: a plan changed meanwhile answers 412.
     */
    changePlan(ctx: RequestContext, input: ChangePlanBody, ifMatch?: string) {
      requirePlatformAdmin(ctx);
      if (input.trial && input.plan === 'FREE') throw new ValidationError('trial', 'is only offered on paid plans');
      if (!findTier(db, input.plan)) throw new NotFoundError('Plan');
      const at = now();
      const before = currentPlan(db, ctx.organizationId, at);
      assertFresh(ifMatch, versionOf(before));
      const stored = findSubscription(db, ctx.organizationId);
      saveSubscription(db, {
        organizationId: ctx.organizationId,
        plan: input.plan,
        status: input.trial ? 'trialing' : 'active',
        billingCycle: 'monthly',
        trialEndsAt: input.trial ? new Date(at.getTime() + TRIAL_DAYS * DAY_MS).toISOString() : null,
        // The anniversary never moves, so earlier periods and their overages stay comparable.
        anchorAt: stored?.anchorAt ?? organizationCreatedAt(db, ctx.organizationId)!,
        updatedAt: at.toISOString(),
        updatedBy: ctx.user.id,
      });
      const after = currentPlan(db, ctx.organizationId, at);
      return {
        subscription: toSubscription(after, at),
        version: versionOf(after),
        changes: diffChanges({ plan: before.plan, status: before.status }, { plan: after.plan, status: after.status }),
      };
    },
  };
}
