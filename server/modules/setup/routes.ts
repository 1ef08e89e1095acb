import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../contract/routes';
import { route } from '../../http/route';
import { setSessionCookie } from '../auth/cookie';
import { LOGIN_RATE_LIMIT } from '../auth/routes';
import { setupService } from './service';

const { setup: routes } = ROUTES;

export async function setupRoutes(app: FastifyInstance): Promise<void> {
  const setup = setupService(app.deps);

  route(app, routes.status, () => ({ needsSetup: setup.needsSetup() }));

  route(
    app,
    routes.run,
    async (request, reply) => {
      const { token, user, expiresAt } = await setup.setup(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(request, reply, token, expiresAt);
      return { token, user };
    },
    { rateLimit: LOGIN_RATE_LIMIT },
  );
}
