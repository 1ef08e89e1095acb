import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { backupDatabase, listDatabaseBackups, pruneDatabaseBackups } from './backup';
import { backupFileName } from './names';

let dir: string;
let folder: string;
let database: DatabaseHandle;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'salon-db-backup-'));
  folder = join(dir, 'backups');
  mkdirSync(folder);
  database = openDatabase(join(dir, 'salon.db'));
  database.sqlite.exec('create table organizations (id text primary key, name text not null)');
  database.sqlite.prepare('insert into organizations values (?, ?)').run('org-1', 'Demo Salon');
});

afterEach(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const now = new Date('2026-11-23T02:35:00Z');

describe('backupDatabase', () => {
  it('copies the live database into the folder under its time, and the copy opens and reads', async () => {
    const made = await backupDatabase(database.sqlite, folder, now);
    expect(made.name).toBe('salon-2026-11-23-023500.db');
    expect(made.createdAt).toEqual(now);
    expect(made.sizeBytes).toBe(statSync(join(folder, made.name)).size);
    expect(made.sizeBytes).toBeGreaterThan(0);

    const copy = new Database(join(folder, made.name), { readonly: true });
    try {
      expect(copy.prepare('select name from organizations where id = ?').get('org-1')).toEqual({ name: 'Demo Salon' });
      // One self-contained file: opening it leaves no -wal or -shm beside it.
      expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    } finally {
      copy.close();
    }
    // Nothing half-written is left behind.
    expect(readdirSync(folder)).toEqual([made.name]);
  });

  it('makes the copy readable by its owner only', async () => {
    const made = await backupDatabase(database.sqlite, folder, now);
    if (process.platform !== 'win32') expect(statSync(join(folder, made.name)).mode & 0o777).toBe(0o600);
  });

  it('gives a second backup in the same second its own name', async () => {
    const first = await backupDatabase(database.sqlite, folder, now);
    database.sqlite.prepare('insert into organizations values (?, ?)').run('org-2', 'Second');
    const second = await backupDatabase(database.sqlite, folder, now);
    expect([first.name, second.name]).toEqual(['salon-2026-11-23-023500.db', 'salon-2026-11-23-023500-2.db']);
    const copy = new Database(join(folder, second.name), { readonly: true });
    expect(copy.prepare('select count(*) as n from organizations').get()).toEqual({ n: 2 });
    copy.close();
  });

  it('refuses a folder that is not there, and does not create it', async () => {
    const missing = join(dir, 'unplugged-drive', 'backups');
    await expect(backupDatabase(database.sqlite, missing, now)).rejects.toThrow(
      `The backup folder ${missing} cannot be found. If it is on an external drive, connect it, or choose another folder.`,
    );
    expect(readdirSync(dir)).not.toContain('unplugged-drive');
  });

  it('removes the partial file when the backup fails', async () => {
    database.close();
    await expect(backupDatabase(database.sqlite, folder, now)).rejects.toThrow();
    expect(readdirSync(folder)).toEqual([]);
  });
});

describe('listDatabaseBackups', () => {
  it('lists backups newest first, without partial copies or other files', async () => {
    const older = await backupDatabase(database.sqlite, folder, new Date('2026-11-21T09:00:00Z'));
    const newer = await backupDatabase(database.sqlite, folder, now);
    writeFileSync(join(folder, `${backupFileName(new Date('2026-11-24T00:00:00Z'))}.partial`), 'half');
    writeFileSync(join(folder, 'holiday-photo.jpg'), 'x');
    mkdirSync(join(folder, 'salon-2026-11-22-090000.db'));

    expect(listDatabaseBackups(folder)).toEqual([
      { name: newer.name, sizeBytes: newer.sizeBytes, createdAt: now },
      { name: older.name, sizeBytes: older.sizeBytes, createdAt: new Date('2026-11-21T09:00:00Z') },
    ]);
  });

  it('lists nothing for a folder that is gone', () => {
    expect(listDatabaseBackups(join(dir, 'gone'))).toEqual([]);
  });
});

describe('pruneDatabaseBackups', () => {
  it('deletes the backups the retention rule drops, and nothing else', () => {
    for (let day = 1; day <= 40; day += 1) {
      writeFileSync(join(folder, backupFileName(new Date(Date.UTC(2026, 9, day, 9)))), 'db');
    }
    writeFileSync(join(folder, 'salon-2026-09-01-090000.db.partial'), 'half');
    writeFileSync(join(folder, 'notes.txt'), 'mine');

    // 2026-11-09 09:00 is the newest (October has 31 days: day 40 is November 9).
    const removed = pruneDatabaseBackups(folder, new Date('2026-11-09T12:00:00Z'));
    expect(removed).toHaveLength(10);
    expect(removed[0]).toBe('salon-2026-10-10-090000.db');
    const left = readdirSync(folder);
    expect(left).toHaveLength(32);
    expect(left).toContain('notes.txt');
    expect(left).toContain('salon-2026-09-01-090000.db.partial');
    expect(left).toContain('salon-2026-10-11-090000.db');
  });
});
