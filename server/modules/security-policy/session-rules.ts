import type { SessionRestriction } from '../../contract/auth';
import { ROUTES, type RouteDef } from '../../contract/routes';
import type { Db } from '../../db/client';
import { addressChecker } from '../../security/address-list';
import { readSystemConfiguration } from '../system-configuration/document';
import { readSecurityPolicy } from './document';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 86_400_000;

/**
 * What the security policy and the system configuration decide about one member's sessions,
 * worked out once per resolved session (the guard's cache drops it when either document is saved).
 */
export interface SessionRules {
  /** A session unused for longer than this ends: the shorter of the policy's and the system's. */
  idleMs: number;
  /** When the password stops being accepted without a change; null when passwords never expire. */
  passwordExpiresAt: number | null;
  /** Two-factor is required (by either) and the member has not set it up. */
  mustEnrolTwoFactor: boolean;
  /** Maintenance mode is on and the member is not an administrator. */
  keptOutForMaintenance: boolean;
  /** False when the system configuration turned API access (token sign-ins by programs) off. */
  apiAccess: boolean;
  /** The system's address whitelist, when on: every request must come from it. */
  fromAllowedAddress: ((ip: string) => boolean) | null;
}

interface Member {
  passwordChangedAt: string;
  twoFactorEnabled: boolean;
}

/** Whether two-factor is required of the organization's members, by either document. */
export function twoFactorRequired(db: Db, organizationId: string): boolean {
  return (
    readSecurityPolicy(db, organizationId).twoFactorAuth.required ||
    readSystemConfiguration(db, organizationId).security.require2FA
  );
}

export function sessionRulesFor(db: Db, organizationId: string, member: Member, isAdmin: boolean): SessionRules {
  const policy = readSecurityPolicy(db, organizationId);
  const { system, security } = readSystemConfiguration(db, organizationId);
  const { expirationDays } = policy.passwordPolicy;
  return {
    idleMs: Math.min(policy.sessionPolicy.sessionTimeout * HOUR_MS, security.sessionTimeoutMinutes * MINUTE_MS),
    passwordExpiresAt: expirationDays > 0 ? Date.parse(member.passwordChangedAt) + expirationDays * DAY_MS : null,
    mustEnrolTwoFactor: (policy.twoFactorAuth.required || security.require2FA) && !member.twoFactorEnabled,
    keptOutForMaintenance: system.maintenanceMode && !isAdmin,
    apiAccess: security.allowApiAccess,
    fromAllowedAddress: security.ipWhitelisting ? addressChecker(security.whitelistedIPs) : null,
  };
}

/** What the member must do before anything else, if anything; an expired password comes first. */
export function restrictionAt(rules: SessionRules, at: number): SessionRestriction | null {
  if (rules.passwordExpiresAt !== null && at >= rules.passwordExpiresAt) return 'password_expired';
  if (rules.mustEnrolTwoFactor) return 'two_factor_enrolment';
  return null;
}

const key = (route: RouteDef) => `${route.method} ${route.path}`;

const ALWAYS_OPEN = [
  ROUTES.auth.me,
  ROUTES.auth.logout,
  // What the app loads before its first screen (theme, language), and what the screen shows.
  ROUTES.settings.userPreferences,
  ROUTES.securityPolicy.passwordRules,
  ROUTES.account.security,
].map(key);

/**
 * The routes a restricted session may still call: what the "before you continue" screen needs to
 * change the password or set up two-factor, and to sign out. Everything else answers 403.
 */
export const OPEN_WHILE_RESTRICTED: Readonly<Record<SessionRestriction, ReadonlySet<string>>> = {
  password_expired: new Set([...ALWAYS_OPEN, key(ROUTES.account.changePassword)]),
  two_factor_enrolment: new Set([
    ...ALWAYS_OPEN,
    key(ROUTES.account.generateTwoFactor),
    key(ROUTES.account.verifyTwoFactor),
  ]),
};

export const RESTRICTION_ANSWERS: Readonly<
  Record<SessionRestriction, { code: 'PASSWORD_EXPIRED' | 'TWO_FACTOR_ENROLMENT_REQUIRED'; message: string }>
> = {
  password_expired: {
    code: 'PASSWORD_EXPIRED',
    message: 'Your password has expired. Choose a new password to continue.',
  },
  two_factor_enrolment: {
    code: 'TWO_FACTOR_ENROLMENT_REQUIRED',
    message: 'Your organization requires two-factor authentication. Set it up to continue.',
  },
};

/** What a member kept out by maintenance mode may still do: know who they are, and sign out. */
export const OPEN_DURING_MAINTENANCE: ReadonlySet<string> = new Set(
  [ROUTES.auth.me, ROUTES.auth.logout, ROUTES.settings.userPreferences, ROUTES.systemConfiguration.status].map(key),
);

export const MAINTENANCE_MESSAGE =
  'The system is under maintenance. Please try again later, or ask your administrator when it will be back.';
