import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../errors';
import { BOOKING_EMBED_SCRIPT } from './booking-embed-script';
import { isBookingPagePath } from './security-headers';

/**
 * The public booking page (issue 16): a light page of its own (src-booking/, built by
 * vite.booking.config.ts into `booking-page/` inside the web build), served at `/{slug}/book` and
 * `/{slug}/book/manage/{token}` for any slug: the page itself asks the public API whether the
 * business exists. Its content security policy (framable by any site, its own scripts only) comes
 * from security-headers.ts, the one place deciding framing.
 */
export const BOOKING_PAGE_FOLDER = 'booking-page';

// Hashed names never change content under the same URL; the page itself is revalidated each visit.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

interface Asset {
  type: string;
  plain: Buffer;
  br?: Buffer;
  gz?: Buffer;
}

const readIf = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);

/**
 * The build's few files, read once: the page is small (its bundle is held under 100 KB gzipped by
 * tests/e2e/booking-page-weight.spec.ts), and the first slots should show fast. The .br and .gz
 * copies written by scripts/precompress.mjs are sent as they are.
 */
function readAssets(assetsDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(assetsDir)) return assets;
  for (const name of readdirSync(assetsDir)) {
    const type = TYPES[extname(name).toLowerCase()];
    if (type === undefined) continue; // .br, .gz and anything unexpected
    const path = join(assetsDir, name);
    assets.set(name, { type, plain: readFileSync(path), br: readIf(`${path}.br`), gz: readIf(`${path}.gz`) });
  }
  return assets;
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  void reply.header('cache-control', IMMUTABLE).header('vary', 'accept-encoding').type(asset.type);
  if (asset.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(asset.br);
  if (asset.gz && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(asset.gz);
  return reply.send(asset.plain);
}

/** Registers the page's two addresses and its assets; `staticDir` is the web build's folder. */
export async function registerBookingPage(app: FastifyInstance, staticDir: string): Promise<void> {
  const dir = join(staticDir, BOOKING_PAGE_FOLDER);
  const index = readIf(join(dir, 'index.html'));
  const assets = readAssets(join(dir, 'assets'));

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // `/api/book` and slugs no business can have: not the page (and never framable).
    if (!isBookingPagePath(pathname)) throw new NotFoundError('Page');
    // Without the page's build the settings app's fallback must not answer here: it may not be framed.
    if (index === undefined) throw new NotFoundError('Booking page');
    return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(index);
  };
  const config = { public: true };
  app.get('/:slug/book', { config }, sendPage);
  app.get('/:slug/book/manage/:token', { config }, sendPage);
  // Other sites load it: short caching, so a fix reaches them within the hour.
  app.get('/embed/booking.js', { config }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(BOOKING_EMBED_SCRIPT),
  );
  app.get(`/${BOOKING_PAGE_FOLDER}/assets/:file`, { config }, async (request, reply) => {
    const asset = assets.get((request.params as { file: string }).file);
    if (asset === undefined) throw new NotFoundError('File');
    return sendAsset(request, reply, asset);
  });
}
