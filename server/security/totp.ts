import { generate, verify } from 'otplib';

/** Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s), as authenticator apps expect. */
export const TOTP_PERIOD_SECONDS = 30;

export interface TotpCheck {
  valid: boolean;
  /** The time step the code belongs to; remembered so the same code is refused next time. */
  timeStep?: number;
}

/**
 * Accepts the current code and the one before or after it (clock drift of a phone), but only for
 * time steps after `afterTimeStep`, so a code that was used once is refused.
 */
export async function checkTotp(
  secret: string,
  code: string,
  afterTimeStep: number,
  epochSeconds?: number,
): Promise<TotpCheck> {
  if (!/^\d{6}$/.test(code)) return { valid: false };
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterTimeStep > 0 ? { afterTimeStep } : {}),
    ...(epochSeconds !== undefined ? { epoch: epochSeconds } : {}),
  });
  return result.valid && 'timeStep' in result ? { valid: true, timeStep: result.timeStep } : { valid: false };
}

export function totpCode(secret: string, epochSeconds?: number): Promise<string> {
  return generate({ secret, ...(epochSeconds !== undefined ? { epoch: epochSeconds } : {}) });
}
