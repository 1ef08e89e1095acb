import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { LOGIN_PATH } from '../routing/paths';

export interface LoginLocationState {
  /** Set when the user was sent back because the server ended the session. */
  sessionEnded?: boolean;
}

/**
 * A 401 on any call made with a session means it ended (signed out elsewhere, terminated from the
 * sessions list, deactivated): drop everything cached for that user and return to sign-in.
 */
export function SessionEndedRedirect(): null {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    api.setSessionEndedHandler(() => {
      api.forgetVersions();
      queryClient.clear();
      const state: LoginLocationState = { sessionEnded: true };
      void navigate(LOGIN_PATH, { replace: true, state });
    });
    return () => api.setSessionEndedHandler(undefined);
  }, [navigate, queryClient]);
  return null;
}
