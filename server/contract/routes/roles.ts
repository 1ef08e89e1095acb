import { IdParams } from '../common';
import { CreateRoleBody, UpdateRoleBody } from '../roles';
import { RoleList, RoleSummary } from '../team';
import { defineRoute } from './define';

const permission = 'manage_roles';
const team = (action: 'create' | 'update' | 'delete') => ({ section: 'team', action }) as const;

/** Roles & Permissions; each role carries `version` for If-Match on its writes. */
export const rolesRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/roles', permission, response: RoleList }),
  create: defineRoute({
    method: 'POST',
    path: '/api/roles',
    permission,
    body: CreateRoleBody,
    response: RoleSummary,
    status: 201,
    activity: team('create'),
    versioned: true,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/roles/:id',
    permission,
    params: IdParams,
    body: UpdateRoleBody,
    response: RoleSummary,
    activity: team('update'),
    versioned: true,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/roles/:id',
    permission,
    params: IdParams,
    status: 204,
    activity: team('delete'),
    versioned: true,
  }),
};
