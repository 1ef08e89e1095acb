import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../contract/routes';
import { route } from '../../http/route';
import { performanceService } from './service';

export async function performanceRoutes(app: FastifyInstance): Promise<void> {
  const performance = performanceService(app.deps, app.monitor);
  route(app, ROUTES.performance.get, (_request, _reply, ctx) => performance.get(ctx));
}
