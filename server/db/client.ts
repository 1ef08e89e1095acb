import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { restrictFile, touchPrivateFile } from '../storage/file-modes';
import { reusingStatements } from './statement-cache';

/**
 * Without Drizzle's relational queries (`db.query.<table>`), which the code does not use: given the
 * schema, Drizzle builds a query builder for each of its tables with every database handle, so
 * every transaction (each opens a handle of its own) paid for some sixty of them.
 */
export type Db = BetterSQLite3Database & { $client: Database.Database };

export interface DatabaseHandle {
  db: Db;
  sqlite: Database.Database;
  close(): void;
}

/**
 * Opens the one connection the process writes through. better-sqlite3 is synchronous, so a single
 * connection serialises writes without lock contention; WAL lets backups and readers run beside it.
 * A Buffer (from `sqlite.serialize()`) opens an in-memory copy of that image: the tests build the
 * migrated, seeded database once per worker and give each test its own copy.
 */
export function openDatabase(file: string | Buffer, options: { nativeBinding?: string } = {}): DatabaseHandle {
  const onDisk = typeof file === 'string' && file !== ':memory:';
  // SQLite gives the -wal and -shm files the mode of the database file, so creating that one
  // owner-only first keeps all three private; existing ones (older versions) are tightened.
  if (onDisk) touchPrivateFile(file);
  const sqlite = new Database(file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  if (onDisk) {
    sqlite.pragma('journal_mode = WAL');
    restrictFile(`${file}-wal`);
    restrictFile(`${file}-shm`);
    // NORMAL is durable in WAL mode except for the last transactions on power loss, and far faster.
    sqlite.pragma('synchronous = NORMAL');
    // Waits for a backup's or another reader's lock; an in-memory copy (the tests') has none to wait for.
    sqlite.pragma('busy_timeout = 5000');
  }
  sqlite.pragma('foreign_keys = ON');
  // Drizzle only prepares and opens transactions through its client (statement-cache.ts); the
  // code that reaches for the connection itself (`db.$client`) gets the connection.
  const db = drizzle({ client: reusingStatements(sqlite) as Database.Database });
  db.$client = sqlite;
  return {
    db,
    sqlite,
    close: () => {
      if (sqlite.open) sqlite.close();
    },
  };
}

/** A transaction handle, accepted wherever a repository can run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
