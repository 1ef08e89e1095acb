import type Database from 'better-sqlite3';

/** Distinct SQL texts kept compiled: the app's queries are a few hundred; `inArray` lists vary. */
const MAX_STATEMENTS = 1_000;

/** What Drizzle's better-sqlite3 session calls on its client, and nothing else. */
export type DrizzleClient = Pick<Database.Database, 'prepare' | 'transaction'>;

/**
 * The connection as Drizzle sees it, with each SQL text compiled once. Drizzle prepares every
 * query it runs afresh, and SQLite's compiling is a large share of a small query (tests/bench:
 * a record read by id, the activity entry each write records). The same text gives the same
 * statement, compiled by SQLite once; a schema change recompiles it by itself (sqlite3_prepare_v2).
 *
 * Sharing is safe because better-sqlite3 runs a statement to the end before returning, and Drizzle
 * never iterates. Drizzle switches a statement to arrays (`raw()`) for the queries whose columns
 * it maps itself and never switches it back: a statement handed out again is back to objects.
 */
export function reusingStatements(sqlite: Database.Database, max = MAX_STATEMENTS): DrizzleClient {
  const statements = new Map<string, Database.Statement>();
  const client = {
    prepare(source: string): Database.Statement {
      let statement = statements.get(source);
      if (statement) {
        // Least recently used goes first: a hit moves to the end.
        statements.delete(source);
        if (statement.reader) statement.raw(false);
      } else {
        statement = sqlite.prepare(source);
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
      }
      statements.set(source, statement);
      return statement;
    },
    transaction: sqlite.transaction.bind(sqlite),
  };
  // better-sqlite3 types prepare() generically over the row type its callers name; Drizzle names none.
  return client as DrizzleClient;
}
