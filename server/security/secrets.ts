import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { restrictFile, writePrivateFile } from '../storage/file-modes';

/**
 * Encrypts secrets at rest (TOTP secrets, provider keys) with AES-256-GCM. Stored form:
 * `v1.<iv>.<tag>.<ciphertext>`, base64url parts. The key is kept beside the database so a copied
 * database alone does not reveal the secrets.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  decrypt(stored: string): string {
    const [version, iv, tag, data] = stored.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unreadable secret');
    // Pin the tag length: without it GCM also accepts a tag truncated to as few as 4 bytes, which
    // makes forging a stored secret a matter of 2^32 guesses instead of 2^128.
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** Loads the key file from the data folder, creating it (owner-only) on first start. */
export function loadOrCreateKey(dataDir: string): Buffer {
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) {
    restrictFile(file);
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
    return key;
  }
  const key = randomBytes(32);
  writePrivateFile(file, key.toString('base64'), 'wx');
  return key;
}
