import {
  AvatarQuery,
  AvatarResponse,
  ChangePasswordBody,
  ChangePasswordResponse,
  Directory,
  DisableTwoFactorBody,
  Profile,
  SecurityInfo,
  SessionList,
  TerminatedSessions,
  TwoFactorCodeBody,
  TwoFactorEnabled,
  TwoFactorSetup,
  UpdateProfileBody,
} from '../account';
import { IdParams } from '../common';
import { SIGNED_IN } from '../permissions';
import { defineRoute } from './define';

/** The signed-in person's own account: everyone signed in, about themselves. */
const permission = SIGNED_IN;
const security = (action: 'update' | 'delete') => ({ section: 'security', action }) as const;

export const accountRoutes = {
  profile: defineRoute({ method: 'GET', path: '/api/users/profile', permission, response: Profile, versioned: true }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/users/profile',
    permission,
    body: UpdateProfileBody,
    response: Profile,
    activity: { section: 'profile', action: 'update' },
    versioned: true,
  }),
  uploadAvatar: defineRoute({
    method: 'POST',
    path: '/api/users/avatar',
    permission,
    multipart: true,
    response: AvatarResponse,
    activity: { section: 'profile', action: 'update' },
  }),
  /** The picture itself (not JSON); avatarUrl in the profile and directory points here. */
  avatar: defineRoute({
    method: 'GET',
    path: '/api/users/:id/avatar',
    permission,
    params: IdParams,
    query: AvatarQuery,
  }),
  directory: defineRoute({ method: 'GET', path: '/api/users/directory', permission, response: Directory }),
  security: defineRoute({ method: 'GET', path: '/api/users/security', permission, response: SecurityInfo }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/users/change-password',
    permission,
    body: ChangePasswordBody,
    response: ChangePasswordResponse,
    activity: security('update'),
  }),
  generateTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/users/enable-2fa/generate',
    permission,
    response: TwoFactorSetup,
  }),
  verifyTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/users/enable-2fa/verify',
    permission,
    body: TwoFactorCodeBody,
    response: TwoFactorEnabled,
    activity: security('update'),
  }),
  disableTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/users/disable-2fa',
    permission,
    body: DisableTwoFactorBody,
    status: 204,
    activity: security('update'),
  }),
  sessions: defineRoute({ method: 'GET', path: '/api/users/sessions', permission, response: SessionList }),
  endSession: defineRoute({
    method: 'DELETE',
    path: '/api/users/sessions/:id',
    permission,
    params: IdParams,
    status: 204,
    activity: security('delete'),
  }),
  endOtherSessions: defineRoute({
    method: 'POST',
    path: '/api/users/sessions/terminate-all',
    permission,
    response: TerminatedSessions,
    activity: security('delete'),
  }),
};
