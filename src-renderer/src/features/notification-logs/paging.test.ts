import { describe, expect, it } from 'vitest';
import { logPage } from './log-fixtures';
import { firstPage, nextPage, pageCount, pagingUnder, previousPage } from './paging';

const answer = (nextCursor: string | null, prevCursor: string | null, totalPages = 4) =>
  logPage([], { total: 80, totalPages, nextCursor, prevCursor });

describe('paging by cursor', () => {
  it('counts the pages as the user moves: Next follows nextCursor', () => {
    const second = nextPage(firstPage('k'), answer('c2', null));
    expect(second).toEqual({ key: 'k', page: 2, cursor: 'c2' });
    const third = nextPage(second!, answer('c3', 'p2'));
    expect(third).toEqual({ key: 'k', page: 3, cursor: 'c3' });
  });

  it('has no Next on the last page and no Previous on the first', () => {
    expect(nextPage({ key: 'k', page: 4, cursor: 'c4' }, answer(null, 'p4'))).toBeNull();
    expect(previousPage(firstPage('k'), answer('c2', null))).toBeNull();
  });

  it('goes back with prevCursor, and to page 1 as the newest entries (no cursor)', () => {
    expect(previousPage({ key: 'k', page: 3, cursor: 'c3' }, answer('c4', 'p3'))).toEqual({
      key: 'k',
      page: 2,
      cursor: 'p3',
    });
    expect(previousPage({ key: 'k', page: 2, cursor: 'c2' }, answer('c3', 'p2'))).toEqual(firstPage('k'));
  });

  it('starts at page 1 when the filters change or nothing is kept', () => {
    const third = { key: 'sms', page: 3, cursor: 'c3' };
    expect(pagingUnder(third, 'sms')).toBe(third);
    expect(pagingUnder(third, 'email')).toEqual(firstPage('email'));
    expect(pagingUnder(null, 'sms')).toEqual(firstPage('sms'));
  });

  it('never says page 5 of 4 when entries went meanwhile', () => {
    expect(pageCount({ key: 'k', page: 5, cursor: 'c' }, answer(null, 'p', 4))).toBe(5);
    expect(pageCount(firstPage('k'), answer(null, null, 0))).toBe(1);
    expect(pageCount(firstPage('k'), answer('c', null, 4))).toBe(4);
  });
});
