import { and, eq, max } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { sessions, settingsDocuments } from '../../db/schema';
import { userPreferencesKind } from '../settings/preferences';

/** Each member's saved privacy choices (absent: the defaults apply). */
// The directory's reads are answered from memory until the next write (db/read-cache.ts).
export function listPrivacy(db: Db, organizationId: string): Map<string, unknown> {
  const rows = cachedRead(db, `privacy|${organizationId}`, () =>
    db
      .select({ userId: settingsDocuments.userId, data: settingsDocuments.data })
      .from(settingsDocuments)
      .where(
        and(eq(settingsDocuments.organizationId, organizationId), eq(settingsDocuments.kind, userPreferencesKind.kind)),
      )
      .all(),
  );
  return new Map(rows.map((r) => [r.userId, (r.data as { privacy?: unknown } | null)?.privacy]));
}

/** One member's saved privacy choices (undefined: the defaults apply). */
export function findPrivacy(db: Db, organizationId: string, userId: string): unknown {
  const row = cachedRead(db, `privacy|${organizationId}|${userId}`, () =>
    db
      .select({ data: settingsDocuments.data })
      .from(settingsDocuments)
      .where(
        and(
          eq(settingsDocuments.organizationId, organizationId),
          eq(settingsDocuments.kind, userPreferencesKind.kind),
          eq(settingsDocuments.userId, userId),
        ),
      )
      .get(),
  );
  return (row?.data as { privacy?: unknown } | null | undefined)?.privacy;
}

/** When each member was last active in any session. */
export function lastActiveByUser(db: Db, organizationId: string): Map<string, string> {
  const rows = cachedRead(db, `last-active|${organizationId}`, () =>
    db
      .select({ userId: sessions.userId, at: max(sessions.lastActiveAt) })
      .from(sessions)
      .where(eq(sessions.organizationId, organizationId))
      .groupBy(sessions.userId)
      .all(),
  );
  return new Map(rows.filter((r) => r.at).map((r) => [r.userId, r.at!]));
}
