import Database from 'better-sqlite3';
import { eq, sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { reusingStatements } from './statement-cache';

const items = sqliteTable('items', { id: integer('id').primaryKey(), name: text('name').notNull() });

describe('reusingStatements', () => {
  const open: Database.Database[] = [];
  afterEach(() => open.splice(0).forEach((db) => db.close()));

  function connection() {
    const sqlite = new Database(':memory:');
    open.push(sqlite);
    sqlite.exec(`create table items (id integer primary key, name text not null);
      insert into items (name) values ('comb'), ('dryer');`);
    return sqlite;
  }

  it('compiles a SQL text once and hands the same statement out again', () => {
    const client = reusingStatements(connection());
    const first = client.prepare('select name from items where id = ?');
    expect(client.prepare('select name from items where id = ?')).toBe(first);
    expect(client.prepare('select name from items where id = ? ')).not.toBe(first);
  });

  it('gives back objects after Drizzle switched the statement to arrays', () => {
    const sqlite = connection();
    const db = drizzle({ client: reusingStatements(sqlite) as Database.Database });
    // A select with named columns: Drizzle reads it as arrays (raw) and maps them itself.
    expect(db.select({ name: items.name }).from(items).where(eq(items.id, 1)).get()).toEqual({ name: 'comb' });
    // The same SQL text as a plain query: read as objects, from the same statement.
    expect(db.get(sql`select "name" from "items" where "items"."id" = ${1}`)).toEqual({ name: 'comb' });
    expect(db.select({ name: items.name }).from(items).where(eq(items.id, 2)).get()).toEqual({ name: 'dryer' });
  });

  it('keeps the most recently used texts when it is full', () => {
    const client = reusingStatements(connection(), 2);
    const a = client.prepare('select 1');
    const b = client.prepare('select 2');
    expect(client.prepare('select 1')).toBe(a);
    client.prepare('select 3');
    // 'select 2' was the least recently used: compiled anew; 'select 1' was kept.
    expect(client.prepare('select 2')).not.toBe(b);
    expect(client.prepare('select 1')).not.toBe(a);
  });

  it('opens transactions on the connection itself', () => {
    const sqlite = connection();
    const db = drizzle({ client: reusingStatements(sqlite) as Database.Database });
    expect(() =>
      db.transaction((tx) => {
        tx.insert(items).values({ name: 'towel' }).run();
        throw new Error('undo');
      }),
    ).toThrow('undo');
    expect(sqlite.prepare('select count(*) as n from items').get()).toEqual({ n: 2 });
  });
});
