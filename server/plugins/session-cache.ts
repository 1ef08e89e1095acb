import type Database from 'better-sqlite3';
import { ReadCache } from '../db/read-cache';
import { hashToken } from '../security/tokens';
import type { SessionRules } from '../modules/security-policy/session-rules';
import type { RequestContext } from '../types';

export interface SessionEntry {
  ctx: Omit<RequestContext, 'ipAddress'>;
  epoch: number;
  expiresAt: number;
  lastActiveAt: number;
  /** The security policy's rules for this member, as they were when the entry was made. */
  rules: SessionRules;
  /** The context last handed to a request, with that request's address (auth.ts). */
  atAddress?: Readonly<RequestContext>;
}

const MAX_ENTRIES = 5_000;

/**
 * Resolved sessions by token hash. An entry is trusted only while the `auth_epoch` counter (moved
 * by triggers on sessions, users, roles and organizations) is unchanged, so every ended session or
 * changed permission is seen on the next request. The counter itself is re-read only after a write
 * (db/read-cache.ts), so a request pays neither a four-table join nor a table read.
 */
export class SessionCache {
  private readonly entries = new Map<string, SessionEntry>();
  /**
   * SHA-256 of the tokens seen lately: hashing costs more than the rest of a cached request's
   * guard. Only this process's memory holds them, which holds every token it is sent anyway; the
   * database keeps hashes only (security/tokens.ts).
   */
  private readonly hashes = new Map<string, string>();
  private readonly readEpoch: () => number;

  constructor(sqlite: Database.Database) {
    const statement = sqlite.prepare('SELECT value FROM auth_epoch WHERE id = 1').pluck();
    const counter = new ReadCache<number>(sqlite);
    this.readEpoch = () => counter.get('epoch', () => statement.get() as number);
  }

  epoch(): number {
    return this.readEpoch();
  }

  hashOf(token: string): string {
    let hash = this.hashes.get(token);
    if (hash === undefined) {
      hash = hashToken(token);
      if (this.hashes.size >= MAX_ENTRIES) {
        const oldest = this.hashes.keys().next().value;
        if (oldest !== undefined) this.hashes.delete(oldest);
      }
      this.hashes.set(token, hash);
    }
    return hash;
  }

  get(tokenHash: string, epoch: number, now: number): SessionEntry | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.epoch !== epoch || entry.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, entry: SessionEntry): void {
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, entry);
  }
}
