import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's enum is `const` and cannot be imported under isolatedModules.
const ARGON2ID = 2;

// OWASP's argon2id floor: 19 MiB of memory, 2 passes, one lane. About 30-60 ms on a reception PC,
// slow enough to make offline guessing expensive, fast enough for a sign-in.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
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
