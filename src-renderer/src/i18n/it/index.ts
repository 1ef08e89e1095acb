import type { Catalog } from '../catalogs';
import { organizationMessages } from './organization';
import { locationsMessages } from './locations';
import { importsMessages } from './imports';
import { financialMessages } from './financial';
import { brandingMessages } from './branding';
import { themeMessages } from './theme';
import { integrationsMessages } from './integrations';
import { invitationsMessages } from './invitations';
import { notificationLogsMessages } from './notification-logs';
import { bookingNotificationsMessages } from './booking-notifications';
import { onlineBookingMessages } from './online-booking';
import { bookingsMessages } from './bookings';
import { backupsMessages } from './backups';
import { settingsTemplatesMessages } from './settings-templates';
import { activityMessages } from './activity';
import { personalMessages } from './personal';
import { practitionersMessages } from './practitioners';
import { serviceBookingMessages } from './service-booking';
import { servicesMessages } from './services';
import { shellMessages } from './shell';
import { smsEditorMessages } from './sms-editor';
import { emailBuilderMessages } from './email-builder';
import { systemTemplatesMessages } from './system-templates';
import { systemConfigMessages } from './system-config';
import { securityPolicyMessages } from './security-policy';
import { performanceMessages } from './performance';
import { helpMessages } from './help';

/** The Italian catalog, loaded on its own when a user chooses Italiano. */
export default {
  ...shellMessages,
  ...personalMessages,
  ...organizationMessages,
  ...servicesMessages,
  ...serviceBookingMessages,
  ...practitionersMessages,
  ...locationsMessages,
  ...importsMessages,
  ...financialMessages,
  ...brandingMessages,
  ...themeMessages,
  ...integrationsMessages,
  ...invitationsMessages,
  ...notificationLogsMessages,
  ...smsEditorMessages,
  ...emailBuilderMessages,
  ...systemTemplatesMessages,
  ...bookingNotificationsMessages,
  ...onlineBookingMessages,
  ...bookingsMessages,
  ...backupsMessages,
  ...settingsTemplatesMessages,
  ...activityMessages,
  ...systemConfigMessages,
  ...securityPolicyMessages,
  ...performanceMessages,
  ...helpMessages,
} satisfies Catalog;
