import { MENU_PERMISSIONS } from '../../../../server/contract/permissions';
import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';

/**
 * Notification Logs (organization/notification-logs, spec part 3 §2): every message the delivery
 * engine queued, sent or gave up on, with filters, details and Resend for failed ones. The logs hold
 * clients' addresses and numbers, so the page needs the notification settings' permission.
 */
export const notificationLogsSection: SettingsSection = {
  path: 'organization/notification-logs',
  titleId: 'section.organization.notificationLogs',
  icon: 'history',
  group: 'organization',
  permission: MENU_PERMISSIONS['organization/notification-logs'],
  page: lazyPage(() => import('./NotificationLogsPage').then((m) => m.NotificationLogsPage)),
};
