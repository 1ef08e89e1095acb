import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../contract/routes';
import { route } from '../../http/route';
import { setSessionCookie } from '../auth/cookie';
import { LOGIN_RATE_LIMIT } from '../auth/routes';
import { invitationService } from './service';

const { invitations: routes } = ROUTES;

/**
 * The invitation link's page (sending one is the team module's). Guessing a link is hopeless (256
 * random bits), so these answers are limited per address like sign-in's, which bounds the cost of
 * the password hash; the sign-in throttle (auth/throttle-service.ts) does not fit: it counts
 * attempts per account and its lock-out speaks of sign-in, while a wrong link names no account.
 */
export async function invitationsRoutes(app: FastifyInstance): Promise<void> {
  const invitations = invitationService(app.deps);

  route(app, routes.show, (request) => invitations.show(request.params.token), { rateLimit: LOGIN_RATE_LIMIT });

  route(
    app,
    routes.accept,
    async (request, reply) => {
      const result = await invitations.accept(request.params.token, request.body.password, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      // Signed in exactly as by the sign-in route: the same session, the same cookie.
      setSessionCookie(request, reply, result.token, result.expiresAt);
      return result;
    },
    { rateLimit: LOGIN_RATE_LIMIT },
  );
}
