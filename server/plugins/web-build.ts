import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFoundError } from '../errors';

// Hashed names never change content under the same URL: a year, and no revalidation at all.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html and unhashed files (favicon) may change with the next version: revalidate each time.
const REVALIDATE = 'no-cache';

/**
 * Serves the renderer's web build: real files by path, and index.html for every other non-API path
 * so the client-side router can take deep links such as /demo-salon/settings/overview.
 */
export async function registerWebBuild(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: staticDir,
    serve: false,
    // Otherwise @fastify/static writes its own `max-age=0` over the cache header set below.
    cacheControl: false,
    // The build writes .br and .gz beside every sizeable file (scripts/precompress.mjs); the one
    // the browser accepts is sent, with Vary: accept-encoding, or the plain file when none fits.
    preCompressed: true,
  });
  // The page's security headers, its content security policy included, come from security-headers.ts.
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', REVALIDATE).sendFile('index.html');

  app.get('/*', { config: { public: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (path === 'api' || path.startsWith('api/')) throw new NotFoundError('Route');
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (isFile && existsSync(join(staticDir, path))) {
      // Vite puts a content hash in every asset name, so they never change under the same URL.
      return reply.header('cache-control', path.startsWith('assets/') ? IMMUTABLE : REVALIDATE).sendFile(path);
    }
    // A missing script or style must fail as such, not arrive as the HTML page.
    if (isFile && path.startsWith('assets/')) throw new NotFoundError('File');
    return sendIndex(reply);
  });
}
