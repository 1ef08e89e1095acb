import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PlanTier } from '../../contract/billing';
import type { DbOrTx as Db } from '../../db/client';
import { planTiers, subscriptions, usageOverages } from '../../db/schema';

export type TierRow = typeof planTiers.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type OverageRow = typeof usageOverages.$inferSelect;

/** Tiers are platform data, the same for every organization. */
export function listTiers(db: Db): TierRow[] {
  return db.select().from(planTiers).orderBy(asc(planTiers.sortOrder)).all();
}

export function findTier(db: Db, name: PlanTier): TierRow | undefined {
  return db.select().from(planTiers).where(eq(planTiers.name, name)).get();
}

export function findSubscription(db: Db, organizationId: string): SubscriptionRow | undefined {
  return db.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId)).get();
}

export function saveSubscription(db: Db, row: SubscriptionRow): void {
  const { plan, status, billingCycle, trialEndsAt, anchorAt, updatedAt, updatedBy } = row;
  db.insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: subscriptions.organizationId,
      set: { plan, status, billingCycle, trialEndsAt, anchorAt, updatedAt, updatedBy },
    })
    .run();
}

/**
 * Keeps the period's peak: a measurement replaces the stored row only when it is further over the
 * limit, so the row always describes one consistent measurement.
 */
export function recordOverage(db: Db, row: OverageRow): void {
  const { periodEnd, plan, limitValue, peakUsage, unitsOver, unitPriceMinor, costMinor, currency, recordedAt } = row;
  db.insert(usageOverages)
    .values(row)
    .onConflictDoUpdate({
      target: [usageOverages.organizationId, usageOverages.periodStart, usageOverages.resource],
      set: { periodEnd, plan, limitValue, peakUsage, unitsOver, unitPriceMinor, costMinor, currency, recordedAt },
      setWhere: sql`excluded.units_over > ${usageOverages.unitsOver}`,
    })
    .run();
}

export function listOverages(db: Db, organizationId: string, periodStarts: string[]): OverageRow[] {
  if (periodStarts.length === 0) return [];
  return db
    .select()
    .from(usageOverages)
    .where(and(eq(usageOverages.organizationId, organizationId), inArray(usageOverages.periodStart, periodStarts)))
    .orderBy(asc(usageOverages.periodStart), asc(usageOverages.resource))
    .all();
}
