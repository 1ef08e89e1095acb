import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import { PASSWORD_STALE_DAYS, RECOVERY_CODE_COUNT, type SecurityInfo, type SessionInfo } from '../../contract/account';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import { newId } from '../../ids';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { hashRecoveryCode, newRecoveryCode } from '../../security/recovery-codes';
import { checkTotp } from '../../security/totp';
import type { AppDeps, RequestContext } from '../../types';
import { endSessionsOfUser, findUser, updateUser, type UserRow } from '../team/repository';
import {
  countUnusedRecoveryCodes,
  deleteRecoveryCodes,
  endOwnSession,
  openSessionsOf,
  replaceRecoveryCodes,
} from './repository';

const DAY_MS = 86_400_000;

/** Where a session signs in from, as far as the server can honestly tell without a GeoIP database. */
export function describeAddress(ip: string): string {
  if (ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1') return 'This computer';
  if (/^(::ffff:)?(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip) || /^f[cd]/i.test(ip))
    return `Local network (${ip.replace(/^::ffff:/, '')})`;
  return `IP ${ip.replace(/^::ffff:/, '')}`;
}

export function securityService(deps: AppDeps) {
  const { db, now, secrets } = deps;

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
        passwordUpdateRecommended: now().getTime() - Date.parse(user.passwordChangedAt) > PASSWORD_STALE_DAYS * DAY_MS,
        recoveryCodesRemaining: user.twoFactorEnabled ? countUnusedRecoveryCodes(db, user.id) : 0,
      };
    },

    async changePassword(ctx: RequestContext, currentPassword: string, newPassword: string): Promise<number> {
      const user = me(ctx);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError(400, 'Please check your current password and try again', 'INVALID_CURRENT_PASSWORD', [
          { field: 'currentPassword', message: 'is not your current password' },
        ]);
      }
      if (currentPassword === newPassword) {
        throw new ValidationError('newPassword', 'must be different from your current password');
      }
      updateUser(
        db,
        ctx.organizationId,
        user.id,
        { passwordHash: await hashPassword(newPassword), passwordChangedAt: now().toISOString() },
        now(),
      );
      return openSessionsOf(db, ctx.organizationId, user.id, now()).filter((s) => s.id !== ctx.sessionId).length;
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

    disableTwoFactor(ctx: RequestContext): void {
      const user = me(ctx);
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
