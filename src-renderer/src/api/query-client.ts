import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { queryKeys } from './query-keys';

const MINUTE = 60_000;

/** Part 1 §9: "Query stale times". Anything else is fresh for half a minute. */
export const SPEC_STALE_TIMES: readonly (readonly [readonly string[], number])[] = [
  [queryKeys.categories, 5 * MINUTE],
  [queryKeys.treatments, 5 * MINUTE],
  [queryKeys.systemTemplates, 5 * MINUTE],
  [queryKeys.onlineBooking, 10 * MINUTE],
  [queryKeys.businessHours, 10 * MINUTE],
  [queryKeys.bookingRules, 10 * MINUTE],
  [queryKeys.notificationLogs, 1 * MINUTE],
];
export const DEFAULT_STALE_TIME = 30_000;

/** Retrying a refusal (4xx) cannot change the answer; a dropped connection or a 5xx might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  for (const [key, staleTime] of SPEC_STALE_TIMES) client.setQueryDefaults(key, { staleTime });
  return client;
}
