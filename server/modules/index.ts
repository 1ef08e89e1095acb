import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes';
import { activityRoutes } from './activity/routes';
import { appointmentsRoutes } from './appointments/routes';
import { authRoutes } from './auth/routes';
import { backupsRoutes } from './backups/routes';
import { billingRoutes } from './billing/routes';
import { bookingWidgetRoutes } from './booking-widget/routes';
import { brandingRoutes } from './branding/routes';
import { clientsRoutes } from './clients/routes';
import { databaseBackupsRoutes } from './database-backups/routes';
import { docsRoutes } from './docs/routes';
import { financialRoutes } from './financial/routes';
import { healthRoutes } from './health/routes';
import { invitationsRoutes } from './invitations/routes';
import { locationsRoutes } from './locations/routes';
import { messageTemplatesRoutes } from './message-templates/routes';
import { notificationsRoutes } from './notifications/routes';
import { organizationRoutes } from './organizations/routes';
import { overviewRoutes } from './overview/routes';
import { paymentsRoutes } from './payments/routes';
import { performanceRoutes } from './performance/routes';
import { platformTemplatesRoutes } from './platform-templates/routes';
import { productsRoutes } from './products/routes';
import { publicBookingRoutes } from './public-booking/routes';
import { rolesRoutes } from './roles/routes';
import { securityPolicyRoutes } from './security-policy/routes';
import { serviceBookingRoutes } from './service-booking/routes';
import { systemConfigurationRoutes } from './system-configuration/routes';
import { servicesRoutes } from './services/routes';
import { settingsRoutes } from './settings/routes';
import { settingsTemplatesRoutes } from './settings-templates/routes';
import { setupRoutes } from './setup/routes';
import { taxRoutes } from './tax/routes';
import { teamRoutes } from './team/routes';

/** Every module, listed explicitly: the server is bundled, so nothing is discovered at run time. */
export const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  docsRoutes,
  setupRoutes,
  authRoutes,
  teamRoutes,
  invitationsRoutes,
  accountRoutes,
  rolesRoutes,
  settingsRoutes,
  activityRoutes,
  overviewRoutes,
  organizationRoutes,
  billingRoutes,
  taxRoutes,
  servicesRoutes,
  serviceBookingRoutes,
  locationsRoutes,
  clientsRoutes,
  productsRoutes,
  financialRoutes,
  paymentsRoutes,
  brandingRoutes,
  notificationsRoutes,
  messageTemplatesRoutes,
  platformTemplatesRoutes,
  publicBookingRoutes,
  bookingWidgetRoutes,
  appointmentsRoutes,
  backupsRoutes,
  databaseBackupsRoutes,
  settingsTemplatesRoutes,
  performanceRoutes,
  securityPolicyRoutes,
  systemConfigurationRoutes,
];
