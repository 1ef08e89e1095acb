import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGO_REFRESH_EVERY_MS, LogoCache, type KeyValueStorage } from './logo-cache';
import { announceLogoUpdate, LOGO_UPDATED_KEY, watchLogo, type LogoEventSources } from './logo-events';

const ORG = '0190a000-0000-7000-8000-000000000001';
const OTHER_ORG = '0190a000-0000-7000-8000-000000000002';
const HOUR = 60 * 60 * 1000;

let fetchLogo: ReturnType<typeof vi.fn<(signal: AbortSignal) => Promise<string | null>>>;
/** Plain event targets standing in for window and document. */
type FakeSources = LogoEventSources & {
  window: EventTarget;
  document: EventTarget & { visibilityState: DocumentVisibilityState };
};
let sources: FakeSources;
let stop: () => void;

function storageEvent(key: string, newValue: string | null): Event {
  // Node has no StorageEvent; the handler reads only these two fields.
  return Object.assign(new Event('storage'), { key, newValue });
}

function setVisibility(state: DocumentVisibilityState) {
  sources.document.visibilityState = state;
  sources.document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
  fetchLogo = vi.fn(async () => '/logos/a.png');
  sources = {
    window: new EventTarget(),
    document: Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState }),
  };
  stop = watchLogo(new LogoCache({ organizationId: ORG, fetchLogo }), ORG, sources);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('when the logo is read again', () => {
  it('reads it at once when a window starts showing it (sign-in, organization loaded)', async () => {
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLogo).toHaveBeenCalledTimes(1);
  });

  it('reads it again every 3 hours', async () => {
    await vi.advanceTimersByTimeAsync(LOGO_REFRESH_EVERY_MS - 1);
    expect(fetchLogo).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLogo).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LOGO_REFRESH_EVERY_MS);
    expect(fetchLogo).toHaveBeenCalledTimes(3);
  });

  it('reads it when another window announces a new logo of this organization', async () => {
    await vi.advanceTimersByTimeAsync(5000);
    sources.window.dispatchEvent(storageEvent(LOGO_UPDATED_KEY, JSON.stringify({ organizationId: ORG, at: 1 })));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLogo).toHaveBeenCalledTimes(2);
  });

  it('ignores other keys, other organizations and unreadable announcements', async () => {
    await vi.advanceTimersByTimeAsync(5000);
    sources.window.dispatchEvent(storageEvent('something.else', JSON.stringify({ organizationId: ORG })));
    sources.window.dispatchEvent(storageEvent(LOGO_UPDATED_KEY, JSON.stringify({ organizationId: OTHER_ORG })));
    sources.window.dispatchEvent(storageEvent(LOGO_UPDATED_KEY, 'garbage'));
    sources.window.dispatchEvent(storageEvent(LOGO_UPDATED_KEY, null));
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchLogo).toHaveBeenCalledTimes(1);
  });

  it('reads it when a tab is shown again more than 3 hours after the last read, not sooner', async () => {
    await vi.advanceTimersByTimeAsync(0);
    stop();
    // Without the 3-hourly timer, so only the visibility rule can read it (a sleeping laptop's timers lag).
    const cache = new LogoCache({ organizationId: ORG, fetchLogo });
    await cache.refresh();
    fetchLogo.mockClear();
    const target = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    sources = { window: new EventTarget(), document: target };
    stop = watchLogo(cache, ORG, sources);
    await vi.advanceTimersByTimeAsync(1000);
    fetchLogo.mockClear();

    setVisibility('hidden');
    vi.setSystemTime(Date.now() + 2 * HOUR);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLogo).not.toHaveBeenCalled();

    setVisibility('hidden');
    vi.setSystemTime(Date.now() + HOUR + 1000);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLogo).toHaveBeenCalledTimes(1);
  });

  it('stops every refresh once nothing shows the logo', async () => {
    await vi.advanceTimersByTimeAsync(5000);
    stop();
    sources.window.dispatchEvent(storageEvent(LOGO_UPDATED_KEY, JSON.stringify({ organizationId: ORG })));
    await vi.advanceTimersByTimeAsync(4 * HOUR);
    expect(fetchLogo).toHaveBeenCalledTimes(1);
  });
});

describe('announcing a saved logo', () => {
  it('writes a new value each time, so the other windows get a storage event each time', () => {
    const written: string[] = [];
    const storage: KeyValueStorage = {
      getItem: () => null,
      setItem: (key, value) => {
        expect(key).toBe(LOGO_UPDATED_KEY);
        written.push(value);
      },
      removeItem: () => undefined,
    };
    announceLogoUpdate(storage, ORG, 1000);
    announceLogoUpdate(storage, ORG, 2000);
    expect(written.map((value) => JSON.parse(value) as unknown)).toEqual([
      { organizationId: ORG, at: 1000 },
      { organizationId: ORG, at: 2000 },
    ]);
  });
});
