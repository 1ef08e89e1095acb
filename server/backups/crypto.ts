import { createCipheriv, createDecipheriv, createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * The backup key and the encrypted file format.
 *
 * Key: scrypt(passphrase, 16-byte random salt, N=2^15, r=8, p=1) → 32 bytes, derived once when the
 * owner sets the passphrase and kept sealed beside the database, so recovery points can be
 * encrypted without asking. A file carries its salt and parameters: on another computer the
 * passphrase derives the same key again.
 *
 * File: one JSON header line, a newline, then base64 of AES-256-GCM ciphertext followed by its
 * 16-byte tag. The header line's exact bytes are the cipher's additional data, so changing the
 * organization or schema version it states breaks the tag like changing the ciphertext does.
 * GCM alone cannot tell a wrong key from changed bytes, so the header also carries `keyCheck`, a
 * keyed hash of a constant: a key that fails it is the wrong passphrase, a key that passes it and
 * then fails the tag means the file was changed. It lets no one test a guess faster than the tag
 * would: each guess still costs a scrypt derivation.
 */
export const BACKUP_FORMAT = 'salon-settings-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 };

/** scrypt needs 128·N·r bytes (32 MiB here), which is exactly node's default ceiling: room above it. */
const scryptMaxmem = (params: ScryptParams) => 2 * 128 * params.N * params.r;

/** The most memory a file's parameters may make one derivation take (128·N·r bytes). */
const MAX_SCRYPT_MEMORY = 64 * 1024 * 1024;

/**
 * Parameters a file may ask for: at least as strong as 2^14, and bounded in memory and time, so a
 * crafted header cannot make the server swap or spin (each restore from a file derives once).
 */
export function acceptableParams(params: Pick<ScryptParams, 'N' | 'r' | 'p'>): boolean {
  const { N, r, p } = params;
  if (![N, r, p].every((value) => Number.isInteger(value))) return false;
  const powerOfTwo = N > 0 && (N & (N - 1)) === 0;
  return powerOfTwo && N >= 2 ** 14 && r >= 1 && r <= 16 && 128 * N * r <= MAX_SCRYPT_MEMORY && p >= 1 && p <= 2;
}

export function deriveKey(passphrase: string, salt: Buffer, params: ScryptParams = SCRYPT_PARAMS): Buffer {
  return scryptSync(passphrase.normalize('NFC'), salt, params.keyLength, {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: scryptMaxmem(params),
  });
}

export const newSalt = () => randomBytes(16);

/** What the header line of an encrypted file states. */
export interface EncryptedHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  encrypted: true;
  kdf: 'scrypt';
  /** base64 */
  salt: string;
  N: number;
  r: number;
  p: number;
  /** base64 */
  iv: string;
  /** base64: HMAC-SHA256(key, KEY_CHECK_LABEL), first 16 bytes. */
  keyCheck: string;
  organizationId: string;
  schemaVersion: number;
}

const KEY_CHECK_LABEL = 'salon-settings-backup key check';
export const keyCheckOf = (key: Buffer) =>
  createHmac('sha256', key).update(KEY_CHECK_LABEL).digest().subarray(0, 16).toString('base64');

/** True when `key` is the key the file's header names. */
export function keyMatches(header: EncryptedHeader, key: Buffer): boolean {
  const expected = Buffer.from(keyCheckOf(key), 'base64');
  const stated = Buffer.from(header.keyCheck, 'base64');
  return stated.length === expected.length && timingSafeEqual(stated, expected);
}

const TAG_BYTES = 16;

export interface KeyWithSalt {
  key: Buffer;
  salt: Buffer;
  params: ScryptParams;
}

/** The encrypted file of `plain` (the backup's JSON), with a fresh IV. */
export function encryptBackup(
  plain: string,
  { key, salt, params }: KeyWithSalt,
  about: { organizationId: string; schemaVersion: number },
): Buffer {
  const iv = randomBytes(12);
  const header: EncryptedHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    encrypted: true,
    kdf: 'scrypt',
    salt: salt.toString('base64'),
    N: params.N,
    r: params.r,
    p: params.p,
    iv: iv.toString('base64'),
    keyCheck: keyCheckOf(key),
    organizationId: about.organizationId,
    schemaVersion: about.schemaVersion,
  };
  const headerLine = JSON.stringify(header);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(headerLine, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return Buffer.from(`${headerLine}\n${body.toString('base64')}`, 'utf8');
}

/** An encrypted file split into its parts; null when the text is not one. */
export interface EncryptedFile {
  header: EncryptedHeader;
  headerLine: string;
  body: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const isHeader = (value: unknown): value is EncryptedHeader => {
  if (typeof value !== 'object' || value === null) return false;
  const h = value as Record<string, unknown>;
  return (
    h.format === BACKUP_FORMAT &&
    h.encrypted === true &&
    h.kdf === 'scrypt' &&
    typeof h.salt === 'string' &&
    typeof h.iv === 'string' &&
    typeof h.keyCheck === 'string' &&
    typeof h.organizationId === 'string' &&
    typeof h.version === 'number' &&
    typeof h.schemaVersion === 'number' &&
    typeof h.N === 'number' &&
    typeof h.r === 'number' &&
    typeof h.p === 'number'
  );
};

export function splitEncrypted(text: string): EncryptedFile | null {
  const newline = text.indexOf('\n');
  if (newline === -1) return null;
  const headerLine = text.slice(0, newline);
  let header: unknown;
  try {
    header = JSON.parse(headerLine);
  } catch {
    return null;
  }
  if (!isHeader(header)) return null;
  return { header, headerLine, body: text.slice(newline + 1).trim() };
}

/** The plain text of an encrypted file, or null when its bytes fail the tag under `key`. */
export function decryptBackup(file: EncryptedFile, key: Buffer): string | null {
  if (!BASE64.test(file.body)) return null;
  const bytes = Buffer.from(file.body, 'base64');
  const iv = Buffer.from(file.header.iv, 'base64');
  if (bytes.length < TAG_BYTES || iv.length !== 12) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(file.headerLine, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
