import type { FastifyInstance } from 'fastify';
import { bookingWidgetSettings } from '../modules/booking-widget/settings';
import { cardFormSources } from '../integrations/payments/urls';
import { findOrganizationBySlug } from '../modules/organizations/repository';

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
 * The public booking page (issue 16): `/{slug}/book` and its manage view
 * `/{slug}/book/manage/{token}` (server/plugins/booking-page.ts). Never under /api.
 */
const BOOKING_PAGE_PATH = /^\/(?!api\/)[a-z0-9][a-z0-9-]{0,62}\/book(?:\/manage\/[A-Za-z0-9_-]{43})?\/?$/;
export const isBookingPagePath = (pathname: string): boolean => BOOKING_PAGE_PATH.test(pathname);

/**
 * The booking page's policy: this server's scripts and styles (the page has no inline script or
 * style; brand colours are set through the CSSOM, which style-src does not govern), its API, and
 * no form posting anywhere. `cardSources` are the payment providers' card forms (Square's Web
 * Payments SDK, Adyen Web, Tyro.js: urls.ts cardFormSources), which load their script, styles
 * and logos, put their fields in frames and post the card to their own hosts.
 */
function bookingPagePolicy(cardSources: readonly string[]): string[] {
  const and = cardSources.length > 0 ? ` ${cardSources.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${and}`,
    `style-src 'self'${and}`,
    `img-src 'self' data: blob:${and}`,
    `font-src 'self'${and}`,
    `frame-src${and || " 'none'"}`,
    `connect-src 'self'${and}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ];
}

/**
 * Which sites may show the answer at this path in a frame. The one place that decides framing:
 * nobody, for every path but the public booking page (`GET /{slug}/book`, CONTRACT.md), which the
 * sites its owner listed may embed (the Online Booking Setup's `frameAncestors`), or any site when
 * the list is empty; X-Frame-Options is then left off (it cannot express an allow-list).
 * `allowedFor(slug)` answers the business's list.
 */
export function frameAncestorsFor(pathname: string, allowedFor?: (slug: string) => readonly string[]): string {
  if (!isBookingPagePath(pathname)) return "'none'";
  const allowed = allowedFor?.(pathname.slice(1, pathname.indexOf('/', 1))) ?? [];
  // 'self' too: the Online Booking Setup previews the page in a frame of the settings app.
  return allowed.length > 0 ? ["'self'", ...allowed].join(' ') : '*';
}

/** A page someone may frame is the booking page (frameAncestorsFor), which gets its own policy. */
export function contentSecurityPolicy(
  isPage: boolean,
  frameAncestors: string,
  cardSources: readonly string[] = [],
): string {
  const base = !isPage ? RESOURCE_POLICY : frameAncestors === "'none'" ? PAGE_POLICY : bookingPagePolicy(cardSources);
  return [...base, `frame-ancestors ${frameAncestors}`].join('; ');
}

/**
 * One hook for the headers every answer carries: API answers, static files, the SPA fallback, 404s
 * and errors (the error and not-found handlers send through onSend as well).
 *
 * Referrer-Policy is `same-origin`: no address of ours (they carry organization slugs and record
 * ids) is ever sent to another site, while our own requests keep their full `Origin` header. The
 * stricter `no-referrer` would make browsers send `Origin: null` on the app's own writes, which
 * the same-origin guard (same-origin.ts) would then have to refuse.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const allowedFor = (slug: string): readonly string[] => {
    const organization = findOrganizationBySlug(app.deps.db, slug);
    return organization ? bookingWidgetSettings(app.deps.db, organization.id).frameAncestors : [];
  };
  const cardSources = cardFormSources(app.deps.config.paymentProviderUrls);
  // Every answer passes here: the usual policies are built once, and the hook is a callback one
  // (no promise per answer).
  const usual = new Map<string, string>();
  const policyFor = (isPage: boolean, frameAncestors: string) => {
    const key = `${isPage ? 'page' : 'resource'} ${frameAncestors}`;
    let policy = usual.get(key);
    if (policy === undefined) {
      policy = contentSecurityPolicy(isPage, frameAncestors, cardSources);
      // Bounded: frame-ancestors varies only with the businesses' booking page allow-lists.
      if (usual.size < 100) usual.set(key, policy);
    }
    return policy;
  };

  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.url;
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    const frameAncestors = frameAncestorsFor(pathname, allowedFor);
    const contentType = String(reply.getHeader('content-type') ?? '');
    // Scripts get the page's policy too: a Web Worker runs under the policy of its own script.
    const isPage = /^(text\/html|text\/javascript|application\/javascript)/.test(contentType);

    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'same-origin');
    void reply.header('content-security-policy', policyFor(isPage, frameAncestors));
    if (frameAncestors === "'none'") void reply.header('x-frame-options', 'DENY');
    else void reply.removeHeader('x-frame-options');
    // API answers are per user and often private (sessions, 2FA setup, recovery codes): no cache
    // may keep them. A route that chose its own caching (avatars: private, versioned URL) keeps it.
    if ((pathname === '/api' || pathname.startsWith('/api/')) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
