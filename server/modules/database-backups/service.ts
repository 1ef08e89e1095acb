import {
  DATABASE_BACKUP_MESSAGES,
  type DatabaseBackup,
  type DatabaseBackupList,
} from '../../contract/database-backups';
import {
  backupDatabase,
  listDatabaseBackups,
  pruneDatabaseBackups,
  requireBackupFolder,
  toDatabaseBackup,
} from '../../backups/database/backup';
import { readBackupSchedule } from '../../backups/database/frequency';
import { ConflictError } from '../../errors';
import type { AppDeps, RequestContext } from '../../types';

/**
 * Whole-database backups through the API: only the desktop app's embedded server (the one with a
 * per-launch secret) makes them, into the folder its owner chose; the schedule itself runs in
 * server/backups/database/scheduler.ts.
 */
export function databaseBackupsService(deps: AppDeps) {
  const { config } = deps;

  function requireDesktop(): void {
    if (!config.desktopSecret) throw new ConflictError(DATABASE_BACKUP_MESSAGES.desktopOnly, 'DESKTOP_ONLY');
  }

  return {
    // ctx: the guard already checked manage_organization_settings; the file is not per organization.
    list(_ctx: RequestContext): DatabaseBackupList {
      requireDesktop();
      const folder = config.backupDir ?? null;
      const backups = folder === null ? [] : listDatabaseBackups(folder).map(toDatabaseBackup);
      return {
        folder,
        frequency: readBackupSchedule(deps.db, config.databaseBackupFrequency).frequency,
        lastBackupAt: backups[0]?.createdAt ?? null,
        backups,
      };
    },

    async create(_ctx: RequestContext): Promise<DatabaseBackup> {
      requireDesktop();
      const folder = requireBackupFolder(config.backupDir);
      const now = deps.now();
      const made = await backupDatabase(deps.database.sqlite, folder, now);
      // A backup by hand counts like a scheduled one for the retention rule.
      pruneDatabaseBackups(folder, now);
      return toDatabaseBackup(made);
    },
  };
}
