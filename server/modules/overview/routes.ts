import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../contract/common';
import { OverviewResponse } from '../../contract/overview';
import { SIGNED_IN } from '../../contract/permissions';
import { requireCtx } from '../../types';
import { overviewService } from './service';

export async function overviewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const overview = overviewService(app.deps, (org, month) => app.apiUsage.pending(org, month));

  app.get(
    '/api/settings/overview',
    { config: { permission: SIGNED_IN }, schema: { response: { 200: OverviewResponse, ...errorResponses } } },
    async (request) => overview.get(requireCtx(request.ctx)),
  );
}
