import { LoginResponse } from '../auth';
import { AcceptInvitationBody, InvitationInfo, InvitationParams } from '../invitations';
import { defineRoute } from './define';

/** The invitation link's page: open without a session, the token is the proof. */
export const invitationsRoutes = {
  show: defineRoute({
    method: 'GET',
    path: '/api/invitations/:token',
    public: true,
    params: InvitationParams,
    response: InvitationInfo,
  }),
  /** Sets the password, uses up the link, and signs the person in (the answer of a sign-in). */
  accept: defineRoute({
    method: 'POST',
    path: '/api/invitations/:token/accept',
    public: true,
    params: InvitationParams,
    body: AcceptInvitationBody,
    response: LoginResponse,
  }),
};
