import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../contract/routes';
import { route } from '../../http/route';
import { clearSessionCookie, setSessionCookie } from './cookie';
import { authService } from './service';

const { auth: routes } = ROUTES;

/** Loose per-address limit: a reception desk's PCs share one address, the per-account lock is the tight one. */
export const LOGIN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const auth = authService(app.deps);

  route(
    app,
    routes.login,
    async (request, reply) => {
      const result = await auth.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      setSessionCookie(request, reply, result.token, result.expiresAt);
      return result;
    },
    { rateLimit: LOGIN_RATE_LIMIT },
  );

  route(app, routes.logout, (_request, reply, ctx) => {
    auth.logout(ctx);
    clearSessionCookie(reply);
  });

  route(app, routes.me, (_request, _reply, ctx) => ({
    user: ctx.user,
    organization: ctx.organization,
    restriction: auth.restrictionOf(ctx),
  }));
}
