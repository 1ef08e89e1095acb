import type { SessionRestriction } from '../../contract/auth';
import { ROUTES, type RouteDef } from '../../contract/routes';
import type { Db } from '../../db/client';
import { readSecurityPolicy } from './document';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** What the policy decides about one member's sessions, worked out once per resolved session. */
export interface SessionRules {
  /** A session unused for longer than this ends. */
  idleMs: number;
  /** When the password stops being accepted without a change; null when passwords never expire. */
  passwordExpiresAt: number | null;
  /** The policy requires two-factor and the member has not set it up. */
  mustEnrolTwoFactor: boolean;
}

interface Member {
  passwordChangedAt: string;
  twoFactorEnabled: boolean;
}

export function sessionRulesFor(db: Db, organizationId: string, member: Member): SessionRules {
  const policy = readSecurityPolicy(db, organizationId);
  const { expirationDays } = policy.passwordPolicy;
  return {
    idleMs: policy.sessionPolicy.sessionTimeout * HOUR_MS,
    passwordExpiresAt: expirationDays > 0 ? Date.parse(member.passwordChangedAt) + expirationDays * DAY_MS : null,
    mustEnrolTwoFactor: policy.twoFactorAuth.required && !member.twoFactorEnabled,
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

export const RESTRICTION_ANSWERS: Readonly<Record<SessionRestriction, { code: 'PASSWORD_EXPIRED' | 'TWO_FACTOR_ENROLMENT_REQUIRED'; message: string }>> = {
  password_expired: {
    code: 'PASSWORD_EXPIRED',
    message: 'Your password has expired. Choose a new password to continue.',
  },
  two_factor_enrolment: {
    code: 'TWO_FACTOR_ENROLMENT_REQUIRED',
    message: 'Your organization requires two-factor authentication. Set it up to continue.',
  },
};
