import type Database from 'better-sqlite3';
import { and, asc, count, eq, getTableColumns, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { cachedRead } from '../../db/read-cache';
import { clients } from '../../db/schema';

export type ClientRow = typeof clients.$inferSelect;
export type NewClientRow = typeof clients.$inferInsert;
export type ClientPatch = Partial<Omit<ClientRow, 'id' | 'organizationId' | 'version' | 'createdAt' | 'updatedAt'>>;

/** A LIKE pattern that finds `text` anywhere, its own % _ and \ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---------------------------------------------------------------------------------------------
// Records (the form and the list)

/**
 * One page by last name, then first name (then id, so pages never overlap), and how many match.
 * `search` matches first, last and full name, email and phone; LIKE ignores case for ASCII letters.
 * The order is the index's (binary), so a page of a hundred thousand clients is a seek, not a sort.
 */
export function listClients(
  db: Db,
  organizationId: string,
  query: { search?: string; limit: number; offset: number },
): { rows: ClientRow[]; total: number } {
  const conditions: SQL[] = [eq(clients.organizationId, organizationId)];
  const search = query.search?.trim();
  if (search) {
    const pattern = containing(search);
    const like = (column: SQL | AnyColumn) => sql`${column} like ${pattern} escape '\\'`;
    conditions.push(
      or(
        like(clients.firstName),
        like(clients.lastName),
        like(sql`${clients.firstName} || ' ' || ${clients.lastName}`),
        like(clients.email),
        like(clients.phone),
      )!,
    );
  }
  const where = and(...conditions);
  const key = `clients|${JSON.stringify([organizationId, search ?? '', query.limit, query.offset])}`;
  return cachedRead(db, key, () => ({
    rows: db
      .select()
      .from(clients)
      .where(where)
      .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.id))
      .limit(query.limit)
      .offset(query.offset)
      .all(),
    total: db.select({ n: count() }).from(clients).where(where).get()?.n ?? 0,
  }));
}

// Read each time a record is opened: prepared once per connection (db/prepared.ts).
const findClientQuery = preparedOnce((db) =>
  db
    .select()
    .from(clients)
    .where(and(eq(clients.organizationId, sql.placeholder('organizationId')), eq(clients.id, sql.placeholder('id'))))
    .prepare(),
);

export function findClient(db: DbOrTx, organizationId: string, id: string): ClientRow | undefined {
  return findClientQuery(db).get({ organizationId, id });
}

/** Another client (not `exceptId`) with this email or phone key, for the form's duplicate check. */
export function findClientByKey(
  db: DbOrTx,
  organizationId: string,
  key: { column: 'emailKey' | 'phoneKey'; value: string },
  exceptId?: string,
): ClientRow | undefined {
  return db
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.organizationId, organizationId),
        eq(clients[key.column], key.value),
        exceptId === undefined ? undefined : ne(clients.id, exceptId),
      ),
    )
    .orderBy(asc(clients.createdAt), asc(clients.id))
    .limit(1)
    .get();
}

export function insertClient(db: DbOrTx, row: NewClientRow): void {
  db.insert(clients).values(row).run();
}

/** Writes a change only if the client is still at `version`; answers whether it was. */
export function updateClient(
  db: DbOrTx,
  organizationId: string,
  id: string,
  version: number,
  patch: ClientPatch,
  now: Date,
): boolean {
  return (
    db
      .update(clients)
      .set({ ...patch, version: version + 1, updatedAt: now.toISOString() })
      .where(and(eq(clients.organizationId, organizationId), eq(clients.id, id), eq(clients.version, version)))
      .run().changes === 1
  );
}

export function deleteClient(db: DbOrTx, organizationId: string, id: string): void {
  db.delete(clients)
    .where(and(eq(clients.organizationId, organizationId), eq(clients.id, id)))
    .run();
}

// ---------------------------------------------------------------------------------------------
// The import's hot path: raw statements, prepared once per connection and reused for every row
// (the query builder would build and prepare its SQL again for each of a hundred thousand rows).

