import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../contract/routes';
import { KEEP_ANSWER, route } from '../../http/route';
import { performanceService } from './service';

export async function performanceRoutes(app: FastifyInstance): Promise<void> {
  const performance = performanceService(app.deps, app.monitor);
  // The figures are at most a second old for their reader (the page refreshes every 10 s).
  route(app, ROUTES.performance.get, (_request, _reply, ctx) => performance.get(ctx), KEEP_ANSWER);
}
