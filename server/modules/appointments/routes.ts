import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../contract/routes';
import { KEEP_ANSWER, route } from '../../http/route';
import { bookingPayments } from '../../bookings/payment';
import { adaptersFor } from '../../integrations/payments/adapters';
import { appointmentsService } from './service';

const { appointments: routes } = ROUTES;

/** The desk's Bookings list: the views, approve, decline, cancel, no-show, and a booking made at the desk. */
export async function appointmentsRoutes(app: FastifyInstance): Promise<void> {
  const appointments = appointmentsService(app.deps, bookingPayments(app.deps, adaptersFor(app.deps.config)));

  route(app, routes.list, (request, _reply, ctx) => appointments.list(ctx, request.query), KEEP_ANSWER);
  route(app, routes.create, (request, _reply, ctx) => appointments.book(ctx, request.body));
  route(app, routes.approve, (request, _reply, ctx) => appointments.approve(ctx, request.params.id));
  route(app, routes.decline, (request, _reply, ctx) =>
    appointments.decline(ctx, request.params.id, request.body.reason),
  );
  route(app, routes.cancel, (request, _reply, ctx) => appointments.cancel(ctx, request.params.id, request.body));
  route(app, routes.noShow, (request, _reply, ctx) => appointments.noShow(ctx, request.params.id));
}
