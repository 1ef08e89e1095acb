import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { activityLog, users } from '../../db/schema';

export type ActivityRow = typeof activityLog.$inferSelect;

export function insertActivity(db: Db, row: typeof activityLog.$inferInsert): void {
  db.insert(activityLog).values(row).run();
}

export interface ActivityFilter {
  section?: string;
  action?: string;
  since?: string;
  success?: boolean;
  userId?: string;
}

export function listActivity(db: Db, organizationId: string, filter: ActivityFilter, limit: number, offset: number) {
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
