import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { activityLog, apiUsage, users } from '../../db/schema';

/** Successful changes (not views), newest first; only `authorId`'s when given. */
// The overview is the first page of the settings: both reads are kept until the next write
// (db/read-cache.ts).
export function recentChanges(db: Db, organizationId: string, limit: number, authorId: string | undefined) {
  return cachedRead(db, `recent-changes|${organizationId}|${limit}|${authorId ?? ''}`, () =>
    db
      .select({ entry: activityLog, firstName: users.firstName, lastName: users.lastName })
      .from(activityLog)
      .leftJoin(users, eq(users.id, activityLog.userId))
      .where(
        and(
          eq(activityLog.organizationId, organizationId),
          eq(activityLog.success, true),
          ne(activityLog.action, 'view'),
          authorId === undefined ? undefined : eq(activityLog.userId, authorId),
        ),
      )
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(limit)
      .all(),
  );
}

export function storedApiCalls(db: Db, organizationId: string, month: string): number {
  return cachedRead(
    db,
    `api-calls|${organizationId}|${month}`,
    () =>
      db
        .select({ calls: apiUsage.calls })
        .from(apiUsage)
        .where(and(eq(apiUsage.organizationId, organizationId), eq(apiUsage.month, month)))
        .get()?.calls ?? 0,
  );
}
