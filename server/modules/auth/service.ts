import { detail, type ActivityDetail } from '../../contract/activity-details';
import { SESSION_DAYS, type LoginBody, type LoginResponse, type SessionRestriction } from '../../contract/auth';
import { hasRole } from '../../contract/permissions';
import { AppError, ForbiddenError, UnauthorizedError } from '../../errors';
import { newId } from '../../ids';
import { queueAccountAlert } from '../../notifications/account-alerts';
import { addressAllowed, plainAddress } from '../../security/address-list';
import { burnPasswordCheck, verifyPassword } from '../../security/passwords';
import { hashToken, newToken } from '../../security/tokens';
import { describeUserAgent } from '../../security/user-agent';
import type { AppDeps, RequestContext } from '../../types';
import { detailColumns } from '../activity/english-detail';
import { insertActivity } from '../activity/repository';
import { findRole } from '../roles/repository';
import { readSecurityPolicy } from '../security-policy/document';
import { MAINTENANCE_MESSAGE, restrictionAt, sessionRulesFor } from '../security-policy/session-rules';
import { readSystemConfiguration } from '../system-configuration/document';
import { findUser, findUserByEmail, type UserRow } from '../team/repository';
import { secondFactorPasses } from './second-factor';
import { toSessionUser } from './session-user';
import { endSession, endSessionsBeyond, insertSession, signInHistory } from './sessions-repository';
import {
  DEFAULT_THROTTLE_LIMITS,
  normalizeEmail,
  throttleLimitsOf,
  throttleService,
  type ThrottleKind,
  type ThrottleLimits,
} from './throttle-service';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

const INVALID = 'Invalid email or password';

