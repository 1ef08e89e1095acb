import type { FastifyInstance } from 'fastify';
import type { MeResponse } from '../../contract/auth';
import { ROUTES } from '../../contract/routes';
import { KEEP_ANSWER, route } from '../../http/route';
import type { RequestContext } from '../../types';
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

  // The app asks on every start and page load. The answer is the session's (one frozen context per
  // session and address) with its restriction of the moment: one frozen answer while both hold, so
  // its JSON is made once (http/route.ts).
  const answers = new WeakMap<RequestContext, Readonly<MeResponse>>();
  route(
    app,
    routes.me,
    (_request, _reply, ctx) => {
      const restriction = auth.restrictionOf(ctx);
      const known = answers.get(ctx);
      if (known?.restriction === restriction) return known;
      const answer = Object.freeze({ user: ctx.user, organization: ctx.organization, restriction });
      answers.set(ctx, answer);
      return answer;
    },
    KEEP_ANSWER,
  );
}
