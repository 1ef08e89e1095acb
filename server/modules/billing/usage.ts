import { USAGE_RESOURCES, type UsageResource } from '../../contract/billing';
import { countAppointmentsCreated } from '../../bookings/repository';
import type { DbOrTx } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { countSentInPeriod } from '../../notifications/repository';
import type { AppDeps } from '../../types';
import { uploadsDir } from '../../storage/paths';
import { databaseBytes, folderBytes } from '../../storage/sizes';
import type { Period } from './periods';
import { countActiveStaff, countClients, countLocations } from './repository';

type Counter = (deps: AppDeps, db: DbOrTx, organizationId: string, period: Period) => number;

/** Appointments made within the period (online or at the desk), whatever became of them since. */
const appointmentsMade: Counter = (_deps, db, organizationId, period) =>
  countAppointmentsCreated(db, organizationId, period.start, period.end);

/**
 * Emails, SMS and push notifications that left within the period (sent or delivered), from the
 * outbox. SMS count in credits, one per part (spec part 3 §2): a 2-part SMS counts 2.
 */
const sentMessages =
  (channel: 'email' | 'sms' | 'push'): Counter =>
  (_deps, db, organizationId, period) =>
    countSentInPeriod(db, organizationId, channel, period.start, period.end);

const COUNTERS: Readonly<Record<UsageResource, Counter>> = {
  staff: (_deps, db, organizationId) => countActiveStaff(db, organizationId),
  locations: (_deps, db, organizationId) => countLocations(db, organizationId),
  clients: (_deps, db, organizationId) => countClients(db, organizationId),
  appointments: appointmentsMade,
  emails: sentMessages('email'),
  sms: sentMessages('sms'),
  push: sentMessages('push'),
  storage: (deps, db, organizationId) => storageInUse(deps, db, organizationId),
};

/**
 * Bytes stored for the organization: the database file, shared by the organizations of one
 * installation, plus the organization's uploads. Both grow only with a write through the server
 * (an upload records its file in the database), so the figure is kept until the next one
 * (db/read-cache.ts) instead of asking the file system on every read.
 */
export function storageInUse(deps: AppDeps, db: DbOrTx, organizationId: string): number {
  return cachedRead(
    db,
    `storage|${organizationId}`,
    () => databaseBytes(deps.database.sqlite) + folderBytes(uploadsDir(deps.config.dataDir, organizationId)),
  );
}

export function measure(
  deps: AppDeps,
  db: DbOrTx,
  organizationId: string,
  resource: UsageResource,
  period: Period,
): number {
  return COUNTERS[resource](deps, db, organizationId, period);
}

/** Every count of the period, kept until the next write (each one changes only with a write, as above). */
export function measureAll(deps: AppDeps, organizationId: string, period: Period): Record<UsageResource, number> {
  return cachedRead(
    deps.db,
    `usage|${organizationId}|${period.start.toISOString()}|${period.end.toISOString()}`,
    () =>
      Object.fromEntries(
        USAGE_RESOURCES.map((resource) => [resource, measure(deps, deps.db, organizationId, resource, period)]),
      ) as Record<UsageResource, number>,
  );
}
