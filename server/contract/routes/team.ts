import { IdParams } from '../common';
import { ChangeRoleBody, CreateTeamUserBody, TeamUser, TeamUserList } from '../team';
import { defineRoute } from './define';

/** Team members with a login (CONTRACT.md): all gated by manage_roles. */
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
};
