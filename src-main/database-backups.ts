import { constants } from 'node:fs';
import { chmod, copyFile, open, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import Database from 'better-sqlite3';
import { dialog, ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { DATABASE_FILE, backupFileName, backupTimeOf } from '../server/backups/database/names';
import type { RestoreDatabaseOptions } from '../src-preload/desktop-api';
import { readDesktopSettings, updateDesktopSettings } from './database-backups-settings';
import { trustedWindow, type DialogIpcOptions } from './dialogs-ipc';
import { IPC_CHANNELS } from './ipc-channels';

/** The first bytes of every SQLite 3 database file. */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

export interface DatabaseBackupsIpcOptions extends DialogIpcOptions {
  /** The desktop settings file that remembers the chosen folder (database-backups-settings.ts). */
  settingsFile: string;
  /** The server's data folder, holding salon.db. */
  dataDir: string;
  /** better-sqlite3 built for Electron in dev runs (native-binding.ts); undefined when packaged. */
  nativeBinding: () => string | undefined;
  /** Tells the running server where backups go from now on. */
  applyBackupFolder(folder: string): void;
  /** Stops the server, runs `work` while nothing has the database open, starts it again, reloads the window. */
  restartServerAround(work: () => Promise<void>): Promise<void>;
  now?: () => Date;
}

export class NotADatabaseBackupError extends Error {
  override name = 'NotADatabaseBackupError';
}

/**
 * The native folder dialog; the choice is remembered in the desktop settings and handed to the
 * running server at once (and at every later start). Resolves null when the owner cancels.
 */
export async function chooseBackupFolder(
  window: BrowserWindow,
  options: Pick<DatabaseBackupsIpcOptions, 'settingsFile' | 'applyBackupFolder'>,
): Promise<string | null> {
  const current = readDesktopSettings(options.settingsFile).backupDir;
  const result = await dialog.showOpenDialog(window, {
    title: 'Choose a folder for database backups',
    buttonLabel: 'Use this folder',
    ...(current === undefined ? {} : { defaultPath: current }),
    properties: ['openDirectory', 'createDirectory'],
  });
  const folder = result.filePaths[0];
  if (result.canceled || folder === undefined) return null;
  updateDesktopSettings(options.settingsFile, { backupDir: folder });
  options.applyBackupFolder(folder);
  return folder;
}

/**
 * Refuses anything but a database of this app, before anything is stopped or replaced: the
 * SQLite header first (cheap, and no SQLite library is pointed at an arbitrary file that fails it),
 * then an `organizations` table and SQLite's own quick check.
 */
export async function checkDatabaseBackup(path: string, nativeBinding?: string): Promise<void> {
  const name = basename(path);
  const notOurs = new NotADatabaseBackupError(`${name} is not a database backup of this app.`);
  const info = await stat(path).catch(() => null);
  if (info === null || !info.isFile()) throw new NotADatabaseBackupError(`${name} cannot be found.`);
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const file = await open(path, 'r');
  try {
    await file.read(header, 0, header.length, 0);
  } finally {
    await file.close();
  }
  if (!header.equals(SQLITE_HEADER)) throw notOurs;

  let database: Database.Database;
  try {
    database = new Database(path, { readonly: true, fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) });
  } catch {
    throw notOurs;
  }
  try {
    const table = database.prepare("select 1 from sqlite_master where type = 'table' and name = 'organizations'").get();
    if (table === undefined) throw notOurs;
    if (database.pragma('quick_check', { simple: true }) !== 'ok') {
      throw new NotADatabaseBackupError(`${name} is damaged and cannot be restored.`);
    }
  } catch (error) {
    throw error instanceof NotADatabaseBackupError ? error : notOurs;
  } finally {
    database.close();
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * With the server stopped: keeps the current database as `salon.db.before-restore-<time>` (its
 * -wal too, if a crash left one), then puts the backup in place. The backup is copied in beside
 * the database and renamed over it, so salon.db is always either the old file or the whole new
 * one; the old -wal and -shm are removed first, since SQLite would replay them onto the backup.
 * Resolves the path of the kept copy.
 */
export async function replaceDatabase(dataDir: string, backupPath: string, now: Date): Promise<string> {
  const live = join(dataDir, DATABASE_FILE);
  const stamp = backupFileName(now)
    .replace(/^salon-/, '')
    .replace(/\.db$/, '');
  const kept = `${live}.before-restore-${stamp}`;
  const incoming = `${live}.restoring`;
  try {
    await copyFile(backupPath, incoming);
    await chmod(incoming, 0o600);
    if (await exists(live)) {
      // COPYFILE_EXCL: two restores in one second must not overwrite the first kept copy.
      await copyFile(live, kept, constants.COPYFILE_EXCL);
      await chmod(kept, 0o600);
      if (await exists(`${live}-wal`)) await copyFile(`${live}-wal`, `${kept}-wal`, constants.COPYFILE_EXCL);
    }
    await rm(`${live}-wal`, { force: true });
    await rm(`${live}-shm`, { force: true });
    await rename(incoming, live);
  } catch (error) {
    // Until the rename, salon.db is untouched; only the copy coming in is cleared away.
    await rm(incoming, { force: true });
    throw error;
  }
  return kept;
}

function parseRestoreRequest(raw: unknown): RestoreDatabaseOptions {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object') throw new Error('Invalid restore request');
  const { name } = raw as Record<string, unknown>;
  if (name === undefined) return {};
  // Only a backup's own name: no separators, so nothing outside the chosen folder can be named.
  if (typeof name !== 'string' || backupTimeOf(name) === null) throw new Error('Invalid backup name');
  return { name };
}

/** The file to restore: the named backup of the chosen folder, or one the owner picks. */
async function backupToRestore(
  window: BrowserWindow,
  request: RestoreDatabaseOptions,
  folder: string | undefined,
): Promise<string | null> {
  if (request.name !== undefined) {
    if (folder === undefined) throw new Error('Choose a folder for database backups first.');
    return join(folder, request.name);
  }
  const result = await dialog.showOpenDialog(window, {
    title: 'Choose a database backup to restore',
    ...(folder === undefined ? {} : { defaultPath: folder }),
    filters: [
      { name: 'Database backups', extensions: ['db'] },
      { name: 'All files', extensions: ['*'] },
    ],
    properties: ['openFile'],
  });
  const path = result.filePaths[0];
  return result.canceled || path === undefined ? null : path;
}

/**
 * Restores the whole database from a backup: checks the file, asks the owner, then (server
 * stopped) keeps the current database beside it, puts the backup in place and starts the server
 * again, which reloads the window. Resolves false when the owner cancels; rejects with a sentence
 * for the owner when the file is refused.
 */
export async function restoreDatabase(
  window: BrowserWindow,
  raw: unknown,
  options: DatabaseBackupsIpcOptions,
): Promise<boolean> {
  const request = parseRestoreRequest(raw);
  const path = await backupToRestore(window, request, readDesktopSettings(options.settingsFile).backupDir);
  if (path === null) return false;
  await checkDatabaseBackup(path, options.nativeBinding());
  const { response } = await dialog.showMessageBox(window, {
    type: 'warning',
    message: `Restore the database from ${basename(path)}?`,
    detail:
      'The app restarts, and everything changed since that backup is replaced. A copy of the current database is kept beside it.',
    buttons: ['Restore', 'Cancel'],
    defaultId: 1,
    cancelId: 1,
    noLink: true,
  });
  if (response !== 0) return false;
  const now = options.now ?? (() => new Date());
  try {
    await options.restartServerAround(async () => {
      await replaceDatabase(options.dataDir, path, now());
    });
  } catch (error) {
    // The window was reloaded meanwhile, so the page that asked will never hear of this: say it here.
    // replaceDatabase renames the backup in as its very last step, so a failure replaced nothing.
    await dialog.showMessageBox(window, {
      type: 'error',
      message: 'The database could not be restored.',
      detail: `${error instanceof Error ? error.message : String(error)}\n\nNothing was replaced: the app carries on with the database it had.`,
      buttons: ['OK'],
      noLink: true,
    });
    throw error;
  }
  return true;
}

/** Registers the bridge's backup handlers; returns a function that removes them. */
export function registerDatabaseBackupIpc(options: DatabaseBackupsIpcOptions): () => void {
  ipcMain.handle(IPC_CHANNELS.chooseBackupFolder, async (event: IpcMainInvokeEvent) =>
    chooseBackupFolder(trustedWindow(event, options), options),
  );
  ipcMain.handle(IPC_CHANNELS.restoreDatabase, async (event: IpcMainInvokeEvent, raw: unknown) =>
    restoreDatabase(trustedWindow(event, options), raw, options),
  );
  return () => {
    ipcMain.removeHandler(IPC_CHANNELS.chooseBackupFolder);
    ipcMain.removeHandler(IPC_CHANNELS.restoreDatabase);
  };
}
