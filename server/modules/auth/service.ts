import { eq, sql } from 'drizzle-orm';
import {
  LOGIN_LOCK_MINUTES,
  MAX_FAILED_LOGINS,
  SESSION_DAYS,
  type LoginBody,
  type LoginResponse,
} from '../../contract/auth';
import { users } from '../../db/schema';
import { TooManyRequestsError, UnauthorizedError } from '../../errors';
import { newId } from '../../ids';
import { burnPasswordCheck, verifyPassword } from '../../security/passwords';
import { hashToken, newToken } from '../../security/tokens';
import { hashRecoveryCode, looksLikeRecoveryCode } from '../../security/recovery-codes';
import { checkTotp } from '../../security/totp';
import { useRecoveryCode } from '../account/repository';
import { describeUserAgent } from '../../security/user-agent';
import type { AppDeps, RequestContext } from '../../types';
import { findRole } from '../roles/repository';
import { findUserByEmail, type UserRow } from '../team/repository';
import { toSessionUser } from './session-user';
import { endSession, insertSession } from './sessions-repository';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

const INVALID = 'Invalid email or password';

function lockedError(until: Date, now: Date): TooManyRequestsError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new TooManyRequestsError(
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
    'ACCOUNT_LOCKED',
  );
}

export function authService(deps: AppDeps) {
  const { db, secrets, now } = deps;

  /** Counts a failure atomically; the fifth in a row locks sign-in for the account. */
  function recordFailure(user: UserRow): TooManyRequestsError | undefined {
    const at = now();
    const row = db
      .update(users)
      .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
      .where(eq(users.id, user.id))
      .returning({ count: users.failedLoginCount })
      .get();
    if ((row?.count ?? 0) < MAX_FAILED_LOGINS) return undefined;
    const until = new Date(at.getTime() + LOGIN_LOCK_MINUTES * 60_000);
    db.update(users)
      .set({ failedLoginCount: 0, loginLockedUntil: until.toISOString() })
      .where(eq(users.id, user.id))
      .run();
    return lockedError(until, at);
  }

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

  /** A code from the authenticator, or one of the recovery codes shown at enrolment; each works once. */
  async function secondFactorPasses(user: UserRow, code: string): Promise<boolean> {
    if (looksLikeRecoveryCode(code)) return useRecoveryCode(db, user.id, hashRecoveryCode(code), now());
    const check = await checkTotp(secrets.decrypt(user.totpSecret!), code, user.totpLastStep);
    if (!check.valid || check.timeStep === undefined) return false;
    // Conditional on the old step, so two requests racing with the same code cannot both pass.
    return (
      db
        .update(users)
        .set({ totpLastStep: check.timeStep })
        .where(sql`${users.id} = ${user.id} and ${users.totpLastStep} < ${check.timeStep}`)
        .run().changes === 1
    );
  }

  async function login(input: LoginBody, client: ClientInfo): Promise<LoginResponse> {
    const user = findUserByEmail(db, input.email);
    if (!user || !user.isActive) {
      await burnPasswordCheck(input.password);
      throw new UnauthorizedError(INVALID, 'INVALID_CREDENTIALS');
    }
    const at = now();
    if (user.loginLockedUntil && Date.parse(user.loginLockedUntil) > at.getTime()) {
      throw lockedError(new Date(user.loginLockedUntil), at);
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw recordFailure(user) ?? new UnauthorizedError(INVALID, 'INVALID_CREDENTIALS');
    }
    if (user.twoFactorEnabled && user.totpSecret) {
      if (!input.code?.trim()) {
        throw new UnauthorizedError('Enter the 6-digit code from your authenticator app', 'TWO_FACTOR_REQUIRED');
      }
      if (!(await secondFactorPasses(user, input.code.trim()))) {
        throw recordFailure(user) ?? new UnauthorizedError('Invalid code', 'TWO_FACTOR_INVALID');
      }
    }
    db.update(users).set({ failedLoginCount: 0, loginLockedUntil: null }).where(eq(users.id, user.id)).run();
    return startSession(user, client);
  }

  function logout(ctx: RequestContext): void {
    endSession(db, ctx.organizationId, ctx.sessionId, now());
  }

  return { login, logout, startSession };
}
