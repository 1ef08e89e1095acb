import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundledMigrations, migrate, type Migration } from './migrate';

const SCHEMA_TABLES = [
  'organizations',
  'roles',
  'users',
  'sessions',
  'settings_documents',
  'activity_log',
  'api_usage',
  'plan_tiers',
  'subscriptions',
  'usage_overages',
  'tax_rates',
  'service_tax_overrides',
];

function tableNames(sqlite: Database.Database): string[] {
  return (
    sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]
  ).map((r) => r.name);
}

function recordedTags(sqlite: Database.Database): string[] {
  return (sqlite.prepare('SELECT tag FROM schema_migrations ORDER BY tag').all() as { tag: string }[]).map(
    (r) => r.tag,
  );
}

let sqlite: Database.Database;

beforeEach(() => {
  sqlite = new Database(':memory:');
});

afterEach(() => {
  sqlite.close();
});

describe('bundledMigrations', () => {
  it('bundles the committed SQL files in tag order', () => {
    const tags = bundledMigrations.map((m) => m.tag);
    expect(tags).toContain('0000_init');
    expect(tags).toEqual([...tags].sort());
    // Schema migrations create or alter tables or indexes; custom ones (seed data, triggers) carry statements.
    for (const m of bundledMigrations)
      expect(m.sql).toMatch(/CREATE TABLE|ALTER TABLE|CREATE INDEX|INSERT INTO|CREATE TRIGGER/);
  });
});

describe('migrate', () => {
  it('applies every bundled migration on a fresh database and creates the schema tables', () => {
    const applied = migrate(sqlite);

    expect(applied).toEqual(bundledMigrations.map((m) => m.tag));
    expect(tableNames(sqlite)).toEqual(expect.arrayContaining([...SCHEMA_TABLES, 'schema_migrations']));
    expect(recordedTags(sqlite)).toEqual(applied);
  });

  it('keeps the auth-epoch triggers on every table a session depends on, across table rebuilds', () => {
    migrate(sqlite);
    const triggers = sqlite
      .prepare("SELECT tbl_name AS tableName, name FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
      .all() as { tableName: string; name: string }[];
    for (const table of ['sessions', 'users', 'roles', 'organizations']) {
      expect(triggers.filter((t) => t.tableName === table).map((t) => t.name)).toEqual([
        `auth_epoch_${table}_delete`,
        `auth_epoch_${table}_update`,
      ]);
    }
  });

  it('seeds the subscription tiers in upgrade order, with -1 or a positive number for every limit', () => {
    migrate(sqlite);
    const tiers = sqlite.prepare('SELECT * FROM plan_tiers ORDER BY sort_order').all() as Record<string, unknown>[];
    expect(tiers.map((t) => t.name)).toEqual(['FREE', 'STUDIO', 'LUXE', 'PREMIER']);
    expect(tiers.find((t) => t.name === 'STUDIO')).toMatchObject({ staff_limit: 5, monthly_price_minor: 4900 });
    expect(() =>
      sqlite.prepare("INSERT INTO plan_tiers VALUES ('BAD', 'Bad', 9, 0, 'USD', 0, 1, 1, 1, 1, 1, 1, 1, '{}')").run(),
    ).toThrow(/CHECK constraint failed/);
  });

  it('applies nothing the second time', () => {
    migrate(sqlite);
    const before = tableNames(sqlite);

    expect(migrate(sqlite)).toEqual([]);
    expect(tableNames(sqlite)).toEqual(before);
    expect(recordedTags(sqlite)).toEqual(bundledMigrations.map((m) => m.tag));
  });

  it('applies only the migrations added since the last run', () => {
    const first: Migration = { tag: '0001_a', sql: 'CREATE TABLE a (id INTEGER)' };
    const second: Migration = { tag: '0002_b', sql: 'CREATE TABLE b (id INTEGER)' };
    expect(migrate(sqlite, [first])).toEqual(['0001_a']);

    expect(migrate(sqlite, [first, second])).toEqual(['0002_b']);
    expect(tableNames(sqlite)).toEqual(expect.arrayContaining(['a', 'b']));
  });

  it('throws when a migration was edited after it was applied', () => {
    const original: Migration = { tag: '0001_a', sql: 'CREATE TABLE a (id INTEGER)' };
    migrate(sqlite, [original]);

    const edited: Migration = { ...original, sql: 'CREATE TABLE a (id INTEGER, name TEXT)' };
    expect(() => migrate(sqlite, [edited])).toThrow(/0001_a was edited after it was applied/);
  });

  it('throws when a bundled migration was edited after it was applied', () => {
    migrate(sqlite);
    const [first, ...rest] = bundledMigrations;
    expect(first).toBeDefined();
    const edited = [{ tag: first!.tag, sql: `${first!.sql}\n-- changed` }, ...rest];

    expect(() => migrate(sqlite, edited)).toThrow(/edited after it was applied/);
  });

  it('rolls a migration back entirely when a later statement fails, and throws', () => {
    const broken: Migration = {
      tag: '0001_broken',
      sql: 'CREATE TABLE first_table (id INTEGER);\n--> statement-breakpoint\nINSERT INTO missing_table VALUES (1);',
    };

    expect(() => migrate(sqlite, [broken])).toThrow(/missing_table/);
    expect(tableNames(sqlite)).not.toContain('first_table');
    expect(recordedTags(sqlite)).toEqual([]);
  });

  it('keeps the migrations before a failing one and retries only the failing one', () => {
    const good: Migration = { tag: '0001_good', sql: 'CREATE TABLE good (id INTEGER)' };
    const broken: Migration = {
      tag: '0002_broken',
      sql: 'CREATE TABLE half (id INTEGER);--> statement-breakpoint\nCREATE TABLE good (id INTEGER);',
    };

    expect(() => migrate(sqlite, [good, broken])).toThrow(/already exists/);
    expect(recordedTags(sqlite)).toEqual(['0001_good']);
    expect(tableNames(sqlite)).not.toContain('half');

    const fixed: Migration = { tag: '0002_broken', sql: 'CREATE TABLE half (id INTEGER)' };
    expect(migrate(sqlite, [good, fixed])).toEqual(['0002_broken']);
  });
});
