import type { FastifyInstance } from 'fastify';
import { findOrganizationBySlug } from '../modules/organizations/repository';
import { readSystemConfiguration } from '../modules/system-configuration/document';
import { allowCrossOrigin, ownOrigin } from './same-origin';

const PUBLIC_BOOKING = /^\/api\/public\/booking\/([^/?#]+)/;

/**
 * System Configuration's "Cross-origin requests": the websites an organization lists may call its
 * public booking API (`/api/public/booking/{slug}/...`) from their own pages, so a business can
 * build booking into its site. Only those origins get the CORS headers (and their preflight an
 * answer); nothing else changes for anyone.
 */
export function registerBookingCors(app: FastifyInstance): void {
  const { db } = app.deps;
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    const match = typeof origin === 'string' ? PUBLIC_BOOKING.exec(request.url) : null;
    if (!match || origin === ownOrigin(request)) return done();
    const organization = findOrganizationBySlug(db, decodeURIComponent(match[1]!));
    const { allowCORS, corsOrigins } = organization
      ? readSystemConfiguration(db, organization.id).security
      : { allowCORS: false, corsOrigins: [] as string[] };
    if (!allowCORS || !corsOrigins.includes(origin!)) return done();
    allowCrossOrigin(request);
    void reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    if (request.method !== 'OPTIONS') return done();
    // The preflight of a JSON POST (a hold, a booking): answered here, no route needed.
    void reply
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .code(204)
      .send();
  });
}
