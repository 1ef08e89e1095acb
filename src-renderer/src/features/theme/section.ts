import { lazyPage } from '../../app/routing/lazy-page';
import { menuPermission, type SettingsSection } from '../../app/sections/section';

/**
 * Theme Customization (advanced/theme-customization): every member sees the organization's theme
 * here; saving it needs manage_organization_settings (the page is read-only without it).
 */
export const themeSection: SettingsSection = {
  path: 'advanced/theme-customization',
  titleId: 'section.advanced.themeCustomization',
  icon: 'color-fill',
  group: 'advanced',
  permission: menuPermission('advanced/theme-customization'),
  badge: 'new',
  page: lazyPage(() => import('./ThemePage').then((m) => m.ThemePage)),
  keywords: [
    { labelId: 'theme.palettes.title', termsId: 'theme.search.paletteTerms', fieldId: 'theme-palettes' },
    { labelId: 'theme.designLanguage.title', termsId: 'theme.search.designTerms', fieldId: 'theme-designLanguage' },
    { labelId: 'theme.mode.title', termsId: 'theme.search.modeTerms', fieldId: 'theme-mode' },
  ],
};
