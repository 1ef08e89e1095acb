import type { SyncResult } from '../contract/platform-templates';
import type { Db, DbOrTx } from '../db/client';
import { CATALOG, type CatalogEntry } from './catalog';
import { recordHistory, type ChangedBy } from './history';
import { findPlatformRow, insertPlatformRow, replacePlatformRow, type PlatformRow } from './repository';

/**
 * Brings the shipped catalog into `platform_templates`: an entry without its row is inserted
 * (new), a row synced from another version of its entry is rewritten (updated, version + 1), and
 * each row touched gets a platform history entry. Rows already at their entry's hash are left
 * alone, so a second run answers 0 and 0. Run at every start-up after the migrations (start.ts,
 * the tests' database), and on demand by a platform admin (POST /api/platform-templates/sync).
 */
export function syncPlatformTemplates(db: Db, now: Date, by: ChangedBy | null = null): SyncResult {
  const at = now.toISOString();
  const result: SyncResult = { updated: 0, new: 0 };
  const write = (tx: DbOrTx) => {
    for (const entry of CATALOG) {
      const existing = findPlatformRow(tx, entry.id);
      if (existing && existing.shippedHash === entry.hash) continue;
      const row: PlatformRow = {
        ...fieldsOf(entry),
        isActive: existing?.isActive ?? true,
        version: existing ? existing.version + 1 : 1,
        createdAt: existing?.createdAt ?? at,
        updatedAt: at,
      };
      if (existing) {
        replacePlatformRow(tx, row);
        result.updated += 1;
      } else {
        insertPlatformRow(tx, row);
        result.new += 1;
      }
      recordHistory(tx, {
        organizationId: null,
        templateId: entry.id,
        change: 'sync',
        version: { ...row, isEnabled: row.isActive },
        by,
        at: now,
      });
    }
  };
  // All rows or none.
  db.transaction((tx) => write(tx));
  return result;
}

const fieldsOf = (entry: CatalogEntry) => ({
  id: entry.id,
  type: entry.type,
  subtype: entry.subtype,
  name: entry.name,
  subject: entry.subject,
  content: entry.content,
  htmlContent: entry.htmlContent,
  variables: [...entry.variables],
  shippedHash: entry.hash,
});
