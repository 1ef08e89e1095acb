import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordBody,
  DisableTwoFactorBody,
  Profile,
  UpdateProfileBody,
} from '../../../server/contract/account';
import { ROUTES } from '../../../server/contract/routes';
import type { UserPreferences, UserPreferencesPatch } from '../../../server/contract/preferences';
import { api } from './client';
import { queryKeys } from './query-keys';

/** The signed-in user's own account: profile, avatar, password, two-factor, sessions, preferences. */

export function useProfile() {
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => api.call(ROUTES.account.profile, { signal }),
  });
}

/** Profile, avatar and names appear in the header, the team list and the directory: refresh them all. */
function useRefreshPeople() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.session }),
      queryClient.invalidateQueries({ queryKey: queryKeys.teamUsers }),
    ]);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api.call(ROUTES.account.updateProfile, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile, profile);
      void refresh();
    },
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('avatar', file, file.name);
      return api.call(ROUTES.account.uploadAvatar, { body: form });
    },
    onSuccess: ({ avatarUrl }) => {
      queryClient.setQueryData<Profile>(queryKeys.profile, (current) => current && { ...current, avatarUrl });
      void refresh();
    },
  });
}

/** The rules a new password must meet in the member's organization (the security policy). */
export function usePasswordRules() {
  return useQuery({
    queryKey: queryKeys.passwordRules,
    queryFn: ({ signal }) => api.call(ROUTES.securityPolicy.passwordRules, { signal }),
    staleTime: 60_000,
  });
}

export function useSecurityInfo() {
  return useQuery({
    queryKey: queryKeys.security,
    queryFn: ({ signal }) => api.call(ROUTES.account.security, { signal }),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: queryKeys.sessions,
    queryFn: ({ signal }) => api.call(ROUTES.account.sessions, { signal }).then((r) => r.sessions),
  });
}

function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.security }),
      queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
    ]);
}

export function useChangePassword() {
  const refresh = useRefreshSecurity();
  return useMutation({
    // Unless keepOtherSessions is set, the server signs out every other device of the account.
    mutationFn: (body: ChangePasswordBody) => api.call(ROUTES.account.changePassword, { body }),
    onSuccess: () => void refresh(),
  });
}

export function useGenerateTwoFactor() {
  return useMutation({
    mutationFn: () => api.call(ROUTES.account.generateTwoFactor),
  });
}

export function useVerifyTwoFactor() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: (code: string) => api.call(ROUTES.account.verifyTwoFactor, { body: { code } }),
    onSuccess: () => void refresh(),
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshSecurity();
  return useMutation({
    // The current password (or a code) proves it is the account holder turning protection off.
    mutationFn: (body: DisableTwoFactorBody) => api.call(ROUTES.account.disableTwoFactor, { body }),
    onSettled: () => void refresh(),
  });
}

export function useEndSession() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: (sessionId: string) => api.call(ROUTES.account.endSession, { params: { id: sessionId } }),
    onSettled: () => void refresh(),
  });
}

export function useEndOtherSessions() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: () => api.call(ROUTES.account.endOtherSessions),
    onSettled: () => void refresh(),
  });
}

/** The organization's regional settings, which personal preferences fall back to. */
export function useOrganizationRegional() {
  return useQuery({
    queryKey: queryKeys.organizationRegional,
    queryFn: ({ signal }) => api.call(ROUTES.organizations.regional, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The event other parts of the app (and other code on the page) listen to after a save. */
export const PREFERENCES_UPDATED_EVENT = 'preferences-updated';

export interface PreferencesUpdatedDetail {
  timezone: string;
  dateFormat: UserPreferences['dateFormat'];
  timeFormat: UserPreferences['timeFormat'];
}

/**
 * POST /api/settings/user with part of the document (If-Match from the last read, so a stale form
 * gets 412). The answer is the whole saved document: it goes straight into the cache, which the
 * language, date and theme providers read, then everything that shows the user's settings is
 * refetched (part 1 §4) and the browser event carries the new time zone and formats.
 */
export function useSaveUserPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserPreferencesPatch) => api.call(ROUTES.settings.saveUserPreferences, { body: patch }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.userPreferences, saved);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.userPreferences }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
        queryClient.invalidateQueries({ queryKey: queryKeys.overview }),
      ]);
      const detail: PreferencesUpdatedDetail = {
        timezone: saved.timezone,
        dateFormat: saved.dateFormat,
        timeFormat: saved.timeFormat,
      };
      window.dispatchEvent(new CustomEvent(PREFERENCES_UPDATED_EVENT, { detail }));
    },
    // A 412 means the document moved on elsewhere: read it again so the next try can succeed.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.userPreferences }),
  });
}
