import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { settingsTemplates, users } from '../../db/schema';

/** Settings templates' queries, always within one organization. */

export type SettingsTemplateRow = typeof settingsTemplates.$inferSelect;

/** A row with its author's name, as the list shows it (null: official, or the author was removed). */
export type SettingsTemplateWithAuthor = SettingsTemplateRow & {
  author: { id: string; firstName: string; lastName: string } | null;
};

const withAuthor = {
  template: settingsTemplates,
  authorId: users.id,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

function joined(row: {
  template: SettingsTemplateRow;
  authorId: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
}): SettingsTemplateWithAuthor {
  const { template, authorId, authorFirstName, authorLastName } = row;
  const author =
    authorId === null ? null : { id: authorId, firstName: authorFirstName ?? '', lastName: authorLastName ?? '' };
  return { ...template, author };
}

/** The official ones first (by name), then the organization's own, newest first. */
export function listTemplates(db: Db, organizationId: string): SettingsTemplateWithAuthor[] {
  return db
    .select(withAuthor)
    .from(settingsTemplates)
    .leftJoin(users, eq(users.id, settingsTemplates.createdBy))
    .where(eq(settingsTemplates.organizationId, organizationId))
    .orderBy(
      desc(settingsTemplates.isOfficial),
      sql`case when ${settingsTemplates.isOfficial} then ${settingsTemplates.name} end`,
      desc(settingsTemplates.createdAt),
      desc(settingsTemplates.id),
    )
    .all()
    .map(joined);
}

export function findTemplate(db: Db, organizationId: string, id: string): SettingsTemplateWithAuthor | undefined {
  const row = db
    .select(withAuthor)
    .from(settingsTemplates)
    .leftJoin(users, eq(users.id, settingsTemplates.createdBy))
    .where(and(eq(settingsTemplates.organizationId, organizationId), eq(settingsTemplates.id, id)))
    .get();
  return row && joined(row);
}

/** The official keys an organization already has a copy of. */
export function officialKeys(db: Db, organizationId: string): Set<string> {
  const rows = db
    .select({ key: settingsTemplates.officialKey })
    .from(settingsTemplates)
    .where(and(eq(settingsTemplates.organizationId, organizationId), isNotNull(settingsTemplates.officialKey)))
    .orderBy(asc(settingsTemplates.officialKey))
    .all();
  return new Set(rows.map((row) => row.key ?? ''));
}

export function insertTemplate(db: Db, row: typeof settingsTemplates.$inferInsert): void {
  db.insert(settingsTemplates).values(row).run();
}

export function setFavorite(db: Db, organizationId: string, id: string, isFavorite: boolean, at: string): void {
  db.update(settingsTemplates)
    .set({ isFavorite, updatedAt: at })
    .where(and(eq(settingsTemplates.organizationId, organizationId), eq(settingsTemplates.id, id)))
    .run();
}

/** One more use, counted in SQL so two callers at once both count. */
export function countUse(db: Db, organizationId: string, id: string, at: string): void {
  db.update(settingsTemplates)
    .set({ usageCount: sql`${settingsTemplates.usageCount} + 1`, updatedAt: at })
    .where(and(eq(settingsTemplates.organizationId, organizationId), eq(settingsTemplates.id, id)))
    .run();
}

export function deleteTemplate(db: Db, organizationId: string, id: string): void {
  db.delete(settingsTemplates)
    .where(and(eq(settingsTemplates.organizationId, organizationId), eq(settingsTemplates.id, id)))
    .run();
}
