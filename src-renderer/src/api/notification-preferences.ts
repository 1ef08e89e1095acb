import { useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../server/contract/notification-preferences';
import { isApiError } from './api-error';
import { api } from './client';
import { queryKeys } from './query-keys';

/**
 * Part 1 §7: GET and PUT /notifications/preferences, falling back to /users/notification-preferences
 * when a server does not have the first. Both paths answer the same document here; the one that
 * answered the read is also the one written to, so its ETag goes back as If-Match.
 */
export const NOTIFICATION_PREFERENCES_PATHS = [
  '/api/notifications/preferences',
  '/api/users/notification-preferences',
] as const;

type PreferencesPath = (typeof NOTIFICATION_PREFERENCES_PATHS)[number];

let answeringPath: PreferencesPath = NOTIFICATION_PREFERENCES_PATHS[0];

const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 405);

async function withFallback<T>(call: (path: PreferencesPath) => Promise<T>, first: PreferencesPath): Promise<T> {
  const paths = [first, ...NOTIFICATION_PREFERENCES_PATHS.filter((path) => path !== first)];
  let lastError: unknown;
  for (const path of paths) {
    try {
      const result = await call(path);
      answeringPath = path;
      return result;
    } catch (error) {
      if (!isMissing(error)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

export function fetchNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return withFallback((path) => api.get<NotificationPreferences>(path, { signal }), NOTIFICATION_PREFERENCES_PATHS[0]);
}

/** One attempt at saving the flat fields; retries are the page's (they are announced to the user). */
export function putNotificationPreferences(body: Record<string, unknown>): Promise<NotificationPreferences> {
  return withFallback((path) => api.put<NotificationPreferences>(path, { body }), answeringPath);
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: queryKeys.notificationPreferences,
    queryFn: ({ signal }) => fetchNotificationPreferences(signal),
  });
}
