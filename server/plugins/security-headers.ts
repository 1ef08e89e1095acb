import type { FastifyInstance } from 'fastify';

/**
 * The policy of the settings pages (index.html) and their scripts: they may run only their own
 * scripts and talk only to this server. Inline styles stay allowed: Blueprint positions popovers
 * and dialogs with them. Images may be data URLs (the 2FA QR code). `frame-ancestors` is added per
 * answer, below.
 */
const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/**
 * Everything else (JSON, styles, pictures, error bodies): nothing in it may run or load anything
 * should a browser ever render it as a document (an SVG opened directly, say).
 */
const RESOURCE_POLICY = ["default-src 'none'", "base-uri 'none'", "form-action 'none'"];

/**
 * Which sites may show the answer at this path in a frame. The one place that decides framing:
 * nobody, for every path today. The public booking page (`GET /{slug}/book`, CONTRACT.md) is the
 * planned exception: return its allowed ancestors here (e.g. `*`, or the organization's sites) for
 * that path, and X-Frame-Options is then left off (it cannot express an allow-list).
 */
export function frameAncestorsFor(_pathname: string): string {
  return "'none'";
}

export function contentSecurityPolicy(isPage: boolean, frameAncestors: string): string {
  return [...(isPage ? PAGE_POLICY : RESOURCE_POLICY), `frame-ancestors ${frameAncestors}`].join('; ');
}

/** The headers of an answer at `pathname`, as a page (index.html, scripts) or as anything else. */
function answerHeaders(isPage: boolean, pathname: string): Readonly<Record<string, string>> {
  const frameAncestors = frameAncestorsFor(pathname);
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'content-security-policy': contentSecurityPolicy(isPage, frameAncestors),
  };
  if (frameAncestors === "'none'") headers['x-frame-options'] = 'DENY';
  // API answers are per user and often private (sessions, 2FA setup, recovery codes): no cache
  // may keep them. A route that chose its own caching (avatars: private, versioned URL) sets its
  // own cache-control in its handler, which replaces this one.
  if (pathname === '/api' || pathname.startsWith('/api/')) headers['cache-control'] = 'no-store';
  return Object.freeze(headers);
}

const API_HEADERS = answerHeaders(false, '/api/');

/**
 * The headers every answer carries: API answers, static files, the SPA fallback, 404s and errors.
 * They are set as the request arrives (onRequest), so whatever answers it, a handler, the error
 * handler or the not-found handler, sends them; a handler may replace one (its own cache-control,
 * the page policy through `pageHeaders`). Not in onSend: a hook at that stage costs every answer
 * a pass through Fastify's onSend machinery, a measurable share of a cached read (tests/bench).
 *
 * Referrer-Policy is `same-origin`: no address of ours (they carry organization slugs and record
 * ids) is ever sent to another site, while our own requests keep their full `Origin` header. The
 * stricter `no-referrer` would make browsers send `Origin: null` on the app's own writes, which
 * the same-origin guard (same-origin.ts) would then have to refuse.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (url.startsWith('/api/')) {
      void reply.headers(API_HEADERS);
    } else {
      const query = url.indexOf('?');
      void reply.headers(answerHeaders(false, query === -1 ? url : url.slice(0, query)));
    }
    done();
  });
}

/**
 * What a page or a script is sent with instead of the resource headers: the page policy (scripts
 * too: a Web Worker runs under the policy of its own script). The web build calls it for them.
 */
export function pageHeaders(pathname: string): Readonly<Record<string, string>> {
  return answerHeaders(true, pathname);
}
