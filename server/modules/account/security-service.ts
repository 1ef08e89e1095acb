import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import { PASSWORD_STALE_DAYS, RECOVERY_CODE_COUNT, type SecurityInfo, type SessionInfo } from '../../contract/account';
import { localNetworkAt, SESSION_WORDS } from '../../contract/session-words';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { newId } from '../../ids';
import { queueAccountAlert } from '../../notifications/account-alerts';
import { wakeWorker } from '../../notifications/deliver';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../security/passwords';
import { hashRecoveryCode, newRecoveryCode } from '../../security/recovery-codes';
import { checkTotp } from '../../security/totp';
import type { AppDeps, RequestContext } from '../../types';
import { secondFactorPasses } from '../auth/second-factor';
import { readSecurityPolicy } from '../security-policy/document';
import { twoFactorRequired } from '../security-policy/session-rules';
import { assertPasswordAllowed } from '../security-policy/password-check';
import { normalizeEmail, throttleLimitsOf, throttleService } from '../auth/throttle-service';
import { endSessionsOfUser, findUser, updateUser, type UserRow } from '../team/repository';
import {
  countUnusedRecoveryCodes,
  deleteRecoveryCodes,
  endOwnSession,
  openSessionsOf,
  replaceRecoveryCodes,
} from './repository';

const DAY_MS = 86_400_000;
/** How long before the password expires the security page starts recommending a change. */
const EXPIRY_WARNING_DAYS = 7;

