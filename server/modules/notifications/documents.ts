import {
  DEFAULT_ADMIN_NOTIFICATION_SETTINGS,
  DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS,
  type AdminNotificationFields,
  type CustomerNotificationFields,
} from '../../contract/notification-settings';
import type { DocumentKind } from '../../documents/documents';

/**
 * Booking notifications (spec part 2 §3): what the business sends its clients, and what it tells
 * its team. Two settings documents of the organization; the delivery engine reads both at send
 * time (server/notifications/), the routes of this module read and save them.
 */
export const customerNotificationSettingsKind: DocumentKind<CustomerNotificationFields> = {
  kind: 'notification-settings',
  scope: 'organization',
  defaults: () => DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS,
};

export const adminNotificationSettingsKind: DocumentKind<AdminNotificationFields> = {
  kind: 'admin-notification-settings',
  scope: 'organization',
  defaults: () => DEFAULT_ADMIN_NOTIFICATION_SETTINGS,
};
