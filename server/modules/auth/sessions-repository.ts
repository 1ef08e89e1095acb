import { and, desc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { organizations, roles, sessions, users } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export function insertSession(db: Db, row: typeof sessions.$inferInsert): void {
  db.insert(sessions).values(row).run();
}

/**
 * The lookup behind every authenticated request: one indexed query, prepared once per database.
 * A session counts only while it is not ended, not expired and its user is active.
 */
export function sessionLookup(db: Db) {
  const statement = db
    .select({ session: sessions, user: users, role: roles, organization: organizations })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(organizations, eq(organizations.id, sessions.organizationId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .prepare();
  return (tokenHash: string, now: Date) => statement.get({ tokenHash, now: now.toISOString() });
}

export function touchSession(db: Db, id: string, now: Date): void {
  db.update(sessions).set({ lastActiveAt: now.toISOString() }).where(eq(sessions.id, id)).run();
}

export function endSession(db: Db, organizationId: string, id: string, now: Date): number {
  return db
    .update(sessions)
    .set({ endedAt: now.toISOString() })
    .where(and(eq(sessions.organizationId, organizationId), eq(sessions.id, id), isNull(sessions.endedAt)))
    .run().changes;
}

/** Ends one session wherever it belongs (the guard's idle timeout, which knows only the session). */
export function endSessionById(db: Db, id: string, now: Date): void {
  db.update(sessions)
    .set({ endedAt: now.toISOString() })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)))
    .run();
}

/**
 * Keeps a member's `keep` newest open sessions and ends the rest (the policy's maximum of
 * concurrent sessions: the oldest sign-ins end first). Returns how many ended.
 */
export function endSessionsBeyond(db: DbOrTx, organizationId: string, userId: string, keep: number, now: Date): number {
  const at = now.toISOString();
  const open = and(
    eq(sessions.organizationId, organizationId),
    eq(sessions.userId, userId),
    isNull(sessions.endedAt),
    gt(sessions.expiresAt, at),
  );
  const newest = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(open)
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(keep);
  return db
    .update(sessions)
    .set({ endedAt: at })
    .where(and(open, notInArray(sessions.id, newest)))
    .run().changes;
}

/**
 * What a member's earlier sessions (ended ones too: rows are kept) say about a new sign-in: whether
 * there were any, and whether one of them was on the same browser and device.
 */
export function signInHistory(
  db: DbOrTx,
  userId: string,
  seen: { browser: string; device: string },
): { any: boolean; sameDevice: boolean } {
  const row = db
    .select({
      any: sql<number>`count(*)`,
      same: sql<number>`coalesce(sum(${sessions.browser} = ${seen.browser} and ${sessions.device} = ${seen.device}), 0)`,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .get();
  return { any: (row?.any ?? 0) > 0, sameDevice: (row?.same ?? 0) > 0 };
}
