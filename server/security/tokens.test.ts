import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, newToken, safeEqual } from './tokens';

describe('newToken', () => {
  it('is URL-safe and carries 256 random bits (at least 128)', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    const decoded = Buffer.from(token, 'base64url');
    expect(decoded.length).toBeGreaterThanOrEqual(16);
    expect(decoded).toHaveLength(32);
    expect(decoded.toString('base64url')).toBe(token);
  });

  it('never repeats', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newToken()));
    expect(tokens.size).toBe(1000);
  });
});

describe('hashToken', () => {
  it('is the SHA-256 hex digest', () => {
    // SHA-256("abc"), FIPS 180-2 appendix B.1
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('is deterministic and differs between tokens', () => {
    const token = newToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toBe(hashToken(newToken()));
    expect(hashToken(token)).not.toBe(token);
  });
});

describe('safeEqual', () => {
  it.each([
    ['abc', 'abc', true],
    ['', '', true],
    ['abc', 'abd', false],
    ['abc', 'ab', false],
    ['ab', 'abc', false],
    ['abc', '', false],
    ['é', 'e', false],
    ['é', 'é', true],
  ])('safeEqual(%j, %j) is %s', (a, b, expected) => {
    expect(safeEqual(a, b)).toBe(expected);
  });
});
