import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { isApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { ROUTES } from '../../../../server/contract/routes';
import { LogoCache, type KeyValueStorage } from './logo-cache';
import { announceLogoUpdate, watchLogo } from './logo-events';

/**
 * The logo shown in the app's header: one cache per organization, shared by every part of this
 * window, refreshed while something shows it.
 */
function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some browsers throw on merely reading localStorage when site data is blocked.
    return undefined;
  }
}

/** GET /api/settings/logo; a 404 means no logo is set (the default logo), as §7 allows. */
async function fetchLogo(signal: AbortSignal): Promise<string | null> {
  try {
    return (await api.call(ROUTES.branding.logo, { signal })).logoUrl;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

const caches = new Map<string, LogoCache>();
const watchers = new Map<string, { count: number; stop: () => void }>();

function cacheFor(organizationId: string): LogoCache {
  let cache = caches.get(organizationId);
  if (!cache) {
    cache = new LogoCache({ organizationId, fetchLogo, storage: browserStorage() });
    caches.set(organizationId, cache);
  }
  return cache;
}

/** Counts who shows the logo, so the refreshes run once however many places show it. */
function watch(organizationId: string, cache: LogoCache): () => void {
  let watcher = watchers.get(organizationId);
  if (!watcher) {
    watcher = { count: 0, stop: watchLogo(cache, organizationId, { window, document }) };
    watchers.set(organizationId, watcher);
  }
  watcher.count += 1;
  const current = watcher;
  return () => {
    current.count -= 1;
    if (current.count > 0) return;
    current.stop();
    watchers.delete(organizationId);
  };
}

/** The organization's logo address, or null for the default logo. */
export function useAppLogo(organizationId: string): string | null {
  const cache = useMemo(() => cacheFor(organizationId), [organizationId]);
  useEffect(() => watch(organizationId, cache), [organizationId, cache]);
  return useSyncExternalStore(cache.subscribe, cache.current, cache.current);
}

/**
 * A save in this window changed the logo: it shows at once here, and the other windows of the
 * app are told to read it again.
 */
export function logoSaved(organizationId: string, logoUrl: string | null): void {
  const cache = cacheFor(organizationId);
  if (cache.current() === logoUrl) return;
  cache.adopt(logoUrl);
  announceLogoUpdate(browserStorage(), organizationId, Date.now());
}
