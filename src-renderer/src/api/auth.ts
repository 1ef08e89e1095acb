import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, MeResponse, SetupBody } from '../../../server/contract/auth';
import { ROUTES } from '../../../server/contract/routes';
import { api } from './client';
import { queryKeys } from './query-keys';

export function useSetupStatus() {
  return useQuery({
    queryKey: queryKeys.setupStatus,
    queryFn: ({ signal }) => api.call(ROUTES.setup.status, { signal, endsSessionOn401: false }),
    // Only setup itself changes it, and that call updates the cache.
    staleTime: Infinity,
  });
}

/** Who is signed in; a 401 here just means "nobody", not "the session ended". */
export function fetchSession(signal?: AbortSignal): Promise<MeResponse> {
  return api.call(ROUTES.auth.me, { signal, endsSessionOn401: false });
}

export function useSessionQuery() {
  return useQuery({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 5 * 60_000,
  });
}

/** Signs in, then loads the session (the sign-in answer has no organization slug to land on). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody): Promise<MeResponse> => {
      await api.call(ROUTES.auth.login, { body, endsSessionOn401: false });
      return fetchSession();
    },
    onSuccess: (session) => queryClient.setQueryData(queryKeys.session, session),
  });
}

export function useSetupOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetupBody): Promise<MeResponse> => {
      await api.call(ROUTES.setup.run, { body, endsSessionOn401: false });
      return fetchSession();
    },
    onSuccess: (session) => {
      queryClient.setQueryData(queryKeys.setupStatus, { needsSetup: false });
      queryClient.setQueryData(queryKeys.session, session);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(ROUTES.auth.logout, { endsSessionOn401: false }),
    // Signed out either way: a 401 here means the session had already ended.
    onSettled: () => {
      api.forgetVersions();
      queryClient.clear();
    },
  });
}
