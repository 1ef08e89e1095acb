import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { migrate } from './migrate';

let dir: string;
let handle: DatabaseHandle;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'client-test-'));
  handle = openDatabase(join(dir, 'app.db'));
});

afterEach(() => {
  handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase on a file', () => {
  it.each([
    ['journal_mode', 'wal'],
    ['synchronous', 1],
    ['foreign_keys', 1],
    ['busy_timeout', 5000],
  ])('sets %s to %s', (pragma, expected) => {
    expect(handle.sqlite.pragma(pragma, { simple: true })).toBe(expected);
  });

  it('enforces foreign keys once migrated', () => {
    migrate(handle.sqlite);
    const insertUser = handle.sqlite.prepare(
      `INSERT INTO users (id, organization_id, role_id, email, password_hash, first_name, last_name, password_changed_at)
       VALUES (?, ?, ?, ?, 'hash', 'Ada', 'Lovelace', '2024-01-01T00:00:00.000Z')`,
    );

    expect(() => insertUser.run('u1', 'no-such-org', 'no-such-role', 'ada@example.com')).toThrow(
      /FOREIGN KEY constraint failed/,
    );
    expect(handle.sqlite.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: 0 });
  });

  it('accepts a user whose organization and role exist', () => {
    migrate(handle.sqlite);
    handle.sqlite.prepare("INSERT INTO organizations (id, name, slug) VALUES ('o1', 'Salon', 'salon')").run();
    handle.sqlite.prepare("INSERT INTO roles (id, organization_id, name) VALUES ('r1', 'o1', 'Owner')").run();

    handle.sqlite
      .prepare(
        `INSERT INTO users (id, organization_id, role_id, email, password_hash, first_name, last_name, password_changed_at)
         VALUES ('u1', 'o1', 'r1', 'ada@example.com', 'hash', 'Ada', 'Lovelace', '2024-01-01T00:00:00.000Z')`,
      )
      .run();
    expect(handle.sqlite.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: 1 });
  });

  it('close() is safe to call twice', () => {
    handle.close();
    expect(handle.sqlite.open).toBe(false);
    expect(() => handle.close()).not.toThrow();
  });
});
