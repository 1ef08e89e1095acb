import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { dialog, ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerDatabaseBackupIpc, type DatabaseBackupsIpcOptions } from './database-backups';
import { desktopSettingsFileIn, readDesktopSettings, updateDesktopSettings } from './database-backups-settings';
import { IPC_CHANNELS } from './ipc-channels';

vi.mock('electron', () => ({
  app: { getPath: vi.fn(() => '/home/user/Documents') },
  dialog: { showOpenDialog: vi.fn(), showMessageBox: vi.fn() },
  ipcMain: { handle: vi.fn(), removeHandler: vi.fn() },
}));

const origin = 'http://127.0.0.1:45000';
const window = { isDestroyed: () => false, webContents: { id: 7 } } as unknown as BrowserWindow;
const NOW = new Date('2026-11-23T02:35:00Z');

type Handler = (event: IpcMainInvokeEvent, raw?: unknown) => Promise<unknown>;

function event(url = `${origin}/demo-salon/settings/backup-recovery`, senderId = 7): IpcMainInvokeEvent {
  return { sender: { id: senderId }, senderFrame: { url, parent: null } } as unknown as IpcMainInvokeEvent;
}

function handler(channel: string): Handler {
  const call = vi.mocked(ipcMain.handle).mock.calls.find(([name]) => name === channel);
  if (!call) throw new Error(`no handler for ${channel}`);
  return call[1] as Handler;
}

/** The options of a dialog's first call: `(window, options)`, which the overloads' typing hides. */
const dialogOptions = (dialogFunction: unknown): unknown =>
  (vi.mocked(dialogFunction as (...args: unknown[]) => unknown).mock.calls[0] ?? [])[1];

const chooseFolder = () => handler(IPC_CHANNELS.chooseBackupFolder)(event());
const restore = (raw?: unknown) => handler(IPC_CHANNELS.restoreDatabase)(event(), raw);

/** A database like the app's: an organizations table with one business named `name`. */
function makeDatabase(path: string, name: string): void {
  const database = new Database(path);
  database.exec('create table organizations (id text primary key, name text not null)');
  database.prepare('insert into organizations values (?, ?)').run('org-1', name);
  database.close();
}

function organizationName(path: string): unknown {
  const database = new Database(path, { readonly: true });
  try {
    return (database.prepare('select name from organizations').get() as { name: string }).name;
  } finally {
    database.close();
  }
}

let dir: string;
let dataDir: string;
let folder: string;
let settingsFile: string;
let options: DatabaseBackupsIpcOptions;
let restartServerAround: ReturnType<typeof vi.fn<(work: () => Promise<void>) => Promise<void>>>;

