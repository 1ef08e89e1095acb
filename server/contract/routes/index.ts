import { accountRoutes } from './account';
import { activityRoutes } from './activity';
import { appointmentsRoutes } from './appointments';
import { authRoutes } from './auth';
import { backupsRoutes } from './backups';
import { billingRoutes } from './billing';
import { bookingWidgetRoutes } from './booking-widget';
import { brandingRoutes } from './branding';
import { clientsRoutes } from './clients';
import { databaseBackupsRoutes } from './database-backups';
import type { RouteDef } from './define';
import { docsRoutes } from './docs';
import { financialRoutes } from './financial';
import { healthRoutes } from './health';
import { importsRoutes } from './imports';
import { invitationsRoutes } from './invitations';
import { locationsRoutes } from './locations';
import { notificationsRoutes } from './notifications';
import { organizationsRoutes } from './organizations';
import { overviewRoutes } from './overview';
import { paymentsRoutes } from './payments';
import { performanceRoutes } from './performance';
import { productsRoutes } from './products';
import { publicBookingRoutes } from './public-booking';
import { rolesRoutes } from './roles';
import { servicesRoutes, treatmentsRoutes } from './services';
import { securityPolicyRoutes } from './security-policy';
import { settingsRoutes } from './settings';
import { systemConfigurationRoutes } from './system-configuration';
import { settingsTemplatesRoutes } from './settings-templates';
import { setupRoutes } from './setup';
import { taxRoutes } from './tax';
import { teamRoutes } from './team';
import { messageTemplatesRoutes, platformTemplatesRoutes } from './templates';

/**
 * The API, each endpoint declared once, grouped by area (the server module of the same name
 * registers it; the renderer calls it with api.call). A new area adds its file and one line here.
 */
export const ROUTES = {
  health: healthRoutes,
  docs: docsRoutes,
  setup: setupRoutes,
  auth: authRoutes,
  team: teamRoutes,
  account: accountRoutes,
  roles: rolesRoutes,
  settings: settingsRoutes,
  activity: activityRoutes,
  overview: overviewRoutes,
  organizations: organizationsRoutes,
  billing: billingRoutes,
  tax: taxRoutes,
  services: servicesRoutes,
  treatments: treatmentsRoutes,
  locations: locationsRoutes,
  clients: clientsRoutes,
  products: productsRoutes,
  imports: importsRoutes,
  payments: paymentsRoutes,
  financial: financialRoutes,
  branding: brandingRoutes,
  notifications: notificationsRoutes,
  invitations: invitationsRoutes,
  messageTemplates: messageTemplatesRoutes,
  platformTemplates: platformTemplatesRoutes,
  publicBooking: publicBookingRoutes,
  bookingWidget: bookingWidgetRoutes,
  appointments: appointmentsRoutes,
  settingsTemplates: settingsTemplatesRoutes,
  backups: backupsRoutes,
  databaseBackups: databaseBackupsRoutes,
  securityPolicy: securityPolicyRoutes,
  systemConfiguration: systemConfigurationRoutes,
  performance: performanceRoutes,
};

type Group = { readonly [name: string]: RouteDef | Group };

function flatten(group: Group): RouteDef[] {
  return Object.values(group).flatMap((entry) => ('method' in entry ? [entry as RouteDef] : flatten(entry as Group)));
}

/** Every declared route, for tests that compare the map with what the server registers. */
export const ALL_ROUTES: readonly RouteDef[] = flatten(ROUTES as unknown as Group);

export * from './define';
