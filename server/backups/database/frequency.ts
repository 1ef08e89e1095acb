import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settingsDocuments } from '../../db/schema';
import {
  DEFAULT_DATABASE_BACKUP_FREQUENCY,
  isDatabaseBackupFrequency,
  type DatabaseBackupFrequency,
} from '../../contract/database-backups';

/**
 * The System Configuration's document kind (modules/system-configuration): its `system` part holds
 * the spec's `backupFrequency` and `autoBackupEnabled` (part 3, "System configuration"). Read here
 * from the table directly: the schedule is the whole file's, not one organization's request.
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
  const stored = (typeof row?.data === 'object' && row.data !== null ? row.data : {}) as Record<string, unknown>;
  const data = (typeof stored.system === 'object' && stored.system !== null ? stored.system : {}) as Record<
    string,
    unknown
  >;
  return {
    enabled: data.autoBackupEnabled !== false,
    frequency: isDatabaseBackupFrequency(data.backupFrequency)
      ? data.backupFrequency
      : (fallback ?? DEFAULT_DATABASE_BACKUP_FREQUENCY),
  };
}
