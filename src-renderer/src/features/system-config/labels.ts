import type { SystemConfiguration } from '../../../../server/contract/system-configuration';
import type { Path } from '../../components/form/path';
import type { MessageId } from '../../i18n/en';

/** The label of every field the page shows: how a refusal from the server names it. */
export const SYSTEM_CONFIG_LABELS: Readonly<Partial<Record<Path<SystemConfiguration>, MessageId>>> = {
  'system.maintenanceMode': 'systemConfig.maintenanceMode',
  'system.registrationOpen': 'systemConfig.registrationOpen',
  'system.emailVerificationRequired': 'systemConfig.emailVerificationRequired',
  'system.maxUsersPerOrg': 'systemConfig.maxUsersPerOrg',
  'system.sessionTimeout': 'systemConfig.sessionTimeout',
  'system.maxFileUploadSize': 'systemConfig.maxFileUploadSize',
  'system.auditLogRetention': 'systemConfig.auditLogRetention',
  'system.autoBackupEnabled': 'systemConfig.autoBackupEnabled',
  'system.backupFrequency': 'systemConfig.backupFrequency',
  'system.systemNotifications': 'systemConfig.systemNotifications',
  'system.performanceMonitoring': 'systemConfig.performanceMonitoring',
  'system.errorReporting': 'systemConfig.errorReporting',
  'security.enforceStrongPasswords': 'systemConfig.enforceStrongPasswords',
  'security.require2FA': 'systemConfig.require2FA',
  'security.sessionTimeoutMinutes': 'systemConfig.sessionTimeoutMinutes',
  'security.maxLoginAttempts': 'systemConfig.maxLoginAttempts',
  'security.lockoutDurationMinutes': 'systemConfig.lockoutDurationMinutes',
  'security.allowApiAccess': 'systemConfig.allowApiAccess',
  'security.allowCORS': 'systemConfig.allowCORS',
  'security.corsOrigins': 'systemConfig.corsOrigins',
  'security.ipWhitelisting': 'systemConfig.ipWhitelisting',
  'security.whitelistedIPs': 'systemConfig.whitelistedIPs',
};
