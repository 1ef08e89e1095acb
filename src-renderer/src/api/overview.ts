import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '../../../server/contract/routes';
import { api } from './client';
import { queryKeys } from './query-keys';

export function useSettingsOverview() {
  return useQuery({
    queryKey: queryKeys.overview,
    queryFn: ({ signal }) => api.call(ROUTES.overview.get, { signal }),
  });
}
