import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { teamInvitations } from '../../db/schema';

export type InvitationRow = typeof teamInvitations.$inferSelect;

/** Neither used nor replaced: the one link of a member that may still work (if not expired). */
const open = and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt));

export function insertInvitation(db: Db, row: typeof teamInvitations.$inferInsert): void {
  db.insert(teamInvitations).values(row).run();
}

/** An earlier link stops working when a new one is sent (or the member signs in otherwise). */
export function revokeOpenInvitations(db: Db, organizationId: string, userId: string, at: Date): number {
  const stamp = at.toISOString();
  return db
    .update(teamInvitations)
    .set({ revokedAt: stamp, updatedAt: stamp })
    .where(and(eq(teamInvitations.organizationId, organizationId), eq(teamInvitations.userId, userId), open))
    .run().changes;
}

/** Each member's open invitation (the newest), for the team list. */
export function openInvitationsByUser(db: Db, organizationId: string): ReadonlyMap<string, InvitationRow> {
  return cachedRead(db, `team-invitations|${organizationId}`, () => {
    const rows = db
      .select()
      .from(teamInvitations)
      .where(and(eq(teamInvitations.organizationId, organizationId), open))
      .orderBy(desc(teamInvitations.createdAt))
      .all();
    const byUser = new Map<string, InvitationRow>();
    for (const row of rows) if (!byUser.has(row.userId)) byUser.set(row.userId, row);
    return byUser;
  });
}

/**
 * The invitation a link names, by the SHA-256 of its token. Not scoped by organization: whoever
 * opens the link has no session, the token itself is the proof (as for a session token,
 * auth/sessions-repository.ts), and the row found says which organization it belongs to.
 */
export function findInvitationByTokenHash(db: Db, tokenHash: string): InvitationRow | undefined {
  return db.select().from(teamInvitations).where(eq(teamInvitations.tokenHash, tokenHash)).get();
}

/**
 * Uses the link up. Only an open one changes, so of two acceptances racing with the same link
 * exactly one gets `true`.
 */
export function markInvitationAccepted(db: Db, organizationId: string, id: string, at: Date): boolean {
  const stamp = at.toISOString();
  return (
    db
      .update(teamInvitations)
      .set({ acceptedAt: stamp, updatedAt: stamp })
      .where(and(eq(teamInvitations.organizationId, organizationId), eq(teamInvitations.id, id), open))
      .run().changes === 1
  );
}
