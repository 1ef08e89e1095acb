import { hashRecoveryCode, looksLikeRecoveryCode } from '../../security/recovery-codes';
import { checkTotp } from '../../security/totp';
import type { AppDeps } from '../../types';
import { readSecurityPolicy } from '../security-policy/document';
import type { UserRow } from '../team/repository';
import { claimTotpStep, useRecoveryCode } from './second-factor-repository';

/**
 * A code from the authenticator, or one of the recovery codes shown at enrolment; each works once.
 * Callers reserve an attempt with the throttle first: this is the check being rationed.
 */
export async function secondFactorPasses(deps: AppDeps, user: UserRow, code: string): Promise<boolean> {
  const { db, secrets, now } = deps;
  if (!user.twoFactorEnabled || !user.totpSecret) return false;
  if (looksLikeRecoveryCode(code)) {
    // The security policy may take recovery codes off the allowed methods.
    const { allowedMethods } = readSecurityPolicy(db, user.organizationId).twoFactorAuth;
    if (!allowedMethods.includes('recovery_codes')) return false;
    return useRecoveryCode(db, user.id, hashRecoveryCode(code), now());
  }
  const check = await checkTotp(secrets.decrypt(user.totpSecret), code, user.totpLastStep);
  if (!check.valid || check.timeStep === undefined) return false;
  return claimTotpStep(db, user.id, check.timeStep);
}
