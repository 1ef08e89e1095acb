import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { upsertDocument } from '../../documents/repository';
import { buildTestApp, loginAs } from '../../testing/build-test-app';
import { SYSTEM_CONFIGURATION_KIND, readBackupSchedule } from './frequency';
import { backupFileName } from './names';
import { CHECK_EVERY_MS, isBackupDue, startDatabaseBackupScheduler, type DatabaseBackupScheduler } from './scheduler';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('isBackupDue', () => {
  const now = new Date('2026-11-23T09:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('is due at once when there is no backup yet', () => {
    expect(isBackupDue(null, 'monthly', now)).toBe(true);
  });

  it('follows the frequency, with half an hour of slack for the hourly check', () => {
    expect(isBackupDue(ago(23 * HOUR), 'daily', now)).toBe(false);
    expect(isBackupDue(ago(23.5 * HOUR), 'daily', now)).toBe(true);
    expect(isBackupDue(ago(6 * DAY), 'weekly', now)).toBe(false);
    expect(isBackupDue(ago(7 * DAY), 'weekly', now)).toBe(true);
    expect(isBackupDue(ago(29 * DAY), 'monthly', now)).toBe(false);
    expect(isBackupDue(ago(30 * DAY), 'monthly', now)).toBe(true);
  });
});

describe('database backup scheduler', () => {
  let app: FastifyInstance;
  let dir: string;
  let now: Date;
  let scheduler: DatabaseBackupScheduler | undefined;

  beforeEach(async () => {
    app = await buildTestApp();
    dir = mkdtempSync(join(tmpdir(), 'salon-db-schedule-'));
    now = new Date('2026-11-23T09:00:00Z');
  });
  afterEach(async () => {
    await scheduler?.stop();
    scheduler = undefined;
    await app.close();
    rmSync(dir, { recursive: true, force: true });
    vi.useRealTimers();
  });

  const start = (folder = dir, fallbackFrequency?: 'daily' | 'weekly' | 'monthly') =>
    (scheduler = startDatabaseBackupScheduler({
      db: app.deps.db,
      sqlite: app.deps.database.sqlite,
      folder,
      fallbackFrequency,
      now: () => now,
    }));

  const setSystemConfiguration = (data: object) => {
    const organizationId = loginAs(app, 'owner').organizationId;
    upsertDocument(
      app.deps.db,
      SYSTEM_CONFIGURATION_KIND,
      { organizationId, userId: '' },
      {
        // As System Configuration stores it: the backup settings are in its `system` part.
        data: { system: data },
        version: 1,
        updatedAt: now.toISOString(),
        updatedBy: null,
      },
    );
  };

  it('makes the first backup at once, then one a day', async () => {
    const schedule = start();
    expect((await schedule.check())?.name).toBe('salon-2026-11-23-090000.db');
    now = new Date('2026-11-23T20:00:00Z');
    expect(await schedule.check()).toBeNull();
    now = new Date('2026-11-24T09:00:00Z');
    expect((await schedule.check())?.name).toBe('salon-2026-11-24-090000.db');
    expect(readdirSync(dir).sort()).toEqual(['salon-2026-11-23-090000.db', 'salon-2026-11-24-090000.db']);
  });

  it('counts from the newest backup in the folder, so a restart makes no extra one', async () => {
    writeFileSync(join(dir, backupFileName(new Date('2026-11-23T01:00:00Z'))), 'made by hand');
    expect(await start().check()).toBeNull();
  });

  it('takes the frequency from the environment default when no System Configuration is saved', async () => {
    expect(readBackupSchedule(app.deps.db, undefined)).toEqual({ enabled: true, frequency: 'daily' });
    expect(readBackupSchedule(app.deps.db, 'weekly')).toEqual({ enabled: true, frequency: 'weekly' });
    writeFileSync(join(dir, backupFileName(new Date(now.getTime() - 3 * DAY))), 'db');
    expect(await start(dir, 'weekly').check()).toBeNull();
  });

  it('follows the System Configuration once it is saved, over the default', async () => {
    setSystemConfiguration({ backupFrequency: 'monthly' });
    expect(readBackupSchedule(app.deps.db, 'daily')).toEqual({ enabled: true, frequency: 'monthly' });
    writeFileSync(join(dir, backupFileName(new Date(now.getTime() - 10 * DAY))), 'db');
    expect(await start().check()).toBeNull();
  });

  it('ignores a frequency it does not know, and makes none when automatic backups are off', async () => {
    setSystemConfiguration({ backupFrequency: 'hourly' });
    expect(readBackupSchedule(app.deps.db, undefined).frequency).toBe('daily');
    setSystemConfiguration({ autoBackupEnabled: false, backupFrequency: 'daily' });
    expect(await start().check()).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('applies the retention rule after each backup', async () => {
    for (let day = 1; day <= 40; day += 1)
      writeFileSync(join(dir, backupFileName(new Date(now.getTime() - day * DAY))), 'db');
    await start().check();
    // Today's, and the newest of each of the 29 days before it.
    expect(readdirSync(dir)).toHaveLength(30);
  });

  it('runs on its own timer, which does not keep the process alive, and stops', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    const folder = join(dir, 'chosen');
    mkdirSync(folder);
    const schedule = start(folder);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    await vi.waitFor(() => expect(readdirSync(folder)).toEqual(['salon-2026-11-23-090000.db']));
    await schedule.stop();
    now = new Date('2026-11-25T09:00:00Z');
    await vi.advanceTimersByTimeAsync(3 * CHECK_EVERY_MS);
    expect(await schedule.check()).toBeNull();
    expect(readdirSync(folder)).toHaveLength(1);
  });
});
