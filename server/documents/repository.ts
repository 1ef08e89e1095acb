import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { settingsDocuments } from '../db/schema';
import { newId } from '../ids';

/** Where a document lives: per organization, and per user for personal documents ('' otherwise). */
export interface DocumentScope {
  organizationId: string;
  userId: string;
}

export interface DocumentRow {
  data: unknown;
  version: number;
  updatedAt: string;
}

// Settings documents are read on almost every screen: the query is prepared once per database.
const preparedReads = new WeakMap<Db, ReturnType<typeof prepareRead>>();
function prepareRead(db: Db) {
  return db
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
}

/** The stored row of one document; undefined until it is first saved. */
export function findDocument(db: Db, kind: string, scope: DocumentScope): DocumentRow | undefined {
  let read = preparedReads.get(db);
  if (!read) preparedReads.set(db, (read = prepareRead(db)));
  return read.get({ ...scope, kind });
}

/** Inserts or replaces the document with the given version. */
export function upsertDocument(
  db: DbOrTx,
  kind: string,
  scope: DocumentScope,
  row: { data: unknown; version: number; updatedAt: string; updatedBy: string | null },
): void {
  db.insert(settingsDocuments)
    .values({ id: newId(), ...scope, kind, ...row })
    .onConflictDoUpdate({
      target: [settingsDocuments.organizationId, settingsDocuments.kind, settingsDocuments.userId],
      set: row,
    })
    .run();
}

/** Stores a new document (demo data, first-run samples); the id is time-ordered at `createdAt`. */
export function insertDocument(
  db: DbOrTx,
  kind: string,
  scope: DocumentScope,
  row: { data: unknown; version: number; updatedAt: string },
  createdAt: Date,
): void {
  db.insert(settingsDocuments)
    .values({ id: newId(createdAt.getTime()), ...scope, kind, ...row })
    .run();
}
