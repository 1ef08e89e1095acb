import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';

/** The key the Locations page and the team's pickers read the list under, so their edits show here. */
const locationsKey = ['locations'] as const;

export function useLocations() {
  return useQuery({
    queryKey: locationsKey,
    queryFn: ({ signal }) => api.call(ROUTES.locations.list, { signal }),
  });
}
