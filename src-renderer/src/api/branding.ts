import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_BRANDING, type BrandingConfig, type BrandingConfigPatch } from '../../../server/contract/branding';
import { ROUTES } from '../../../server/contract/routes';
import { isApiError } from './api-error';
import { api } from './client';
import { queryKeys } from './query-keys';

/**
 * The organization's branding document (GET/PUT /api/tenant-branding/config): brand, logo, colours,
 * social links, and the theme. Branding & Communications, Integrations, Theme Customization and the
 * app-wide theme all read it through these hooks, under one key, so a save anywhere shows everywhere.
 */
const { branding } = ROUTES;

/** The branding; a 404 means none is stored yet and reads as the defaults (spec part 2 §7). */
export async function loadBrandingConfig(signal?: AbortSignal): Promise<BrandingConfig> {
  try {
    return await api.call(branding.config, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return structuredClone(DEFAULT_BRANDING);
    throw error;
  }
}

const queryFn = ({ signal }: { signal: AbortSignal }) => loadBrandingConfig(signal);

/** Loads the branding; `enabled` waits for a session (every signed-in user may read it). */
export function useBrandingConfig(enabled = true) {
  return useQuery({ queryKey: queryKeys.brandingConfig, queryFn, enabled });
}

/** Reads the branding once something else has loaded it, without fetching (providers above sign-in). */
export function useCachedBrandingConfig(): BrandingConfig | undefined {
  return useQuery({ queryKey: queryKeys.brandingConfig, queryFn, enabled: false }).data;
}

/**
 * PUT a partial config (one of the three shapes of §7). The client sends the ETag it remembers for
 * the path as If-Match (the GET and PUT share it), so a stale page gets 412 instead of overwriting.
 * The answer is the whole saved document and replaces the cache: the theme, the header and every
 * page reading the branding follow at once.
 */
export function saveBrandingConfig(patch: BrandingConfigPatch): Promise<BrandingConfig> {
  return api.call(branding.saveConfig, { body: patch });
}

export function useSaveBrandingConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBrandingConfig,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.brandingConfig, saved);
    },
  });
}
