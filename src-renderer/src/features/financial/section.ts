import { MENU_PERMISSIONS } from '../../../../server/contract/permissions';
import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';
import { TAB_ANCHORS } from './page-tabs';

/**
 * Financial & Payments (organization/financial, spec part 2 §2): payment gateways with their
 * connect dialog, tips and invoicing, one tab each. Search lands on a tab's content or one of its
 * fields (the page opens that tab).
 */
export const financialSection: SettingsSection = {
  path: 'organization/financial',
  titleId: 'section.organization.financial',
  icon: 'bank-account',
  group: 'organization',
  permission: MENU_PERMISSIONS['organization/financial'],
  page: lazyPage(() => import('./FinancialPage').then((m) => m.FinancialPage)),
  keywords: [
    { labelId: 'financial.tab.gateways', termsId: 'financial.search.terms.gateways', fieldId: TAB_ANCHORS.gateways },
    { labelId: 'financial.tab.tips', termsId: 'financial.search.terms.tips', fieldId: TAB_ANCHORS.tips },
    {
      labelId: 'financial.tab.invoicing',
      termsId: 'financial.search.terms.invoicing',
      fieldId: TAB_ANCHORS.invoicing,
    },
    { labelId: 'financial.tips.percentages', fieldId: 'tips-tipPercentages' },
    { labelId: 'financial.invoice.terms', fieldId: 'invoice-terms' },
    { labelId: 'financial.invoice.footer', fieldId: 'invoice-footer' },
  ],
};
