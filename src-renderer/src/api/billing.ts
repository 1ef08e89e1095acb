import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePlanBody, Tier } from '../../../server/contract/billing';
import { ROUTES } from '../../../server/contract/routes';
import { api } from './client';
import { queryKeys } from './query-keys';

/**
 * Part 1 §7: the tiers are cached for 5 minutes and a failed refresh keeps the stale copy (the
 * query keeps its last data when a refetch fails, so only a first load can come back empty).
 */
const TIERS_STALE_TIME = 5 * 60_000;

export function useTiers() {
  return useQuery({
    queryKey: queryKeys.tiers,
    queryFn: ({ signal }) => api.call(ROUTES.billing.tiers, { signal }).then((r): Tier[] => r.items),
    staleTime: TIERS_STALE_TIME,
  });
}

export function useSubscription() {
  return useQuery({
    queryKey: queryKeys.subscription,
    queryFn: ({ signal }) => api.call(ROUTES.billing.subscription, { signal }),
  });
}

/** Counted by the server from the database for the current billing period. */
export function useUsage() {
  return useQuery({
    queryKey: queryKeys.usage,
    queryFn: ({ signal }) => api.call(ROUTES.billing.usage, { signal }),
  });
}

export function useOverages() {
  return useQuery({
    queryKey: queryKeys.overages,
    queryFn: ({ signal }) => api.call(ROUTES.billing.overages, { signal }),
  });
}

/**
 * Platform admins only (the server refuses everyone else), with If-Match of the subscription as
 * last read (a plan changed meanwhile answers 412). A new plan moves the subscription, the
 * limits behind every usage figure, the general settings' subscription status and the overview's
 * Plan Type.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePlanBody) => api.call(ROUTES.billing.changePlan, { body }),
    onSuccess: (subscription) => {
      queryClient.setQueryData(queryKeys.subscription, subscription);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.billing }),
        queryClient.invalidateQueries({ queryKey: queryKeys.organizationData }),
        queryClient.invalidateQueries({ queryKey: queryKeys.overview }),
      ]);
    },
  });
}
