import type { TaxSettings, TaxSettingsPatch } from '../../../../server/contract/tax';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSaveTaxSettings } from '../../api/tax';
import { unversioned, type DocumentEndpoint } from '../../components/form/endpoint';

/**
 * GET and PUT /api/settings/tax (the document; rates and overrides are records, saved one by one).
 */
export function useTaxSettingsEndpoint(): DocumentEndpoint<TaxSettings, TaxSettingsPatch> {
  const { mutateAsync } = useSaveTaxSettings();
  return {
    queryKey: queryKeys.taxSettings,
    load: (signal) => api.call(ROUTES.tax.settings, { signal }).then(unversioned),
    save: (body) => mutateAsync(body).then(unversioned),
  };
}
