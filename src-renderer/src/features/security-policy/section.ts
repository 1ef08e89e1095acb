import { MENU_PERMISSIONS } from '../../../../server/contract/permissions';
import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';

/**
 * Security & Compliance (organization/security, spec part 3 §2): the organization's security
 * policy, for members with manage_security_settings.
 */
export const securityPolicySection: SettingsSection = {
  path: 'organization/security',
  titleId: 'section.organization.security',
  icon: 'shield',
  group: 'organization',
  permission: MENU_PERMISSIONS['organization/security'],
  page: lazyPage(() => import('./SecurityPolicyPage').then((m) => m.SecurityPolicyPage)),
  keywords: [
    {
      labelId: 'securityPolicy.password.title',
      termsId: 'securityPolicy.search.terms.password',
      fieldId: 'security-policy-passwordPolicy-minLength',
    },
    {
      labelId: 'securityPolicy.session.title',
      termsId: 'securityPolicy.search.terms.session',
      fieldId: 'security-policy-sessionPolicy-sessionTimeout',
    },
    {
      labelId: 'securityPolicy.session.enforceIP',
      termsId: 'securityPolicy.search.terms.ip',
      fieldId: 'security-policy-sessionPolicy-enforceIPRestriction',
    },
    {
      labelId: 'securityPolicy.twoFactor.title',
      termsId: 'securityPolicy.search.terms.twoFactor',
      fieldId: 'security-policy-twoFactorAuth-required',
    },
    {
      labelId: 'securityPolicy.audit.title',
      termsId: 'securityPolicy.search.terms.audit',
      fieldId: 'security-policy-auditLog-enabled',
    },
  ],
};
