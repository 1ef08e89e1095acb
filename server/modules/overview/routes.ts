import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../contract/routes';
import { KEEP_ANSWER, route } from '../../http/route';
import { overviewService } from './service';

export async function overviewRoutes(app: FastifyInstance): Promise<void> {
  const overview = overviewService(app.deps, (org, month) => app.apiUsage.pending(org, month));
  route(app, ROUTES.overview.get, (_request, _reply, ctx) => overview.get(ctx), KEEP_ANSWER);
}
