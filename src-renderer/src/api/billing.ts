import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePlanBody,
  Overages,
  Subscription,
  Tier,
  TierList,
  UsageDetail,
} from '../../../server/contract/billing';
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
    queryFn: ({ signal }) => api.get<TierList>('/api/public/tiers', { signal }).then((r): Tier[] => r.items),
    staleTime: TIERS_STALE_TIME,
  });
}

export function useSubscription() {
  return useQuery({
    queryKey: queryKeys.subscription,
    queryFn: ({ signal }) => api.get<Subscription>('/api/billing/subscription', { signal }),
  });
}

/** Counted by the server from the database for the current billing period. */
export function useUsage() {
  return useQuery({
    queryKey: queryKeys.usage,
    queryFn: ({ signal }) => api.get<UsageDetail>('/api/billing/usage/detailed', { signal }),
  });
}

export function useOverages() {
  return useQuery({
    queryKey: queryKeys.overages,
    queryFn: ({ signal }) => api.get<Overages>('/api/billing/overages', { signal }),
  });
}

/**
 * Platform admins only (the server refuses everyone else). A new plan moves the subscription, the
 * limits behind every usage figure, the general settings' subscription status and the overview's
 * Plan Type.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePlanBody) => api.put<Subscription>('/api/billing/subscription/plan', { body }),
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
