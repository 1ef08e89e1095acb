import { MENU_PERMISSIONS } from '../../../../server/contract/permissions';
import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';

export const generalSection: SettingsSection = {
  path: 'organization/general',
  titleId: 'section.organization.general',
  icon: 'office',
  group: 'organization',
  permission: MENU_PERMISSIONS['organization/general'],
  page: lazyPage(() => import('./GeneralSettingsPage').then((m) => m.GeneralSettingsPage)),
  shortcut: 'o',
  keywords: [
    { labelId: 'general.field.companyName', termsId: 'search.terms.businessName', fieldId: 'general-companyName' },
    { labelId: 'general.field.website', fieldId: 'general-website' },
    { labelId: 'general.address.title', termsId: 'search.terms.address', fieldId: 'general-address-street1' },
    { labelId: 'general.field.timezone', fieldId: 'general-timezone' },
    { labelId: 'general.field.currency', fieldId: 'general-currency' },
    { labelId: 'general.field.locale', termsId: 'search.terms.locale', fieldId: 'general-locale' },
    { labelId: 'general.feature.allowOnlineBooking', fieldId: 'general-settings-allowOnlineBooking' },
    { labelId: 'general.feature.enableLoyaltyProgram', fieldId: 'general-settings-enableLoyaltyProgram' },
  ],
};
