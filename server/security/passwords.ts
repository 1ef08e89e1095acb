import { hash, verify, type Options } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's enum is `const` and cannot be imported under isolatedModules.
const ARGON2ID = 2;

// OWASP's argon2id floor: 19 MiB of memory, 2 passes, one lane. About 30-60 ms on a reception PC,
// slow enough to make offline guessing expensive, fast enough for a sign-in.
export const PASSWORD_HASH_COST: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** argon2id's least cost (8 KiB, one pass): a hash in microseconds. */
export const TEST_PASSWORD_HASH_COST: Options = { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 };

let cost = PASSWORD_HASH_COST;

/**
 * For the unit and API suite only (server/testing/setup.ts), as Django's test settings swap in a
 * fast hasher: some 400 hashes and checks a run, at 20-60 ms each, were 9 s of the suite's work.
 * A check reads the cost from the stored hash, so hashes of either cost verify; the production
 * cost is asserted in passwords.test.ts, and the spawned server processes of the CLI and crash
 * tests use it.
 */
export function setPasswordHashCost(next: Options): void {
  cost = next;
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, cost);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the email is unknown keeps both answers equally slow, so response
// time does not reveal which addresses have accounts.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
}
