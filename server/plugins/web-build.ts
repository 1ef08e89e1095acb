import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFoundError } from '../errors';

/**
 * The page may run only its own scripts and talk only to this server. Inline styles stay allowed:
 * Blueprint positions popovers and dialogs with them. Images may be data URLs (the 2FA QR code).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Serves the renderer's web build: real files by path, and index.html for every other non-API path
 * so the client-side router can take deep links such as /demo-salon/settings/overview.
 */
export async function registerWebBuild(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: staticDir, serve: false });
  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', CONTENT_SECURITY_POLICY)
      .sendFile('index.html');

  app.get('/*', { config: { public: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (path === 'api' || path.startsWith('api/')) throw new NotFoundError('Route');
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (isFile && existsSync(join(staticDir, path))) {
      // Vite puts a content hash in every asset name, so they never change under the same URL.
      if (path.startsWith('assets/')) void reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.sendFile(path);
    }
    // A missing script or style must fail as such, not arrive as the HTML page.
    if (isFile && path.startsWith('assets/')) throw new NotFoundError('File');
    return sendIndex(reply);
  });
}
