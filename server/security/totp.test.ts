import { describe, expect, it } from 'vitest';
import { TOTP_PERIOD_SECONDS, checkTotp, totpCode } from './totp';

// RFC 6238 Appendix B: the SHA-1 seed is ASCII "12345678901234567890", here in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

// The RFC's 8-digit values, truncated to the last 6 digits a 6-digit generator yields.
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

const step = (epoch: number) => Math.floor(epoch / TOTP_PERIOD_SECONDS);

describe('totpCode', () => {
  it.each(RFC_VECTORS)('at T=%i yields %s', async (epoch, code) => {
    await expect(totpCode(RFC_SECRET, epoch)).resolves.toBe(code);
  });
});

describe('checkTotp', () => {
  it.each(RFC_VECTORS)('at T=%i accepts %s and reports its time step', async (epoch, code) => {
    await expect(checkTotp(RFC_SECRET, code, 0, epoch)).resolves.toEqual({ valid: true, timeStep: step(epoch) });
  });

  it('refuses a wrong code', async () => {
    await expect(checkTotp(RFC_SECRET, '287083', 0, 59)).resolves.toEqual({ valid: false });
  });

  const now = 1_234_567_890;

  it.each([
    ['the previous step', -1],
    ['the next step', 1],
  ])('accepts a code from %s (clock drift)', async (_name, offset) => {
    const other = now + offset * TOTP_PERIOD_SECONDS;
    const code = await totpCode(RFC_SECRET, other);
    expect(code).not.toBe(await totpCode(RFC_SECRET, now));
    await expect(checkTotp(RFC_SECRET, code, 0, now)).resolves.toEqual({ valid: true, timeStep: step(other) });
  });

  it.each([
    ['two steps back', -2],
    ['two steps ahead', 2],
  ])('refuses a code from %s', async (_name, offset) => {
    const code = await totpCode(RFC_SECRET, now + offset * TOTP_PERIOD_SECONDS);
    await expect(checkTotp(RFC_SECRET, code, 0, now)).resolves.toEqual({ valid: false });
  });

  it('refuses a code whose time step was already used (reuse)', async () => {
    const code = await totpCode(RFC_SECRET, now);
    const first = await checkTotp(RFC_SECRET, code, 0, now);
    expect(first).toEqual({ valid: true, timeStep: step(now) });

    await expect(checkTotp(RFC_SECRET, code, first.timeStep!, now)).resolves.toEqual({ valid: false });
    await expect(checkTotp(RFC_SECRET, code, first.timeStep! + 1, now)).resolves.toEqual({ valid: false });
  });

  it('accepts a code whose time step is after the last used one', async () => {
    const code = await totpCode(RFC_SECRET, now);
    await expect(checkTotp(RFC_SECRET, code, step(now) - 1, now)).resolves.toEqual({
      valid: true,
      timeStep: step(now),
    });
  });

  it('refuses the previous step once the current step was used', async () => {
    const previous = await totpCode(RFC_SECRET, now - TOTP_PERIOD_SECONDS);
    await expect(checkTotp(RFC_SECRET, previous, step(now), now)).resolves.toEqual({ valid: false });
  });

  it.each(['', '28708', '2870822', '28708a', ' 287082', '287082 ', '２８７０８２', '-28708'])(
    'refuses the non-6-digit input %j',
    async (input) => {
      await expect(checkTotp(RFC_SECRET, input, 0, 59)).resolves.toEqual({ valid: false });
    },
  );

  it('uses the current time when no epoch is given', async () => {
    const code = await totpCode(RFC_SECRET);
    const result = await checkTotp(RFC_SECRET, code, 0);
    expect(result.valid).toBe(true);
    expect(Math.abs(result.timeStep! - step(Date.now() / 1000))).toBeLessThanOrEqual(1);
  });
});
