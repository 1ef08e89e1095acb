import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, IdParams } from '../../contract/common';
import { roleDisplayName } from '../../contract/permissions';
import { CreateRoleBody, UpdateRoleBody } from '../../contract/roles';
import { RoleList, RoleSummary } from '../../contract/team';
import { requireCtx } from '../../types';
import { IfMatchHeaders, withEtag } from '../settings/if-match';
import { rolesService } from './service';

const permission = 'manage_roles' as const;

/** The activity line of an update; a new display name is worth saying in words. */
function describeUpdate(name: string, newDisplayName: unknown): string {
  const standard = roleDisplayName(name);
  if (newDisplayName === undefined) return `Updated the role ${standard}`;
  return typeof newDisplayName === 'string'
    ? `Named the ${standard} role ${newDisplayName} in this organization`
    : `Gave the ${standard} role its standard name back`;
}

export async function rolesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const roles = rolesService(app.deps);

  app.get(
    '/api/roles',
    { config: { permission }, schema: { response: { 200: RoleList, ...errorResponses } } },
    async (request) => ({ items: roles.list(requireCtx(request.ctx)) }),
  );

  app.post(
    '/api/roles',
    {
      config: { permission, activity: { section: 'team', action: 'create' } },
      schema: { body: CreateRoleBody, response: { 201: RoleSummary, ...errorResponses } },
    },
    async (request, reply) => {
      const { role, changes } = roles.create(requireCtx(request.ctx), request.body);
      request.activityNote.details = `Created the role ${role.name}`;
      request.activityNote.changes = changes;
      return reply.status(201).send(withEtag(reply, role.version, role));
    },
  );

  app.put(
    '/api/roles/:id',
    {
      config: { permission, activity: { section: 'team', action: 'update' } },
      schema: {
        params: IdParams,
        headers: IfMatchHeaders,
        body: UpdateRoleBody,
        response: { 200: RoleSummary, ...errorResponses },
      },
    },
    async (request, reply) => {
      const ctx = requireCtx(request.ctx);
      const { role, changes } = roles.update(ctx, request.params.id, request.body, request.headers['if-match']);
      request.activityNote.details = describeUpdate(role.name, changes.displayName?.after);
      request.activityNote.changes = changes;
      return withEtag(reply, role.version, role);
    },
  );

  app.delete(
    '/api/roles/:id',
    {
      config: { permission, activity: { section: 'team', action: 'delete' } },
      schema: { params: IdParams, headers: IfMatchHeaders, response: { 204: Type.Null(), ...errorResponses } },
    },
    async (request, reply) => {
      const role = roles.remove(requireCtx(request.ctx), request.params.id, request.headers['if-match']);
      request.activityNote.details = `Deleted the role ${role.name}`;
      return reply.status(204).send(null);
    },
  );
}
