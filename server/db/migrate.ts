import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';

// drizzle-kit's SQL files are bundled into the build, so the packaged app, the headless server and
// the tests all migrate from the same text without locating a folder on disk.
const files = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true });

export interface Migration {
  tag: string;
  sql: string;
}

export const bundledMigrations: Migration[] = Object.entries(files)
  .map(([path, sql]) => ({ tag: path.replace(/^.*\/(.+)\.sql$/, '$1'), sql }))
  .sort((a, b) => a.tag.localeCompare(b.tag));

const hash = (sql: string) => createHash('sha256').update(sql).digest('hex');

/**
 * Applies pending migrations in order, each in its own transaction, and records them. A migration
 * that fails rolls back and stops start-up, leaving the database as it was before it.
 * Returns the tags applied.
 */
export function migrate(sqlite: Database.Database, migrations: Migration[] = bundledMigrations): string[] {
  sqlite.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (tag TEXT PRIMARY KEY, hash TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Map(
    sqlite
      .prepare('SELECT tag, hash FROM schema_migrations')
      .all()
      .map((row) => {
        const r = row as { tag: string; hash: string };
        return [r.tag, r.hash] as const;
      }),
  );
  const record = sqlite.prepare('INSERT INTO schema_migrations (tag, hash, applied_at) VALUES (?, ?, ?)');
  const done: string[] = [];
  // drizzle-kit rebuilds a table by copying it and dropping the old one. With foreign keys on, that
  // drop would cascade-delete child rows; and the pragma cannot change inside a transaction. So
  // keys are off while migrating and checked before each migration commits.
  const foreignKeys = sqlite.pragma('foreign_keys', { simple: true }) as number;
  sqlite.pragma('foreign_keys = OFF');
  try {
    for (const migration of migrations) {
      const known = applied.get(migration.tag);
      if (known !== undefined) {
        if (known !== hash(migration.sql)) {
          throw new Error(`Migration ${migration.tag} was edited after it was applied; add a new migration instead`);
        }
        continue;
      }
      sqlite.transaction(() => {
        for (const statement of migration.sql.split('--> statement-breakpoint')) {
          if (statement.trim()) sqlite.exec(statement);
        }
        const broken = sqlite.pragma('foreign_key_check') as unknown[];
        if (broken.length > 0) throw new Error(`Migration ${migration.tag} leaves ${broken.length} broken references`);
        record.run(migration.tag, hash(migration.sql), new Date().toISOString());
      })();
      done.push(migration.tag);
    }
  } finally {
    sqlite.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  }
  return done;
}
