import { IdParams } from '../common';
import { InvitationSent } from '../invitations';
import { PractitionerProfile, PractitionerProfilePatch } from '../practitioners';
import { ChangeRoleBody, CreateTeamUserBody, EnableSignInBody, TeamUser, TeamUserList } from '../team';
import { defineRoute } from './define';

/** The team (CONTRACT.md: members with a login, and ours: members without one), gated by manage_roles. */
const permission = 'manage_roles';
const update = { section: 'team', action: 'update' } as const;
/** The member's writes share one version: the one the list gives as `version`. */
const member = '/api/team/users/:id';

export const teamRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/team/users', permission, response: TeamUserList }),
  create: defineRoute({
    method: 'POST',
    path: '/api/team/users',
    permission,
    body: CreateTeamUserBody,
    response: TeamUser,
    status: 201,
    activity: { section: 'team', action: 'create' },
    versioned: true,
  }),
  changeRole: defineRoute({
    method: 'PUT',
    path: '/api/team/users/:id/role',
    permission,
    params: IdParams,
    body: ChangeRoleBody,
    response: TeamUser,
    activity: update,
    versioned: true,
    versionOf: member,
  }),
  deactivate: defineRoute({
    method: 'POST',
    path: '/api/team/users/:id/deactivate',
    permission,
    params: IdParams,
    response: TeamUser,
    activity: update,
    versioned: true,
    versionOf: member,
  }),
  reactivate: defineRoute({
    method: 'POST',
    path: '/api/team/users/:id/reactivate',
    permission,
    params: IdParams,
    response: TeamUser,
    activity: update,
    versioned: true,
    versionOf: member,
  }),
  /** Ours: gives a member who does not sign in a password, so they can. */
  /** Sends the member a link to set their own password (again); an earlier link stops working. */
  invite: defineRoute({
    method: 'POST',
    path: '/api/team/users/:id/invitation',
    permission,
    params: IdParams,
    response: InvitationSent,
    activity: update,
  }),
  enableSignIn: defineRoute({
    method: 'POST',
    path: '/api/team/users/:id/sign-in',
    permission,
    params: IdParams,
    body: EnableSignInBody,
    response: TeamUser,
    activity: update,
    versioned: true,
    versionOf: member,
  }),
  /** Ours: the services a member performs, where they work and when, and their time off. */
  practitioner: defineRoute({
    method: 'GET',
    path: '/api/team/users/:id/practitioner',
    permission,
    params: IdParams,
    response: PractitionerProfile,
    versioned: true,
  }),
  savePractitioner: defineRoute({
    method: 'PUT',
    path: '/api/team/users/:id/practitioner',
    permission,
    params: IdParams,
    body: PractitionerProfilePatch,
    response: PractitionerProfile,
    activity: update,
    versioned: true,
  }),
};
