import { SESSION_DAYS, type LoginBody, type LoginResponse, type SessionRestriction } from '../../contract/auth';
import { ForbiddenError, UnauthorizedError } from '../../errors';
import { newId } from '../../ids';
import { addressAllowed, plainAddress } from '../../security/address-list';
import { burnPasswordCheck, verifyPassword } from '../../security/passwords';
import { hashToken, newToken } from '../../security/tokens';
import { describeUserAgent } from '../../security/user-agent';
import type { AppDeps, RequestContext } from '../../types';
import { insertActivity } from '../activity/repository';
import { findRole } from '../roles/repository';
import { readSecurityPolicy } from '../security-policy/document';
import { restrictionAt, sessionRulesFor } from '../security-policy/session-rules';
import { findUser, findUserByEmail, type UserRow } from '../team/repository';
import { secondFactorPasses } from './second-factor';
import { toSessionUser } from './session-user';
import { endSession, endSessionsBeyond, insertSession } from './sessions-repository';
import { normalizeEmail, throttleService } from './throttle-service';

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
    const expiresAt = new Date(at.getTime() + SESSION_DAYS * 86_400_000).toISOString();
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
    const passwordRight = await throttle.attempt('password', email, async () => {
      if (passwordHash !== null) return verifyPassword(passwordHash, input.password);
      await burnPasswordCheck(input.password);
      return false;
    });
    if (!user || !passwordRight) throw new UnauthorizedError(INVALID, 'INVALID_CREDENTIALS');
    // Checked once the password is right, so a stranger learns nothing from it about the account.
    const { enforceIPRestriction, allowedIPs } = readSecurityPolicy(db, user.organizationId).sessionPolicy;
    if (enforceIPRestriction && !addressAllowed(allowedIPs, client.ip)) {
      throw new ForbiddenError(
        `Sign-in is not allowed from this network (${plainAddress(client.ip)}). Ask your administrator to add it to the allowed addresses.`,
        'IP_NOT_ALLOWED',
      );
    }
    if (user.twoFactorEnabled && user.totpSecret) {
      const code = input.code?.trim();
      if (!code) {
        throw new UnauthorizedError('Enter the 6-digit code from your authenticator app', 'TWO_FACTOR_REQUIRED');
      }
      if (!(await throttle.attempt('code', user.id, () => secondFactorPasses(deps, user, code)))) {
        throw new UnauthorizedError('Invalid code', 'TWO_FACTOR_INVALID');
      }
    }
    const session = startSession(user, client);
    recordAccess(user.organizationId, user.id, 'Signed in', client.ip);
    return session;
  }

  /** At the 'verbose' audit level, sign-ins and sign-outs are on record too (with the address). */
  function recordAccess(organizationId: string, userId: string, details: string, ip: string): void {
    const { enabled, logLevel } = readSecurityPolicy(db, organizationId).auditLog;
    if (!enabled || logLevel !== 'verbose') return;
    insertActivity(db, {
      id: newId(),
      organizationId,
      userId,
      section: 'security',
      action: 'view',
      details,
      success: true,
      ipAddress: ip,
      createdAt: now().toISOString(),
    });
  }

  /** What the security policy asks of the caller before anything else (GET /api/auth/me). */
  function restrictionOf(ctx: RequestContext): SessionRestriction | null {
    const found = findUser(db, ctx.organizationId, ctx.user.id);
    if (!found) return null;
    return restrictionAt(sessionRulesFor(db, ctx.organizationId, found.user), now().getTime());
  }

  function logout(ctx: RequestContext): void {
    endSession(db, ctx.organizationId, ctx.sessionId, now());
    recordAccess(ctx.organizationId, ctx.user.id, 'Signed out', ctx.ipAddress);
  }

  return { login, logout, startSession, restrictionOf };
}
