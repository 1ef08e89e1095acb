import type { BrandingConfig, BrandingConfigPatch } from '../../../../server/contract/branding';
import { loadBrandingConfig, useSaveBrandingConfig } from '../../api/branding';
import { queryKeys } from '../../api/query-keys';
import { unversioned, type DocumentEndpoint } from '../../components/form/endpoint';

/**
 * GET and PUT /api/tenant-branding/config as a settings document. Branding & Communications and
 * Integrations each save their part of it (a partial config); the answer is the whole document and
 * lands in the one cache every reader of the branding uses.
 */
export function useBrandingEndpoint(): DocumentEndpoint<BrandingConfig, BrandingConfigPatch> {
  const { mutateAsync } = useSaveBrandingConfig();
  return {
    queryKey: queryKeys.brandingConfig,
    load: (signal) => loadBrandingConfig(signal).then(unversioned),
    save: (body) => mutateAsync(body).then(unversioned),
  };
}
