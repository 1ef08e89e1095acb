import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../contract/routes';
import { route } from '../../http/route';
import { activityService } from './service';

export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const activity = activityService(app.deps);
  route(app, ROUTES.activity.list, (request, _reply, ctx) => activity.list(ctx, request.query));
}
