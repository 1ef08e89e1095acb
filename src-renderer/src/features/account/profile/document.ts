import type { Profile, UpdateProfileBody } from '../../../../../server/contract/account';
import { useUpdateProfile } from '../../../api/account';
import { ROUTES } from '../../../../../server/contract/routes';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { unversioned, type DocumentEndpoint } from '../../../components/form/endpoint';

/**
 * GET and PUT /api/users/profile. The save goes through the api module's mutation, which also
 * refreshes the session and the team list (the name shows there).
 */
export function useProfileEndpoint(): DocumentEndpoint<Profile, UpdateProfileBody> {
  const { mutateAsync } = useUpdateProfile();
  return {
    queryKey: queryKeys.profile,
    load: (signal) => api.call(ROUTES.account.profile, { signal }).then(unversioned),
    save: (body) => mutateAsync(body).then(unversioned),
  };
}
