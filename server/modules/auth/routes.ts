import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LoginBody, LoginResponse, MeResponse } from '../../contract/auth';
import { errorResponses } from '../../contract/common';
import { SIGNED_IN } from '../../contract/permissions';
import { requireCtx } from '../../types';
import { clearSessionCookie, setSessionCookie } from './cookie';
import { authService } from './service';

/** Loose per-address limit: a reception desk's PCs share one address, the per-account lock is the tight one. */
export const LOGIN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const auth = authService(app.deps);

  app.post(
    '/api/auth/login',
    {
      config: { public: true, rateLimit: LOGIN_RATE_LIMIT },
      schema: { body: LoginBody, response: { 200: LoginResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const result = await auth.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      setSessionCookie(request, reply, result.token, result.expiresAt);
      return result;
    },
  );

  app.post('/api/auth/logout', { config: { permission: SIGNED_IN } }, async (request, reply) => {
    auth.logout(requireCtx(request.ctx));
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.get(
    '/api/auth/me',
    { config: { permission: SIGNED_IN }, schema: { response: { 200: MeResponse, ...errorResponses } } },
    async (request) => {
      const ctx = requireCtx(request.ctx);
      return { user: ctx.user, organization: ctx.organization };
    },
  );
}
