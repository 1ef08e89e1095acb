import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateTaxRateBody,
  ServiceTaxOverride,
  TaxRate,
  TaxSettings,
  TaxSettingsPatch,
  UpdateServiceTaxOverrideBody,
  UpdateTaxRateBody,
} from '../../../server/contract/tax';
import { api } from './client';
import { recordVersion } from './organization';
import { queryKeys } from './query-keys';

// Tax Configuration (organization/tax); every call needs manage_tax_settings.

const SETTINGS_PATH = '/api/settings/tax';
const RATES_PATH = '/api/settings/tax/rates';
const OVERRIDES_PATH = '/api/settings/tax/overrides';
const ratePath = (id: string) => `${RATES_PATH}/${encodeURIComponent(id)}`;
const overridePath = (id: string) => `${OVERRIDES_PATH}/${encodeURIComponent(id)}`;

export function useTaxSettings() {
  return useQuery({
    queryKey: queryKeys.taxSettings,
    queryFn: ({ signal }) => api.get<TaxSettings>(SETTINGS_PATH, { signal }),
  });
}

/** PUT with If-Match from the last read of the document. */
export function useSaveTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TaxSettingsPatch) => api.put<TaxSettings>(SETTINGS_PATH, { body: patch }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.taxSettings, saved),
  });
}

export function useTaxRates() {
  return useQuery({
    queryKey: queryKeys.taxRates,
    queryFn: ({ signal }) => api.get<{ items: TaxRate[] }>(RATES_PATH, { signal }).then((r) => r.items),
  });
}

export function useTaxOverrides() {
  return useQuery({
    queryKey: queryKeys.taxOverrides,
    queryFn: ({ signal }) => api.get<{ items: ServiceTaxOverride[] }>(OVERRIDES_PATH, { signal }).then((r) => r.items),
  });
}

/**
 * Rates and overrides refer to each other (a default flag moves between rates, a rate counts the
 * overrides that use it), so any change to either reloads both.
 */
function useRefreshTax() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.taxRates }),
      queryClient.invalidateQueries({ queryKey: queryKeys.taxOverrides }),
    ]);
}

export function useCreateTaxRate() {
  const refresh = useRefreshTax();
  return useMutation({
    mutationFn: (body: CreateTaxRateBody) => api.post<TaxRate>(RATES_PATH, { body }),
    onSettled: () => void refresh(),
  });
}

export function useUpdateTaxRate() {
  const refresh = useRefreshTax();
  return useMutation({
    mutationFn: ({ rate, changes }: { rate: TaxRate; changes: UpdateTaxRateBody }) =>
      api.put<TaxRate>(ratePath(rate.id), { body: changes, ifMatch: recordVersion(rate.version) }),
    onSettled: () => void refresh(),
  });
}

export function useDeleteTaxRate() {
  const refresh = useRefreshTax();
  return useMutation({
    mutationFn: (rate: TaxRate) => api.delete<undefined>(ratePath(rate.id), { ifMatch: recordVersion(rate.version) }),
    onSettled: () => void refresh(),
  });
}

export function useUpdateTaxOverride() {
  const refresh = useRefreshTax();
  return useMutation({
    mutationFn: ({ override, changes }: { override: ServiceTaxOverride; changes: UpdateServiceTaxOverrideBody }) =>
      api.put<ServiceTaxOverride>(overridePath(override.id), {
        body: changes,
        ifMatch: recordVersion(override.version),
      }),
    onSettled: () => void refresh(),
  });
}

export function useDeleteTaxOverride() {
  const refresh = useRefreshTax();
  return useMutation({
    mutationFn: (override: ServiceTaxOverride) =>
      api.delete<undefined>(overridePath(override.id), { ifMatch: recordVersion(override.version) }),
    onSettled: () => void refresh(),
  });
}
