import { Type, type Static } from 'typebox';
import { PASSWORD_FLOOR } from './auth';
import { deepFreeze, Strict } from './common';

/**
 * Security & Compliance (organization/security, spec part 3 §3 "Security policy", limits §5,
 * defaults §9): one versioned document per organization, enforced by the server (password rules
 * wherever a password is set, expiry, idle timeout, concurrent sessions, the sign-in address list,
 * two-factor, the activity log).
 */
export const PASSWORD_RULE_LIMITS = { minLength: [PASSWORD_FLOOR, 128], expirationDays: [0, 365] } as const;
export const SESSION_LIMITS = { sessionTimeout: [1, 24], maxConcurrentSessions: [1, 10] } as const;
export const AUDIT_RETENTION_LIMITS = [30, 365] as const;
/** Enough for offices and a few home connections; the list is checked on every sign-in. */
export const MAX_ALLOWED_ADDRESSES = 100;
export const AUDIT_LOG_LEVELS = ['basic', 'detailed', 'verbose'] as const;
/** The second factors this app has: an authenticator app, and the one-time recovery codes. */
export const TWO_FACTOR_METHODS = ['authenticator', 'recovery_codes'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

const int = (title: string, [minimum, maximum]: readonly [number, number]) => Type.Integer({ title, minimum, maximum });

/** An IPv4 or IPv6 address, or a range in CIDR notation (192.168.1.0/24); checked again by net.BlockList. */
export const AllowedAddress = Type.String({
  title: 'Allowed IP address',
  minLength: 2,
  maxLength: 49,
  pattern: '^[0-9A-Fa-f:.]+(/[0-9]{1,3})?$',
  errorMessage: 'must be an IP address such as 203.0.113.7 or a range such as 192.168.1.0/24',
});

export const PasswordPolicy = Strict({
  minLength: int('Minimum password length', PASSWORD_RULE_LIMITS.minLength),
  requireUppercase: Type.Boolean({ title: 'Require uppercase letters' }),
  requireLowercase: Type.Boolean({ title: 'Require lowercase letters' }),
  requireNumbers: Type.Boolean({ title: 'Require numbers' }),
  requireSpecialChars: Type.Boolean({ title: 'Require special characters' }),
  /** 0: passwords never expire. */
  expirationDays: int('Password expiration (days)', PASSWORD_RULE_LIMITS.expirationDays),
});
export type PasswordPolicy = Static<typeof PasswordPolicy>;

export const SessionPolicy = Strict({
  /** Hours a session may stay unused before it ends. */
  sessionTimeout: int('Session timeout (hours)', SESSION_LIMITS.sessionTimeout),
  maxConcurrentSessions: int('Maximum concurrent sessions', SESSION_LIMITS.maxConcurrentSessions),
  enforceIPRestriction: Type.Boolean({ title: 'Restrict sign-in to allowed IP addresses' }),
  allowedIPs: Type.Array(AllowedAddress, { title: 'Allowed IP addresses', maxItems: MAX_ALLOWED_ADDRESSES }),
});
export type SessionPolicy = Static<typeof SessionPolicy>;

export const TwoFactorPolicy = Strict({
  required: Type.Boolean({ title: 'Require two-factor authentication' }),
  allowedMethods: Type.Array(Type.Enum([...TWO_FACTOR_METHODS]), {
    title: 'Allowed methods',
    minItems: 1,
    uniqueItems: true,
    errorMessage: 'must include the authenticator app',
  }),
});

export const AuditLogPolicy = Strict({
  enabled: Type.Boolean({ title: 'Audit log' }),
  retentionDays: int('Log retention (days)', AUDIT_RETENTION_LIMITS),
  logLevel: Type.Enum([...AUDIT_LOG_LEVELS], { title: 'Log level' }),
});

export const SecurityPolicy = Strict({
  passwordPolicy: PasswordPolicy,
  sessionPolicy: SessionPolicy,
  twoFactorAuth: TwoFactorPolicy,
  auditLog: AuditLogPolicy,
});
export type SecurityPolicy = Static<typeof SecurityPolicy>;

const partial = <T extends ReturnType<typeof Strict>>(schema: T, title: string) =>
  Type.Partial(schema, { additionalProperties: false, title });

export const SecurityPolicyPatch = Type.Partial(
  Strict({
    passwordPolicy: partial(PasswordPolicy, 'Password policy'),
    sessionPolicy: partial(SessionPolicy, 'Session management'),
    twoFactorAuth: partial(TwoFactorPolicy, 'Two-factor authentication'),
    auditLog: partial(AuditLogPolicy, 'Audit log'),
  }),
  { additionalProperties: false },
);
export type SecurityPolicyPatch = Static<typeof SecurityPolicyPatch>;

/** §9: min length 8, expiry 90 days, uppercase, lowercase and numbers, 8 h, 3 sessions, 90 days, detailed. */
export const DEFAULT_SECURITY_POLICY: SecurityPolicy = deepFreeze({
  passwordPolicy: {
    minLength: 8,
    requireUppercase: true,
    requireLowercase: true,
    requireNumbers: true,
    requireSpecialChars: false,
    expirationDays: 90,
  },
  sessionPolicy: { sessionTimeout: 8, maxConcurrentSessions: 3, enforceIPRestriction: false, allowedIPs: [] },
  twoFactorAuth: { required: false, allowedMethods: ['authenticator', 'recovery_codes'] },
  auditLog: { enabled: true, retentionDays: 90, logLevel: 'detailed' },
});

/** What a signed-in member may know of the rules: enough to tell them before they type. */
export const PasswordRules = Strict({
  minLength: Type.Integer(),
  requireUppercase: Type.Boolean(),
  requireLowercase: Type.Boolean(),
  requireNumbers: Type.Boolean(),
  requireSpecialChars: Type.Boolean(),
  expirationDays: Type.Integer(),
});
export type PasswordRules = Static<typeof PasswordRules>;

/** The caller's own address as the server sees it: what an allow-list must contain to keep them in. */
export const CallerAddress = Strict({ ipAddress: Type.String() });
