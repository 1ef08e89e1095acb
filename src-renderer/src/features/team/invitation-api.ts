import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/**
 * Sends a member who cannot sign in yet the email with a link to choose their password (again: an
 * earlier link stops working). The list then shows when it was sent.
 */
export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.call(ROUTES.team.invite, { params: { id: userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.teamUsers, exact: true }),
  });
}
