import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { signInThrottle } from '../../db/schema';

/**
 * The attempt counters behind sign-in throttling. Not a tenant table: the key is a hash of what the
 * caller typed (an email, a user id), so there is no organization to scope by, and an email that
 * matches no account is counted exactly like one that does.
 */
export type ThrottleRow = typeof signInThrottle.$inferSelect;

export function findThrottle(db: DbOrTx, key: string): ThrottleRow | undefined {
  return db.select().from(signInThrottle).where(eq(signInThrottle.key, key)).get();
}

export function saveThrottle(db: DbOrTx, row: ThrottleRow): void {
  db.insert(signInThrottle)
    .values(row)
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: { attempts: row.attempts, windowStartedAt: row.windowStartedAt, lockedUntil: row.lockedUntil },
    })
    .run();
}

export function deleteThrottle(db: DbOrTx, key: string): void {
  db.delete(signInThrottle).where(eq(signInThrottle.key, key)).run();
}

/**
 * Forgets counters whose window and lock have both run out. A spray of made-up emails adds a row
 * each; without this the table would keep them forever.
 */
export function purgeStaleThrottles(db: DbOrTx, windowStartedBefore: string, at: string): number {
  return db
    .delete(signInThrottle)
    .where(
      and(
        lt(signInThrottle.windowStartedAt, windowStartedBefore),
        or(isNull(signInThrottle.lockedUntil), lt(signInThrottle.lockedUntil, at)),
      ),
    )
    .run().changes;
}
