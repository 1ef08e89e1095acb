import { MENU_PERMISSIONS } from '../../../../server/contract/permissions';
import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';
import { TEMPLATE_LIST_ID } from './anchors';

/**
 * System Templates (organization/system-templates, spec part 3 §2): the emails, SMS and push
 * notifications the business sends, with their previews, editors and defaults, and its own
 * marketing templates. Needs manage_templates (§6), like every template route on the server.
 */
export const systemTemplatesSection: SettingsSection = {
  path: 'organization/system-templates',
  titleId: 'section.organization.systemTemplates',
  icon: 'document',
  group: 'organization',
  permission: MENU_PERMISSIONS['organization/system-templates'],
  page: lazyPage(() => import('./SystemTemplatesPage').then((m) => m.SystemTemplatesPage)),
  keywords: [
    { labelId: 'systemTemplates.search.keyword', termsId: 'systemTemplates.search.terms', fieldId: TEMPLATE_LIST_ID },
  ],
};