export function authService(deps: AppDeps) {
  const { db, now } = deps;
  const throttle = throttleService(deps);

  function startSession(user: UserRow, client: ClientInfo): LoginResponse {
    const role = findRole(db, user.organizationId, user.roleId);
    if (!role) throw new Error(`User ${user.id} has no role`);
    const at = now();
    const token = newToken();
    // A sign-in lasts the system configuration's session length, used or not.
    const lifetimeMs = Math.min(
      SESSION_DAYS * 86_400_000,
      readSystemConfiguration(db, user.organizationId).system.sessionTimeout * 3_600_000,
    );
    const expiresAt = new Date(at.getTime() + lifetimeMs).toISOString();
    const policy = readSecurityPolicy(db, user.organizationId);
    insertSession(db, {
      id: newId(),
      organizationId: user.organizationId,
      userId: user.id,
      tokenHash: hashToken(token),
      ...describeUserAgent(client.userAgent),
      ipAddress: client.ip,
      createdAt: at.toISOString(),
      lastActiveAt: at.toISOString(),
      expiresAt,
    });
    endSessionsBeyond(db, user.organizationId, user.id, policy.sessionPolicy.maxConcurrentSessions, at);
    return { token, user: toSessionUser(user, role), expiresAt };
  }

  /**
   * Each check is reserved with the throttle before it runs (the password per typed email, the code
   * per user), so the fifth wrong guess in a window is the last one checked, whatever the
   * concurrency. An unknown or deactivated email goes through the same counter and the same slow
   * check, so every answer, lockout included, is the same as for an existing account.
   */
  async function login(input: LoginBody, client: ClientInfo): Promise<LoginResponse> {
    const email = normalizeEmail(input.email);
    const found = findUserByEmail(db, email);
    // A member without sign-in (no password) is refused exactly like an unknown email.
    const user = found?.isActive && found.passwordHash !== null ? found : undefined;
    const passwordHash = user?.passwordHash ?? null;
    // The organization's own limits once the email is known (System Configuration), else the defaults.
    const limits = found ? throttleLimitsOf(db, found.organizationId) : DEFAULT_THROTTLE_LIMITS;
    const passwordRight = await throttle.attempt(
      'password',
      email,
      async () => {
        if (passwordHash !== null) return verifyPassword(passwordHash, input.password);
        await burnPasswordCheck(input.password);
        return false;
      },
      limits,
      (until) => {
        if (user) lockAlert(user, client, limits, 'password', until);
      },
    );
    if (!user || !passwordRight) throw new UnauthorizedError(INVALID, 'INVALID_CREDENTIALS');
    assertMaySignIn(user, client.ip);
    if (user.twoFactorEnabled && user.totpSecret) {
      const code = input.code?.trim();
      if (!code) {
        throw new UnauthorizedError('Enter the 6-digit code from your authenticator app', 'TWO_FACTOR_REQUIRED');
      }
      const codeRight = await throttle.attempt(
        'code',
        user.id,
        () => secondFactorPasses(deps, user, code),
        limits,
        (until) => lockAlert(user, client, limits, 'code', until),
      );
      if (!codeRight) {
        throw new UnauthorizedError('Invalid code', 'TWO_FACTOR_INVALID');
      }
    }
    const seen = describeUserAgent(client.userAgent);
    const history = signInHistory(db, user.id, seen);
    const session = startSession(user, client);
    recordAccess(user.organizationId, user.id, detail('activityDetail.auth.signedIn'), client.ip);
    // A first sign-in has nothing to compare with; after that, a browser and device never used before.
    if (history.any && !history.sameDevice) {
      const device = `${seen.browser} on ${seen.device}`;
      queueAccountAlert(deps, user, { event: 'loginAlert', device, address: plainAddress(client.ip) }, now());
    }
    return session;
  }

  /**
   * The member hears that sign-in to their account is locked (unusual activity). The answer to the
   * attempt stays the same as for an unknown email; only queuing the message is extra work.
   */
  function lockAlert(user: UserRow, client: ClientInfo, limits: ThrottleLimits, kind: ThrottleKind, until: string) {
    const minutes = Math.round(limits.lockMs / 60_000);
    const locked = `Sign-in to your account was locked for ${minutes} minute${minutes === 1 ? '' : 's'} after ${limits.maxAttempts}`;
    const details =
      kind === 'password'
        ? `${locked} wrong passwords in a row.`
        : `${locked} wrong two-factor codes in a row. Whoever tried knew your password.`;
    const alert = { event: 'unusualActivity', details, address: plainAddress(client.ip), lockedUntil: until } as const;
    queueAccountAlert(deps, user, alert, now());
  }

  /** At the 'verbose' audit level, sign-ins and sign-outs are on record too (with the address). */
  function recordAccess(organizationId: string, userId: string, said: ActivityDetail, ip: string): void {
    const { enabled, logLevel } = readSecurityPolicy(db, organizationId).auditLog;
    if (!enabled || logLevel !== 'verbose') return;
    insertActivity(db, {
      id: newId(),
      organizationId,
      userId,
      section: 'security',
      action: 'view',
      ...detailColumns(said),
      success: true,
      ipAddress: ip,
      createdAt: now().toISOString(),
    });
  }

  /**
   * Checked once the password is right, so a stranger learns nothing from it about the account:
   * the sign-in address lists (the policy's and the system's whitelist), then maintenance mode,
   * which lets administrators in to turn it off.
   */
  function assertMaySignIn(user: UserRow, ip: string): void {
    const { enforceIPRestriction, allowedIPs } = readSecurityPolicy(db, user.organizationId).sessionPolicy;
    const { system, security } = readSystemConfiguration(db, user.organizationId);
    const outside =
      (enforceIPRestriction && !addressAllowed(allowedIPs, ip)) ||
      (security.ipWhitelisting && !addressAllowed(security.whitelistedIPs, ip));
    if (outside) {
      throw new ForbiddenError(
        `Sign-in is not allowed from this network (${plainAddress(ip)}). Ask your administrator to add it to the allowed addresses.`,
        'IP_NOT_ALLOWED',
      );
    }
    if (system.maintenanceMode && !isAdminUser(user)) throw new AppError(503, MAINTENANCE_MESSAGE, 'MAINTENANCE');
  }

  function isAdminUser(user: UserRow): boolean {
    const role = findRole(db, user.organizationId, user.roleId);
    return role !== undefined && hasRole(toSessionUser(user, role), 'admin');
  }

  /** What the security policy asks of the caller before anything else (GET /api/auth/me). */
  function restrictionOf(ctx: RequestContext): SessionRestriction | null {
    const found = findUser(db, ctx.organizationId, ctx.user.id);
    if (!found) return null;
    return restrictionAt(
      sessionRulesFor(db, ctx.organizationId, found.user, hasRole(ctx.user, 'admin')),
      now().getTime(),
    );
  }

  function logout(ctx: RequestContext): void {
    endSession(db, ctx.organizationId, ctx.sessionId, now());
    recordAccess(ctx.organizationId, ctx.user.id, detail('activityDetail.auth.signedOut'), ctx.ipAddress);
  }

  return { login, logout, startSession, restrictionOf };
}
