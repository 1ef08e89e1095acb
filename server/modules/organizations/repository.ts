import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { organizations } from '../../db/schema';

export type OrganizationRow = typeof organizations.$inferSelect;

export function countOrganizations(db: Db): number {
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(organizations)
      .get()?.n ?? 0
  );
}

/** The names of the first `limit` organizations, oldest first (for messages about the database). */
export function firstOrganizationNames(db: Db, limit: number): string[] {
  return db
    .select({ name: organizations.name })
    .from(organizations)
    .orderBy(asc(organizations.createdAt), asc(organizations.id))
    .limit(limit)
    .all()
    .map((row) => row.name);
}

export function insertOrganization(db: Db, row: { id: string; name: string; slug: string }): void {
  db.insert(organizations).values(row).run();
}

/** Answered from memory until the next write (db/read-cache.ts): the general settings read it each time. */
export function findOrganization(db: Db, id: string): OrganizationRow | undefined {
  return cachedRead(db, `organization|${id}`, () =>
    db.select().from(organizations).where(eq(organizations.id, id)).get(),
  );
}

export function findOrganizationBySlug(db: Db, slug: string): OrganizationRow | undefined {
  return db.select().from(organizations).where(eq(organizations.slug, slug)).get();
}

/** The organization's name follows the general settings' companyName; auth_epoch refreshes cached sessions. */
export function updateOrganizationName(db: Db, id: string, name: string): void {
  db.update(organizations).set({ name }).where(eq(organizations.id, id)).run();
}

/** Every organization's id (daily jobs that apply each organization's own settings). */
export function organizationIds(db: Db): string[] {
  return db
    .select({ id: organizations.id })
    .from(organizations)
    .all()
    .map((row) => row.id);
}
