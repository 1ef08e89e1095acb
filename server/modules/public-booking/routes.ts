import type { FastifyInstance } from 'fastify';
import { manageService } from '../../bookings/manage';
import { ROUTES } from '../../contract/routes';
import { route } from '../../http/route';
import { LOGIN_RATE_LIMIT } from '../auth/routes';
import { bookingPayments } from '../../bookings/payment';
import { checkoutSweep } from '../../bookings/payment-sweep';
import { adaptersFor } from '../../integrations/payments/adapters';
import { bookingPage } from './page';
import { publicBaseUrl } from '../../plugins/same-origin';
import { publicBookingService } from './service';

const { publicBooking: routes } = ROUTES;

/**
 * Per address: a client holds a few slots while choosing and books once or twice; a script
 * filling the calendar with holds or bookings is stopped long before it could.
 */
export const HOLD_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' };
export const BOOKING_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };
/**
 * Per address: a client whose card is refused tries another once or twice; someone testing
 * stolen card numbers against the form is stopped after a handful.
 */
export const CARD_RATE_LIMIT = { max: 6, timeWindow: '10 minutes' };

/** The public booking page's API (signed out): the page, slots, holds, bookings and the manage link. */
export async function publicBookingRoutes(app: FastifyInstance): Promise<void> {
  const payments = bookingPayments(app.deps, adaptersFor(app.deps.config));
  const booking = publicBookingService(app.deps, payments);
  const manage = manageService(app.deps, payments);
  const sweep = checkoutSweep(app.deps, payments);
  app.addHook('onClose', async () => sweep.stop());

  route(app, routes.page, (request) => bookingPage(app.deps.db, request.params.slug));
  route(app, routes.availability, (request) => booking.availability(request.params.slug, request.query));
  route(app, routes.hold, (request) => booking.hold(request.params.slug, request.body, request.ip), {
    rateLimit: HOLD_RATE_LIMIT,
  });
  route(app, routes.book, (request) => booking.book(request.params.slug, request.body, publicBaseUrl(app, request)), {
    rateLimit: BOOKING_RATE_LIMIT,
  });
  // The token is 256 random bits; the limit keeps a guesser from even trying at speed.
  route(app, routes.manage, (request) => manage.show(request.params.token), { rateLimit: LOGIN_RATE_LIMIT });
  route(app, routes.cancel, (request) => manage.cancel(request.params.token), { rateLimit: LOGIN_RATE_LIMIT });
  route(app, routes.payment, (request) => manage.checkPayment(request.params.token), { rateLimit: LOGIN_RATE_LIMIT });
  route(app, routes.cardForm, (request) => manage.cardForm(request.params.token), { rateLimit: LOGIN_RATE_LIMIT });
  route(
    app,
    routes.card,
    (request) => manage.submitCard(request.params.token, request.body, publicBaseUrl(app, request)),
    { rateLimit: CARD_RATE_LIMIT },
  );
  route(app, routes.reschedule, (request) => manage.reschedule(request.params.token, request.body.start), {
    rateLimit: LOGIN_RATE_LIMIT,
  });
}
