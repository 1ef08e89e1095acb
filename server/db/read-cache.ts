import type Database from 'better-sqlite3';
import { deepFreeze } from '../contract/freeze';

/** How long a cached read is trusted even with no write through this connection. */
const MAX_AGE_MS = 1_000;
const MAX_ENTRIES = 2_000;

interface Entry<V> {
  value: V;
  changes: number;
  at: number;
}

/**
 * Reads that stay valid until the next write. SQLite's `total_changes()` counts every row this
 * connection has written (triggers included) and costs no table access, while a real read in WAL
 * mode takes a read lock each time. The server is the one writer of its database (ARCHITECTURE), so
 * an unchanged count means unchanged data; the age bound covers a tool writing from outside.
 * Values are frozen: callers share them.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly totalChanges: () => number;

  constructor(sqlite: Database.Database) {
    const statement = sqlite.prepare('SELECT total_changes()').pluck();
    this.totalChanges = () => statement.get() as number;
  }

  get(key: string, load: () => V, now = Date.now()): V {
    const changes = this.totalChanges();
    const entry = this.entries.get(key);
    if (entry && entry.changes === changes && now - entry.at < MAX_AGE_MS) return entry.value;
    const value = deepFreeze(load());
    if (!entry && this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, changes, at: now });
    return value;
  }
}
