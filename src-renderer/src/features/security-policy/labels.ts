import type { SecurityPolicy } from '../../../../server/contract/security-policy';
import type { Path } from '../../components/form/path';
import type { MessageId } from '../../i18n/en';

/** The label of every field the page shows: how a refusal from the server names it. */
export const SECURITY_POLICY_LABELS: Readonly<Partial<Record<Path<SecurityPolicy>, MessageId>>> = {
  'passwordPolicy.minLength': 'securityPolicy.password.minLength',
  'passwordPolicy.requireUppercase': 'securityPolicy.password.requireUppercase',
  'passwordPolicy.requireLowercase': 'securityPolicy.password.requireLowercase',
  'passwordPolicy.requireNumbers': 'securityPolicy.password.requireNumbers',
  'passwordPolicy.requireSpecialChars': 'securityPolicy.password.requireSpecialChars',
  'passwordPolicy.expirationDays': 'securityPolicy.password.expirationDays',
  'sessionPolicy.sessionTimeout': 'securityPolicy.session.timeout',
  'sessionPolicy.maxConcurrentSessions': 'securityPolicy.session.maxConcurrent',
  'sessionPolicy.enforceIPRestriction': 'securityPolicy.session.enforceIP',
  'sessionPolicy.allowedIPs': 'securityPolicy.session.allowedIPs',
  'twoFactorAuth.required': 'securityPolicy.twoFactor.required',
  'twoFactorAuth.allowedMethods': 'securityPolicy.twoFactor.methods',
  'auditLog.enabled': 'securityPolicy.audit.enabled',
  'auditLog.logLevel': 'securityPolicy.audit.level',
  'auditLog.retentionDays': 'securityPolicy.audit.retention',
};
