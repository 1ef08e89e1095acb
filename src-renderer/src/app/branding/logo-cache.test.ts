import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { LOGO_CACHE_VALID_MS, LOGO_MEMORY_MS, LogoCache, logoCacheKey, type KeyValueStorage } from './logo-cache';

const ORG = '0190a000-0000-7000-8000-000000000001';
const HOUR = 60 * 60 * 1000;

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
/** What the server answers next; an Error is thrown. */
let answer: string | null | Error;
let fetchLogo: ReturnType<typeof vi.fn<(signal: AbortSignal) => Promise<string | null>>>;

const newCache = () => new LogoCache({ organizationId: ORG, fetchLogo, storage });
const stored = () => JSON.parse(storage.getItem(logoCacheKey(ORG)) ?? 'null') as unknown;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
  storage = new MemoryStorage();
  answer = '/logos/a.png';
  fetchLogo = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the logo kept in localStorage', () => {
  it('is read from the server the first time and kept with the time it was read', async () => {
    const cache = newCache();
    expect(cache.current()).toBeNull();
    await expect(cache.load()).resolves.toBe('/logos/a.png');
    expect(cache.current()).toBe('/logos/a.png');
    expect(stored()).toEqual({ url: '/logos/a.png', fetchedAt: Date.now() });
  });

  it('is shown at once by a new window and not read again for 3 hours', async () => {
    await newCache().load();
    vi.advanceTimersByTime(3 * HOUR - 1000);
    const other = newCache();
    expect(other.current()).toBe('/logos/a.png');
    await expect(other.load()).resolves.toBe('/logos/a.png');
    expect(fetchLogo).toHaveBeenCalledTimes(1);
  });

  it('is no longer valid after 3 hours: a new window shows the default and reads it again', async () => {
    await newCache().load();
    vi.advanceTimersByTime(LOGO_CACHE_VALID_MS);
    answer = '/logos/b.png';
    const other = newCache();
    expect(other.current()).toBeNull();
    await expect(other.load()).resolves.toBe('/logos/b.png');
    expect(fetchLogo).toHaveBeenCalledTimes(2);
  });

  it('ignores what it cannot read there', async () => {
    storage.setItem(logoCacheKey(ORG), '{not json');
    const cache = newCache();
    expect(cache.current()).toBeNull();
    await expect(cache.load()).resolves.toBe('/logos/a.png');
    expect(fetchLogo).toHaveBeenCalledTimes(1);
  });

  it('still works when localStorage refuses to be used', async () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    const cache = new LogoCache({ organizationId: ORG, fetchLogo, storage: blocked });
    await expect(cache.load()).resolves.toBe('/logos/a.png');
    await expect(cache.load()).resolves.toBe('/logos/a.png');
    expect(fetchLogo).toHaveBeenCalledTimes(1);
  });
});

describe('the logo kept in memory', () => {
  it('is reused for 180 seconds', async () => {
    const cache = newCache();
    await cache.load();
    storage.items.clear();
    vi.advanceTimersByTime(LOGO_MEMORY_MS - 1);
    await cache.load();
    expect(fetchLogo).toHaveBeenCalledTimes(1);
    // After 180 s memory no longer answers; localStorage (emptied here) does not either.
    vi.advanceTimersByTime(1);
    await cache.load();
    expect(fetchLogo).toHaveBeenCalledTimes(2);
  });

  it('shares one request between callers while it is under way', async () => {
    const cache = newCache();
    const loads = [cache.load(), cache.load()];
    // A refresh asked while that request runs may be about a newer logo: it waits for it and for
    // the 1-second spacing, then asks again.
    const refresh = cache.refresh();
    await expect(Promise.all(loads)).resolves.toEqual(['/logos/a.png', '/logos/a.png']);
    expect(fetchLogo).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(refresh).resolves.toBe('/logos/a.png');
    expect(fetchLogo).toHaveBeenCalledTimes(2);
  });
});

describe('a forced refresh', () => {
  it('skips both caches', async () => {
    const cache = newCache();
    await cache.load();
    vi.advanceTimersByTime(5000);
    answer = '/logos/b.png';
    await expect(cache.refresh()).resolves.toBe('/logos/b.png');
    expect(cache.current()).toBe('/logos/b.png');
    expect(fetchLogo).toHaveBeenCalledTimes(2);
  });

  it('keeps requests at least 1 second apart, and refreshes asked meanwhile share one request', async () => {
    const cache = newCache();
    await cache.refresh();
    const started: number[] = [];
    fetchLogo.mockImplementation(async () => {
      started.push(Date.now());
      return '/logos/c.png';
    });
    const first = Date.now();
    vi.advanceTimersByTime(300);
    const pending = [cache.refresh(), cache.refresh(), cache.refresh()];
    await vi.advanceTimersByTimeAsync(699);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(Promise.all(pending)).resolves.toEqual(['/logos/c.png', '/logos/c.png', '/logos/c.png']);
    expect(started).toEqual([first + 1000]);
  });

  it('after 3 hours only: a tab shown again reads the logo when the last read is older', async () => {
    const cache = newCache();
    await cache.refresh();
    vi.advanceTimersByTime(2 * HOUR);
    expect(cache.refreshIfStale()).toBeUndefined();
    vi.advanceTimersByTime(HOUR + 1);
    await expect(cache.refreshIfStale()).resolves.toBe('/logos/a.png');
    expect(fetchLogo).toHaveBeenCalledTimes(2);
  });
});

describe('a failed read', () => {
  it('shows the default logo and keeps nothing for 3 hours, so the next load asks again', async () => {
    const cache = newCache();
    await cache.load();
    vi.advanceTimersByTime(LOGO_CACHE_VALID_MS);
    answer = new ApiError(500, 'Internal Server Error');
    await expect(cache.load()).resolves.toBeNull();
    expect(cache.current()).toBeNull();
    // localStorage still holds the last good read (now expired), not the stand-in.
    expect(stored()).toMatchObject({ url: '/logos/a.png' });
    answer = '/logos/a.png';
    vi.advanceTimersByTime(LOGO_MEMORY_MS);
    await expect(cache.load()).resolves.toBe('/logos/a.png');
    expect(fetchLogo).toHaveBeenCalledTimes(3);
  });

  it('is retried with back-off when the server is unavailable', async () => {
    const cache = newCache();
    fetchLogo.mockRejectedValueOnce(new ApiError(503, 'Service Unavailable'));
    const result = cache.load();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('/logos/a.png');
    expect(fetchLogo).toHaveBeenCalledTimes(2);
  });
});

describe('a logo saved in this window', () => {
  it('is shown at once and kept, without a request', async () => {
    const cache = newCache();
    await cache.load();
    const seen: (string | null)[] = [];
    cache.subscribe(() => seen.push(cache.current()));
    cache.adopt('/logos/new.png');
    expect(seen).toEqual(['/logos/new.png']);
    expect(stored()).toEqual({ url: '/logos/new.png', fetchedAt: Date.now() });
    await cache.load();
    expect(fetchLogo).toHaveBeenCalledTimes(1);
    cache.adopt(null);
    expect(cache.current()).toBeNull();
  });

  it('tells subscribers only when the logo changes', async () => {
    const cache = newCache();
    const listener = vi.fn();
    cache.subscribe(listener);
    await cache.load();
    vi.advanceTimersByTime(5000);
    await cache.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
