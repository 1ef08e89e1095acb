import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DbOrTx } from './client';
import { cachedRead, derivedRead, KeptAnswers, ReadCache } from './read-cache';

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

it('neither answers nor keeps reads inside a transaction, whose writes a rollback may undo', () => {
  const { sqlite, get, loads } = setup();
  expect(get(1).v).toBe('a');
  expect(() =>
    sqlite.transaction(() => {
      sqlite.prepare("update t set v = 'rolled back' where id = 1").run();
      expect(get(1).v).toBe('rolled back');
      throw new Error('roll back');
    })(),
  ).toThrow('roll back');
  // The rollback leaves the count of changes moved on, as if the write had stayed.
  expect(get(1).v).toBe('a');
  expect(get(1).v).toBe('a');
  expect(loads()).toBe(3);
});

describe('cachedRead', () => {
  function database() {
    const handle = openDatabase(':memory:');
    handle.sqlite.exec("create table t (id integer primary key, v text); insert into t values (1, 'a')");
    let loads = 0;
    const read = (db: DbOrTx) =>
      cachedRead(db, 't|1', () => (loads++, handle.sqlite.prepare('select v from t where id = 1').pluck().get()));
    return { handle, read, loads: () => loads };
  }

  it('shares one cache per connection, until that connection writes', () => {
    const { handle, read, loads } = database();
    expect(read(handle.db)).toBe('a');
    expect(read(handle.db)).toBe('a');
    expect(loads()).toBe(1);
    handle.sqlite.exec("update t set v = 'b'");
    expect(read(handle.db)).toBe('b');
    expect(loads()).toBe(2);
    // Another database has a cache of its own, even for the same key.
    const other = database();
    expect(other.read(other.handle.db)).toBe('a');
  });

  it('reads through a transaction handle every time', () => {
    const { handle, read, loads } = database();
    read(handle.db);
    handle.db.transaction((tx) => {
      expect(read(tx)).toBe('a');
      expect(read(tx)).toBe('a');
    });
    expect(loads()).toBe(3);
  });
});

describe('derivedRead', () => {
  it('builds once per cached read and caller, frozen, and afresh after a write or for a fresh read', () => {
    const handle = openDatabase(':memory:');
    handle.sqlite.exec("create table t (id integer primary key, v text); insert into t values (1, 'a')");
    const read = () =>
      cachedRead(handle.db, 'derived|1', () => ({ v: handle.sqlite.prepare('select v from t').pluck().get() }));
    const [alice, bob] = [{ name: 'alice' }, { name: 'bob' }];
    let builds = 0;
    const answer = (page: object, caller: { name: string }) =>
      derivedRead(page, caller, () => (builds++, { text: `${(page as { v: string }).v} for ${caller.name}` }));

    const first = answer(read(), alice);
    expect(first).toEqual({ text: 'a for alice' });
    expect(Object.isFrozen(first)).toBe(true);
    expect(answer(read(), alice)).toBe(first);
    expect(answer(read(), bob)).toEqual({ text: 'a for bob' });
    expect(builds).toBe(2);

    handle.sqlite.exec("update t set v = 'b'");
    expect(answer(read(), alice)).toEqual({ text: 'b for alice' });
    expect(builds).toBe(3);
    // A value that is not the cache's (not frozen) is built for each call.
    const fresh = { v: 'c' };
    answer(fresh, alice);
    answer(fresh, alice);
    expect(builds).toBe(5);
  });
});

describe('KeptAnswers', () => {
  const answers = (maxBytes: number, maxEntries = 100) =>
    new KeptAnswers<string>(new Database(':memory:'), maxBytes, maxEntries);

  it('keeps answers within one bound in bytes for all callers, the oldest going first', () => {
    const kept = answers(1_000);
    const ana = {};
    const ben = {};
    kept.keep(ana, '/a', 'ana a', 100, 0, 0);
    kept.keep(ben, '/a', 'ben a', 100, 0, 0);
    expect(kept.get(ana, '/a', 0)).toBe('ana a');
    expect(kept.get(ben, '/a', 0)).toBe('ben a');
    for (let i = 0; i < 9; i++) kept.keep(ben, `/b${i}`, 'b', 100, 0, 0);
    // 1,000 bytes hold ten: ana's, the oldest, went first.
    expect(kept.size).toEqual({ entries: 10, bytes: 1_000 });
    expect(kept.get(ana, '/a', 0)).toBeUndefined();
    expect(kept.get(ben, '/a', 0)).toBe('ben a');
  });

  it('keeps no answer bigger than an eighth of the bound, and replaces one kept again', () => {
    const kept = answers(800);
    const caller = {};
    kept.keep(caller, '/big', 'big', 101, 0, 0);
    expect(kept.get(caller, '/big', 0)).toBeUndefined();
    kept.keep(caller, '/x', 'first', 50, 0, 0);
    kept.keep(caller, '/x', 'second', 60, 0, 0);
    expect(kept.get(caller, '/x', 0)).toBe('second');
    expect(kept.size).toEqual({ entries: 1, bytes: 60 });
  });

  it('bounds the number of answers too', () => {
    const kept = answers(1_000_000, 3);
    const caller = {};
    for (const url of ['/1', '/2', '/3', '/4']) kept.keep(caller, url, url, 1, 0, 0);
    expect(['/1', '/2', '/3', '/4'].map((url) => kept.get(caller, url, 0))).toEqual([undefined, '/2', '/3', '/4']);
  });
});
