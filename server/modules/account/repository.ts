import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { recoveryCodes, sessions } from '../../db/schema';

/**
 * The user's sessions that are neither ended nor expired at `now`, most recently active first.
 * The sessions not ended are kept until the next write (db/read-cache.ts) and the expired ones
 * left out here, so the clock moving on needs no new read (ISO times compare as text, as in SQL).
 */
export function openSessionsOf(db: Db, organizationId: string, userId: string, now: Date) {
  const at = now.toISOString();
  return notEndedSessionsOf(db, organizationId, userId).filter((session) => session.expiresAt > at);
}

function notEndedSessionsOf(db: Db, organizationId: string, userId: string) {
  return cachedRead(db, `sessions|${organizationId}|${userId}`, () =>
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.organizationId, organizationId), eq(sessions.userId, userId), isNull(sessions.endedAt)))
      .orderBy(desc(sessions.lastActiveAt))
      .all(),
  );
}

/** Ends one of the user's own sessions; another person's id ends nothing. */
export function endOwnSession(db: Db, organizationId: string, userId: string, id: string, now: Date): number {
  return db
    .update(sessions)
    .set({ endedAt: now.toISOString() })
    .where(
      and(
        eq(sessions.organizationId, organizationId),
        eq(sessions.userId, userId),
        eq(sessions.id, id),
        isNull(sessions.endedAt),
      ),
    )
    .run().changes;
}

export function replaceRecoveryCodes(
  db: Db,
  organizationId: string,
  userId: string,
  rows: { id: string; codeHash: string }[],
): void {
  db.delete(recoveryCodes)
    .where(and(eq(recoveryCodes.organizationId, organizationId), eq(recoveryCodes.userId, userId)))
    .run();
  for (const row of rows)
    db.insert(recoveryCodes)
      .values({ ...row, organizationId, userId })
      .run();
}

export function deleteRecoveryCodes(db: Db, organizationId: string, userId: string): void {
  db.delete(recoveryCodes)
    .where(and(eq(recoveryCodes.organizationId, organizationId), eq(recoveryCodes.userId, userId)))
    .run();
}

export function countUnusedRecoveryCodes(db: Db, userId: string): number {
  return cachedRead(
    db,
    `unused-recovery-codes|${userId}`,
    () =>
      db
        .select({ n: sql<number>`count(*)` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
        .get()?.n ?? 0,
  );
}
