import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { recoveryCodes, sessions } from '../../db/schema';

export function openSessionsOf(db: Db, organizationId: string, userId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.organizationId, organizationId),
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        sql`${sessions.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .orderBy(desc(sessions.lastActiveAt))
    .all();
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
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
      .get()?.n ?? 0
  );
}

/** Marks a recovery code used, atomically; true when it was a valid unused code of that user. */
export function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): boolean {
  return (
    db
      .update(recoveryCodes)
      .set({ usedAt: now.toISOString() })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
      .run().changes === 1
  );
}
