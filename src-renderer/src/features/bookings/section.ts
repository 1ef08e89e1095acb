import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';

/**
 * Bookings (organization/bookings, issue 16 "At the desk"): today's and upcoming appointments and
 * online bookings waiting for approval, with Approve, Decline, Cancel, No-show and New booking.
 * Reception's daily work, so no permission gates it; the server refuses roles ranked below the
 * receptionist.
 */
export const bookingsSection: SettingsSection = {
  path: 'organization/bookings',
  titleId: 'section.organization.bookings',
  icon: 'calendar',
  group: 'organization',
  page: lazyPage(() => import('./BookingsPage').then((m) => m.BookingsPage)),
};
