import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { pagedRows } from './paged-rows';

describe('pagedRows', () => {
  const table = Array.from({ length: 25 }, (_, index) => ({ id: index }));
  const pagesAsked: (number | undefined)[] = [];
  const fetchPage = (after: { id: number } | undefined, limit: number) => {
    pagesAsked.push(after?.id);
    const start = after ? after.id + 1 : 0;
    return table.slice(start, start + limit);
  };

  it('walks the whole table a page at a time, each page after the last row of the one before', () => {
    pagesAsked.length = 0;
    expect([...pagedRows(fetchPage, 10)]).toEqual(table);
    expect(pagesAsked).toEqual([undefined, 9, 19]);
  });

  it('asks for the next page only when the reader gets there', () => {
    pagesAsked.length = 0;
    const rows = pagedRows(fetchPage, 10);
    rows.next();
    expect(pagesAsked).toEqual([undefined]);
  });

  it('asks once more after a full last page, and stops at an empty one', () => {
    pagesAsked.length = 0;
    expect([...pagedRows(fetchPage, 5)]).toHaveLength(25);
    expect(pagesAsked).toEqual([undefined, 4, 9, 14, 19, 24]);
  });
});

describe('pagedRows over SQLite', () => {
  it('leaves the connection free between pages: a write while an export is half read succeeds', () => {
    const sqlite = new Database(':memory:');
    sqlite.exec('create table t (id integer primary key, name text)');
    const insert = sqlite.prepare('insert into t (name) values (?)');
    for (let i = 0; i < 30; i += 1) insert.run(`row ${i}`);
    const page = sqlite.prepare('select id, name from t where id > ? order by id limit ?');
    const rows = pagedRows<{ id: number }>((after, limit) => page.all(after?.id ?? 0, limit) as { id: number }[], 10);
    const first = rows.next();
    expect(first.value).toEqual({ id: 1, name: 'row 0' });
    // Another request writes while the export waits for the socket.
    expect(() => insert.run('written meanwhile')).not.toThrow();
    expect([...rows]).toHaveLength(30);
    sqlite.close();
  });
});
