import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../contract/routes';
import { route } from '../../http/route';
import { APP_VERSION } from '../../version';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  route(app, ROUTES.health.check, () => ({ status: 'ok' as const, version: APP_VERSION }));
}
