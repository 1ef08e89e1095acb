import { randomInt } from 'node:crypto';
import { hashToken } from './tokens';

// No 0/o, 1/l/i: people copy these from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code such as `k7m2p-x9q4t`: about 49 bits, plenty for a code that works once. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '');
}

export const hashRecoveryCode = (input: string) => hashToken(`recovery:${normalizeRecoveryCode(input)}`);

export const looksLikeRecoveryCode = (input: string) => /^[a-z0-9]{10}$/.test(normalizeRecoveryCode(input));
