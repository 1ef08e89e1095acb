import { USAGE_RESOURCES, type UsageResource } from '../../contract/billing';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../types';
import { uploadsDir } from '../overview/service';
import { databaseBytes, folderBytes } from '../overview/storage';
import { countActiveUsers } from '../team/repository';
import type { Period } from './periods';

type Counter = (deps: AppDeps, db: DbOrTx, organizationId: string, period: Period) => number;

/**
 * Locations, clients, appointments and outgoing emails, SMS and push notifications have no tables
 * yet, so the database holds none of them and they count 0: a true count, not an estimate. The
 * module that adds such a table replaces its counter here (monthly ones count within `period`).
 */
const noTableYet: Counter = () => 0;

const COUNTERS: Readonly<Record<UsageResource, Counter>> = {
  staff: (_deps, db, organizationId) => countActiveUsers(db, organizationId),
  locations: noTableYet,
  clients: noTableYet,
  appointments: noTableYet,
  emails: noTableYet,
  sms: noTableYet,
  push: noTableYet,
  // The database file is shared by the organizations of one installation; uploads are per organization.
  storage: (deps, _db, organizationId) =>
    databaseBytes(deps.database.sqlite) + folderBytes(uploadsDir(deps.config.dataDir, organizationId)),
};

export function measure(
  deps: AppDeps,
  db: DbOrTx,
  organizationId: string,
  resource: UsageResource,
  period: Period,
): number {
  return COUNTERS[resource](deps, db, organizationId, period);
}

export function measureAll(deps: AppDeps, organizationId: string, period: Period): Record<UsageResource, number> {
  return Object.fromEntries(
    USAGE_RESOURCES.map((resource) => [resource, measure(deps, deps.db, organizationId, resource, period)]),
  ) as Record<UsageResource, number>;
}
