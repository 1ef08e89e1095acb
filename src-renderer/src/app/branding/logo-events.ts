import { LOGO_REFRESH_EVERY_MS, type KeyValueStorage, type LogoCache } from './logo-cache';

/**
 * When the logo is read again (spec part 2 §9): at once when a window starts showing it (sign-in,
 * the organization loaded), every 3 hours, when another window of the app saved a logo (it writes
 * LOGO_UPDATED_KEY; browsers tell the other windows through a `storage` event), and when a tab is
 * shown again more than 3 hours after the last read.
 */
export const LOGO_UPDATED_KEY = 'salon.logo.updated';

/** The parts of window and document this needs; tests hand in plain event targets. */
export interface LogoEventSources {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
    visibilityState: DocumentVisibilityState;
  };
}

/** Failures end with the default logo inside the cache; only a cancellation can reject. */
const quietly = (pending: Promise<unknown> | undefined) => void pending?.catch(() => undefined);

function updatedOrganization(text: string | null): string | undefined {
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as { organizationId?: unknown } | null;
    return typeof value?.organizationId === 'string' ? value.organizationId : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the refreshes of one organization's logo; the answer stops them. */
export function watchLogo(cache: LogoCache, organizationId: string, sources: LogoEventSources): () => void {
  quietly(cache.refresh());
  const timer = setInterval(() => quietly(cache.refresh()), LOGO_REFRESH_EVERY_MS);
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key === LOGO_UPDATED_KEY && updatedOrganization(newValue) === organizationId) quietly(cache.refresh());
  };
  const onVisibility = () => {
    if (sources.document.visibilityState === 'visible') quietly(cache.refreshIfStale());
  };
  sources.window.addEventListener('storage', onStorage);
  sources.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    sources.window.removeEventListener('storage', onStorage);
    sources.document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Tells the other windows of the app that this one saved a new logo (they read it again). */
export function announceLogoUpdate(storage: KeyValueStorage | undefined, organizationId: string, now: number): void {
  try {
    // The time makes each announcement a change: the same value twice fires no storage event.
    storage?.setItem(LOGO_UPDATED_KEY, JSON.stringify({ organizationId, at: now }));
  } catch {
    // Storage blocked: the other windows pick the logo up at their next refresh.
  }
}
