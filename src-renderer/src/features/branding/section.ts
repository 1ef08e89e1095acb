import { MENU_PERMISSIONS } from '../../../../server/contract/permissions';
import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';

export const brandingSection: SettingsSection = {
  path: 'organization/branding',
  titleId: 'section.organization.branding',
  icon: 'style',
  group: 'organization',
  permission: MENU_PERMISSIONS['organization/branding'],
  page: lazyPage(() => import('./BrandingPage').then((m) => m.BrandingPage)),
  shortcut: 'b',
  keywords: [
    { labelId: 'branding.logo.title', termsId: 'branding.search.terms', fieldId: 'branding-logo' },
    { labelId: 'branding.colors.title', fieldId: 'branding-primaryColor' },
    { labelId: 'branding.social.title', fieldId: 'branding-socialMedia-facebook' },
    { labelId: 'branding.field.emailFooter', fieldId: 'branding-emailFooter' },
  ],
};
