import { lazyPage } from '../../app/routing/lazy-page';
import { menuPermission, type SettingsSection } from '../../app/sections/section';

/**
 * System Configuration (route `system`, spec part 3 §2): admin only (MENU_ROLE_REQUIREMENTS: the
 * owner, admins and platform admins); everyone else reads the spec's message.
 */
export const systemConfigSection: SettingsSection = {
  path: 'system',
  titleId: 'section.system',
  icon: 'cog',
  group: 'advanced',
  permission: menuPermission('system'),
  page: lazyPage(() => import('./SystemConfigPage').then((m) => m.SystemConfigPage)),
  noAccessBodyId: 'systemConfig.denied',
  keywords: [
    {
      labelId: 'systemConfig.maintenanceMode',
      termsId: 'systemConfig.search.terms.maintenance',
      fieldId: 'system-config-system-maintenanceMode',
    },
    {
      labelId: 'systemConfig.registrationOpen',
      termsId: 'systemConfig.search.terms.registration',
      fieldId: 'system-config-system-registrationOpen',
    },
    {
      labelId: 'systemConfig.maxFileUploadSize',
      termsId: 'systemConfig.search.terms.upload',
      fieldId: 'system-config-system-maxFileUploadSize',
    },
    {
      labelId: 'systemConfig.maxLoginAttempts',
      termsId: 'systemConfig.search.terms.lockout',
      fieldId: 'system-config-security-maxLoginAttempts',
    },
    {
      labelId: 'systemConfig.allowApiAccess',
      termsId: 'systemConfig.search.terms.api',
      fieldId: 'system-config-security-allowApiAccess',
    },
    {
      labelId: 'systemConfig.ipWhitelisting',
      termsId: 'systemConfig.search.terms.whitelist',
      fieldId: 'system-config-security-ipWhitelisting',
    },
    {
      labelId: 'systemConfig.backupFrequency',
      termsId: 'systemConfig.search.terms.backup',
      fieldId: 'system-config-system-backupFrequency',
    },
  ],
};
