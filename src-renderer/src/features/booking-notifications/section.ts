import { MENU_PERMISSIONS } from '../../../../server/contract/permissions';
import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';
import { ANCHORS } from './anchors';

/**
 * Booking Settings / Customer Notifications (organization/booking-notifications, spec part 2 §2):
 * the provider connections, what clients are told and when, admin notifications and rate limits.
 * Search lands on a card or one of its fields.
 */
export const bookingNotificationsSection: SettingsSection = {
  path: 'organization/booking-notifications',
  titleId: 'section.organization.bookingNotifications',
  icon: 'notifications-updated',
  group: 'organization',
  permission: MENU_PERMISSIONS['organization/booking-notifications'],
  page: lazyPage(() => import('./BookingNotificationsPage').then((m) => m.BookingNotificationsPage)),
  keywords: [
    {
      labelId: 'bookingNotifications.providers.title',
      termsId: 'bookingNotifications.search.terms.providers',
      fieldId: ANCHORS.providers,
    },
    {
      labelId: 'bookingNotifications.events.title',
      termsId: 'bookingNotifications.search.terms.events',
      fieldId: ANCHORS.events,
    },
    {
      labelId: 'bookingNotifications.reminders.title',
      termsId: 'bookingNotifications.search.terms.reminders',
      fieldId: ANCHORS.reminders,
    },
    {
      labelId: 'bookingNotifications.admin.title',
      termsId: 'bookingNotifications.search.terms.admin',
      fieldId: ANCHORS.admin,
    },
    {
      labelId: 'bookingNotifications.rateLimits.maxPerClientPerDay',
      termsId: 'bookingNotifications.search.terms.rateLimits',
      fieldId: 'booking-notifications-notificationMaxPerClientPerDay',
    },
    {
      labelId: 'bookingNotifications.rateLimits.minIntervalMinutes',
      fieldId: 'booking-notifications-notificationMinIntervalMinutes',
    },
  ],
};
