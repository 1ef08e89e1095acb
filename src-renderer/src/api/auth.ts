import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type {
  LoginBody,
  LoginResponse,
  MeResponse,
  SetupBody,
  SetupResponse,
  SetupStatus,
} from '../../../server/contract/auth';
import { api } from './client';
import { queryKeys } from './query-keys';

type SetupStatusBody = Static<typeof SetupStatus>;
type SetupAnswer = Static<typeof SetupResponse>;

export function useSetupStatus() {
  return useQuery({
    queryKey: queryKeys.setupStatus,
    queryFn: ({ signal }) => api.get<SetupStatusBody>('/api/setup/status', { signal, endsSessionOn401: false }),
    // Only setup itself changes it, and that call updates the cache.
    staleTime: Infinity,
  });
}

/** Who is signed in; a 401 here just means "nobody", not "the session ended". */
export function fetchSession(signal?: AbortSignal): Promise<MeResponse> {
  return api.get<MeResponse>('/api/auth/me', { signal, endsSessionOn401: false });
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
      await api.post<LoginResponse>('/api/auth/login', { body, endsSessionOn401: false });
      return fetchSession();
    },
    onSuccess: (session) => queryClient.setQueryData(queryKeys.session, session),
  });
}

export function useSetupOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetupBody): Promise<MeResponse> => {
      await api.post<SetupAnswer>('/api/setup', { body, endsSessionOn401: false });
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
    mutationFn: () => api.post<undefined>('/api/auth/logout', { endsSessionOn401: false }),
    // Signed out either way: a 401 here means the session had already ended.
    onSettled: () => {
      api.forgetVersions();
      queryClient.clear();
    },
  });
}
