import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../../../server/contract/routes';
import type {
  CreateCategoryBody,
  CreateServiceBody,
  Service,
  ServiceCategory,
  UpdateCategoryBody,
  UpdateServiceBody,
} from '../../../../server/contract/services';
import { api } from '../../api/client';
import { recordVersion } from '../../api/organization';
import { queryKeys } from '../../api/query-keys';

// The Services tab of Services & Booking (organization/services); every call needs
// manage_organization_settings, except the form templates any team member may read.
const { services, treatments } = ROUTES;

/** Under the services prefix, so a change to the menu refreshes it with the rest. */
const formTemplatesKey = ['services', 'form-templates'] as const;
const servicesPrefix = ['services'] as const;

export function useServiceCategories() {
  return useQuery({
    queryKey: queryKeys.categories,
    queryFn: ({ signal }) => api.call(services.categories, { signal }),
  });
}

/** Every service of the organization, archived ones included; the tab filters them by category itself. */
export function useServices() {
  return useQuery({
    queryKey: queryKeys.treatments,
    queryFn: ({ signal }) => api.call(services.treatments, { signal }),
  });
}

export function useFormTemplates() {
  return useQuery({
    queryKey: formTemplatesKey,
    queryFn: ({ signal }) => api.call(treatments.formTemplates, { signal }),
  });
}

/**
 * Spec §7: "Mutations clear cached treatment and service-settings responses". Categories count
 * their services, so a change to either reloads both.
 */
function useRefreshMenu() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: servicesPrefix });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  const refresh = useRefreshMenu();
  return useMutation({
    mutationFn: (body: CreateCategoryBody) => api.call(services.createCategory, { body }),
    // In the list at once: the sidebar selects the new category before the list is read again.
    onSuccess: (created) =>
      queryClient.setQueryData<ServiceCategory[]>(queryKeys.categories, (list) => (list ? [...list, created] : list)),
    onSettled: () => void refresh(),
  });
}

export function useUpdateCategory() {
  const refresh = useRefreshMenu();
  return useMutation({
    mutationFn: ({ category, changes }: { category: ServiceCategory; changes: UpdateCategoryBody }) =>
      api.call(services.updateCategory, {
        params: { id: category.id },
        body: changes,
        ifMatch: recordVersion(category.version),
      }),
    onSettled: () => void refresh(),
  });
}

export function useDeleteCategory() {
  const refresh = useRefreshMenu();
  return useMutation({
    mutationFn: (category: ServiceCategory) =>
      api.call(services.removeCategory, { params: { id: category.id }, ifMatch: recordVersion(category.version) }),
    onSettled: () => void refresh(),
  });
}

/**
 * Saves the sidebar's order. The list moves at once (a drag that snaps back until the server
 * answers would feel broken) and goes back to the server's order if the save fails.
 */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: readonly ServiceCategory[]) =>
      api.call(services.reorderCategories, { body: { categoryIds: ordered.map((category) => category.id) } }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.categories });
      const before = queryClient.getQueryData<ServiceCategory[]>(queryKeys.categories);
      queryClient.setQueryData<ServiceCategory[]>(
        queryKeys.categories,
        ordered.map((category, order) => ({ ...category, order })),
      );
      return { before };
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.categories, saved),
    onError: (_error, _ordered, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.categories, context.before);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.categories }),
  });
}

export function useCreateService() {
  const refresh = useRefreshMenu();
  return useMutation({
    mutationFn: (body: CreateServiceBody) => api.call(services.createTreatment, { body }),
    onSettled: () => void refresh(),
  });
}

export function useUpdateService() {
  const refresh = useRefreshMenu();
  return useMutation({
    mutationFn: ({ service, changes }: { service: Service; changes: UpdateServiceBody }) =>
      api.call(services.updateTreatment, {
        params: { id: service.id },
        body: changes,
        ifMatch: recordVersion(service.version),
      }),
    onSettled: () => void refresh(),
  });
}

export function useDeleteService() {
  const refresh = useRefreshMenu();
  return useMutation({
    mutationFn: (service: Service) =>
      api.call(services.removeTreatment, { params: { id: service.id }, ifMatch: recordVersion(service.version) }),
    onSettled: () => void refresh(),
  });
}
