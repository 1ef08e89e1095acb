import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../contract/common';
import { roleDisplayName, roleRank } from '../../contract/permissions';
import { RoleList } from '../../contract/team';
import { requireCtx } from '../../types';
import { listRoles } from './repository';

export async function rolesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/roles',
    { config: { permission: 'manage_roles' }, schema: { response: { 200: RoleList, ...errorResponses } } },
    async (request) => ({
      items: listRoles(app.deps.db, requireCtx(request.ctx).organizationId).map(({ role, holders }) => ({
        id: role.id,
        name: role.name,
        displayName: roleDisplayName(role.name),
        rank: roleRank(role.name),
        builtIn: role.builtIn,
        customPermissions: role.customPermissions,
        holders,
      })),
    }),
  );
}