beforeEach(() => {
  vi.clearAllMocks();
  dir = mkdtempSync(join(tmpdir(), 'database-backups-ipc-'));
  dataDir = join(dir, 'data');
  folder = join(dir, 'backups');
  mkdirSync(dataDir);
  mkdirSync(folder);
  settingsFile = desktopSettingsFileIn(dir);
  // Main runs the restore while the server is stopped: here, the work runs at once.
  restartServerAround = vi.fn(async (work: () => Promise<void>) => work());
  options = {
    getWindow: () => window,
    getOrigin: () => origin,
    settingsFile,
    dataDir,
    nativeBinding: () => undefined,
    applyBackupFolder: vi.fn(),
    restartServerAround,
    now: () => NOW,
  };
  registerDatabaseBackupIpc(options);
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('sender check', () => {
  it('refuses a page that is not our own', async () => {
    const choose = handler(IPC_CHANNELS.chooseBackupFolder);
    const restoreFrom = handler(IPC_CHANNELS.restoreDatabase);
    await expect(choose(event('https://evil.example/'))).rejects.toThrow(/may not use the desktop bridge/);
    await expect(restoreFrom(event(`${origin}/`, 8), {})).rejects.toThrow(/may not use the desktop bridge/);
    expect(dialog.showOpenDialog).not.toHaveBeenCalled();
    expect(restartServerAround).not.toHaveBeenCalled();
  });
});

describe('choosing the backup folder', () => {
  it('shows the native folder dialog, remembers the choice and hands it to the server', async () => {
    vi.mocked(dialog.showOpenDialog).mockResolvedValue({ canceled: false, filePaths: [folder] });
    await expect(chooseFolder()).resolves.toBe(folder);
    expect(dialog.showOpenDialog).toHaveBeenCalledWith(window, {
      title: 'Choose a folder for database backups',
      buttonLabel: 'Use this folder',
      properties: ['openDirectory', 'createDirectory'],
    });
    expect(readDesktopSettings(settingsFile)).toEqual({ backupDir: folder });
    expect(options.applyBackupFolder).toHaveBeenCalledWith(folder);
  });

  it('opens on the folder chosen before', async () => {
    updateDesktopSettings(settingsFile, { backupDir: folder });
    vi.mocked(dialog.showOpenDialog).mockResolvedValue({ canceled: true, filePaths: [] });
    await chooseFolder();
    expect(dialogOptions(dialog.showOpenDialog)).toMatchObject({ defaultPath: folder });
  });

  it('changes nothing when the owner cancels', async () => {
    vi.mocked(dialog.showOpenDialog).mockResolvedValue({ canceled: true, filePaths: [] });
    await expect(chooseFolder()).resolves.toBeNull();
    expect(existsSync(settingsFile)).toBe(false);
    expect(options.applyBackupFolder).not.toHaveBeenCalled();
  });
});

describe('desktop settings file', () => {
  it('reads a missing or damaged file as no settings, and keeps the file private', () => {
    expect(readDesktopSettings(settingsFile)).toEqual({});
    writeFileSync(settingsFile, '{ not json');
    expect(readDesktopSettings(settingsFile)).toEqual({});
    writeFileSync(settingsFile, JSON.stringify({ backupDir: 42 }));
    expect(readDesktopSettings(settingsFile)).toEqual({});
    updateDesktopSettings(settingsFile, { backupDir: '/backups' });
    expect(readDesktopSettings(settingsFile)).toEqual({ backupDir: '/backups' });
    if (process.platform !== 'win32') expect(statSync(settingsFile).mode & 0o777).toBe(0o600);
  });
});

describe('restoring the database', () => {
  const BACKUP = 'salon-2026-11-20-090000.db';
  const live = () => join(dataDir, 'salon.db');

  beforeEach(() => {
    updateDesktopSettings(settingsFile, { backupDir: folder });
    makeDatabase(live(), 'Today');
    makeDatabase(join(folder, BACKUP), 'Three days ago');
  });

  const confirm = (answer: 'Restore' | 'Cancel') =>
    vi
      .mocked(dialog.showMessageBox)
      .mockResolvedValue({ response: answer === 'Restore' ? 0 : 1, checkboxChecked: false });

  it('asks first, then restarts the server around the swap, keeping the current database beside it', async () => {
    confirm('Restore');
    writeFileSync(`${live()}-wal`, 'stale log of the database being replaced');
    writeFileSync(`${live()}-shm`, 'stale index');

    await expect(restore({ name: BACKUP })).resolves.toBe(true);

    expect(dialog.showMessageBox).toHaveBeenCalledWith(window, {
      type: 'warning',
      message: `Restore the database from ${BACKUP}?`,
      detail:
        'The app restarts, and everything changed since that backup is replaced. A copy of the current database is kept beside it.',
      buttons: ['Restore', 'Cancel'],
      defaultId: 1,
      cancelId: 1,
      noLink: true,
    });
    expect(restartServerAround).toHaveBeenCalledTimes(1);
    expect(organizationName(live())).toBe('Three days ago');
    const kept = join(dataDir, 'salon.db.before-restore-2026-11-23-023500');
    expect(organizationName(kept)).toBe('Today');
    expect(readFileSync(`${kept}-wal`, 'utf8')).toBe('stale log of the database being replaced');
    // SQLite would otherwise replay the old database's log onto the backup.
    expect(existsSync(`${live()}-wal`)).toBe(false);
    expect(existsSync(`${live()}-shm`)).toBe(false);
    if (process.platform !== 'win32') expect(statSync(live()).mode & 0o777).toBe(0o600);
    // The backup itself is left as it was.
    expect(organizationName(join(folder, BACKUP))).toBe('Three days ago');
  });

  it('changes nothing when the owner cancels the confirmation', async () => {
    confirm('Cancel');
    await expect(restore({ name: BACKUP })).resolves.toBe(false);
    expect(restartServerAround).not.toHaveBeenCalled();
    expect(organizationName(live())).toBe('Today');
  });

  it('refuses a file that is not a SQLite database, before asking or stopping anything', async () => {
    const name = 'salon-2026-11-21-090000.db';
    writeFileSync(join(folder, name), 'These are my holiday notes, not a database.');
    await expect(restore({ name })).rejects.toThrow(`${name} is not a database backup of this app.`);
    expect(dialog.showMessageBox).not.toHaveBeenCalled();
    expect(restartServerAround).not.toHaveBeenCalled();
    expect(organizationName(live())).toBe('Today');
  });

  it('refuses a SQLite database of another program', async () => {
    const name = 'salon-2026-11-22-090000.db';
    const other = new Database(join(folder, name));
    other.exec('create table recipes (id integer primary key, title text)');
    other.close();
    await expect(restore({ name })).rejects.toThrow(`${name} is not a database backup of this app.`);
    expect(restartServerAround).not.toHaveBeenCalled();
  });

  it('refuses a file with a SQLite header but nothing readable after it', async () => {
    const name = 'salon-2026-11-22-100000.db';
    writeFileSync(
      join(folder, name),
      Buffer.concat([Buffer.from('SQLite format 3\0', 'latin1'), Buffer.alloc(200, 7)]),
    );
    await expect(restore({ name })).rejects.toThrow(`${name} is not a database backup of this app.`);
    expect(restartServerAround).not.toHaveBeenCalled();
  });

  it('says so when the named backup is gone', async () => {
    await expect(restore({ name: 'salon-2026-01-01-090000.db' })).rejects.toThrow(
      'salon-2026-01-01-090000.db cannot be found.',
    );
  });

  it.each([
    ['a path out of the folder', { name: '../data/salon.db' }],
    ['a name that is not a backup', { name: 'salon.db' }],
    ['a name that is not text', { name: 7 }],
    ['a string instead of options', 'salon-2026-11-20-090000.db'],
  ])('refuses %s', async (_label, raw) => {
    await expect(restore(raw)).rejects.toThrow(/Invalid/);
    expect(dialog.showOpenDialog).not.toHaveBeenCalled();
    expect(restartServerAround).not.toHaveBeenCalled();
  });

  it('lets the owner pick a backup file with the native dialog, opening on the backup folder', async () => {
    const elsewhere = join(dir, 'copied-from-usb.db');
    makeDatabase(elsewhere, 'From the drive');
    vi.mocked(dialog.showOpenDialog).mockResolvedValue({ canceled: false, filePaths: [elsewhere] });
    confirm('Restore');
    await expect(restore()).resolves.toBe(true);
    expect(dialogOptions(dialog.showOpenDialog)).toMatchObject({
      defaultPath: folder,
      properties: ['openFile'],
    });
    expect(dialogOptions(dialog.showMessageBox)).toMatchObject({
      message: 'Restore the database from copied-from-usb.db?',
    });
    expect(organizationName(live())).toBe('From the drive');
  });

  it('does nothing when the owner closes the file dialog', async () => {
    vi.mocked(dialog.showOpenDialog).mockResolvedValue({ canceled: true, filePaths: [] });
    await expect(restore({})).resolves.toBe(false);
    expect(dialog.showMessageBox).not.toHaveBeenCalled();
  });

  it('tells the owner when the swap fails, and leaves the current database in place', async () => {
    confirm('Restore');
    // A kept copy of this very second already exists: the swap stops before touching salon.db.
    writeFileSync(join(dataDir, 'salon.db.before-restore-2026-11-23-023500'), 'an earlier copy');
    await expect(restore({ name: BACKUP })).rejects.toThrow(/EEXIST/);
    expect(restartServerAround).toHaveBeenCalledTimes(1);
    expect(dialog.showMessageBox).toHaveBeenLastCalledWith(
      window,
      expect.objectContaining({ type: 'error', message: 'The database could not be restored.' }),
    );
    expect(organizationName(live())).toBe('Today');
    expect(readdirSync(dataDir).sort()).toEqual(['salon.db', 'salon.db.before-restore-2026-11-23-023500']);
  });
});
