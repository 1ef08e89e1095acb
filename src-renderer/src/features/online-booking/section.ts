import { MENU_PERMISSIONS } from '../../../../server/contract/permissions';
import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';

/**
 * Online Booking Setup (organization/booking, spec part 2 §2): the master switch, the ways to put
 * the booking page on a site, deposits, rules and the page's appearance.
 */
export const onlineBookingSection: SettingsSection = {
  path: 'organization/booking',
  titleId: 'section.organization.booking',
  icon: 'calendar',
  group: 'organization',
  permission: MENU_PERMISSIONS['organization/booking'],
  page: lazyPage(() => import('./OnlineBookingPage').then((m) => m.OnlineBookingPage)),
  keywords: [
    {
      labelId: 'onlineBooking.integration.title',
      termsId: 'onlineBooking.search.terms.integration',
      fieldId: 'online-booking-integration',
    },
    {
      labelId: 'onlineBooking.deposit.title',
      termsId: 'onlineBooking.search.terms.deposit',
      fieldId: 'online-booking-deposit',
    },
    {
      labelId: 'onlineBooking.rules.title',
      termsId: 'onlineBooking.search.terms.rules',
      fieldId: 'online-booking-rules',
    },
    {
      labelId: 'onlineBooking.appearance.title',
      termsId: 'onlineBooking.search.terms.appearance',
      fieldId: 'online-booking-appearance',
    },
  ],
};
