import { cachedRead } from '../db/read-cache';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx as Db } from '../db/client';
import { notificationConnections } from '../db/schema';

export type ConnectionRow = typeof notificationConnections.$inferSelect;
export type ConnectionChannel = 'email' | 'sms' | 'push';

/** What a save writes: the provider, its settings, its sealed secrets and the outcome of the check. */
export type ConnectionValues = Pick<
  ConnectionRow,
  'provider' | 'isEnabled' | 'settings' | 'secrets' | 'status' | 'lastCheckedAt' | 'lastError'
> &
  // A refusal's key and values, when it has them: the service's save states both, every time.
  Partial<Pick<ConnectionRow, 'lastErrorKey' | 'lastErrorValues'>>;

/** The organization's connection for one channel, if one was ever saved. */
// Both reads are answered from memory until the next write through the connection (db/read-cache.ts):
// the delivery engine asks for the connection of every message it sends, the screens on every load.
export function findConnection(db: Db, organizationId: string, channel: ConnectionChannel): ConnectionRow | undefined {
  return cachedRead(db, `notification-connection|${organizationId}|${channel}`, () =>
    db
      .select()
      .from(notificationConnections)
      .where(
        and(eq(notificationConnections.organizationId, organizationId), eq(notificationConnections.channel, channel)),
      )
      .get(),
  );
}

/** All of the organization's connections (at most one per channel). */
export function listConnections(db: Db, organizationId: string): ConnectionRow[] {
  return cachedRead(db, `notification-connections|${organizationId}`, () =>
    db.select().from(notificationConnections).where(eq(notificationConnections.organizationId, organizationId)).all(),
  );
}

/**
 * The first save of a channel's connection, at version 1. The unique index on (organization,
 * channel) makes a second first save (two screens at once) add nothing: answers whether it was added.
 */
export function insertConnection(
  db: Db,
  row: ConnectionValues & { id: string; organizationId: string; channel: ConnectionChannel },
  now: Date,
): boolean {
  const at = now.toISOString();
  return (
    db
      .insert(notificationConnections)
      .values({ ...row, version: 1, createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: [notificationConnections.organizationId, notificationConnections.channel] })
      .run().changes === 1
  );
}

/** Writes a save only if the connection is still at `version`; answers whether it was. */
export function updateConnection(
  db: Db,
  organizationId: string,
  channel: ConnectionChannel,
  version: number,
  values: ConnectionValues,
  now: Date,
): boolean {
  return (
    db
      .update(notificationConnections)
      // A refusal's key left out is none: the last error's words and key change together.
      .set({ lastErrorKey: null, lastErrorValues: null, ...values, version: version + 1, updatedAt: now.toISOString() })
      .where(
        and(
          eq(notificationConnections.organizationId, organizationId),
          eq(notificationConnections.channel, channel),
          eq(notificationConnections.version, version),
        ),
      )
      .run().changes === 1
  );
}
