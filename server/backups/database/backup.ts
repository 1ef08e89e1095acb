import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { ConflictError } from '../../errors';
import { touchPrivateFile } from '../../storage/file-modes';
import { DATABASE_BACKUP_MESSAGES, type DatabaseBackup } from '../../contract/database-backups';
import { PARTIAL_SUFFIX, backupFileName, backupTimeOf } from './names';
import { newestFirst, retention } from './retention';

/** A backup file found in the folder, with its time as a Date for the retention rule. */
export interface DatabaseBackupFile {
  name: string;
  sizeBytes: number;
  createdAt: Date;
}

export const toDatabaseBackup = (file: DatabaseBackupFile): DatabaseBackup => ({
  name: file.name,
  sizeBytes: file.sizeBytes,
  createdAt: file.createdAt.toISOString(),
});

function requireFolder(folder: string): void {
  // Never created here: a folder on a drive that is not plugged in would otherwise be made on the
  // local disk under the empty mount point, and the owner would think the backups were on the drive.
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new ConflictError(
      `The backup folder ${folder} cannot be found. If it is on an external drive, connect it, or choose another folder.`,
    );
  }
}

/** The first free name for `now`: two backups in one second get -2, -3... */
function freeName(folder: string, now: Date): string {
  for (let sequence = 1; ; sequence += 1) {
    const name = backupFileName(now, sequence);
    if (!existsSync(join(folder, name)) && !existsSync(join(folder, name + PARTIAL_SUFFIX))) return name;
  }
}

/**
 * The copy keeps the live file's WAL mode, so whoever opens it (the restore's check, a person with
 * a SQLite browser) would leave -wal and -shm files beside it. Switched to a rollback journal it is
 * one self-contained file. Done through the live connection (ATTACH), which needs no second load of
 * the native module; better-sqlite3 is synchronous, so no transaction of the app is open meanwhile.
 */
function selfContained(database: Database.Database, path: string): void {
  database.prepare('attach database ? as database_backup').run(path);
  try {
    database.pragma('database_backup.journal_mode = DELETE');
  } finally {
    database.prepare('detach database database_backup').run();
  }
}

/**
 * Copies the live database with SQLite's online backup API, which reads a consistent snapshot
 * while the app keeps writing. It is written under a `.partial` name and renamed once complete,
 * so a backup cut short (the app closed, the disk full) is never listed or restored as one.
 */
export async function backupDatabase(
  database: Database.Database,
  folder: string,
  now: Date,
): Promise<DatabaseBackupFile> {
  requireFolder(folder);
  const name = freeName(folder, now);
  const finalPath = join(folder, name);
  const partialPath = finalPath + PARTIAL_SUFFIX;
  try {
    // Owner-only from the first byte: the copy holds everything the database does.
    touchPrivateFile(partialPath);
    await database.backup(partialPath);
    selfContained(database, partialPath);
    renameSync(partialPath, finalPath);
  } catch (error) {
    rmSync(partialPath, { force: true });
    throw error;
  }
  return { name, sizeBytes: statSync(finalPath).size, createdAt: backupTimeOf(name) ?? now };
}

/** The backups in the folder, newest first; other files (and `.partial` ones) are left out. */
export function listDatabaseBackups(folder: string): DatabaseBackupFile[] {
  if (!existsSync(folder)) return [];
  const files: DatabaseBackupFile[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const createdAt = backupTimeOf(entry.name);
    if (createdAt === null) continue;
    files.push({ name: entry.name, sizeBytes: statSync(join(folder, entry.name)).size, createdAt });
  }
  return files.sort(newestFirst);
}

/** Deletes the backups the retention rule does not keep; returns their names. */
export function pruneDatabaseBackups(folder: string, now: Date): string[] {
  const { remove } = retention(listDatabaseBackups(folder), now);
  for (const file of remove) rmSync(join(folder, file.name), { force: true });
  return remove.map((file) => file.name);
}

export function requireBackupFolder(folder: string | undefined): string {
  if (folder === undefined || folder === '') throw new ConflictError(DATABASE_BACKUP_MESSAGES.noFolder);
  return folder;
}
