/**
 * Values held in memory within a budget of bytes (and, if given, of entries), the oldest out first:
 * oldest by when they were stored, or by when last used for a caller that `touch`es them. A value
 * bigger than an eighth of the budget is not held at all, rather than pushing out many others.
 * Kept answers (db/read-cache.ts) and the pictures read lately (images/stored-pictures.ts) use it.
 */
export class BoundedStore<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** The value, counted as used now: it goes out last (the Map's order is the order of use). */
  touch(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes / 8) return;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** What the store holds now (for tests). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
