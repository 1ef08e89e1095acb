import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { DbOrTx as Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { activityLog, appointments, clients, notificationMessages, organizations, services } from '../../db/schema';

export interface RowCounts {
  clients: number;
  appointments: number;
  services: number;
  activity: number;
}

const countWhere = (db: Db, table: SQLiteTable, where: SQL | undefined) =>
  db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;

/** Rows of an organization's main tables; kept until the next write (db/read-cache.ts). */
export function rowCounts(db: Db, organizationId: string): RowCounts {
  return cachedRead(db, `performance-rows|${organizationId}`, () => ({
    clients: countWhere(db, clients, eq(clients.organizationId, organizationId)),
    appointments: countWhere(db, appointments, eq(appointments.organizationId, organizationId)),
    services: countWhere(db, services, eq(services.organizationId, organizationId)),
    activity: countWhere(db, activityLog, eq(activityLog.organizationId, organizationId)),
  }));
}

/** Every organization by name: only a platform admin's monitor lists them. */
export function listOrganizations(db: Db): { id: string; name: string }[] {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .orderBy(asc(organizations.name))
    .all();
}

/** Notification messages still to send, and those that gave up, for one organization. */
export function queueDepth(db: Db, organizationId: string): { pending: number; failed: number } {
  return cachedRead(db, `performance-queue|${organizationId}`, () => {
    const rows = db
      .select({ status: notificationMessages.status, n: count() })
      .from(notificationMessages)
      .where(
        and(
          eq(notificationMessages.organizationId, organizationId),
          inArray(notificationMessages.status, ['pending', 'failed']),
        ),
      )
      .groupBy(notificationMessages.status)
      .all();
    const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
    return { pending: of('pending'), failed: of('failed') };
  });
}
