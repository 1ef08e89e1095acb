import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SetupBody, SetupResponse, SetupStatus } from '../../contract/auth';
import { errorResponses } from '../../contract/common';
import { setupService } from './service';
import { setSessionCookie } from '../auth/cookie';
import { LOGIN_RATE_LIMIT } from '../auth/routes';

export async function setupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const setup = setupService(app.deps);

  app.get('/api/setup/status', { config: { public: true }, schema: { response: { 200: SetupStatus } } }, async () => ({
    needsSetup: setup.needsSetup(),
  }));

  app.post(
    '/api/setup',
    {
      config: { public: true, rateLimit: LOGIN_RATE_LIMIT },
      schema: { body: SetupBody, response: { 201: SetupResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const { token, user, expiresAt } = await setup.setup(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(request, reply, token, expiresAt);
      return reply.status(201).send({ token, user });
    },
  );
}
