import type Database from 'better-sqlite3';
import { ReadCache } from '../db/read-cache';
import type { RequestContext } from '../types';

interface Entry {
  ctx: Omit<RequestContext, 'ipAddress'>;
  epoch: number;
  expiresAt: number;
  lastActiveAt: number;
}

const MAX_ENTRIES = 5_000;

/**
 * Resolved sessions by token hash. An entry is trusted only while the `auth_epoch` counter (moved
 * by triggers on sessions, users, roles and organizations) is unchanged, so every ended session or
 * changed permission is seen on the next request. The counter itself is re-read only after a write
 * (db/read-cache.ts), so a request pays neither a four-table join nor a table read.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly readEpoch: () => number;

  constructor(sqlite: Database.Database) {
    const statement = sqlite.prepare('SELECT value FROM auth_epoch WHERE id = 1').pluck();
    const counter = new ReadCache<number>(sqlite);
    this.readEpoch = () => counter.get('epoch', () => statement.get() as number);
  }

  epoch(): number {
    return this.readEpoch();
  }

  get(tokenHash: string, epoch: number, now: number): Entry | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.epoch !== epoch || entry.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, entry: Entry): void {
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, entry);
  }
}
