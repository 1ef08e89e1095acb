import { and, asc, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { serviceCategories, services, serviceVariants } from '../../db/schema';

export type CategoryRow = typeof serviceCategories.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type VariantRow = typeof serviceVariants.$inferSelect;
export type CategoryPatch = Partial<Pick<CategoryRow, 'name' | 'color' | 'isActive'>>;
export type ServicePatch = Partial<Omit<ServiceRow, 'id' | 'organizationId' | 'version' | 'createdAt' | 'updatedAt'>>;
export type VariantPatch = Partial<
  Pick<VariantRow, 'position' | 'name' | 'description' | 'priceType' | 'priceMinor' | 'currency' | 'durationMinutes'>
>;

export interface CategoryWithCount {
  category: CategoryRow;
  serviceCount: number;
}

// Qualified by hand: inside a select list Drizzle renders columns bare, and a bare "id" in the
// subquery would name the service's own id (see tax/repository.ts).
const servicesIn = sql<number>`(select count(*) from ${services} s where s.category_id = ${sql.raw('"service_categories"."id"')})`;

// ---------------------------------------------------------------------------------------------
// Categories

/** The sidebar, in its order; the service menu's reads are answered from memory until a write. */
export function listCategories(db: Db, organizationId: string, activeOnly = false): CategoryWithCount[] {
  return cachedRead(db, `service-categories|${organizationId}|${activeOnly}`, () =>
    db
      .select({ category: serviceCategories, serviceCount: servicesIn })
      .from(serviceCategories)
      .where(
        and(
          eq(serviceCategories.organizationId, organizationId),
          activeOnly ? eq(serviceCategories.isActive, true) : undefined,
        ),
      )
      .orderBy(asc(serviceCategories.position), asc(serviceCategories.id))
      .all(),
  );
}

export function findCategory(db: Db, organizationId: string, id: string): CategoryWithCount | undefined {
  return db
    .select({ category: serviceCategories, serviceCount: servicesIn })
    .from(serviceCategories)
    .where(and(eq(serviceCategories.organizationId, organizationId), eq(serviceCategories.id, id)))
    .get();
}

export function countCategories(db: Db, organizationId: string): number {
  return db
    .select({ n: sql<number>`count(*)` })
    .from(serviceCategories)
    .where(eq(serviceCategories.organizationId, organizationId))
    .get()!.n;
}

export function insertCategory(db: Db, row: typeof serviceCategories.$inferInsert): void {
  db.insert(serviceCategories).values(row).run();
}

/** Writes a change only if the category is still at `version`; answers whether it was. */
export function updateCategory(
  db: Db,
  organizationId: string,
  id: string,
  version: number,
  patch: CategoryPatch,
  now: Date,
): boolean {
  return (
    db
      .update(serviceCategories)
      .set({ ...patch, version: version + 1, updatedAt: now.toISOString() })
      .where(
        and(
          eq(serviceCategories.organizationId, organizationId),
          eq(serviceCategories.id, id),
          eq(serviceCategories.version, version),
        ),
      )
      .run().changes === 1
  );
}

/** Moves a category to `position`; its version moves on only when the position really changes. */
export function moveCategory(db: Db, organizationId: string, id: string, position: number, now: Date): void {
  db.update(serviceCategories)
    .set({ position, version: sql`${serviceCategories.version} + 1`, updatedAt: now.toISOString() })
    .where(
      and(
        eq(serviceCategories.organizationId, organizationId),
        eq(serviceCategories.id, id),
        sql`${serviceCategories.position} <> ${position}`,
      ),
    )
    .run();
}

export function deleteCategory(db: Db, organizationId: string, id: string): void {
  db.delete(serviceCategories)
    .where(and(eq(serviceCategories.organizationId, organizationId), eq(serviceCategories.id, id)))
    .run();
}

/**
 * The services of a category about to be deleted become uncategorised. The foreign key would set
 * the column to null by itself, but silently: done here, each service's version and updated_at
 * move on too, so an open dialog and a syncing site see the change. Answers how many moved.
 */
export function uncategoriseServices(db: Db, organizationId: string, categoryId: string, now: Date): number {
  return db
    .update(services)
    .set({ categoryId: null, version: sql`${services.version} + 1`, updatedAt: now.toISOString() })
    .where(and(eq(services.organizationId, organizationId), eq(services.categoryId, categoryId)))
    .run().changes;
}

// ---------------------------------------------------------------------------------------------
// Services

export interface ServiceFilter {
  categoryId?: string;
  /** The menu as the rest of the product reads it: active services, in active categories or none. */
  bookableOnly?: boolean;
}

/** Services in the sidebar's order: by their category's position (uncategorised last), then name. */
export function listServices(db: Db, organizationId: string, filter: ServiceFilter = {}): ServiceRow[] {
  const { categoryId, bookableOnly = false } = filter;
  return cachedRead(db, `services|${organizationId}|${categoryId ?? ''}|${bookableOnly}`, () =>
    db
      .select({ service: services })
      .from(services)
      .leftJoin(
        serviceCategories,
        and(eq(serviceCategories.id, services.categoryId), eq(serviceCategories.organizationId, organizationId)),
      )
      .where(
        and(
          eq(services.organizationId, organizationId),
          categoryId === undefined ? undefined : eq(services.categoryId, categoryId),
          bookableOnly
            ? and(eq(services.isActive, true), or(isNull(services.categoryId), eq(serviceCategories.isActive, true)))
            : undefined,
        ),
      )
      .orderBy(
        sql`${serviceCategories.position} is null`,
        asc(serviceCategories.position),
        sql`${services.name} collate nocase`,
        asc(services.id),
      )
      .all()
      .map((row) => row.service),
  );
}

/** A page of the organization's services with their category's name, by id after `afterId` (the exports). */
export function servicesPage(
  db: Db,
  organizationId: string,
  afterId: string | undefined,
  limit: number,
): { service: ServiceRow; categoryName: string | null }[] {
  return db
    .select({ service: services, categoryName: serviceCategories.name })
    .from(services)
    .leftJoin(
      serviceCategories,
      and(eq(serviceCategories.id, services.categoryId), eq(serviceCategories.organizationId, organizationId)),
    )
    .where(
      and(eq(services.organizationId, organizationId), afterId === undefined ? undefined : gt(services.id, afterId)),
    )
    .orderBy(asc(services.id))
    .limit(limit)
    .all();
}

export function findService(db: Db, organizationId: string, id: string): ServiceRow | undefined {
  return db
    .select()
    .from(services)
    .where(and(eq(services.organizationId, organizationId), eq(services.id, id)))
    .get();
}

export function countServices(db: Db, organizationId: string): number {
  return db
    .select({ n: sql<number>`count(*)` })
    .from(services)
    .where(eq(services.organizationId, organizationId))
    .get()!.n;
}

export function insertService(db: Db, row: typeof services.$inferInsert): void {
  db.insert(services).values(row).run();
}

/** Writes a change only if the service is still at `version`; answers whether it was. */
export function updateService(
  db: Db,
  organizationId: string,
  id: string,
  version: number,
  patch: ServicePatch,
  now: Date,
): boolean {
  return (
    db
      .update(services)
      .set({ ...patch, version: version + 1, updatedAt: now.toISOString() })
      .where(and(eq(services.organizationId, organizationId), eq(services.id, id), eq(services.version, version)))
      .run().changes === 1
  );
}

/** Deletes a service; its variants and its tax override go with it (foreign keys, on delete cascade). */
export function deleteService(db: Db, organizationId: string, id: string): void {
  db.delete(services)
    .where(and(eq(services.organizationId, organizationId), eq(services.id, id)))
    .run();
}

// ---------------------------------------------------------------------------------------------
// Variants

/** Variants of the organization's services (or of the given ones), grouped by service, in list order. */
export function listVariants(db: Db, organizationId: string, serviceIds?: readonly string[]): VariantRow[] {
  const load = () =>
    db
      .select()
      .from(serviceVariants)
      .where(
        and(
          eq(serviceVariants.organizationId, organizationId),
          serviceIds === undefined ? undefined : inArray(serviceVariants.serviceId, [...serviceIds]),
        ),
      )
      .orderBy(asc(serviceVariants.serviceId), asc(serviceVariants.position), asc(serviceVariants.id))
      .all();
  return serviceIds === undefined ? cachedRead(db, `service-variants|${organizationId}`, load) : load();
}

export function insertVariant(db: Db, row: typeof serviceVariants.$inferInsert): void {
  db.insert(serviceVariants).values(row).run();
}

export function updateVariant(
  db: Db,
  organizationId: string,
  serviceId: string,
  id: string,
  patch: VariantPatch,
  now: Date,
): void {
  db.update(serviceVariants)
    .set({ ...patch, version: sql`${serviceVariants.version} + 1`, updatedAt: now.toISOString() })
    .where(
      and(
        eq(serviceVariants.organizationId, organizationId),
        eq(serviceVariants.serviceId, serviceId),
        eq(serviceVariants.id, id),
      ),
    )
    .run();
}

/** Deletes the service's variants other than `keep`. */
export function deleteVariantsExcept(db: Db, organizationId: string, serviceId: string, keep: readonly string[]): void {
  db.delete(serviceVariants)
    .where(
      and(
        eq(serviceVariants.organizationId, organizationId),
        eq(serviceVariants.serviceId, serviceId),
        keep.length > 0 ? notInArray(serviceVariants.id, [...keep]) : undefined,
      ),
    )
    .run();
}
