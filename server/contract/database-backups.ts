import { Type, type Static } from 'typebox';
import { Strict } from './common';

/**
 * Whole-database backups of the desktop app (issue 17): copies of the SQLite file made with
 * SQLite's online backup, in a folder the owner picks. Unlike the settings backups of
 * contract/backups.ts they hold everything, every organization of the file included.
 */

/** The System Configuration's backupFrequency (spec part 3, "System configuration"). */
export const DATABASE_BACKUP_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type DatabaseBackupFrequency = (typeof DATABASE_BACKUP_FREQUENCIES)[number];
export const DEFAULT_DATABASE_BACKUP_FREQUENCY: DatabaseBackupFrequency = 'daily';

export function isDatabaseBackupFrequency(value: unknown): value is DatabaseBackupFrequency {
  return typeof value === 'string' && (DATABASE_BACKUP_FREQUENCIES as readonly string[]).includes(value);
}

export const DATABASE_BACKUP_MESSAGES = {
  desktopOnly: 'Database backups are made by the desktop app. This server is not running inside it.',
  noFolder: 'Choose a folder for database backups first.',
} as const;

export const DatabaseBackup = Strict({
  /** The file name in the backup folder: salon-2026-11-23-023500.db. */
  name: Type.String(),
  sizeBytes: Type.Integer({ minimum: 0 }),
  /** When it was made, read from its name (UTC ISO). */
  createdAt: Type.String(),
});
export type DatabaseBackup = Static<typeof DatabaseBackup>;

/** GET /api/database-backups: the folder (null until the owner picks one) and its backups, newest first. */
export const DatabaseBackupList = Strict({
  folder: Type.Union([Type.String(), Type.Null()]),
  frequency: Type.Enum([...DATABASE_BACKUP_FREQUENCIES]),
  lastBackupAt: Type.Union([Type.String(), Type.Null()]),
  backups: Type.Array(DatabaseBackup),
});
export type DatabaseBackupList = Static<typeof DatabaseBackupList>;
