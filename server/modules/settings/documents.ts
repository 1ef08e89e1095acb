import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { settingsDocuments } from '../../db/schema';
import { PreconditionFailedError } from '../../errors';
import { newId } from '../../ids';
import { ReadCache } from '../../db/read-cache';
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

// Settings documents are read on almost every screen: the query is prepared once per database,
// and its rows are kept until the next write (db/read-cache.ts).
const preparedReads = new WeakMap<Db, ReturnType<typeof prepareRead>>();
function prepareRead(db: Db) {
  const statement = db
    .select({
      data: settingsDocuments.data,
      version: settingsDocuments.version,
      updatedAt: settingsDocuments.updatedAt,
    })
    .from(settingsDocuments)
    .where(
      and(
        eq(settingsDocuments.organizationId, sql.placeholder('organizationId')),
        eq(settingsDocuments.kind, sql.placeholder('kind')),
        eq(settingsDocuments.userId, sql.placeholder('userId')),
      ),
    )
    .prepare();
  // Keeps the document as answered (stored values over defaults), not just the row.
  const cache = new ReadCache<StoredDocument<object>>(db.$client);
  return <T extends object>(kind: DocumentKind<T>, scope: { organizationId: string; userId: string }) =>
    cache.get(`${scope.organizationId}|${kind.kind}|${scope.userId}`, () => {
      const row = statement.get({ ...scope, kind: kind.kind });
      if (!row) return { data: kind.defaults(), version: 0, updatedAt: null };
      return { data: mergeDeep(kind.defaults(), row.data), version: row.version, updatedAt: row.updatedAt };
    }) as StoredDocument<T>;
}

/** Reads through the one connection; inside a transaction it sees the transaction's writes. */
export function readDocument<T extends object>(
  db: Db,
  kind: DocumentKind<T>,
  ctx: Pick<RequestContext, 'organizationId' | 'user'>,
): StoredDocument<T> {
  let read = preparedReads.get(db);
  if (!read) preparedReads.set(db, (read = prepareRead(db)));
  return read(kind, scopeOf(kind, ctx));
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
    const current = readDocument(db, kind, ctx);
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
  db.insert(settingsDocuments)
    .values({
      id: newId(now.getTime()),
      organizationId: scope.organizationId,
      userId: kind.scope === 'user' ? (scope.userId ?? '') : '',
      kind: kind.kind,
      data,
      version: 1,
      updatedAt: now.toISOString(),
    })
    .run();
}
