import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';

export const healthKey = ['health'] as const;

/** The server's version (GET /api/health), for the Contact support details. Read once per visit. */
export function useServerVersion() {
  return useQuery({
    queryKey: healthKey,
    queryFn: ({ signal }) => api.call(ROUTES.health.check, { signal }),
    select: (health) => health.version,
    staleTime: Infinity,
  });
}
