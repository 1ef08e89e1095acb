import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamUserBody, RoleSummary, TeamUser } from '../../../server/contract/team';
import { api } from './client';
import { queryKeys } from './query-keys';

export function useTeamUsers() {
  return useQuery({
    queryKey: queryKeys.teamUsers,
    queryFn: ({ signal }) => api.get<{ items: TeamUser[] }>('/api/team/users', { signal }).then((r) => r.items),
  });
}

export function useRoles() {
  return useQuery({
    queryKey: queryKeys.roles,
    queryFn: ({ signal }) => api.get<{ items: RoleSummary[] }>('/api/roles', { signal }).then((r) => r.items),
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

export function useChangeRole() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: ({ userId, roleId }: { userId: string; roleId: string }) =>
      api.put<TeamUser>(`/api/team/users/${encodeURIComponent(userId)}/role`, { body: { roleId } }),
    onSettled: invalidate,
  });
}

export function useSetActive() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: string; active: boolean }) =>
      api.post<TeamUser>(`/api/team/users/${encodeURIComponent(userId)}/${active ? 'reactivate' : 'deactivate'}`),
    onSettled: invalidate,
  });
}

export function useAddTeamMember() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (body: CreateTeamUserBody) => api.post<TeamUser>('/api/team/users', { body }),
    onSuccess: invalidate,
  });
}
