import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { services, serviceTaxOverrides, taxRates } from '../../db/schema';

export type TaxRateRow = typeof taxRates.$inferSelect;
export type OverrideRow = typeof serviceTaxOverrides.$inferSelect & { serviceName: string };

/** An override with the name of its service (same organization: the foreign key and create check). */
const overrideColumns = { ...getTableColumns(serviceTaxOverrides), serviceName: services.name };
const withService = (db: Db) =>
  db
    .select(overrideColumns)
    .from(serviceTaxOverrides)
    .innerJoin(services, eq(services.id, serviceTaxOverrides.serviceId));

// Qualified by hand: inside a select list Drizzle renders columns bare, and a bare "id" in the
// subquery would name the override's own id.
const overridesUsing = sql<number>`(select count(*) from ${serviceTaxOverrides} o where o.tax_rate_id = ${sql.raw('"tax_rates"."id"')})`;

// The two lists of the tax page are answered from memory until the next write (db/read-cache.ts).
export function listTaxRates(db: Db, organizationId: string) {
  return cachedRead(db, `tax-rates|${organizationId}`, () =>
    db
      .select({ rate: taxRates, serviceOverrides: overridesUsing })
      .from(taxRates)
      .where(eq(taxRates.organizationId, organizationId))
      .orderBy(asc(taxRates.createdAt), asc(taxRates.id))
      .all(),
  );
}

export function findTaxRate(db: Db, organizationId: string, id: string) {
  return db
    .select({ rate: taxRates, serviceOverrides: overridesUsing })
    .from(taxRates)
    .where(and(eq(taxRates.organizationId, organizationId), eq(taxRates.id, id)))
    .get();
}

export function insertTaxRate(db: Db, row: typeof taxRates.$inferInsert): void {
  db.insert(taxRates).values(row).run();
}

/** Writes a change only if the rate is still at `version`; answers whether it was. */
export function updateTaxRate(
  db: Db,
  organizationId: string,
  id: string,
  version: number,
  patch: Partial<Pick<TaxRateRow, 'name' | 'rateThousandths' | 'isDefault'>>,
  now: Date,
): boolean {
  return (
    db
      .update(taxRates)
      .set({ ...patch, version: version + 1, updatedAt: now.toISOString() })
      .where(and(eq(taxRates.organizationId, organizationId), eq(taxRates.id, id), eq(taxRates.version, version)))
      .run().changes === 1
  );
}

/** Takes the default flag off whichever rate holds it (and moves that rate's version on). */
export function clearDefaultTaxRate(db: Db, organizationId: string, now: Date): void {
  db.update(taxRates)
    .set({ isDefault: false, version: sql`${taxRates.version} + 1`, updatedAt: now.toISOString() })
    .where(and(eq(taxRates.organizationId, organizationId), eq(taxRates.isDefault, true)))
    .run();
}

export function deleteTaxRate(db: Db, organizationId: string, id: string): void {
  db.delete(taxRates)
    .where(and(eq(taxRates.organizationId, organizationId), eq(taxRates.id, id)))
    .run();
}

export function listOverrides(db: Db, organizationId: string): OverrideRow[] {
  return cachedRead(db, `tax-overrides|${organizationId}`, () =>
    withService(db)
      .where(eq(serviceTaxOverrides.organizationId, organizationId))
      .orderBy(asc(serviceTaxOverrides.createdAt), asc(serviceTaxOverrides.id))
      .all(),
  );
}

export function findOverride(db: Db, organizationId: string, id: string): OverrideRow | undefined {
  return withService(db)
    .where(and(eq(serviceTaxOverrides.organizationId, organizationId), eq(serviceTaxOverrides.id, id)))
    .get();
}

export function findOverrideForService(db: Db, organizationId: string, serviceId: string): OverrideRow | undefined {
  return withService(db)
    .where(and(eq(serviceTaxOverrides.organizationId, organizationId), eq(serviceTaxOverrides.serviceId, serviceId)))
    .get();
}

export function insertOverride(db: Db, row: typeof serviceTaxOverrides.$inferInsert): void {
  db.insert(serviceTaxOverrides).values(row).run();
}

export function updateOverride(
  db: Db,
  organizationId: string,
  id: string,
  version: number,
  taxRateId: string | null,
  now: Date,
): boolean {
  return (
    db
      .update(serviceTaxOverrides)
      .set({ taxRateId, version: version + 1, updatedAt: now.toISOString() })
      .where(
        and(
          eq(serviceTaxOverrides.organizationId, organizationId),
          eq(serviceTaxOverrides.id, id),
          eq(serviceTaxOverrides.version, version),
        ),
      )
      .run().changes === 1
  );
}

export function deleteOverride(db: Db, organizationId: string, id: string): void {
  db.delete(serviceTaxOverrides)
    .where(and(eq(serviceTaxOverrides.organizationId, organizationId), eq(serviceTaxOverrides.id, id)))
    .run();
}
