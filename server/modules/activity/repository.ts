import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { activityLog, users } from '../../db/schema';

export type ActivityRow = typeof activityLog.$inferSelect;

export type NewActivityRow = typeof activityLog.$inferInsert;

export function insertActivity(db: Db, row: NewActivityRow): void {
  db.insert(activityLog).values(row).run();
}

/**
 * Records one call. A failure identical to the same person's latest entry since `foldSince`
 * (same section, action, details and error text, also a failure) adds to that entry's count
 * instead of adding a row, so a stuck retry loop costs one row rather than thousands.
 * better-sqlite3 is synchronous, so the look-up and the write cannot interleave with another call.
 */
export function recordActivity(db: Db, row: NewActivityRow, foldSince: string): 'inserted' | 'folded' {
  return db.transaction((tx) => {
    if (!row.success && row.userId) {
      const latest = tx
        .select({
          id: activityLog.id,
          section: activityLog.section,
          action: activityLog.action,
          details: activityLog.details,
          success: activityLog.success,
          errorMessage: activityLog.errorMessage,
        })
        .from(activityLog)
        .where(
          and(
            eq(activityLog.organizationId, row.organizationId),
            gte(activityLog.createdAt, foldSince),
            eq(activityLog.userId, row.userId),
          ),
        )
        .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
        .limit(1)
        .get();
      if (
        latest &&
        !latest.success &&
        latest.section === row.section &&
        latest.action === row.action &&
        latest.details === row.details &&
        latest.errorMessage === (row.errorMessage ?? null)
      ) {
        tx.update(activityLog)
          .set({ repeatCount: sql`${activityLog.repeatCount} + 1`, lastRepeatedAt: row.createdAt })
          .where(and(eq(activityLog.organizationId, row.organizationId), eq(activityLog.id, latest.id)))
          .run();
        return 'folded';
      }
    }
    tx.insert(activityLog).values(row).run();
    return 'inserted';
  });
}

export interface ActivityFilter {
  section?: string;
  action?: string;
  since?: string;
  success?: boolean;
  userId?: string;
}

/**
 * One page of the log and the number of entries that match. Pages without a time bound are kept
 * until the next write (db/read-cache.ts); a bound moves with the clock, so those pages are read
 * each time rather than filling the cache with pages never asked for again.
 */
export function listActivity(db: Db, organizationId: string, filter: ActivityFilter, limit: number, offset: number) {
  if (filter.since !== undefined) return queryActivity(db, organizationId, filter, limit, offset);
  // JSON keeps values apart that could otherwise run into each other.
  const { section, action, success, userId } = filter;
  const key = `activity|${JSON.stringify([organizationId, section, action, success, userId, limit, offset])}`;
  return cachedRead(db, key, () => queryActivity(db, organizationId, filter, limit, offset));
}

function queryActivity(db: Db, organizationId: string, filter: ActivityFilter, limit: number, offset: number) {
  const conditions: SQL[] = [eq(activityLog.organizationId, organizationId)];
  if (filter.section) conditions.push(eq(activityLog.section, filter.section));
  if (filter.action) conditions.push(eq(activityLog.action, filter.action));
  if (filter.since) conditions.push(gte(activityLog.createdAt, filter.since));
  if (filter.success !== undefined) conditions.push(eq(activityLog.success, filter.success));
  if (filter.userId) conditions.push(eq(activityLog.userId, filter.userId));
  const where = and(...conditions);
  const rows = db
    .select({ entry: activityLog, user: { firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.userId))
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total = db.select({ n: count() }).from(activityLog).where(where).get()?.n ?? 0;
  return { rows, total };
}

export function latestActivityTime(db: Db, organizationId: string): string | null {
  return (
    db
      .select({ at: activityLog.createdAt })
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, organizationId), eq(activityLog.success, true)))
      .orderBy(desc(activityLog.createdAt))
      .limit(1)
      .get()?.at ?? null
  );
}
