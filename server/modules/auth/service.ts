import { SESSION_DAYS, type LoginBody, type LoginResponse } from '../../contract/auth';
import { UnauthorizedError } from '../../errors';
import { newId } from '../../ids';
import { burnPasswordCheck, verifyPassword } from '../../security/passwords';
import { hashToken, newToken } from '../../security/tokens';
import { describeUserAgent } from '../../security/user-agent';
import type { AppDeps, RequestContext } from '../../types';
import { findRole } from '../roles/repository';
import { findUserByEmail, type UserRow } from '../team/repository';
import { secondFactorPasses } from './second-factor';
import { toSessionUser } from './session-user';
import { endSession, insertSession } from './sessions-repository';
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
    if (user.twoFactorEnabled && user.totpSecret) {
      const code = input.code?.trim();
      if (!code) {
        throw new UnauthorizedError('Enter the 6-digit code from your authenticator app', 'TWO_FACTOR_REQUIRED');
      }
      if (!(await throttle.attempt('code', user.id, () => secondFactorPasses(deps, user, code)))) {
        throw new UnauthorizedError('Invalid code', 'TWO_FACTOR_INVALID');
      }
    }
    return startSession(user, client);
  }

  function logout(ctx: RequestContext): void {
    endSession(db, ctx.organizationId, ctx.sessionId, now());
  }

  return { login, logout, startSession };
}
