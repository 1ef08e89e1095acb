import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors';
import { onWriteRequest, UNSAFE_METHODS } from '../http/write-hooks';

export const CROSS_SITE_MESSAGE =
  'This change was sent from another website and was refused. Open the app directly and try again.';

const allowedCrossOrigin = new WeakSet<FastifyRequest>();

/** Marks a request from a website the organization lets call its public booking API (booking-cors.ts). */
export function allowCrossOrigin(request: FastifyRequest): void {
  allowedCrossOrigin.add(request);
}

/** Where a browser says a request comes from, compared with this server's own origin. */
export type RequestSource = 'same-origin' | 'cross-site' | 'unknown';

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    // Opaque origins (sandboxed frames, data: and file: pages) serialise as "null".
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin the browser addressed: scheme and Host of this very request. Against cross-site
 * forgery the Host header can be trusted, since the victim's browser writes it, not the attacking
 * page. This works for every way the server is reached (127.0.0.1:PORT in the desktop window,
 * whatever name a headless server is opened under) without configuration; behind a TLS proxy,
 * Fastify's trustProxy makes protocol and host the public ones.
 */
export function ownOrigin(request: FastifyRequest): string | undefined {
  return request.host ? originOf(`${request.protocol}://${request.host}`) : undefined;
}

/**
 * Reads `Origin` and `Sec-Fetch-Site`. Browsers send `Origin` on every POST, PUT, PATCH and DELETE
 * (fetch and forms alike), and current ones add `Sec-Fetch-Site`; a request with neither did not
 * come from a browser page at all (curl, scripts, integrations): 'unknown'.
 */
export function requestSource(request: FastifyRequest): RequestSource {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin') return 'cross-site';
  if (typeof origin === 'string') {
    const own = ownOrigin(request);
    return own !== undefined && originOf(origin) === own ? 'same-origin' : 'cross-site';
  }
  return site === 'same-origin' ? 'same-origin' : 'unknown';
}

/**
 * Cookies never carry a cross-site write (ARCHITECTURE.md). SameSite=Strict is not enough: over
 * plain HTTP another port or name of the same site counts as the same site, so its pages get the
 * cookie sent along.
 *
 * - A write to a guarded route without a Bearer token is authenticated by the cookie, which the
 *   browser attaches by itself: it must prove it comes from our own pages (Origin equal to ours,
 *   or, without Origin, `Sec-Fetch-Site: same-origin`). Neither header means no browser page sent
 *   it, and such programs sign in and use a Bearer token; taking it would leave a hole for any
 *   browser that drops Origin, so it is refused.
 * - A Bearer request is unaffected: another site cannot make a browser attach that header.
 * - Public writes (sign-in, first-run setup, public booking) are refused only when the browser
 *   says they come from another site: that stops login forgery (signing the victim in to the
 *   attacker's account) while scripts without those headers can still sign in.
 *
 * Runs in onRequest after the auth guard, so callers without a session still get 401, and before
 * the body is read.
 */
export function registerSameOrigin(app: FastifyInstance): void {
  // A callback hook (a throw is handled as a rejection), on the write routes only.
  onWriteRequest(app, (request, _reply, done) => {
    if (!UNSAFE_METHODS.has(request.method)) return done();
    // Mirrors auth.ts: a Bearer header, even an empty or invalid one, means the cookie is not used.
    if (request.headers.authorization?.startsWith('Bearer ')) return done();
    const source = requestSource(request);
    // A guarded route reached this hook with a session, and without Bearer that is the cookie's.
    const needsProof = !request.routeOptions.config.public;
    // A website the organization lists for its public booking API (booking-cors.ts).
    if (!needsProof && allowedCrossOrigin.has(request)) return done();
    if (source === 'cross-site' || (needsProof && source !== 'same-origin')) {
      throw new ForbiddenError(CROSS_SITE_MESSAGE, 'CROSS_SITE_REQUEST');
    }
    done();
  });
}

/**
 * Where links the server hands out point (invitations, the booking page's payment return):
 * PUBLIC_URL when set (config.ts), else the address this request came to, which is the app's own
 * (right for a headless server opened under its public name; the desktop app's 127.0.0.1
 * address is why PUBLIC_URL exists).
 */
export function publicBaseUrl(app: FastifyInstance, request: FastifyRequest): string {
  const { publicUrl, host, port } = app.deps.config;
  return publicUrl ?? ownOrigin(request) ?? `http://${host}:${port}`;
}
