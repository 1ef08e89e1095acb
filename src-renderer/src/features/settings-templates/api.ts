import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSettingsTemplateBody, SettingsTemplate } from '../../../../server/contract/settings-templates';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';

// Settings Templates (spec part 3 §2, issue 17). Every member reads the list; the writes need
// manage_organization_settings (the page hides them from others). Applying goes through POST
// .../apply only: the server takes a recovery point first and counts the use itself, so the
// spec's separate PATCH .../usage is never called from here (it would count the use twice).
const { settingsTemplates } = ROUTES;

export const settingsTemplateKeys = {
  all: ['settings-templates'] as const,
  list: ['settings-templates', 'list'] as const,
};

export const settingsTemplateListQuery = () =>
  queryOptions({
    queryKey: settingsTemplateKeys.list,
    queryFn: async ({ signal }) => (await api.call(settingsTemplates.list, { signal })).templates,
  });

export function useSettingsTemplates() {
  return useQuery(settingsTemplateListQuery());
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: settingsTemplateKeys.all });
}

/** Saves the current settings as a template (no `data`: the server snapshots them). */
export function useCreateSettingsTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateSettingsTemplateBody) => api.call(settingsTemplates.create, { body }),
    onSuccess: () => void refresh(),
  });
}

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (template: SettingsTemplate) => api.call(settingsTemplates.favorite, { params: { id: template.id } }),
    onSuccess: (updated) => {
      // The star turns at once; the list is read again behind it.
      queryClient.setQueryData<SettingsTemplate[]>(settingsTemplateKeys.list, (list) =>
        list?.map((template) => (template.id === updated.id ? updated : template)),
      );
      void refresh();
    },
  });
}

export function useDeleteSettingsTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (template: SettingsTemplate) => api.call(settingsTemplates.remove, { params: { id: template.id } }),
    onSettled: () => void refresh(),
  });
}

/** Takes a recovery point, writes the template's settings and counts the use, all on the server. */
export function useApplySettingsTemplate() {
  return useMutation({
    mutationFn: (template: SettingsTemplate) => api.call(settingsTemplates.apply, { params: { id: template.id } }),
  });
}
