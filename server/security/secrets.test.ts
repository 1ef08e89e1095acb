import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SecretBox, loadOrCreateKey } from './secrets';

/** Flips one bit of a base64url part, so the part keeps its length and stays decodable. */
function flipBit(part: string): string {
  const bytes = Buffer.from(part, 'base64url');
  bytes[0] = bytes[0]! ^ 0x01;
  return bytes.toString('base64url');
}

function replacePart(stored: string, index: number, value: string): string {
  const parts = stored.split('.');
  parts[index] = value;
  return parts.join('.');
}

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it.each(['JBSWY3DPEHPK3PXP', '', 'pässwörd ✓ 🔑', 'x'.repeat(10_000)])('round-trips %j', (plain) => {
    const stored = box.encrypt(plain);
    expect(stored.startsWith('v1.')).toBe(true);
    expect(stored).not.toContain(plain || 'v1-never-matches');
    expect(box.decrypt(stored)).toBe(plain);
  });

  it('gives a different stored form each time for the same text', () => {
    const a = box.encrypt('same secret');
    const b = box.encrypt('same secret');
    expect(a).not.toBe(b);
    expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
    expect(box.decrypt(a)).toBe(box.decrypt(b));
  });

  it.each([
    ['iv', 1],
    ['tag', 2],
    ['ciphertext', 3],
  ])('throws when the %s is tampered with', (_name, index) => {
    const stored = box.encrypt('provider api key');
    const tampered = replacePart(stored, index, flipBit(stored.split('.')[index]!));
    expect(tampered).not.toBe(stored);
    expect(() => box.decrypt(tampered)).toThrow();
  });

  it('throws when the tag is truncated to a shorter valid GCM length', () => {
    const stored = box.encrypt('provider api key');
    const tag = Buffer.from(stored.split('.')[2]!, 'base64url');
    const truncated = replacePart(stored, 2, tag.subarray(0, 4).toString('base64url'));
    expect(() => box.decrypt(truncated)).toThrow();
  });

  it.each([
    ['another version', (s: string) => s.replace(/^v1\./, 'v2.')],
    ['a missing part', (s: string) => s.split('.').slice(0, 3).join('.')],
    ['an empty string', () => ''],
  ])('refuses %s', (_name, mangle) => {
    expect(() => box.decrypt(mangle(box.encrypt('text')))).toThrow('Unreadable secret');
  });

  it('throws when decrypting with a different key', () => {
    const stored = box.encrypt('text');
    expect(() => new SecretBox(randomBytes(32)).decrypt(stored)).toThrow();
  });

  it.each([0, 16, 31, 33, 64])('refuses a %i-byte key', (length) => {
    expect(() => new SecretBox(randomBytes(length))).toThrow('32-byte key');
  });
});

describe('loadOrCreateKey', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'secrets-test-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates a 32-byte key file readable by the owner only', () => {
    const key = loadOrCreateKey(dir);
    const file = join(dir, 'secret.key');

    expect(key).toHaveLength(32);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64').equals(key)).toBe(true);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('returns the same key the second time', () => {
    const first = loadOrCreateKey(dir);
    const second = loadOrCreateKey(dir);
    expect(second.equals(first)).toBe(true);
  });

  it('keys made in different folders differ', () => {
    const other = mkdtempSync(join(tmpdir(), 'secrets-test-'));
    try {
      expect(loadOrCreateKey(other).equals(loadOrCreateKey(dir))).toBe(false);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('reads a key file with a trailing newline', () => {
    const key = randomBytes(32);
    writeFileSync(join(dir, 'secret.key'), `${key.toString('base64')}\n`);
    expect(loadOrCreateKey(dir).equals(key)).toBe(true);
  });

  it.each([16, 31, 33])('rejects a file holding a %i-byte key', (length) => {
    writeFileSync(join(dir, 'secret.key'), randomBytes(length).toString('base64'));
    expect(() => loadOrCreateKey(dir)).toThrow(/does not hold a 32-byte key/);
  });
});
