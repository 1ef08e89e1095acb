import type { DbOrTx } from './client';

/**
 * Queries prepared once per connection, for the paths every request takes: Drizzle builds a query's
 * SQL anew each time it runs (a tenth of a millisecond for a wide table), while a prepared one with
 * `sql.placeholder(...)` values only binds them. `build` runs the first time a connection asks.
 * A transaction's handle lives for one transaction: its query is built and run as usual.
 */
export function preparedOnce<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    if (!('$client' in db)) return build(db);
    let found = built.get(db);
    if (!found) built.set(db, (found = build(db)));
    return found;
  };
}
