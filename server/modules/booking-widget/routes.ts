import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { documentRoutes } from '../../documents/routes';
import { bookingSettingsService, depositSettingsService } from './service';

const { bookingWidget } = ROUTES;

/** Online Booking Setup (organization/booking): the booking settings and the deposit settings. */
export async function bookingWidgetRoutes(app: FastifyInstance): Promise<void> {
  documentRoutes(app, {
    get: bookingWidget.settings,
    put: bookingWidget.saveSettings,
    service: bookingSettingsService(app.deps),
    detail: detail('activityDetail.onlineBooking.updated'),
  });

  documentRoutes(app, {
    get: bookingWidget.deposit,
    put: bookingWidget.saveDeposit,
    service: depositSettingsService(app.deps),
    detail: detail('activityDetail.deposits.updated'),
  });
}
