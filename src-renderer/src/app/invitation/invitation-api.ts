import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../server/contract/auth';
import { ROUTES } from '../../../../server/contract/routes';
import { fetchSession } from '../../api/auth';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

const { invitations } = ROUTES;

/** Outside every signed-in key: whoever opens the link may not be signed in, or be someone else. */
export const invitationKey = (token: string) => ['invitation', token] as const;

/** What the link is for; a used, replaced or expired link answers the server's sentence (404). */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: invitationKey(token),
    queryFn: ({ signal }) => api.call(invitations.show, { params: { token }, signal, endsSessionOn401: false }),
    // A 404 is the answer, not a hiccup: asking again would only say the same.
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * Sets the password and signs in (the server sets the session cookie, as sign-in does), then loads
 * the session to land in the app. Whatever was cached belonged to whoever used this browser before.
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string): Promise<MeResponse> => {
      await api.call(invitations.accept, { params: { token }, body: { password }, endsSessionOn401: false });
      return fetchSession();
    },
    onSuccess: (session) => {
      api.forgetVersions();
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session, session);
    },
  });
}
