import type Database from 'better-sqlite3';
import { and, asc, count, eq, getTableColumns, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { cachedRead } from '../../db/read-cache';
import { products } from '../../db/schema';
import { containing } from '../clients/repository';

export type ProductRow = typeof products.$inferSelect;
export type ProductPatch = Partial<Omit<ProductRow, 'id' | 'organizationId' | 'version' | 'createdAt' | 'updatedAt'>>;

// ---------------------------------------------------------------------------------------------
// Records (the form and the list)

/**
 * One page by name (then id, so pages never overlap), and how many match. `search` matches name,
 * SKU, brand and category; LIKE ignores case for ASCII letters.
 */
export function listProducts(
  db: Db,
  organizationId: string,
  query: { search?: string; limit: number; offset: number },
): { rows: ProductRow[]; total: number } {
  const conditions: SQL[] = [eq(products.organizationId, organizationId)];
  const search = query.search?.trim();
  if (search) {
    const pattern = containing(search);
    const like = (column: AnyColumn) => sql`${column} like ${pattern} escape '\\'`;
    conditions.push(or(like(products.name), like(products.sku), like(products.brand), like(products.category))!);
  }
  const where = and(...conditions);
  const key = `products|${JSON.stringify([organizationId, search ?? '', query.limit, query.offset])}`;
  return cachedRead(db, key, () => ({
    rows: db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(query.limit)
      .offset(query.offset)
      .all(),
    total: db.select({ n: count() }).from(products).where(where).get()?.n ?? 0,
  }));
}

// Read each time a record is opened: prepared once per connection (db/prepared.ts).
const findProductQuery = preparedOnce((db) =>
  db
    .select()
    .from(products)
    .where(and(eq(products.organizationId, sql.placeholder('organizationId')), eq(products.id, sql.placeholder('id'))))
    .prepare(),
);

export function findProduct(db: DbOrTx, organizationId: string, id: string): ProductRow | undefined {
  return findProductQuery(db).get({ organizationId, id });
}

/** Another product (not `exceptId`) with this SKU key, for the form's duplicate check. */
export function findProductBySku(
  db: DbOrTx,
  organizationId: string,
  skuKey: string,
  exceptId?: string,
): ProductRow | undefined {
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.organizationId, organizationId),
        eq(products.skuKey, skuKey),
        exceptId === undefined ? undefined : ne(products.id, exceptId),
      ),
    )
    .limit(1)
    .get();
}

export function insertProduct(db: DbOrTx, row: ProductRow): void {
  db.insert(products).values(row).run();
}

/** Writes a change only if the product is still at `version`; answers whether it was. */
export function updateProduct(
  db: DbOrTx,
  organizationId: string,
  id: string,
  version: number,
  patch: ProductPatch,
  now: Date,
): boolean {
  return (
    db
      .update(products)
      .set({ ...patch, version: version + 1, updatedAt: now.toISOString() })
      .where(and(eq(products.organizationId, organizationId), eq(products.id, id), eq(products.version, version)))
      .run().changes === 1
  );
}

export function deleteProduct(db: DbOrTx, organizationId: string, id: string): void {
  db.delete(products)
    .where(and(eq(products.organizationId, organizationId), eq(products.id, id)))
    .run();
}

// ---------------------------------------------------------------------------------------------
// The import (prepared once per connection, reused for every row) and the export

const COLUMNS = Object.entries(getTableColumns(products)).map(([key, column]) => ({ key, name: column.name }));
const COLUMN_LIST = COLUMNS.map((column) => `"${column.name}"`).join(', ');

type RawRow = Record<string, unknown>;

/** A raw row (snake_case columns, flags as stored) as Drizzle would answer it. */
function productOfRaw(raw: RawRow): ProductRow {
  const row: Record<string, unknown> = {};
  for (const { key, name } of COLUMNS) row[key] = raw[name];
  row.isActive = raw.is_active === 1;
  return row as ProductRow;
}

function statements(sqlite: Database.Database) {
  const order = 'order by name, id limit ?';
  return {
    bySku: sqlite.prepare(`select ${COLUMN_LIST} from products where organization_id = ? and sku_key = ? limit 1`),
    insert: sqlite.prepare(`insert into products (${COLUMN_LIST}) values (${COLUMNS.map(() => '?').join(', ')})`),
    first: sqlite.prepare(`select ${COLUMN_LIST} from products where organization_id = ? ${order}`),
    after: sqlite.prepare(
      `select ${COLUMN_LIST} from products where organization_id = ? and (name, id) > (?, ?) ${order}`,
    ),
  };
}
const prepared = new WeakMap<Database.Database, ReturnType<typeof statements>>();

function statementsOf(db: Db) {
  let found = prepared.get(db.$client);
  if (!found) prepared.set(db.$client, (found = statements(db.$client)));
  return found;
}

/** The import's reads and writes for one organization; call them inside the import's transaction. */
export function productImportWriter(db: Db, organizationId: string) {
  const { bySku, insert } = statementsOf(db);
  return {
    bySkuKey(key: string): ProductRow | undefined {
      const raw = bySku.get(organizationId, key) as RawRow | undefined;
      return raw && productOfRaw(raw);
    },
    insert(row: ProductRow): void {
      if (row.organizationId !== organizationId) throw new Error('A product of another organization');
      const source = row as unknown as Record<string, unknown>;
      insert.run(COLUMNS.map(({ key }) => (key === 'isActive' ? (row.isActive ? 1 : 0) : source[key])));
    },
  };
}

/** One page of the export by name, starting after `after` (keyset; see exports/paged-rows.ts). */
export function productExportPage(
  db: Db,
  organizationId: string,
  after: ProductRow | undefined,
  limit: number,
): ProductRow[] {
  const { first, after: next } = statementsOf(db);
  const raw = after ? next.all(organizationId, after.name, after.id, limit) : first.all(organizationId, limit);
  return (raw as RawRow[]).map(productOfRaw);
}
