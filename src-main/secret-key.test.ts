import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSecretKey, PLAIN_KEY_FILE, SEALED_KEY_FILE, type SafeStorageLike } from './secret-key';

/** Electron's safeStorage is not available here: a reversible stand-in that marks what it sealed. */
function fakeSafeStorage(available = true): SafeStorageLike & { sealed: string[] } {
  const sealed: string[] = [];
  return {
    sealed,
    isEncryptionAvailable: () => available,
    encryptString: (plain) => {
      sealed.push(plain);
      return Buffer.from(`sealed:${Buffer.from(plain).toString('hex')}`);
    },
    decryptString: (encrypted) => {
      const text = encrypted.toString();
      if (!text.startsWith('sealed:'))
        throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      return Buffer.from(text.slice('sealed:'.length), 'hex').toString();
    },
  };
}

const key32 = () => Buffer.alloc(32, 7).toString('base64');

describe('loadSecretKey', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'salon-key-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const plainFile = () => join(dataDir, PLAIN_KEY_FILE);
  const sealedFile = () => join(dataDir, SEALED_KEY_FILE);

  it('creates a new 32-byte key sealed by the keychain, and no key in the clear', () => {
    const storage = fakeSafeStorage();
    const key = loadSecretKey(join(dataDir, 'data'), storage)!;
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    const sealed = join(dataDir, 'data', SEALED_KEY_FILE);
    expect(readFileSync(sealed, 'utf8')).not.toContain(key);
    expect(existsSync(join(dataDir, 'data', PLAIN_KEY_FILE))).toBe(false);
    if (process.platform !== 'win32') expect(statSync(sealed).mode & 0o777).toBe(0o600);
    // The next start reads the same key back.
    expect(loadSecretKey(join(dataDir, 'data'), storage)).toBe(key);
  });

  it('seals the key file an earlier start left in the clear, keeping the key, and removes the file', () => {
    writeFileSync(plainFile(), key32());
    const storage = fakeSafeStorage();
    expect(loadSecretKey(dataDir, storage)).toBe(key32());
    expect(existsSync(plainFile())).toBe(false);
    expect(storage.sealed).toEqual([key32()]);
    expect(loadSecretKey(dataDir, storage)).toBe(key32());
  });

  it('removes a clear copy left by an interrupted sealing when it holds the same key', () => {
    const storage = fakeSafeStorage();
    writeFileSync(sealedFile(), storage.encryptString(key32()));
    writeFileSync(plainFile(), key32());
    expect(loadSecretKey(dataDir, storage)).toBe(key32());
    expect(existsSync(plainFile())).toBe(false);
  });

  it('leaves the key to the server (its key file) when the keychain is not available', () => {
    expect(loadSecretKey(dataDir, fakeSafeStorage(false))).toBeUndefined();
    expect(existsSync(sealedFile())).toBe(false);
  });

  it('refuses to start rather than lose the sealed key when the keychain is not available', () => {
    writeFileSync(sealedFile(), fakeSafeStorage().encryptString(key32()));
    expect(() => loadSecretKey(dataDir, fakeSafeStorage(false))).toThrow(/keychain, which is not available/);
  });

  it('refuses a sealed file that does not hold a 32-byte key', () => {
    const storage = fakeSafeStorage();
    writeFileSync(sealedFile(), storage.encryptString(Buffer.alloc(16).toString('base64')));
    expect(() => loadSecretKey(dataDir, storage)).toThrow(/does not hold a 32-byte key/);
  });
});
