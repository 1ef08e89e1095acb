import type { BrandingConfig, BrandingConfigPatch } from '../../../../server/contract/branding';
import { loadBrandingConfig, useSaveBrandingConfig } from '../../api/branding';
import { queryKeys } from '../../api/query-keys';
import { unversioned, type DocumentEndpoint } from '../../components/form/endpoint';
import { themeSelectionOf } from '../../app/providers/brand-theme';

/**
 * The branding document (GET/PUT /api/tenant-branding/config) as this page edits it: the whole
 * document is read (one cache for every reader of the branding), and a save sends only the theme
 * shape of §7, {theme, designLanguage, isDarkMode}, with If-Match from the last read.
 */
export function useThemeEndpoint(): DocumentEndpoint<BrandingConfig, BrandingConfigPatch> {
  const { mutateAsync } = useSaveBrandingConfig();
  return {
    queryKey: queryKeys.brandingConfig,
    load: (signal) => loadBrandingConfig(signal).then(unversioned),
    save: (body) => mutateAsync(body).then(unversioned),
  };
}

/** What a save sends: the theme's three fields, never the brand, logo or links of the other pages. */
export const themeBodyOf = (values: BrandingConfig): BrandingConfigPatch => themeSelectionOf(values);
