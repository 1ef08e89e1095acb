import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFoundError } from '../errors';

/**
 * Serves the renderer's web build: real files by path, and index.html for every other non-API path
 * so the client-side router can take deep links such as /demo-salon/settings/overview.
 */
export async function registerWebBuild(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: staticDir, serve: false });
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');

  app.get('/*', { config: { public: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (path === 'api' || path.startsWith('api/')) throw new NotFoundError('Route');
    if (path && /\.[a-z0-9]+$/i.test(path) && existsSync(join(staticDir, path))) {
      // Vite puts a content hash in every asset name, so they never change under the same URL.
      if (path.startsWith('assets/')) void reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.sendFile(path);
    }
    return sendIndex(reply);
  });
}
