import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PractitionerProfilePatch } from '../../../../server/contract/practitioners';
import { ROUTES } from '../../../../server/contract/routes';
import type { TeamUser } from '../../../../server/contract/team';
import { api, etagOf } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/**
 * The team page's reads and writes beyond the member list (issue 11): a member's practitioner
 * profile, giving sign-in, and the locations and service menu the page names them by.
 */
const { team } = ROUTES;

/** Outside the team prefix: refreshing the list must not move the profile under an open dialog. */
const profileKey = (userId: string) => ['practitioner', userId] as const;
/** The same keys the Locations page and the service pickers read, so their edits show here. */
const locationsKey = ['locations'] as const;

export function useLocationList() {
  return useQuery({
    queryKey: locationsKey,
    queryFn: ({ signal }) => api.call(ROUTES.locations.list, { signal }),
  });
}

/** The active menu by category (any team member may read it). */
export function useServiceMenu() {
  return useQuery({
    queryKey: [...queryKeys.categories, 'with-treatments'],
    queryFn: ({ signal }) => api.call(ROUTES.treatments.categories, { signal }),
  });
}

/**
 * Read fresh on every opening, and only then (and when the dialog asks): the GET's ETag is what
 * the save sends back as If-Match, so it must be the version the dialog shows.
 */
export function usePractitionerProfile(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) => api.call(team.practitioner, { params: { id: userId }, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** After a change: the list shows each member's locations, services and sign-in. */
function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.teamUsers, exact: true });
}

export function useSavePractitioner() {
  const queryClient = useQueryClient();
  const refresh = useRefreshTeam();
  return useMutation({
    // The client sends the ETag of this path's last answer (the GET, or the last save) as If-Match.
    mutationFn: ({ userId, patch }: { userId: string; patch: PractitionerProfilePatch }) =>
      api.call(team.savePractitioner, { params: { id: userId }, body: patch }),
    onSuccess: (saved, { userId }) => queryClient.setQueryData(profileKey(userId), saved),
    onSettled: () => void refresh(),
  });
}

export function useEnableSignIn() {
  const queryClient = useQueryClient();
  const refresh = useRefreshTeam();
  return useMutation({
    // If-Match: the member's version as the list showed it, like the other member actions.
    mutationFn: ({ member, password }: { member: TeamUser; password: string }) =>
      api.call(team.enableSignIn, {
        params: { id: member.id },
        body: { password },
        ifMatch: etagOf(member.version),
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData<TeamUser[]>(queryKeys.teamUsers, (users) =>
        users?.map((user) => (user.id === saved.id ? saved : user)),
      ),
    onSettled: () => {
      void refresh();
      void queryClient.invalidateQueries({ queryKey: queryKeys.overview });
    },
  });
}
