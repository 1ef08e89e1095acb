import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../../server/contract/routes';
import type { CreateTeamUserBody, TeamUser } from '../../../server/contract/team';
import { api, etagOf } from './client';
import { queryKeys } from './query-keys';

const { team } = ROUTES;

export function useTeamUsers() {
  return useQuery({
    queryKey: queryKeys.teamUsers,
    queryFn: ({ signal }) => api.call(team.list, { signal }).then((r) => r.items),
  });
}

export function useRoles() {
  return useQuery({
    queryKey: queryKeys.roles,
    queryFn: ({ signal }) => api.call(ROUTES.roles.list, { signal }).then((r) => r.items),
  });
}

/** After any team change: the list, role holder counts and the overview's active-user figure move. */
function useInvalidateTeam() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.teamUsers }),
      queryClient.invalidateQueries({ queryKey: queryKeys.roles }),
      queryClient.invalidateQueries({ queryKey: queryKeys.overview }),
    ]);
}

/**
 * If-Match for a write to a member: the version given, else the one of the list the person is
 * looking at, so a change someone else made since the list was loaded answers 412.
 */
function memberVersion(queryClient: QueryClient, userId: string, version: string | undefined): string | undefined {
  const known =
    version ?? queryClient.getQueryData<TeamUser[]>(queryKeys.teamUsers)?.find((u) => u.id === userId)?.version;
  return known === undefined ? undefined : etagOf(known);
}

/** Puts a saved member into the cached list at once, so a quick next write sends their new version. */
function storeMember(queryClient: QueryClient, saved: TeamUser): void {
  queryClient.setQueryData<TeamUser[]>(queryKeys.teamUsers, (users) =>
    users?.map((user) => (user.id === saved.id ? saved : user)),
  );
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: ({ userId, roleId, version }: { userId: string; roleId: string; version?: string }) =>
      api.call(team.changeRole, {
        params: { id: userId },
        body: { roleId },
        ifMatch: memberVersion(queryClient, userId, version),
      }),
    onSuccess: (saved) => storeMember(queryClient, saved),
    onSettled: invalidate,
  });
}

export function useSetActive() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: ({ userId, active, version }: { userId: string; active: boolean; version?: string }) =>
      api.call(active ? team.reactivate : team.deactivate, {
        params: { id: userId },
        ifMatch: memberVersion(queryClient, userId, version),
      }),
    onSuccess: (saved) => storeMember(queryClient, saved),
    onSettled: invalidate,
  });
}

export function useAddTeamMember() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (body: CreateTeamUserBody) => api.call(team.create, { body }),
    onSuccess: invalidate,
  });
}
