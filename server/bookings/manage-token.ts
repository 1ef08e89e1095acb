import { createHash, randomBytes } from 'node:crypto';

/** The client's manage link: 256 random bits as base64url (43 characters); only its SHA-256 is stored. */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashManageToken(token) };
}

export const hashManageToken = (token: string): string => createHash('sha256').update(token).digest('hex');
