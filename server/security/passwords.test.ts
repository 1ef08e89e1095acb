import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  burnPasswordCheck,
  hashPassword,
  PASSWORD_HASH_COST,
  setPasswordHashCost,
  TEST_PASSWORD_HASH_COST,
  verifyPassword,
} from './passwords';

// The suite hashes at the least cost (server/testing/setup.ts); these tests check the real one.
beforeAll(() => setPasswordHashCost(PASSWORD_HASH_COST));
afterAll(() => setPasswordHashCost(TEST_PASSWORD_HASH_COST));

describe('hashPassword', () => {
  it('hashes with argon2id, 19 MiB, 2 passes, one lane', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(hash).not.toContain('correct horse');
  });

  it('verifies a hash of the suite’s cost and of the real one alike: a check reads the cost from the hash', async () => {
    const real = await hashPassword('Sunflower-2024');
    setPasswordHashCost(TEST_PASSWORD_HASH_COST);
    const cheap = await hashPassword('Sunflower-2024');
    setPasswordHashCost(PASSWORD_HASH_COST);
    expect(cheap.startsWith('$argon2id$v=19$m=8,t=1,p=1$')).toBe(true);
    await expect(verifyPassword(real, 'Sunflower-2024')).resolves.toBe(true);
    await expect(verifyPassword(cheap, 'Sunflower-2024')).resolves.toBe(true);
  });

  it('salts: the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
  });
});

describe('verifyPassword', () => {
  it('accepts the right password and refuses others', async () => {
    const hash = await hashPassword('Sunflower-2024');
    await expect(verifyPassword(hash, 'Sunflower-2024')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'sunflower-2024')).resolves.toBe(false);
    await expect(verifyPassword(hash, 'Sunflower-2024 ')).resolves.toBe(false);
    await expect(verifyPassword(hash, '')).resolves.toBe(false);
  });

  it('handles non-ASCII passwords', async () => {
    const hash = await hashPassword('pässwörd-🔑');
    await expect(verifyPassword(hash, 'pässwörd-🔑')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'passwort-🔑')).resolves.toBe(false);
  });

  it.each(['', 'not a hash', '$argon2id$v=19$m=19456,t=2,p=1$garbage', '$2b$10$abcdefghijklmnopqrstuv'])(
    'returns false for the unusable hash %j instead of throwing',
    async (garbage) => {
      await expect(verifyPassword(garbage, 'anything')).resolves.toBe(false);
    },
  );
});

describe('burnPasswordCheck', () => {
  it('completes without revealing anything', async () => {
    await expect(burnPasswordCheck('whatever')).resolves.toBeUndefined();
  });
});
