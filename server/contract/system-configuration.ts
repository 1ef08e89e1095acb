import { Type, type Static } from 'typebox';
import { deepFreeze, Strict } from './common';
import { DATABASE_BACKUP_FREQUENCIES } from './database-backups';
import { AllowedAddress, MAX_ALLOWED_ADDRESSES } from './security-policy';

/**
 * System Configuration (route `system`, admin only; spec part 3 §3 "System configuration", limits
 * §5, defaults §9): one versioned document per organization, applied by the server. Where it names
 * the same thing as the security policy, the stricter of the two applies (a shorter idle timeout, a
 * shorter activity retention, two-factor required by either, the strong-password floor).
 */
export const SYSTEM_LIMITS = {
  maxUsersPerOrg: [1, 1000],
  sessionTimeout: [1, 168],
  maxFileUploadSize: [1, 500],
  auditLogRetention: [30, 365],
  sessionTimeoutMinutes: [5, 480],
  maxLoginAttempts: [3, 20],
  lockoutDurationMinutes: [1, 1440],
} as const;
export const MAX_CORS_ORIGINS = 20;

/** The spec's message for everyone else (part 3 §2), verbatim. */
export const SYSTEM_CONFIGURATION_DENIED =
  "You don't have permission to access system configuration. Contact your system administrator.";

const int = (title: string, [minimum, maximum]: readonly [number, number]) => Type.Integer({ title, minimum, maximum });

/** A website allowed to call the public booking API from its own pages (https://example.com). */
const CorsOrigin = Type.String({
  title: 'Allowed website',
  maxLength: 200,
  pattern: '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$',
  errorMessage: 'must be a website address such as https://example.com (no path)',
});

export const SystemSettings = Strict({
  /** Everyone but administrators is kept out, with a message; the booking page is closed. */
  maintenanceMode: Type.Boolean({ title: 'Maintenance mode' }),
  /** Off: invitations can no longer be sent or accepted. */
  registrationOpen: Type.Boolean({ title: 'Registration open' }),
  /** On: members get sign-in only through an emailed invitation, never a password set for them. */
  emailVerificationRequired: Type.Boolean({ title: 'Email verification required' }),
  maxUsersPerOrg: int('Maximum users', SYSTEM_LIMITS.maxUsersPerOrg),
  /** Hours a sign-in lasts at most, used or not. */
  sessionTimeout: int('Session length (hours)', SYSTEM_LIMITS.sessionTimeout),
  maxFileUploadSize: int('Maximum upload size (MB)', SYSTEM_LIMITS.maxFileUploadSize),
  auditLogRetention: int('Audit log retention (days)', SYSTEM_LIMITS.auditLogRetention),
  autoBackupEnabled: Type.Boolean({ title: 'Automatic backups' }),
  backupFrequency: Type.Enum([...DATABASE_BACKUP_FREQUENCIES], { title: 'Backup frequency' }),
  /** Administrators see a banner while maintenance mode is on. */
  systemNotifications: Type.Boolean({ title: 'System notifications' }),
  /** Off: the performance monitor shows no response times or errors for this organization. */
  performanceMonitoring: Type.Boolean({ title: 'Performance monitoring' }),
  /** On: server errors of this organization's requests are written to the local error log. */
  errorReporting: Type.Boolean({ title: 'Error reporting' }),
});
export type SystemSettings = Static<typeof SystemSettings>;

export const SystemSecurity = Strict({
  /** A floor under the security policy: at least 8 characters with upper and lower case and a number. */
  enforceStrongPasswords: Type.Boolean({ title: 'Enforce strong passwords' }),
  require2FA: Type.Boolean({ title: 'Require two-factor authentication' }),
  /** Minutes a session may stay unused; the shorter of this and the security policy's hours applies. */
  sessionTimeoutMinutes: int('Idle timeout (minutes)', SYSTEM_LIMITS.sessionTimeoutMinutes),
  maxLoginAttempts: int('Maximum sign-in attempts', SYSTEM_LIMITS.maxLoginAttempts),
  lockoutDurationMinutes: int('Lockout duration (minutes)', SYSTEM_LIMITS.lockoutDurationMinutes),
  /** Off: the API answers only the app itself; programs signing in with a token are refused. */
  allowApiAccess: Type.Boolean({ title: 'API access' }),
  /** On: the websites listed may call the public booking API from their own pages. */
  allowCORS: Type.Boolean({ title: 'Cross-origin requests (CORS)' }),
  corsOrigins: Type.Array(CorsOrigin, { title: 'Allowed websites', maxItems: MAX_CORS_ORIGINS }),
  /** On: every signed-in request must come from a listed address (sign-in included). */
  ipWhitelisting: Type.Boolean({ title: 'IP whitelisting' }),
  whitelistedIPs: Type.Array(AllowedAddress, { title: 'Whitelisted IP addresses', maxItems: MAX_ALLOWED_ADDRESSES }),
});
export type SystemSecurity = Static<typeof SystemSecurity>;

export const SystemConfiguration = Strict({ system: SystemSettings, security: SystemSecurity });
export type SystemConfiguration = Static<typeof SystemConfiguration>;

export const SystemConfigurationPatch = Type.Partial(
  Strict({
    system: Type.Partial(SystemSettings, { additionalProperties: false, title: 'System settings' }),
    security: Type.Partial(SystemSecurity, { additionalProperties: false, title: 'Security configuration' }),
  }),
  { additionalProperties: false },
);
export type SystemConfigurationPatch = Static<typeof SystemConfigurationPatch>;

/** §9: 50 users, 24 h sessions, 50 MB uploads, daily backups, 5 attempts, 15 minutes; §5 fallbacks. */
export const DEFAULT_SYSTEM_CONFIGURATION: SystemConfiguration = deepFreeze({
  system: {
    maintenanceMode: false,
    registrationOpen: true,
    emailVerificationRequired: false,
    maxUsersPerOrg: 50,
    sessionTimeout: 24,
    maxFileUploadSize: 50,
    auditLogRetention: 90,
    autoBackupEnabled: true,
    backupFrequency: 'daily',
    systemNotifications: true,
    performanceMonitoring: true,
    errorReporting: true,
  },
  security: {
    enforceStrongPasswords: true,
    require2FA: false,
    sessionTimeoutMinutes: 120,
    maxLoginAttempts: 5,
    lockoutDurationMinutes: 15,
    allowApiAccess: true,
    allowCORS: false,
    corsOrigins: [],
    ipWhitelisting: false,
    whitelistedIPs: [],
  },
});

/** What every member's app needs to know: the maintenance banner. */
export const SystemStatus = Strict({ maintenanceMode: Type.Boolean(), showBanner: Type.Boolean() });
export type SystemStatus = Static<typeof SystemStatus>;
