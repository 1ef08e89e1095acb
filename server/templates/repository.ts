import { and, asc, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  marketingTemplates,
  platformTemplates,
  settingsDocuments,
  templateHistory,
  templateOverrides,
} from '../db/schema';

/**
 * The templates' queries: the platform's rows (shared by every organization), each organization's
 * overrides and own templates, and the history of them all. Tenant tables are always read and
 * written with the organization's id.
 */

export type PlatformRow = typeof platformTemplates.$inferSelect;
export type OverrideRow = typeof templateOverrides.$inferSelect;
export type MarketingRow = typeof marketingTemplates.$inferSelect;
export type HistoryRow = typeof templateHistory.$inferSelect;
export type MarketingPatch = Partial<
  Omit<MarketingRow, 'id' | 'organizationId' | 'type' | 'createdBy' | 'version' | 'createdAt' | 'updatedAt'>
>;

// ---------------------------------------------------------------------------------------------
// Platform templates

export function listPlatformRows(db: DbOrTx): PlatformRow[] {
  return db.select().from(platformTemplates).orderBy(asc(platformTemplates.type), asc(platformTemplates.subtype)).all();
}

export function findPlatformRow(db: DbOrTx, id: string): PlatformRow | undefined {
  return db.select().from(platformTemplates).where(eq(platformTemplates.id, id)).get();
}

export function insertPlatformRow(db: DbOrTx, row: PlatformRow): void {
  db.insert(platformTemplates).values(row).run();
}

export function replacePlatformRow(db: DbOrTx, row: PlatformRow): void {
  db.update(platformTemplates).set(row).where(eq(platformTemplates.id, row.id)).run();
}

/** Every platform row removed; answers how many there were. */
export function deletePlatformRows(db: DbOrTx): number {
  return db.delete(platformTemplates).run().changes;
}

// ---------------------------------------------------------------------------------------------
// Overrides (an organization's version of a platform template)

export function listOverrides(db: DbOrTx, organizationId: string): OverrideRow[] {
  return db.select().from(templateOverrides).where(eq(templateOverrides.organizationId, organizationId)).all();
}

export function findOverride(db: DbOrTx, organizationId: string, templateId: string): OverrideRow | undefined {
  return db
    .select()
    .from(templateOverrides)
    .where(and(eq(templateOverrides.organizationId, organizationId), eq(templateOverrides.templateId, templateId)))
    .get();
}

export function upsertOverride(db: DbOrTx, row: OverrideRow): void {
  const { organizationId: _organization, templateId: _template, createdAt: _created, ...changes } = row;
  db.insert(templateOverrides)
    .values(row)
    .onConflictDoUpdate({ target: [templateOverrides.organizationId, templateOverrides.templateId], set: changes })
    .run();
}

export function deleteOverride(db: DbOrTx, organizationId: string, templateId: string): boolean {
  return (
    db
      .delete(templateOverrides)
      .where(and(eq(templateOverrides.organizationId, organizationId), eq(templateOverrides.templateId, templateId)))
      .run().changes > 0
  );
}

// ---------------------------------------------------------------------------------------------
// Marketing templates (the organization's own)

export function listMarketing(db: DbOrTx, organizationId: string): MarketingRow[] {
  return db
    .select()
    .from(marketingTemplates)
    .where(eq(marketingTemplates.organizationId, organizationId))
    .orderBy(asc(marketingTemplates.type), asc(marketingTemplates.name), asc(marketingTemplates.id))
    .all();
}

export function findMarketing(db: DbOrTx, organizationId: string, id: string): MarketingRow | undefined {
  return db
    .select()
    .from(marketingTemplates)
    .where(and(eq(marketingTemplates.organizationId, organizationId), eq(marketingTemplates.id, id)))
    .get();
}

export function insertMarketing(db: DbOrTx, row: MarketingRow): void {
  db.insert(marketingTemplates).values(row).run();
}

/** Writes the change only if the template is still at `version`; answers whether it was. */
export function updateMarketing(
  db: DbOrTx,
  organizationId: string,
  id: string,
  version: number,
  patch: MarketingPatch,
  at: Date,
): boolean {
  return (
    db
      .update(marketingTemplates)
      .set({ ...patch, version: version + 1, updatedAt: at.toISOString() })
      .where(
        and(
          eq(marketingTemplates.organizationId, organizationId),
          eq(marketingTemplates.id, id),
          eq(marketingTemplates.version, version),
        ),
      )
      .run().changes > 0
  );
}

export function deleteMarketing(db: DbOrTx, organizationId: string, id: string): boolean {
  return (
    db
      .delete(marketingTemplates)
      .where(and(eq(marketingTemplates.organizationId, organizationId), eq(marketingTemplates.id, id)))
      .run().changes > 0
  );
}

// ---------------------------------------------------------------------------------------------
// History

export function insertHistory(db: DbOrTx, row: HistoryRow): void {
  db.insert(templateHistory).values(row).run();
}

/** A template's versions: the platform's and this organization's, never another's; latest first. */
export function historyOf(db: DbOrTx, organizationId: string, templateId: string): HistoryRow[] {
  return db
    .select()
    .from(templateHistory)
    .where(
      and(
        eq(templateHistory.templateId, templateId),
        or(isNull(templateHistory.organizationId), eq(templateHistory.organizationId, organizationId)),
      ),
    )
    .orderBy(desc(templateHistory.changedAt), desc(templateHistory.id))
    .all();
}

/** How many changes the organization made to each template (a system template's version). */
export function organizationChangeCounts(db: DbOrTx, organizationId: string): Map<string, number> {
  const rows = db
    .select({ templateId: templateHistory.templateId, n: count() })
    .from(templateHistory)
    .where(eq(templateHistory.organizationId, organizationId))
    .groupBy(templateHistory.templateId)
    .all();
  return new Map(rows.map((row) => [row.templateId, row.n]));
}

export function organizationChangeCount(db: DbOrTx, organizationId: string, templateId: string): number {
  return (
    db
      .select({ n: count() })
      .from(templateHistory)
      .where(and(eq(templateHistory.organizationId, organizationId), eq(templateHistory.templateId, templateId)))
      .get()?.n ?? 0
  );
}

// ---------------------------------------------------------------------------------------------
// The organization's branding document (for the email colours)

/** The stored branding document's data, or undefined until the organization saves its branding. */
export function brandingDocumentData(db: DbOrTx, organizationId: string, kind: string): unknown {
  return db
    .select({ data: settingsDocuments.data })
    .from(settingsDocuments)
    .where(
      and(
        eq(settingsDocuments.organizationId, organizationId),
        eq(settingsDocuments.kind, kind),
        eq(settingsDocuments.userId, ''),
      ),
    )
    .get()?.data;
}
