import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of Electron's `safeStorage` used here (faked in the tests). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** The key the server keeps beside the database when nothing better is offered (security/secrets.ts). */
export const PLAIN_KEY_FILE = 'secret.key';
/** The same key, encrypted by the OS keychain (DPAPI, Keychain, libsecret/kwallet) via safeStorage. */
export const SEALED_KEY_FILE = 'secret.key.enc';

const KEY_BYTES = 32;

function decodeKey(base64: string, where: string): string {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${where} does not hold a ${KEY_BYTES}-byte key`);
  return key.toString('base64');
}

/** Written whole or not at all, readable by the owner only. */
function writeSealed(file: string, sealed: Buffer): void {
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, sealed, { mode: 0o600 });
  renameSync(temporary, file);
}

/**
 * The key of the secrets at rest (payment gateway keys, two-factor secrets), as base64 for the
 * server's start message. Where the OS keychain is available the key lives only sealed by it in
 * `secret.key.enc`, so a copy of the data folder alone (a backup, a stolen disk image) opens
 * nothing; a key file an earlier start left in the clear is sealed and then removed. Without a
 * keychain (some Linux desktops) this answers undefined and the server keeps its key file, as the
 * headless server does.
 */
export function loadSecretKey(dataDir: string, safeStorage: SafeStorageLike): string | undefined {
  const sealedFile = join(dataDir, SEALED_KEY_FILE);
  const plainFile = join(dataDir, PLAIN_KEY_FILE);
  if (!safeStorage.isEncryptionAvailable()) {
    if (existsSync(sealedFile)) {
      // Falling back to a new plain key would make every stored secret unreadable.
      throw new Error(
        'The key protecting stored payment credentials is sealed in the system keychain, which is not available. Unlock the keychain (or sign in to the desktop session) and start the app again.',
      );
    }
    return undefined;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (existsSync(sealedFile)) {
    const key = decodeKey(safeStorage.decryptString(readFileSync(sealedFile)), sealedFile);
    // Left over by a sealing interrupted between its two steps: the same key, now sealed.
    if (existsSync(plainFile) && decodeKey(readFileSync(plainFile, 'utf8'), plainFile) === key) rmSync(plainFile);
    return key;
  }
  const key = existsSync(plainFile)
    ? decodeKey(readFileSync(plainFile, 'utf8'), plainFile)
    : randomBytes(KEY_BYTES).toString('base64');
  writeSealed(sealedFile, safeStorage.encryptString(key));
  rmSync(plainFile, { force: true });
  return key;
}
