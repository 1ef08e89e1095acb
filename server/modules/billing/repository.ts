import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PlanTier } from '../../contract/billing';
import type { DbOrTx as Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { clients, locations, organizations, planTiers, subscriptions, usageOverages, users } from '../../db/schema';

export type TierRow = typeof planTiers.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type OverageRow = typeof usageOverages.$inferSelect;

/** Tiers are platform data, the same for every organization. */
export function listTiers(db: Db): TierRow[] {
  return cachedRead(db, 'tiers', () => db.select().from(planTiers).orderBy(asc(planTiers.sortOrder)).all());
}

// The plan of an organization is read on most billing, overview and organization answers: these
// reads are answered from memory until the next write (db/read-cache.ts).
export function findTier(db: Db, name: PlanTier): TierRow | undefined {
  return cachedRead(db, `tier|${name}`, () => db.select().from(planTiers).where(eq(planTiers.name, name)).get());
}

export function findSubscription(db: Db, organizationId: string): SubscriptionRow | undefined {
  return cachedRead(db, `subscription|${organizationId}`, () =>
    db.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId)).get(),
  );
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
  return cachedRead(db, `overages|${organizationId}|${periodStarts.join(',')}`, () =>
    db
      .select()
      .from(usageOverages)
      .where(and(eq(usageOverages.organizationId, organizationId), inArray(usageOverages.periodStart, periodStarts)))
      .orderBy(asc(usageOverages.periodStart), asc(usageOverages.resource))
      .all(),
  );
}

// Billing sits below the organizations, team and clients modules (they ask it for the plan and its
// limits), so the facts it needs from their tables are read here rather than through them.

/** When the organization was created: the billing anniversary of one that never subscribed. */
export function organizationCreatedAt(db: Db, organizationId: string): string | undefined {
  return cachedRead(
    db,
    `organization-created|${organizationId}`,
    () =>
      db
        .select({ createdAt: organizations.createdAt })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
        .get()?.createdAt,
  );
}

/** Seats in use for the staff limit: active members with or without sign-in. */
export function countActiveStaff(db: Db, organizationId: string): number {
  return cachedRead(
    db,
    `active-staff|${organizationId}`,
    () =>
      db
        .select({ n: sql<number>`count(*)` })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true)))
        .get()?.n ?? 0,
  );
}

/** Every location, active or not: an inactive one is still set up and kept (plan limit and usage). */
export function countLocations(db: Db, organizationId: string): number {
  return cachedRead(
    db,
    `locations-count|${organizationId}`,
    () =>
      db
        .select({ n: sql<number>`count(*)` })
        .from(locations)
        .where(eq(locations.organizationId, organizationId))
        .get()?.n ?? 0,
  );
}

/** Every client, active or not: the plan's client limit and the usage figure. */
export function countClients(db: Db, organizationId: string): number {
  return cachedRead(
    db,
    `clients-count|${organizationId}`,
    () =>
      db
        .select({ n: sql<number>`count(*)` })
        .from(clients)
        .where(eq(clients.organizationId, organizationId))
        .get()?.n ?? 0,
  );
}
