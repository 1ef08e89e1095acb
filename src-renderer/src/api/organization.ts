import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationDataBody } from '../../../server/contract/organization';
import { ROUTES } from '../../../server/contract/routes';
import { api, etagOf } from './client';
import { queryKeys } from './query-keys';

/**
 * The If-Match value of a versioned record (a role, a tax rate, a team member) whose version came
 * in a list rather than with its own ETag; the server writes ETags as the quoted version.
 */
export function recordVersion(version: number | string): string {
  return etagOf(version);
}

/** General settings (GET /api/settings/organization-data); needs manage_organization_settings. */
export function useOrganizationData() {
  return useQuery({
    queryKey: queryKeys.organizationData,
    queryFn: ({ signal }) => api.call(ROUTES.organizations.data, { signal }),
  });
}

/**
 * PUT with If-Match from the last read (the client remembers the ETag of the path), so a form
 * opened before someone else's save gets 412 instead of overwriting it. The organization's name is
 * also in the session (header, user menu) and its regional settings are what personal preferences
 * fall back to: both are refreshed, as is the overview's plan card.
 */
export function useSaveOrganizationData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationDataBody) => api.call(ROUTES.organizations.saveData, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.organizationData, saved);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
        queryClient.invalidateQueries({ queryKey: queryKeys.organizationRegional }),
        // Members' regional preferences follow the organization's until they choose their own.
        queryClient.invalidateQueries({ queryKey: queryKeys.userPreferences }),
        queryClient.invalidateQueries({ queryKey: queryKeys.overview }),
      ]);
    },
  });
}
