import { MENU_PERMISSIONS } from '../../../../server/contract/permissions';
import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';

export const rolesSection: SettingsSection = {
  path: 'roles',
  titleId: 'section.roles',
  icon: 'people',
  group: 'organization',
  permission: MENU_PERMISSIONS.roles,
  page: lazyPage(() => import('./RolesPage').then((m) => m.RolesPage)),
  keywords: [{ labelId: 'roles.create', termsId: 'search.terms.createRole', fieldId: 'roles-create' }],
};
