import { MENU_PERMISSIONS } from '../../../../server/contract/permissions';
import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';

export const subscriptionSection: SettingsSection = {
  path: 'organization/subscription',
  titleId: 'section.organization.subscription',
  icon: 'credit-card',
  group: 'organization',
  permission: MENU_PERMISSIONS['organization/subscription'],
  page: lazyPage(() => import('./SubscriptionPage').then((m) => m.SubscriptionPage)),
  keywords: [
    { labelId: 'subscription.plan.title', termsId: 'search.terms.plan', fieldId: 'billing-plan' },
    { labelId: 'subscription.usage.title', termsId: 'search.terms.usage', fieldId: 'billing-usage' },
  ],
};
