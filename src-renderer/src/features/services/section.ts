import { MENU_PERMISSIONS } from '../../../../server/contract/permissions';
import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';
import { SERVICES_TAB_ANCHORS, TAB_ANCHORS } from './page-tabs';

/**
 * Services & Booking (organization/services, spec part 2 §2): the service menu and its categories,
 * online booking, business hours and booking rules, one tab each. Search lands on a tab's content
 * (the page opens that tab), since the booking tabs' own fields are theirs to name.
 */
export const servicesSection: SettingsSection = {
  path: 'organization/services',
  titleId: 'section.organization.services',
  icon: 'list',
  group: 'organization',
  permission: MENU_PERMISSIONS['organization/services'],
  page: lazyPage(() => import('./ServicesPage').then((m) => m.ServicesPage)),
  keywords: [
    {
      labelId: 'services.search.services',
      termsId: 'services.search.terms.services',
      fieldId: SERVICES_TAB_ANCHORS.list,
    },
    {
      labelId: 'services.search.categories',
      termsId: 'services.search.terms.categories',
      fieldId: SERVICES_TAB_ANCHORS.categories,
    },
    {
      labelId: 'services.tab.onlineBooking',
      termsId: 'services.search.terms.onlineBooking',
      fieldId: TAB_ANCHORS['online-booking'],
    },
    {
      labelId: 'services.tab.businessHours',
      termsId: 'services.search.terms.businessHours',
      fieldId: TAB_ANCHORS['business-hours'],
    },
    {
      labelId: 'services.tab.bookingRules',
      termsId: 'services.search.terms.bookingRules',
      fieldId: TAB_ANCHORS['booking-rules'],
    },
    // Fields of the booking tabs: the page opens their tab (page-tabs.ts).
    { labelId: 'serviceBooking.online.cancellationWindow', fieldId: 'online-booking-cancellationWindow' },
    { labelId: 'serviceBooking.online.requireApproval', fieldId: 'online-booking-requireApproval' },
    { labelId: 'serviceBooking.online.requireDeposit', fieldId: 'online-booking-requireDeposit' },
    { labelId: 'serviceBooking.exceptions.title', fieldId: 'business-hours-exceptions' },
    { labelId: 'serviceBooking.rules.minimumNotice', fieldId: 'booking-rules-minimumNoticeMinutes' },
    { labelId: 'serviceBooking.rules.maximumAdvance', fieldId: 'booking-rules-maximumAdvanceDays' },
    { labelId: 'serviceBooking.rules.slotInterval', fieldId: 'booking-rules-slotIntervalMinutes' },
    { labelId: 'serviceBooking.rules.minimumGap', fieldId: 'booking-rules-minimumGapMinutes' },
    { labelId: 'serviceBooking.rules.rescheduleNotice', fieldId: 'booking-rules-rescheduleNoticeHours' },
  ],
};
