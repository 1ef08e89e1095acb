import { describe, expect, it } from 'vitest';
import {
  SCRYPT_PARAMS,
  acceptableParams,
  decryptBackup,
  deriveKey,
  encryptBackup,
  keyMatches,
  newSalt,
  splitEncrypted,
  type KeyWithSalt,
} from './crypto';

const about = { organizationId: 'org-1', schemaVersion: 15 };

describe('backup encryption', () => {
  const salt = newSalt();
  const key: KeyWithSalt = { key: deriveKey('a long enough passphrase', salt), salt, params: SCRYPT_PARAMS };

  it('derives the same 32-byte key from the same passphrase and salt, another from another salt', () => {
    expect(key.key).toHaveLength(32);
    expect(deriveKey('a long enough passphrase', salt).equals(key.key)).toBe(true);
    expect(deriveKey('a long enough passphrase', newSalt()).equals(key.key)).toBe(false);
    expect(deriveKey('a long enough passphrasE', salt).equals(key.key)).toBe(false);
  });

  it('round-trips with a fresh IV per file and says which key it wants', () => {
    const one = encryptBackup('{"hello":"world"}', key, about).toString('utf8');
    const two = encryptBackup('{"hello":"world"}', key, about).toString('utf8');
    expect(one).not.toBe(two);
    const file = splitEncrypted(one)!;
    expect(file.header).toMatchObject({ encrypted: true, kdf: 'scrypt', N: 32768, r: 8, p: 1, ...about });
    expect(Buffer.from(file.header.salt, 'base64').equals(salt)).toBe(true);
    expect(Buffer.from(file.header.iv, 'base64')).toHaveLength(12);
    expect(keyMatches(file.header, key.key)).toBe(true);
    expect(keyMatches(file.header, deriveKey('something else entirely', salt))).toBe(false);
    expect(decryptBackup(file, key.key)).toBe('{"hello":"world"}');
    expect(one).not.toContain('world');
  });

  it('fails the tag on any changed byte of the body or the header', () => {
    const text = encryptBackup('{"hello":"world"}', key, about).toString('utf8');
    const file = splitEncrypted(text)!;
    const body = Buffer.from(file.body, 'base64');
    for (let i = 0; i < body.length; i += 1) {
      const changed = Buffer.from(body);
      changed[i] = changed[i]! ^ 0x80;
      expect(decryptBackup({ ...file, body: changed.toString('base64') }, key.key)).toBeNull();
    }
    const header = JSON.stringify({ ...file.header, organizationId: 'org-2' });
    expect(
      decryptBackup({ ...file, header: { ...file.header, organizationId: 'org-2' }, headerLine: header }, key.key),
    ).toBeNull();
    expect(decryptBackup({ ...file, body: 'not base64!' }, key.key)).toBeNull();
  });

  it('is not fooled by text that only looks like a header', () => {
    expect(splitEncrypted('{"format":"salon-settings-backup"}')).toBeNull();
    expect(splitEncrypted('{"format":"salon-settings-backup","encrypted":true}\nabc')).toBeNull();
    expect(splitEncrypted('not json\nabc')).toBeNull();
  });

  it('accepts only scrypt parameters that cost a bounded amount of memory and time', () => {
    expect(acceptableParams(SCRYPT_PARAMS)).toBe(true);
    expect(acceptableParams({ N: 2 ** 20, r: 8, p: 1 })).toBe(false);
    expect(acceptableParams({ N: 1000, r: 8, p: 1 })).toBe(false);
    expect(acceptableParams({ N: 2 ** 15, r: 64, p: 1 })).toBe(false);
    expect(acceptableParams({ N: 2 ** 15, r: 8, p: 1.5 })).toBe(false);
    expect(acceptableParams({ N: 2 ** 16, r: 16, p: 1 })).toBe(false);
    expect(acceptableParams({ N: 3 * 2 ** 14, r: 8, p: 1 })).toBe(false);
  });
});
