import { useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../server/contract/notification-preferences';
import { ROUTES } from '../../../server/contract/routes';
import { isApiError } from './api-error';
import { api } from './client';
import { queryKeys } from './query-keys';

/**
 * Part 1 §7: GET and PUT /notifications/preferences, falling back to /users/notification-preferences
 * when a server does not have the first. Both paths answer the same document here; the one that
 * answered the read is also the one written to, so its ETag goes back as If-Match.
 */
const DOCUMENTS = [ROUTES.settings.notificationPreferences, ROUTES.settings.legacyNotificationPreferences] as const;
export const NOTIFICATION_PREFERENCES_PATHS = [DOCUMENTS[0].get.path, DOCUMENTS[1].get.path] as const;

/** The read and save routes of one of the two paths. */
type PreferencesDocument = (typeof DOCUMENTS)[number];

let answering: PreferencesDocument = DOCUMENTS[0];

const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 405);

async function withFallback<T>(
  call: (document: PreferencesDocument) => Promise<T>,
  first: PreferencesDocument,
): Promise<T> {
  const documents = [first, ...DOCUMENTS.filter((document) => document !== first)];
  let lastError: unknown;
  for (const document of documents) {
    try {
      const result = await call(document);
      answering = document;
      return result;
    } catch (error) {
      if (!isMissing(error)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

// The schema's flat fields are typed as a map of unknown values; the contract's type names them.
export function fetchNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return withFallback(
    (document) => api.call(document.get, { signal }) as Promise<NotificationPreferences>,
    DOCUMENTS[0],
  );
}

/** One attempt at saving the flat fields; retries are the page's (they are announced to the user). */
export function putNotificationPreferences(body: Record<string, unknown>): Promise<NotificationPreferences> {
  return withFallback((document) => api.call(document.put, { body }) as Promise<NotificationPreferences>, answering);
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: queryKeys.notificationPreferences,
    queryFn: ({ signal }) => fetchNotificationPreferences(signal),
  });
}
