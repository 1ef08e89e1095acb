import { useQuery } from '@tanstack/react-query';
import type { UserPreferences } from '../../../server/contract/preferences';
import { ROUTES } from '../../../server/contract/routes';
import { api } from './client';
import { queryKeys } from './query-keys';

const queryFn = ({ signal }: { signal: AbortSignal }) => api.call(ROUTES.settings.userPreferences, { signal });

/** Loads the signed-in user's preferences; `enabled` waits for a session (a 401 would end it). */
export function useUserPreferences(enabled = true) {
  return useQuery({ queryKey: queryKeys.userPreferences, queryFn, enabled });
}

/**
 * Reads the preferences once something else has loaded them, without fetching: the providers above
 * the sign-in screen (language, theme) use it, and fall back to defaults while it is empty.
 */
export function useCachedUserPreferences(): UserPreferences | undefined {
  return useQuery({ queryKey: queryKeys.userPreferences, queryFn, enabled: false }).data;
}
