import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { ReadCache } from './read-cache';

function setup() {
  const sqlite = new Database(':memory:');
  sqlite.exec("create table t (id integer primary key, v text); insert into t values (1, 'a'), (2, 'x')");
  const read = (id: number) => sqlite.prepare('select v from t where id = ?').pluck().get(id) as string;
  let loads = 0;
  const cache = new ReadCache<{ v: string }>(sqlite);
  const get = (id: number, now = 0) => cache.get(`row${id}`, () => (loads++, { v: read(id) }), now);
  return { sqlite, get, loads: () => loads };
}

it('answers from memory until this connection writes anything', () => {
  const { sqlite, get, loads } = setup();
  expect(get(1).v).toBe('a');
  expect(get(1).v).toBe('a');
  expect(loads()).toBe(1);
  sqlite.prepare("update t set v = 'b' where id = 1").run();
  expect(get(1).v).toBe('b');
  // A write to any row invalidates every entry: the count is per connection, not per row.
  sqlite.prepare("update t set v = 'y' where id = 2").run();
  expect(get(1).v).toBe('b');
  expect(loads()).toBe(3);
});

it('reloads after a second even without a write, for changes from outside the process', () => {
  const { get, loads } = setup();
  get(1, 0);
  get(1, 999);
  expect(loads()).toBe(1);
  get(1, 1000);
  expect(loads()).toBe(2);
});

it('hands out frozen values, so no caller can change what others read', () => {
  const { get } = setup();
  expect(Object.isFrozen(get(1))).toBe(true);
});
