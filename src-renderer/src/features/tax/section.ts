import { MENU_PERMISSIONS } from '../../../../server/contract/permissions';
import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';

export const taxSection: SettingsSection = {
  path: 'organization/tax',
  titleId: 'section.organization.tax',
  icon: 'percentage',
  group: 'organization',
  permission: MENU_PERMISSIONS['organization/tax'],
  page: lazyPage(() => import('./TaxPage').then((m) => m.TaxPage)),
  keywords: [
    { labelId: 'tax.rates.title', termsId: 'search.terms.taxRates', fieldId: 'tax-rates' },
    {
      labelId: 'tax.settings.pricesIncludeTax',
      termsId: 'search.terms.pricesIncludeTax',
      fieldId: 'tax-pricesIncludeTax',
    },
    {
      labelId: 'tax.settings.registrationNumber',
      termsId: 'search.terms.taxNumber',
      fieldId: 'tax-registrationNumber',
    },
  ],
};
