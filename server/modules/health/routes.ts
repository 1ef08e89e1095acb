import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { APP_VERSION } from '../../version';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: { response: { 200: Type.Object({ status: Type.Literal('ok'), version: Type.String() }) } },
    },
    async () => ({ status: 'ok' as const, version: APP_VERSION }),
  );
}
