import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { activityLog, backupKeys, settingsBackups, users } from '../db/schema';

export type BackupRow = typeof settingsBackups.$inferSelect;
export type NewBackupRow = typeof settingsBackups.$inferInsert;
export type BackupKeyRow = typeof backupKeys.$inferSelect;

/** The database's schema version: how many migrations it has had (db/migrate.ts records them). */
export function appliedMigrationCount(db: DbOrTx): number {
  const row = db.get<{ n: number }>(sql`SELECT count(*) AS n FROM schema_migrations`);
  return row.n;
}

export function insertBackup(db: DbOrTx, row: NewBackupRow): void {
  db.insert(settingsBackups).values(row).run();
}

const listed = {
  id: settingsBackups.id,
  kind: settingsBackups.kind,
  name: settingsBackups.name,
  description: settingsBackups.description,
  sections: settingsBackups.sections,
  encrypted: settingsBackups.encrypted,
  status: settingsBackups.status,
  sizeBytes: settingsBackups.sizeBytes,
  createdAt: settingsBackups.createdAt,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};
/** The organization's backups and recovery points, newest first, without their files. */
export function listBackups(db: DbOrTx, organizationId: string) {
  return db
    .select(listed)
    .from(settingsBackups)
    .leftJoin(users, eq(users.id, settingsBackups.createdBy))
    .where(eq(settingsBackups.organizationId, organizationId))
    .orderBy(desc(settingsBackups.createdAt), desc(settingsBackups.id))
    .all();
}

export function findBackup(db: DbOrTx, organizationId: string, id: string): BackupRow | undefined {
  return db
    .select()
    .from(settingsBackups)
    .where(and(eq(settingsBackups.organizationId, organizationId), eq(settingsBackups.id, id)))
    .get();
}

/** One backup of the organization, with its creator's name, for the create answer. */
export function findListedBackup(db: DbOrTx, organizationId: string, id: string) {
  return db
    .select(listed)
    .from(settingsBackups)
    .leftJoin(users, eq(users.id, settingsBackups.createdBy))
    .where(and(eq(settingsBackups.organizationId, organizationId), eq(settingsBackups.id, id)))
    .get();
}

export function deleteBackup(db: DbOrTx, organizationId: string, id: string): boolean {
  const result = db
    .delete(settingsBackups)
    .where(and(eq(settingsBackups.organizationId, organizationId), eq(settingsBackups.id, id)))
    .run();
  return result.changes > 0;
}

/** Deletes the organization's recovery points beyond the `keep` newest (a handful of rows: read whole). */
export function pruneRecoveryPoints(db: DbOrTx, organizationId: string, keep: number): void {
  const stale = db
    .select({ id: settingsBackups.id })
    .from(settingsBackups)
    .where(and(eq(settingsBackups.organizationId, organizationId), eq(settingsBackups.kind, 'recovery_point')))
    .orderBy(desc(settingsBackups.createdAt), desc(settingsBackups.id))
    .all()
    .slice(keep)
    .map((row) => row.id);
  if (stale.length === 0) return;
  db.delete(settingsBackups)
    .where(and(eq(settingsBackups.organizationId, organizationId), inArray(settingsBackups.id, stale)))
    .run();
}

export function listRecoveryPoints(db: DbOrTx, organizationId: string) {
  return db
    .select({ id: settingsBackups.id, name: settingsBackups.name, createdAt: settingsBackups.createdAt })
    .from(settingsBackups)
    .where(and(eq(settingsBackups.organizationId, organizationId), eq(settingsBackups.kind, 'recovery_point')))
    .orderBy(desc(settingsBackups.createdAt), desc(settingsBackups.id))
    .all();
}

/** Successful entries of the organization's activity log after `since` (an ISO time). */
export function countChangesSince(db: DbOrTx, organizationId: string, since: string): number {
  const row = db
    .select({ n: count() })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.organizationId, organizationId),
        gt(activityLog.createdAt, since),
        eq(activityLog.success, true),
      ),
    )
    .get();
  return row?.n ?? 0;
}

/** The organization's encrypted backups' files, to re-encrypt them under a new key. */
export function encryptedBackups(db: DbOrTx, organizationId: string) {
  return db
    .select({ id: settingsBackups.id, payload: settingsBackups.payload })
    .from(settingsBackups)
    .where(and(eq(settingsBackups.organizationId, organizationId), eq(settingsBackups.encrypted, true)))
    .all();
}

export function replacePayload(db: DbOrTx, organizationId: string, id: string, payload: Buffer): void {
  db.update(settingsBackups)
    .set({ payload, sizeBytes: payload.length })
    .where(and(eq(settingsBackups.organizationId, organizationId), eq(settingsBackups.id, id)))
    .run();
}

export function findBackupKey(db: DbOrTx, organizationId: string): BackupKeyRow | undefined {
  return db.select().from(backupKeys).where(eq(backupKeys.organizationId, organizationId)).get();
}

export function saveBackupKey(db: DbOrTx, row: BackupKeyRow): void {
  const { organizationId: _id, createdAt: _at, ...changed } = row;
  db.insert(backupKeys).values(row).onConflictDoUpdate({ target: backupKeys.organizationId, set: changed }).run();
}
