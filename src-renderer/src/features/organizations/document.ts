import type { OrganizationData, OrganizationDataBody } from '../../../../server/contract/organization';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';
import { useSaveOrganizationData } from '../../api/organization';
import { queryKeys } from '../../api/query-keys';
import { unversioned, type DocumentEndpoint } from '../../components/form/endpoint';

/**
 * GET and PUT /api/settings/organization-data. The save goes through the api module's mutation,
 * which also refreshes the session (the name in the header), the regional settings and the
 * overview.
 */
export function useOrganizationDataEndpoint(): DocumentEndpoint<OrganizationData, OrganizationDataBody> {
  const { mutateAsync } = useSaveOrganizationData();
  return {
    queryKey: queryKeys.organizationData,
    load: (signal) => api.call(ROUTES.organizations.data, { signal }).then(unversioned),
    save: (body) => mutateAsync(body).then(unversioned),
  };
}
