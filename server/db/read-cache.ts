import type Database from 'better-sqlite3';
import { deepFreeze } from '../contract/freeze';
import { BoundedStore } from '../runtime/bounded-store';
import type { DbOrTx } from './client';

/** How long a cached read is trusted even with no write through this connection. */
const MAX_AGE_MS = 1_000;
const MAX_ENTRIES = 2_000;

interface Entry<V> {
  value: V;
  changes: number;
  at: number;
}

const counters = new WeakMap<Database.Database, () => number>();

/** The connection's `total_changes()`: one prepared statement per connection, shared by its caches. */
function changesOf(sqlite: Database.Database): () => number {
  let count = counters.get(sqlite);
  if (!count) {
    const statement = sqlite.prepare('SELECT total_changes()').pluck();
    counters.set(sqlite, (count = () => statement.get() as number));
  }
  return count;
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

  constructor(
    private readonly sqlite: Database.Database,
    private readonly maxEntries = MAX_ENTRIES,
  ) {
    this.totalChanges = changesOf(sqlite);
  }

  get(key: string, load: () => V, now = Date.now()): V {
    // Inside a transaction a read may see writes that a rollback will undo, while the count of
    // changes stays where the rollback left it: such reads are neither answered nor kept here.
    if (this.sqlite.inTransaction) return load();
    const changes = this.totalChanges();
    const entry = this.entries.get(key);
    if (entry && entry.changes === changes && now - entry.at < MAX_AGE_MS) return entry.value;
    const value = deepFreeze(load());
    if (!entry && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, changes, at: now });
    return value;
  }
}

/** Entries of the shared cache: repository reads of every organization, many small rows each. */
const SHARED_MAX_ENTRIES = 20_000;
const shared = new WeakMap<Database.Database, ReadCache<unknown>>();

/**
 * A repository read answered from memory until the next write (ReadCache), in one cache per
 * connection shared by every repository: `key` names the query and its arguments, and must start
 * with the name of what it reads so keys of different queries cannot meet
 * (`organization|<id>`, `roles|<organizationId>`).
 *
 * Only time-independent reads belong here (no `now` in the query: compare times on the cached
 * rows instead), and callers must treat the answer as read-only (it is frozen). A transaction
 * handle reads the database itself: it has no cache, and its reads may be rolled back.
 */
export function cachedRead<V>(db: DbOrTx, key: string, load: () => V): V {
  const client = (db as { $client?: Database.Database }).$client;
  if (!client) return load();
  let cache = shared.get(client);
  if (!cache) shared.set(client, (cache = new ReadCache<unknown>(client, SHARED_MAX_ENTRIES)));
  return cache.get(key, load) as V;
}

const derived = new WeakMap<object, WeakMap<object, object>>();

/**
 * What a service builds for one caller from a cached read (the same frozen value until the next
 * write), remembered as long as that read is: built once per read and caller, and frozen, so a
 * route answering it makes its JSON once too (http/route.ts). The caller is their session's
 * context, one object until their rights change (plugins/auth.ts). A read made afresh (not frozen)
 * gets a fresh build.
 */
export function derivedRead<V extends object>(read: object, caller: object, build: () => V): V {
  if (!Object.isFrozen(read)) return build();
  let built = derived.get(read);
  if (!built) derived.set(read, (built = new WeakMap()));
  let value = built.get(caller) as V | undefined;
  if (!value) built.set(caller, (value = Object.freeze(build())));
  return value;
}

/**
 * What all callers' kept answers may hold together. An answer is worth keeping for a second at
 * most, so the oldest kept are the first to go, whoever they belong to.
 */
const KEPT_MAX_BYTES = 32 * 1024 * 1024;
const KEPT_MAX_ENTRIES = 5_000;

/**
 * Whole answers of reads that depend on nothing but the database, the caller and the URL (and on
 * the clock to the second), kept by the same rule as ReadCache: until this connection writes
 * anything, and for a second at most. One per connection (keptAnswersOf); http/route.ts keeps a
 * route's answers in it when the route is registered with `keepAnswer`.
 *
 * Answers are kept per caller object (a session's context: plugins/auth.ts makes a new one when
 * the person's rights change), each object numbered once and never renumbered, so one person's
 * answer can never reach another. The age is measured on the app's clock, so a test that moves the
 * clock gets a fresh answer, as a user would a second later. All callers' answers share one bound
 * in bytes and entries, oldest first out.
 */
export class KeptAnswers<V> {
  private readonly callers = new WeakMap<object, number>();
  private lastCaller = 0;
  private readonly entries: BoundedStore<string, Entry<V>>;
  /** The connection's count of changes: read before a handler runs, passed back to `keep`. */
  readonly changes: () => number;

  constructor(
    private readonly sqlite: Database.Database,
    maxBytes = KEPT_MAX_BYTES,
    maxEntries = KEPT_MAX_ENTRIES,
  ) {
    this.changes = changesOf(sqlite);
    this.entries = new BoundedStore(maxBytes, maxEntries);
  }

  private keyOf(caller: object, key: string, create: boolean): string | undefined {
    let id = this.callers.get(caller);
    if (id === undefined) {
      if (!create) return undefined;
      this.callers.set(caller, (id = ++this.lastCaller));
    }
    return `${id}|${key}`;
  }

  get(caller: object, key: string, now: number): V | undefined {
    if (this.sqlite.inTransaction) return undefined;
    const at = this.keyOf(caller, key, false);
    const entry = at === undefined ? undefined : this.entries.get(at);
    if (!entry || entry.changes !== this.changes() || now < entry.at || now - entry.at >= MAX_AGE_MS) return undefined;
    return entry.value;
  }

  /**
   * Keeps an answer of `bytes` made from the database as it was at `changes` (read before the
   * handler ran): a handler that wrote, or a write that came in while it awaited, leaves an answer
   * that is never served.
   */
  keep(caller: object, key: string, value: V, bytes: number, changes: number, now: number): void {
    this.entries.set(this.keyOf(caller, key, true)!, { value, changes, at: now }, bytes);
  }

  /** What all kept answers hold (for tests). */
  get size(): { entries: number; bytes: number } {
    return this.entries.size;
  }
}

const kept = new WeakMap<Database.Database, KeptAnswers<unknown>>();

/** The kept answers of a connection (KeptAnswers). */
export function keptAnswersOf<V>(sqlite: Database.Database): KeptAnswers<V> {
  let answers = kept.get(sqlite);
  if (!answers) kept.set(sqlite, (answers = new KeptAnswers<unknown>(sqlite)));
  return answers as KeptAnswers<V>;
}
