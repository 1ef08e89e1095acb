import type { Db } from '../../db/client';
import { deleteActivityBefore } from './repository';
import { organizationIds } from '../organizations/repository';
import { readSecurityPolicy } from '../security-policy/document';
import { readSystemConfiguration } from '../system-configuration/document';

const DAY_MS = 86_400_000;
const BATCH = 5_000;
/** The first purge waits for the server to settle; then once a day. */
const FIRST_RUN_MS = 60_000;

/**
 * The audit log's retention (Security & Compliance): each organization's activity older than its
 * policy's retention days is deleted. Returns how many entries went.
 */
export async function purgeExpiredActivity(db: Db, now: Date): Promise<number> {
  let purged = 0;
  for (const organizationId of organizationIds(db)) {
    // The shorter of the security policy's retention and the system configuration's.
    const retentionDays = Math.min(
      readSecurityPolicy(db, organizationId).auditLog.retentionDays,
      readSystemConfiguration(db, organizationId).system.auditLogRetention,
    );
    const before = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
    for (let deleted = BATCH; deleted === BATCH;) {
      deleted = deleteActivityBefore(db, organizationId, before, BATCH);
      purged += deleted;
      // Requests waiting on the one connection go between batches.
      if (deleted === BATCH) await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return purged;
}

export interface ActivityRetentionJob {
  stop(): Promise<void>;
}

/** Runs the purge a minute after start, then every day, until stopped. */
export function startActivityRetention(options: {
  db: Db;
  now: () => Date;
  onError: (error: unknown) => void;
}): ActivityRetentionJob {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = purgeExpiredActivity(options.db, options.now()).catch(options.onError);
  };
  const first = setTimeout(run, FIRST_RUN_MS);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(daily);
      await running;
    },
  };
}
