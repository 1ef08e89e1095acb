import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';

/** How often the figures are read again while the page is open and visible. */
export const REFRESH_MS = 10_000;

export const performanceKey = ['system', 'performance'] as const;

/**
 * The monitor's figures, read again every 10 s; react-query pauses the interval while the window
 * is hidden, so a monitor left open in the background costs the server nothing.
 */
export function usePerformance(enabled: boolean) {
  return useQuery({
    queryKey: performanceKey,
    queryFn: ({ signal }) => api.call(ROUTES.performance.get, { signal }),
    enabled,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
