import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ActivityPage, ActivityQuery } from '../../contract/activity';
import { errorResponses } from '../../contract/common';
import { SIGNED_IN } from '../../contract/permissions';
import { requireCtx } from '../../types';
import { activityService } from './service';

export async function activityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const activity = activityService(app.deps);

  app.get(
    '/api/settings/activity',
    {
      config: { permission: SIGNED_IN },
      schema: { querystring: ActivityQuery, response: { 200: ActivityPage, ...errorResponses } },
    },
    async (request) => activity.list(requireCtx(request.ctx), request.query),
  );
}
