import type Database from 'better-sqlite3';
import type { Db } from '../../db/client';
import type { DatabaseBackupFrequency } from '../../contract/database-backups';
import { backupDatabase, listDatabaseBackups, pruneDatabaseBackups, type DatabaseBackupFile } from './backup';
import { readBackupSchedule } from './frequency';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How old the newest backup may get before the next is due. A little under the period, so a
 * daily backup made at 09:00:30 one day is not pushed to 10:00 the next by the hourly check.
 */
export const DUE_AFTER_MS: Readonly<Record<DatabaseBackupFrequency, number>> = {
  daily: 24 * HOUR_MS - HOUR_MS / 2,
  weekly: 7 * 24 * HOUR_MS - HOUR_MS / 2,
  monthly: 30 * 24 * HOUR_MS - HOUR_MS / 2,
};

/** The schedule is checked this often; the first check comes a minute after start. */
export const CHECK_EVERY_MS = HOUR_MS;
export const FIRST_CHECK_AFTER_MS = 60 * 1000;

export function isBackupDue(newest: Date | null, frequency: DatabaseBackupFrequency, now: Date): boolean {
  return newest === null || now.getTime() - newest.getTime() >= DUE_AFTER_MS[frequency];
}

export interface DatabaseBackupsDeps {
  db: Db;
  sqlite: Database.Database;
  folder: string;
  fallbackFrequency?: DatabaseBackupFrequency;
  now: () => Date;
  /** Where a failed scheduled backup is reported (the server has no one to show it to). */
  onError?: (error: unknown) => void;
}

export interface DatabaseBackupScheduler {
  /** Makes a backup if one is due; resolves the new one, or null. Exposed for the tests. */
  check(): Promise<DatabaseBackupFile | null>;
  /** Clears the timers and waits for a backup under way, so the database is not closed under it. */
  stop(): Promise<void>;
}

/**
 * Checks every hour whether a backup is due by the schedule, counting from the newest backup in
 * the folder (made by the schedule or by hand), so a restart does not make an extra one and a
 * computer that was off catches up at the next check. Each backup is followed by the retention rule.
 * Timers are unref()'d: they never keep the process alive.
 */
export function startDatabaseBackupScheduler(deps: DatabaseBackupsDeps): DatabaseBackupScheduler {
  let running: Promise<DatabaseBackupFile | null> = Promise.resolve(null);
  let stopped = false;

  async function runCheck(): Promise<DatabaseBackupFile | null> {
    if (stopped) return null;
    const schedule = readBackupSchedule(deps.db, deps.fallbackFrequency);
    if (!schedule.enabled) return null;
    const now = deps.now();
    const newest = listDatabaseBackups(deps.folder)[0]?.createdAt ?? null;
    if (!isBackupDue(newest, schedule.frequency, now)) return null;
    const made = await backupDatabase(deps.sqlite, deps.folder, now);
    pruneDatabaseBackups(deps.folder, now);
    return made;
  }

  // One check at a time: a slow backup of a big file must not overlap the next tick.
  function check(): Promise<DatabaseBackupFile | null> {
    running = running.then(runCheck, runCheck);
    return running;
  }

  const tick = () => {
    check().catch((error: unknown) => deps.onError?.(error));
  };
  const first = setTimeout(tick, FIRST_CHECK_AFTER_MS);
  const interval = setInterval(tick, CHECK_EVERY_MS);
  first.unref();
  interval.unref();

  return {
    check,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
      await running.catch(() => undefined);
    },
  };
}
