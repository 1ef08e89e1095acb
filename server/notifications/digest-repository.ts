import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { adminDigestItems } from '../db/schema';

/** The items administrators get in their digest, gathered until the digest is sent (digest.ts). */
export function insertDigestItem(db: DbOrTx, row: typeof adminDigestItems.$inferInsert): void {
  db.insert(adminDigestItems).values(row).run();
}

/** A person's items not yet sent in a digest. */
const pendingOf = (organizationId: string, userId: string) => [
  eq(adminDigestItems.organizationId, organizationId),
  eq(adminDigestItems.userId, userId),
  isNull(adminDigestItems.digestMessageId),
];

/** The same event told twice (a replayed booking) is one item. */
export function hasPendingDigestItem(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  event: string,
  summary: string,
) {
  return (
    db
      .select({ id: adminDigestItems.id })
      .from(adminDigestItems)
      .where(
        and(
          ...pendingOf(organizationId, userId),
          eq(adminDigestItems.event, event),
          eq(adminDigestItems.summary, summary),
        ),
      )
      .get() !== undefined
  );
}

/** Who has items waiting for a digest, across organizations. */
export function pendingDigestRecipients(db: DbOrTx) {
  return db
    .selectDistinct({ organizationId: adminDigestItems.organizationId, userId: adminDigestItems.userId })
    .from(adminDigestItems)
    .where(isNull(adminDigestItems.digestMessageId))
    .all();
}

export function pendingDigestItems(db: DbOrTx, organizationId: string, userId: string, beforeIso: string) {
  return db
    .select()
    .from(adminDigestItems)
    .where(and(...pendingOf(organizationId, userId), lt(adminDigestItems.createdAt, beforeIso)))
    .orderBy(asc(adminDigestItems.createdAt), asc(adminDigestItems.id))
    .all();
}

export function markDigested(
  db: DbOrTx,
  organizationId: string,
  ids: readonly string[],
  messageId: string,
  nowIso: string,
) {
  if (ids.length === 0) return;
  db.update(adminDigestItems)
    .set({ digestMessageId: messageId, version: sql`${adminDigestItems.version} + 1`, updatedAt: nowIso })
    .where(and(eq(adminDigestItems.organizationId, organizationId), inArray(adminDigestItems.id, [...ids])))
    .run();
}
