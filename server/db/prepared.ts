import type { Db } from './client';

/**
 * Queries prepared once per connection, for the paths every request takes: Drizzle builds a query's
 * SQL anew each time it runs (a tenth of a millisecond for a wide table), while a prepared one with
 * `sql.placeholder(...)` values only binds them. `build` runs the first time a connection asks.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let found = built.get(db);
    if (!found) built.set(db, (found = build(db)));
    return found;
  };
}
