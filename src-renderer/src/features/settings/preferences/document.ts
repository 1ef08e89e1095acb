import type { UserPreferences, UserPreferencesPatch } from '../../../../../server/contract/preferences';
import { useSaveUserPreferences } from '../../../api/account';
import { ROUTES } from '../../../../../server/contract/routes';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { unversioned, type DocumentEndpoint } from '../../../components/form/endpoint';

/**
 * GET and POST /api/settings/user: the user's preferences, which Preferences and Privacy Settings
 * each edit a part of. The save goes through the api module's mutation, which also refreshes what
 * shows the user's settings and tells the rest of the page (part 1 §4).
 */
export function useUserPreferencesEndpoint(): DocumentEndpoint<UserPreferences, UserPreferencesPatch> {
  const { mutateAsync } = useSaveUserPreferences();
  return {
    queryKey: queryKeys.userPreferences,
    load: (signal) => api.call(ROUTES.settings.userPreferences, { signal }).then(unversioned),
    save: (body) => mutateAsync(body).then(unversioned),
  };
}
