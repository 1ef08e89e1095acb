import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRoleBody, UpdateRoleBody } from '../../../server/contract/roles';
import { ROUTES } from '../../../server/contract/routes';
import type { RoleSummary } from '../../../server/contract/team';
import { api } from './client';
import { recordVersion } from './organization';
import { queryKeys } from './query-keys';

// The list of roles and the assignment of a role to a person live in ./team.ts (useRoles,
// useChangeRole), shared with the Team page; these are the writes of Roles & Permissions.

/**
 * After a role changes: the list (holders, versions), the team list (role names) and the session,
 * whose permissions (and so the menu) follow the role of the signed-in user.
 */
function useRefreshRoles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.roles }),
      queryClient.invalidateQueries({ queryKey: queryKeys.teamUsers }),
      queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    ]);
}

/** Puts a saved role into the cached list at once, so the next write sends its new version. */
function useStoreRole() {
  const queryClient = useQueryClient();
  return (saved: RoleSummary) =>
    queryClient.setQueryData<RoleSummary[]>(queryKeys.roles, (roles) =>
      roles?.some((role) => role.id === saved.id)
        ? roles.map((role) => (role.id === saved.id ? saved : role))
        : [...(roles ?? []), saved],
    );
}

export function useCreateRole() {
  const store = useStoreRole();
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: (body: CreateRoleBody) => api.call(ROUTES.roles.create, { body }),
    onSuccess: (role) => {
      store(role);
      void refresh();
    },
  });
}

/** Rename (owner or admin) or a new permission set (owner only), with If-Match of the shown version. */
export function useUpdateRole() {
  const store = useStoreRole();
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: ({ role, changes }: { role: RoleSummary; changes: UpdateRoleBody }) =>
      api.call(ROUTES.roles.update, {
        params: { id: role.id },
        body: changes,
        ifMatch: recordVersion(role.version),
      }),
    onSuccess: (role) => store(role),
    onSettled: () => void refresh(),
  });
}

/** Custom roles nobody holds; the server answers 409 with its reason otherwise. */
export function useDeleteRole() {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: (role: RoleSummary) =>
      api.call(ROUTES.roles.remove, { params: { id: role.id }, ifMatch: recordVersion(role.version) }),
    onSettled: () => void refresh(),
  });
}
