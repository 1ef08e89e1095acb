import { useQuery } from '@tanstack/react-query';
import type { OverviewResponse } from '../../../server/contract/overview';
import { api } from './client';
import { queryKeys } from './query-keys';

export function useSettingsOverview() {
  return useQuery({
    queryKey: queryKeys.overview,
    queryFn: ({ signal }) => api.get<OverviewResponse>('/api/settings/overview', { signal }),
  });
}
