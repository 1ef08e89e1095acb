import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { settingsDocuments } from '../../db/schema';
import { PreconditionFailedError } from '../../errors';
import { newId } from '../../ids';
import type { RequestContext } from '../../types';
import { diffChanges } from '../activity/diff';

/**
 * One mechanism for every settings document (online booking, business hours, widget, security
 * policy, preferences...): defaults until first saved, a version per save for ETag / If-Match, and
 * the before/after diff for the activity log. Input is validated by the route's schema before it
 * gets here; a kind's `normalize` applies rules a schema cannot express.
 */
export interface DocumentKind<T extends object> {
  kind: string;
  scope: 'organization' | 'user';
  defaults(): T;
}

export interface StoredDocument<T> {
  data: T;
  version: number;
  updatedAt: string | null;
}

const scopeOf = (kind: DocumentKind<object>, ctx: Pick<RequestContext, 'organizationId' | 'user'>) => ({
  organizationId: ctx.organizationId,
  userId: kind.scope === 'user' ? ctx.user.id : '',
});

/** Stored values over defaults, one level deep, so a field added in a later release gets its default. */
function withDefaults<T extends object>(defaults: T, stored: unknown): T {
  if (typeof stored !== 'object' || stored === null) return defaults;
  const merged = Object.assign({}, defaults) as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored)) {
    const base = merged[key];
    merged[key] =
      base &&
      typeof base === 'object' &&
      !Array.isArray(base) &&
      value &&
      typeof value === 'object' &&
      !Array.isArray(value)
        ? { ...base, ...value }
        : value;
  }
  return merged as T;
}

export function etagOf(version: number): string {
  return `"${version}"`;
}

/** True when If-Match is absent, `*`, or names the current version. */
export function matchesVersion(ifMatch: string | undefined, version: number): boolean {
  if (ifMatch === undefined) return true;
  return ifMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etagOf(version));
}

export function readDocument<T extends object>(
  db: DbOrTx,
  kind: DocumentKind<T>,
  ctx: Pick<RequestContext, 'organizationId' | 'user'>,
): StoredDocument<T> {
  const scope = scopeOf(kind, ctx);
  const row = db
    .select()
    .from(settingsDocuments)
    .where(
      and(
        eq(settingsDocuments.organizationId, scope.organizationId),
        eq(settingsDocuments.kind, kind.kind),
        eq(settingsDocuments.userId, scope.userId),
      ),
    )
    .get();
  if (!row) return { data: kind.defaults(), version: 0, updatedAt: null };
  return { data: withDefaults(kind.defaults(), row.data), version: row.version, updatedAt: row.updatedAt };
}

/**
 * Replaces the document in one transaction, refusing with 412 when `ifMatch` names an older
 * version, so two reception PCs never overwrite each other's changes unseen.
 */
export function writeDocument<T extends object>(
  db: Db,
  kind: DocumentKind<T>,
  ctx: Pick<RequestContext, 'organizationId' | 'user'>,
  update: (current: T) => T,
  ifMatch: string | undefined,
  now: Date,
): StoredDocument<T> & { changes: ReturnType<typeof diffChanges> } {
  return db.transaction((tx) => {
    const current = readDocument(tx, kind, ctx);
    if (!matchesVersion(ifMatch, current.version)) throw new PreconditionFailedError();
    const next = update(current.data);
    const version = current.version + 1;
    const updatedAt = now.toISOString();
    const scope = scopeOf(kind, ctx);
    tx.insert(settingsDocuments)
      .values({ id: newId(), ...scope, kind: kind.kind, data: next, version, updatedAt, updatedBy: ctx.user.id })
      .onConflictDoUpdate({
        target: [settingsDocuments.organizationId, settingsDocuments.kind, settingsDocuments.userId],
        set: { data: next, version, updatedAt, updatedBy: ctx.user.id },
      })
      .run();
    return { data: next, version, updatedAt, changes: diffChanges(current.data, next) };
  });
}