/** Where a session signs in from, as far as the server can honestly tell without a GeoIP database. */
export function describeAddress(ip: string): string {
  if (ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1') return SESSION_WORDS.thisComputer;
  if (/^(::ffff:)?(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip) || /^f[cd]/i.test(ip))
    return localNetworkAt(ip.replace(/^::ffff:/, ''));
  return `IP ${ip.replace(/^::ffff:/, '')}`;
}

export interface PasswordChange {
  /** Other sessions still signed in (0 unless the caller kept them). */
  otherSessions: number;
  /** Other sessions the change ended. */
  endedSessions: number;
}

export function securityService(deps: AppDeps) {
  const { db, now, secrets } = deps;
  const throttle = throttleService(deps);

  /**
   * A guess at the current password here counts on the same key as a sign-in with that email:
   * someone holding an open session must not get more guesses than someone at the sign-in form.
   */
  function passwordIsRight(user: UserRow, password: string): Promise<boolean> {
    const { passwordHash } = user;
    return throttle.attempt(
      'password',
      normalizeEmail(user.email),
      async () => {
        // A member without sign-in has no session to get here with; never a crash if one did.
        if (passwordHash !== null) return verifyPassword(passwordHash, password);
        await burnPasswordCheck(password);
        return false;
      },
      throttleLimitsOf(db, user.organizationId),
    );
  }

  /**
   * 'Update recommended' (part 1): once the password is older than the policy's expiry allows, or
   * within a week of it; with passwords that never expire, after the spec's 90 days.
   */
  function passwordUpdateRecommended(user: UserRow, at: Date): boolean {
    const { expirationDays } = readSecurityPolicy(db, user.organizationId).passwordPolicy;
    const age = at.getTime() - Date.parse(user.passwordChangedAt);
    if (expirationDays === 0) return age > PASSWORD_STALE_DAYS * DAY_MS;
    return age > Math.max(0, expirationDays - EXPIRY_WARNING_DAYS) * DAY_MS;
  }

  function me(ctx: RequestContext): UserRow {
    const found = findUser(db, ctx.organizationId, ctx.user.id);
    if (!found) throw new NotFoundError('User');
    return found.user;
  }

  return {
    info(ctx: RequestContext): SecurityInfo {
      const user = me(ctx);
      return {
        twoFactorEnabled: user.twoFactorEnabled,
        lastPasswordChange: user.passwordChangedAt,
        passwordUpdateRecommended: passwordUpdateRecommended(user, now()),
        recoveryCodesRemaining: user.twoFactorEnabled ? countUnusedRecoveryCodes(db, user.id) : 0,
      };
    },

    /**
     * By default every other session ends with the change (whoever knew the old password may be
     * signed in somewhere); `keepOtherSessions` leaves them, and the current one always stays.
     */
    async changePassword(
      ctx: RequestContext,
      input: { currentPassword: string; newPassword: string; keepOtherSessions?: boolean },
    ): Promise<PasswordChange> {
      const { currentPassword, newPassword } = input;
      const user = me(ctx);
      if (!(await passwordIsRight(user, currentPassword))) {
        throw new AppError(400, 'Please check your current password and try again', 'INVALID_CURRENT_PASSWORD', [
          { field: 'currentPassword', message: 'is not your current password' },
        ]);
      }
      if (currentPassword === newPassword) {
        throw new ValidationError('newPassword', 'must be different from your current password');
      }
      assertPasswordAllowed(db, ctx.organizationId, newPassword, 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      const at = now();
      let alerts = 0;
      const change = db.transaction((tx) => {
        updateUser(tx, ctx.organizationId, user.id, { passwordHash, passwordChangedAt: at.toISOString() }, at);
        // With the change or not at all: the member hears of it as their preferences choose.
        alerts = queueAccountAlert(deps, user, { event: 'passwordChange' }, at, tx);
        const others = openSessionsOf(tx, ctx.organizationId, user.id, at).filter((s) => s.id !== ctx.sessionId).length;
        if (input.keepOtherSessions === true) return { otherSessions: others, endedSessions: 0 };
        endSessionsOfUser(tx, ctx.organizationId, user.id, at, ctx.sessionId);
        return { otherSessions: 0, endedSessions: others };
      });
      if (alerts > 0) wakeWorker(deps);
      return change;
    },

    /** A new secret for enrolment; it only takes effect once a code from it is verified. */
    async generateTwoFactor(ctx: RequestContext) {
      const user = me(ctx);
      if (user.twoFactorEnabled) throw new ConflictError('Two-factor authentication is already on', 'TWO_FACTOR_ON');
      const secret = generateSecret();
      updateUser(db, ctx.organizationId, user.id, { totpPendingSecret: secrets.encrypt(secret) }, now());
      const otpauthUrl = generateURI({ issuer: ctx.organization.name, label: user.email, secret });
      const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
      return { qrCode, secret, otpauthUrl };
    },

    async verifyTwoFactor(ctx: RequestContext, code: string): Promise<string[]> {
      const user = me(ctx);
      if (user.twoFactorEnabled) throw new ConflictError('Two-factor authentication is already on', 'TWO_FACTOR_ON');
      if (!user.totpPendingSecret)
        throw new ConflictError('Start again: generate a new QR code first', 'TWO_FACTOR_NOT_STARTED');
      const secret = secrets.decrypt(user.totpPendingSecret);
      const check = await checkTotp(secret, code, 0);
      if (!check.valid || check.timeStep === undefined) {
        throw new AppError(400, 'Please check the code and try again', 'TWO_FACTOR_INVALID', [
          { field: 'code', message: 'Invalid code' },
        ]);
      }
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      db.transaction((tx) => {
        updateUser(
          tx,
          ctx.organizationId,
          user.id,
          {
            totpSecret: user.totpPendingSecret,
            totpPendingSecret: null,
            twoFactorEnabled: true,
            totpLastStep: check.timeStep,
          },
          now(),
        );
        replaceRecoveryCodes(
          tx,
          ctx.organizationId,
          user.id,
          codes.map((c) => ({ id: newId(), codeHash: hashRecoveryCode(c) })),
        );
      });
      return codes;
    },

    /**
     * Needs the current password or a current code, each rationed by the same throttle as sign-in.
     * A wrong one is a 403, not a 401: the session is fine (a 401 would sign the person out), it is
     * this action the caller has not proved they may take.
     */
    async disableTwoFactor(ctx: RequestContext, proof: { password?: string; code?: string }): Promise<void> {
      const user = me(ctx);
      if (twoFactorRequired(db, ctx.organizationId)) {
        throw new ForbiddenError(
          'Your organization requires two-factor authentication, so it cannot be turned off',
          'TWO_FACTOR_REQUIRED_BY_POLICY',
        );
      }
      const code = proof.code?.trim();
      if (proof.password) {
        if (!(await passwordIsRight(user, proof.password))) {
          throw new ForbiddenError('Please check your current password and try again', 'INVALID_CURRENT_PASSWORD');
        }
      } else if (code) {
        if (
          !(await throttle.attempt(
            'code',
            user.id,
            () => secondFactorPasses(deps, user, code),
            throttleLimitsOf(db, user.organizationId),
          ))
        ) {
          throw new ForbiddenError('Please check the code and try again', 'TWO_FACTOR_INVALID');
        }
      } else {
        throw new ValidationError('password', 'is required to turn off two-factor authentication');
      }
      db.transaction((tx) => {
        updateUser(
          tx,
          ctx.organizationId,
          user.id,
          { twoFactorEnabled: false, totpSecret: null, totpPendingSecret: null, totpLastStep: 0 },
          now(),
        );
        deleteRecoveryCodes(tx, ctx.organizationId, user.id);
      });
    },

    sessions(ctx: RequestContext): SessionInfo[] {
      return openSessionsOf(db, ctx.organizationId, ctx.user.id, now()).map((s) => ({
        id: s.id,
        browser: s.browser,
        device: s.device,
        location: describeAddress(s.ipAddress),
        lastActive: s.lastActiveAt,
        isCurrent: s.id === ctx.sessionId,
      }));
    },

    endSession(ctx: RequestContext, id: string): void {
      if (endOwnSession(db, ctx.organizationId, ctx.user.id, id, now()) === 0) throw new NotFoundError('Session');
    },

    /** Ends every session of the caller except the one making the request. */
    endOtherSessions(ctx: RequestContext): number {
      return endSessionsOfUser(db, ctx.organizationId, ctx.user.id, now(), ctx.sessionId);
    },
  };
}
