import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { preparedOnce } from './prepared';

describe('preparedOnce', () => {
  const open: DatabaseHandle[] = [];
  afterEach(() => open.splice(0).forEach((handle) => handle.close()));

  function database() {
    const handle = openDatabase(':memory:');
    open.push(handle);
    return handle;
  }

  it('builds once per connection, and for each transaction handle as it runs', () => {
    let builds = 0;
    const query = preparedOnce((db) => {
      builds += 1;
      return db;
    });
    const first = database();
    const second = database();
    expect(query(first.db)).toBe(first.db);
    expect(query(first.db)).toBe(first.db);
    expect(builds).toBe(1);
    expect(query(second.db)).toBe(second.db);
    expect(builds).toBe(2);
    first.db.transaction((tx) => {
      expect(query(tx)).toBe(tx);
      expect(query(tx)).toBe(tx);
    });
    expect(builds).toBe(4);
  });
});
