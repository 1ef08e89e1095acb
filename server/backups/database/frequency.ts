import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settingsDocuments } from '../../db/schema';
import {
  DEFAULT_DATABASE_BACKUP_FREQUENCY,
  isDatabaseBackupFrequency,
  type DatabaseBackupFrequency,
} from '../../contract/database-backups';

/**
 * The settings document kind the System Configuration (issue 18) will own; its `backupFrequency`
 * and `autoBackupEnabled` are the spec's (part 3, "System configuration"). Until that screen
 * exists no such document is written, and the configured default applies.
 */
export const SYSTEM_CONFIGURATION_KIND = 'system-configuration';

export interface BackupSchedule {
  /** False when the System Configuration turned automatic backups off. */
  enabled: boolean;
  frequency: DatabaseBackupFrequency;
}

/**
 * The schedule of the whole file. A desktop database holds one business, so the newest System
 * Configuration document decides; without one, `fallback` (DATABASE_BACKUP_FREQUENCY, else daily).
 */
export function readBackupSchedule(db: Db, fallback: DatabaseBackupFrequency | undefined): BackupSchedule {
  const row = db
    .select({ data: settingsDocuments.data })
    .from(settingsDocuments)
    .where(and(eq(settingsDocuments.kind, SYSTEM_CONFIGURATION_KIND), eq(settingsDocuments.userId, '')))
    .orderBy(desc(settingsDocuments.updatedAt))
    .limit(1)
    .get();
  const data = (typeof row?.data === 'object' && row.data !== null ? row.data : {}) as Record<string, unknown>;
  return {
    enabled: data.autoBackupEnabled !== false,
    frequency: isDatabaseBackupFrequency(data.backupFrequency)
      ? data.backupFrequency
      : (fallback ?? DEFAULT_DATABASE_BACKUP_FREQUENCY),
  };
}
