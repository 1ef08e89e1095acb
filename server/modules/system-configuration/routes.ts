import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { hasRole } from '../../contract/permissions';
import { ROUTES } from '../../contract/routes';
import { documentRoutes } from '../../documents/routes';
import { KEEP_ANSWER, route } from '../../http/route';
import { readSystemConfiguration } from './document';
import { systemConfigurationService } from './service';

const { systemConfiguration } = ROUTES;

/** System Configuration (route `system`): the document, and the banner's status for everyone. */
export async function systemConfigurationRoutes(app: FastifyInstance): Promise<void> {
  documentRoutes(app, {
    get: systemConfiguration.configuration,
    put: systemConfiguration.saveConfiguration,
    service: systemConfigurationService(app.deps),
    detail: detail('activityDetail.systemConfiguration.updated'),
  });
  route(
    app,
    systemConfiguration.status,
    (_request, _reply, ctx) => {
      const { maintenanceMode, systemNotifications } = readSystemConfiguration(app.deps.db, ctx.organizationId).system;
      return { maintenanceMode, showBanner: maintenanceMode && systemNotifications && hasRole(ctx.user, 'admin') };
    },
    KEEP_ANSWER,
  );
}
