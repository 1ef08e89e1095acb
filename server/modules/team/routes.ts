import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams } from '../../contract/common';
import { ChangeRoleBody, CreateTeamUserBody, TeamUser, TeamUserList } from '../../contract/team';
import { requireCtx } from '../../types';
import { diffChanges } from '../activity/diff';
import { teamService } from './service';

const permission = 'manage_roles' as const;

export async function teamRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const team = teamService(app.deps);

  app.get(
    '/api/team/users',
    { config: { permission }, schema: { response: { 200: TeamUserList, ...errorResponses } } },
    async (request) => ({ items: team.list(requireCtx(request.ctx)) }),
  );

  app.post(
    '/api/team/users',
    {
      config: { permission, activity: { section: 'team', action: 'create' } },
      schema: { body: CreateTeamUserBody, response: { 201: TeamUser, ...errorResponses } },
    },
    async (request, reply) => {
      const user = await team.create(requireCtx(request.ctx), request.body);
      request.activityNote.details = `Added ${user.firstName} ${user.lastName} (${user.email}) as ${user.role.displayName}`;
      request.activityNote.changes = diffChanges({}, { email: user.email, role: user.role.name });
      return reply.status(201).send(user);
    },
  );

  app.put(
    '/api/team/users/:id/role',
    {
      config: { permission, activity: { section: 'team', action: 'update' } },
      schema: { params: IdParams, body: ChangeRoleBody, response: { 200: TeamUser, ...errorResponses } },
    },
    async (request) => {
      const { user, changes } = team.changeRole(requireCtx(request.ctx), request.params.id, request.body);
      request.activityNote.details = `Changed the role of ${user.email} to ${user.role.displayName}`;
      request.activityNote.changes = changes;
      return user;
    },
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/api/team/users/:id/${action}`,
      {
        config: { permission, activity: { section: 'team', action: 'update' } },
        schema: { params: IdParams, response: { 200: TeamUser, ...errorResponses } },
      },
      async (request) => {
        const { user, changes } = team.setActive(requireCtx(request.ctx), request.params.id, active);
        request.activityNote.details = `${active ? 'Reactivated' : 'Deactivated'} ${user.email}`;
        request.activityNote.changes = changes;
        return user;
      },
    );
  }
}
