import type { Db, DbOrTx } from '../db/client';
import { ReadCache } from '../db/read-cache';
import type { RequestContext } from '../types';
import { diffChanges } from './diff';
import { findDocument, insertDocument, upsertDocument, type DocumentScope } from './repository';
import { assertFresh } from './versions';

/**
 * One mechanism for every settings document (online booking, business hours, widget, security
 * policy, preferences...): defaults until first saved, a version per save for ETag / If-Match, and
 * the before/after diff for the activity log. Input is validated by the route's schema before it
 * gets here; a service applies the rules a schema cannot express.
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

export type DocumentChanges = ReturnType<typeof diffChanges>;

/**
 * Which document a write changed: its kind and, for a personal document, whose. Recorded on the
 * activity entry with the changes, so the change can be reverted (modules/activity/revert.ts).
 */
export interface DocumentTarget {
  kind: string;
  userId: string | null;
}
type Caller = Pick<RequestContext, 'organizationId' | 'user'>;

const scopeOf = (kind: DocumentKind<object>, ctx: Caller): DocumentScope => ({
  organizationId: ctx.organizationId,
  userId: kind.scope === 'user' ? ctx.user.id : '',
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `patch` laid over `base` object by object; arrays and plain values replace. Used for partial
 * updates and for reading stored documents over the current defaults, so a field added in a later
 * release gets its default.
 */
export function mergeDeep<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) return (patch === undefined ? base : patch) as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) merged[key] = mergeDeep(merged[key], value);
  }
  return merged as T;
}

// The documents as answered (stored values over defaults), kept until the next write
// (db/read-cache.ts), one cache per database.
const caches = new WeakMap<Db, ReadCache<StoredDocument<object>>>();

/** Reads through the one connection; inside a transaction it sees the transaction's writes. */
export function readDocument<T extends object>(db: Db, kind: DocumentKind<T>, ctx: Caller): StoredDocument<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ReadCache(db.$client)));
  const scope = scopeOf(kind, ctx);
  return cache.get(`${scope.organizationId}|${kind.kind}|${scope.userId}`, () => {
    const row = findDocument(db, kind.kind, scope);
    if (!row) return { data: kind.defaults(), version: 0, updatedAt: null };
    return { data: mergeDeep(kind.defaults(), row.data), version: row.version, updatedAt: row.updatedAt };
  }) as StoredDocument<T>;
}

/**
 * Replaces the document in one transaction, refusing with 412 when `ifMatch` names an older
 * version, so two reception PCs never overwrite each other's changes unseen.
 */
export function writeDocument<T extends object>(
  db: Db,
  kind: DocumentKind<T>,
  ctx: Caller,
  update: (current: T) => T,
  ifMatch: string | undefined,
  now: Date,
): StoredDocument<T> & { changes: DocumentChanges; target: DocumentTarget } {
  return db.transaction((tx) => {
    const current = readDocument(db, kind, ctx);
    assertFresh(ifMatch, current.version);
    const next = update(current.data);
    const version = current.version + 1;
    const updatedAt = now.toISOString();
    upsertDocument(tx, kind.kind, scopeOf(kind, ctx), { data: next, version, updatedAt, updatedBy: ctx.user.id });
    const target = { kind: kind.kind, userId: kind.scope === 'user' ? ctx.user.id : null };
    return { data: next, version, updatedAt, changes: diffChanges(current.data, next), target };
  });
}

/** The usual save: the patch laid over the current document (mergeDeep). */
export function patchDocument<T extends object>(
  db: Db,
  kind: DocumentKind<T>,
  ctx: Caller,
  patch: unknown,
  ifMatch: string | undefined,
  now: Date,
) {
  return writeDocument(db, kind, ctx, (current) => mergeDeep(current, patch), ifMatch, now);
}

/**
 * Stores a document as version 1 without a caller: demo data and first-run samples, inside the
 * transaction that creates them.
 */
export function seedDocument<T extends object>(
  db: DbOrTx,
  kind: DocumentKind<T>,
  scope: { organizationId: string; userId?: string },
  data: T,
  now: Date,
): void {
  insertDocument(
    db,
    kind.kind,
    { organizationId: scope.organizationId, userId: kind.scope === 'user' ? (scope.userId ?? '') : '' },
    { data, version: 1, updatedAt: now.toISOString() },
    now,
  );
}
