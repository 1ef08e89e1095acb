import { MENU_PERMISSIONS } from '../../../../server/contract/permissions';
import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';

export const integrationsSection: SettingsSection = {
  path: 'organization/integrations',
  titleId: 'section.organization.integrations',
  icon: 'data-connection',
  group: 'organization',
  permission: MENU_PERMISSIONS['organization/integrations'],
  page: lazyPage(() => import('./IntegrationsPage').then((m) => m.IntegrationsPage)),
  keywords: [
    {
      labelId: 'integrations.field.googleReviewUrl',
      termsId: 'integrations.search.terms',
      fieldId: 'integrations-socialMedia-googleReviewUrl',
    },
  ],
};
