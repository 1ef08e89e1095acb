import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../../server/contract/routes';
import type {
  CreateServiceTaxOverrideBody,
  CreateTaxRateBody,
  ServiceTaxOverride,
  TaxRate,
  TaxSettingsPatch,
  UpdateServiceTaxOverrideBody,
  UpdateTaxRateBody,
} from '../../../server/contract/tax';
import { api } from './client';
import { recordVersion } from './organization';
import { queryKeys } from './query-keys';

// Tax Configuration (organization/tax); every call needs manage_tax_settings.
const { tax } = ROUTES;

export function useTaxSettings() {
  return useQuery({
    queryKey: queryKeys.taxSettings,
    queryFn: ({ signal }) => api.call(tax.settings, { signal }),
  });
}

/** PUT with If-Match from the last read of the document. */
export function useSaveTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TaxSettingsPatch) => api.call(tax.saveSettings, { body: patch }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.taxSettings, saved),
  });
}

export function useTaxRates() {
  return useQuery({
    queryKey: queryKeys.taxRates,
    queryFn: ({ signal }) => api.call(tax.rates, { signal }).then((r) => r.items),
  });
}

export function useTaxOverrides() {
  return useQuery({
    queryKey: queryKeys.taxOverrides,
    queryFn: ({ signal }) => api.call(tax.overrides, { signal }).then((r) => r.items),
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
    mutationFn: (body: CreateTaxRateBody) => api.call(tax.createRate, { body }),
    onSettled: () => void refresh(),
  });
}

export function useUpdateTaxRate() {
  const refresh = useRefreshTax();
  return useMutation({
    mutationFn: ({ rate, changes }: { rate: TaxRate; changes: UpdateTaxRateBody }) =>
      api.call(tax.updateRate, { params: { id: rate.id }, body: changes, ifMatch: recordVersion(rate.version) }),
    onSettled: () => void refresh(),
  });
}

export function useDeleteTaxRate() {
  const refresh = useRefreshTax();
  return useMutation({
    mutationFn: (rate: TaxRate) =>
      api.call(tax.removeRate, { params: { id: rate.id }, ifMatch: recordVersion(rate.version) }),
    onSettled: () => void refresh(),
  });
}

/** The active services, for choosing one to give its own rate (any team member may read them). */
export function useBookableServices() {
  return useQuery({
    queryKey: queryKeys.bookableTreatments,
    queryFn: ({ signal }) => api.call(ROUTES.treatments.list, { signal }),
  });
}

export function useCreateTaxOverride() {
  const refresh = useRefreshTax();
  return useMutation({
    mutationFn: (body: CreateServiceTaxOverrideBody) => api.call(tax.createOverride, { body }),
    onSettled: () => void refresh(),
  });
}

export function useUpdateTaxOverride() {
  const refresh = useRefreshTax();
  return useMutation({
    mutationFn: ({ override, changes }: { override: ServiceTaxOverride; changes: UpdateServiceTaxOverrideBody }) =>
      api.call(tax.updateOverride, {
        params: { id: override.id },
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
      api.call(tax.removeOverride, { params: { id: override.id }, ifMatch: recordVersion(override.version) }),
    onSettled: () => void refresh(),
  });
}