/** Column names as the table declares them, in one fixed order for the raw statements. */
const COLUMNS = Object.entries(getTableColumns(clients)).map(([key, column]) => ({ key, name: column.name }));
const COLUMN_LIST = COLUMNS.map((column) => `"${column.name}"`).join(', ');
/** What a merge may change: every column but the record's identity and bookkeeping. */
const MERGED = COLUMNS.filter(
  (column) => !['id', 'organizationId', 'version', 'createdAt', 'updatedAt'].includes(column.key),
);
const MERGED_AT = MERGED.map((column) => COLUMNS.indexOf(column));

type RawRow = Record<string, unknown>;

/** A raw row (snake_case columns, JSON and flags as stored) as Drizzle would answer it. */
export function clientOfRaw(raw: RawRow): ClientRow {
  const row: Record<string, unknown> = {};
  for (const { key, name } of COLUMNS) row[key] = raw[name];
  row.tags = JSON.parse(raw.tags as string) as string[];
  row.isActive = raw.is_active === 1;
  return row as ClientRow;
}

/** A row's values in COLUMNS order, as SQLite takes them. */
function valuesOf(row: ClientRow): unknown[] {
  const source = row as unknown as Record<string, unknown>;
  return COLUMNS.map(({ key }) => {
    if (key === 'tags') return JSON.stringify(row.tags);
    if (key === 'isActive') return row.isActive ? 1 : 0;
    return source[key] ?? null;
  });
}

function importStatements(sqlite: Database.Database) {
  const find = (column: string) =>
    sqlite.prepare(`select ${COLUMN_LIST} from clients where organization_id = ? and ${column} = ? limit 1`);
  return {
    byEmail: find('email_key'),
    byPhone: find('phone_key'),
    insert: sqlite.prepare(`insert into clients (${COLUMN_LIST}) values (${COLUMNS.map(() => '?').join(', ')})`),
    merge: sqlite.prepare(
      `update clients set ${MERGED.map((column) => `"${column.name}" = ?`).join(', ')},
       version = version + 1, updated_at = ? where organization_id = ? and id = ?`,
    ),
  };
}
const prepared = new WeakMap<Database.Database, ReturnType<typeof importStatements>>();

/**
 * The import's reads and writes for one organization, on the connection's prepared statements.
 * Call them inside the import's transaction: each is one statement on one row.
 */
export function clientImportWriter(db: Db, organizationId: string) {
  const sqlite = db.$client;
  let statements = prepared.get(sqlite);
  if (!statements) prepared.set(sqlite, (statements = importStatements(sqlite)));
  const { byEmail, byPhone, insert, merge } = statements;
  const found = (raw: unknown) => (raw === undefined ? undefined : clientOfRaw(raw as RawRow));
  return {
    byEmailKey: (key: string) => found(byEmail.get(organizationId, key)),
    byPhoneKey: (key: string) => found(byPhone.get(organizationId, key)),
    insert(row: ClientRow): void {
      if (row.organizationId !== organizationId) throw new Error('A client of another organization');
      insert.run(valuesOf(row));
    },
    /** Writes the merged fields of `row` (its id and organization unchanged) and moves its version. */
    merge(row: ClientRow, updatedAt: string): void {
      const values = valuesOf(row);
      merge.run([...MERGED_AT.map((at) => values[at]), updatedAt, organizationId, row.id]);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The export

function exportStatements(sqlite: Database.Database) {
  const order = 'order by last_name, first_name, id limit ?';
  return {
    first: sqlite.prepare(`select ${COLUMN_LIST} from clients where organization_id = ? ${order}`),
    after: sqlite.prepare(
      `select ${COLUMN_LIST} from clients where organization_id = ?
       and (last_name, first_name, id) > (?, ?, ?) ${order}`,
    ),
  };
}
const exportPrepared = new WeakMap<Database.Database, ReturnType<typeof exportStatements>>();

/**
 * One page of the export in the list's order, starting after `after` (keyset: the export reads
 * page by page with exports/paged-rows.ts, never the whole table at once).
 */
export function clientExportPage(db: Db, organizationId: string, after: ClientRow | undefined, limit: number) {
  let statements = exportPrepared.get(db.$client);
  if (!statements) exportPrepared.set(db.$client, (statements = exportStatements(db.$client)));
  const raw = after
    ? statements.after.all(organizationId, after.lastName, after.firstName, after.id, limit)
    : statements.first.all(organizationId, limit);
  return (raw as RawRow[]).map(clientOfRaw);
}
