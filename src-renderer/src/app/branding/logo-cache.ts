import { fetchLogoWithRetry, sleep, type LogoFetchOutcome } from './logo-fetch';

/**
 * The app's logo cache (spec part 2 §9). The logo is kept in localStorage with the time it was
 * read and is valid there for 3 hours, so a new window shows it at once; in memory a read is
 * reused for 180 seconds; requests are at least 1 second apart. A forced refresh (sign-in, the
 * organization loaded, another window saved a logo, the 3-hourly refresh, a tab shown again after
 * 3 hours) skips both caches but keeps the spacing, and refreshes asked for meanwhile share one
 * request.
 */
export const LOGO_CACHE_VALID_MS = 3 * 60 * 60 * 1000;
export const LOGO_MEMORY_MS = 180 * 1000;
export const LOGO_MIN_REQUEST_GAP_MS = 1000;
export const LOGO_REFRESH_EVERY_MS = LOGO_CACHE_VALID_MS;

/** What localStorage offers (absent or throwing in a locked-down browser: then memory only). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const logoCacheKey = (organizationId: string) => `salon.logo.${organizationId}`;

interface Stored {
  url: string | null;
  fetchedAt: number;
}

function parseStored(text: string | null): Stored | undefined {
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Stored> | null;
    if (typeof value !== 'object' || value === null || typeof value.fetchedAt !== 'number') return undefined;
    if (value.url !== null && typeof value.url !== 'string') return undefined;
    return { url: value.url, fetchedAt: value.fetchedAt };
  } catch {
    // Written by an older version or by hand: read again from the server.
    return undefined;
  }
}

export interface LogoCacheOptions {
  organizationId: string;
  /** One request for the logo: its address, or null when the organization has none. */
  fetchLogo: (signal: AbortSignal) => Promise<string | null>;
  storage?: KeyValueStorage;
  now?: () => number;
}

export class LogoCache {
  private readonly key: string;
  private readonly fetchLogo: LogoCacheOptions['fetchLogo'];
  private readonly storage: KeyValueStorage | undefined;
  private readonly now: () => number;
  /** The last answer (or the default after a failure), and when this tab took it. */
  private memory: { url: string | null; at: number } | undefined;
  /** When the shown logo was last read from the server (here or by another tab, via storage). */
  private fetchedAt: number | undefined;
  private lastRequestAt = Number.NEGATIVE_INFINITY;
  private inFlight: Promise<string | null> | undefined;
  /** A forced refresh waiting for the request before it or for the 1-second spacing. */
  private queued: Promise<string | null> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly lifetime = new AbortController();
  private shown: string | null;

  constructor(options: LogoCacheOptions) {
    this.key = logoCacheKey(options.organizationId);
    this.fetchLogo = options.fetchLogo;
    this.storage = options.storage;
    this.now = options.now ?? Date.now;
    // A window opened within 3 hours of the last read shows that logo at once (no flash of the default).
    const stored = this.readStored();
    const valid = stored !== undefined && this.now() - stored.fetchedAt < LOGO_CACHE_VALID_MS;
    this.shown = valid ? stored.url : null;
    if (valid) this.fetchedAt = stored.fetchedAt;
  }

  /** What to show now: the last answer, or the default logo (null). Stable between changes. */
  readonly current = (): string | null => this.shown;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** When the logo was last read from the server; undefined: never. */
  lastFetchedAt(): number | undefined {
    return this.fetchedAt;
  }

  /** The logo, from memory (180 s), else localStorage (3 hours), else the server. */
  load(): Promise<string | null> {
    const now = this.now();
    if (this.memory && now - this.memory.at < LOGO_MEMORY_MS) return Promise.resolve(this.memory.url);
    const pending = this.queued ?? this.inFlight;
    if (pending) return pending;
    const stored = this.readStored();
    if (stored && now - stored.fetchedAt < LOGO_CACHE_VALID_MS) {
      this.fetchedAt = stored.fetchedAt;
      this.take(stored.url, now);
      return Promise.resolve(stored.url);
    }
    return this.refresh();
  }

  /** Reads the logo from the server now (caches skipped), at least 1 s after the last request. */
  refresh(): Promise<string | null> {
    if (this.queued) return this.queued;
    const before = this.inFlight;
    const wait = this.lastRequestAt + LOGO_MIN_REQUEST_GAP_MS - this.now();
    // Nothing to wait for: start at once, so a caller sees the request under way.
    if (!before && wait <= 0) return this.request();
    const queued = (async () => {
      // A request already under way may have started before the change this refresh is about.
      if (before) await before.catch(() => undefined);
      const gap = this.lastRequestAt + LOGO_MIN_REQUEST_GAP_MS - this.now();
      if (gap > 0) await sleep(gap, this.lifetime.signal);
      this.queued = undefined;
      return this.request();
    })();
    this.queued = queued;
    // Cancelled by dispose(): nobody waits for it any more.
    queued.catch(() => undefined);
    return queued;
  }

  /** Refreshes when the logo was last read more than 3 hours ago (a tab shown again). */
  refreshIfStale(): Promise<string | null> | undefined {
    const fetchedAt = this.fetchedAt;
    if (fetchedAt !== undefined && this.now() - fetchedAt <= LOGO_CACHE_VALID_MS) return undefined;
    return this.refresh();
  }

  /** This window saved a logo: the saved answer is the logo (memory and storage), no request. */
  adopt(url: string | null): void {
    const now = this.now();
    this.fetchedAt = now;
    this.store({ url, fetchedAt: now });
    this.take(url, now);
  }

  /** Stops pending waits and requests (the organization changed, or no one shows the logo). */
  dispose(): void {
    this.lifetime.abort();
    this.listeners.clear();
  }

  private request(): Promise<string | null> {
    this.lastRequestAt = this.now();
    const running = fetchLogoWithRetry(this.fetchLogo, this.lifetime.signal).then((outcome) => this.settle(outcome));
    this.inFlight = running;
    const clear = () => {
      if (this.inFlight === running) this.inFlight = undefined;
    };
    running.then(clear, clear);
    return running;
  }

  private settle({ url, failed }: LogoFetchOutcome): string | null {
    const now = this.now();
    // The default logo after a failure is shown but not kept for 3 hours, nor counted as a read:
    // the next load (after 180 s) or a tab shown again asks the server again.
    if (!failed) {
      this.fetchedAt = now;
      this.store({ url, fetchedAt: now });
    }
    this.take(url, now);
    return url;
  }

  private take(url: string | null, at: number): void {
    this.memory = { url, at };
    if (url === this.shown) return;
    this.shown = url;
    for (const listener of this.listeners) listener();
  }

  private readStored(): Stored | undefined {
    try {
      return parseStored(this.storage?.getItem(this.key) ?? null);
    } catch {
      return undefined;
    }
  }

  private store(value: Stored): void {
    try {
      this.storage?.setItem(this.key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: memory still holds it.
    }
  }
}
