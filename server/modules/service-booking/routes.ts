import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { documentRoutes } from '../../documents/routes';
import { bookingRulesService } from './booking-rules';
import { businessHoursService } from './business-hours';
import { onlineBookingKind } from './online-booking';

const { services } = ROUTES;

/** The three settings documents of the Services & Booking screen (organization/services). */
export async function serviceBookingRoutes(app: FastifyInstance): Promise<void> {
  documentRoutes(app, {
    get: services.onlineBooking,
    put: services.saveOnlineBooking,
    kind: onlineBookingKind,
    detail: detail('activityDetail.onlineBooking.updated'),
  });

  documentRoutes(app, {
    get: services.businessHours,
    put: services.saveBusinessHours,
    service: businessHoursService(app.deps),
    detail: detail('activityDetail.businessHours.updated'),
  });

  documentRoutes(app, {
    get: services.bookingRules,
    put: services.saveBookingRules,
    service: bookingRulesService(app.deps),
    detail: detail('activityDetail.bookingRules.updated'),
  });
}
