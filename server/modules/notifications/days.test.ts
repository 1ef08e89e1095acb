import { describe, expect, it } from 'vitest';
import { lastDays, localDate, nextDate, startOfLocalDay } from './days';
import { decodeCursor, encodeCursor } from './log-cursor';

describe('days in a time zone', () => {
  it.each([
    ['America/New_York', '2025-03-09', '2025-03-09T05:00:00.000Z', 'the day the clocks go forward (EST at midnight)'],
    ['America/New_York', '2025-03-10', '2025-03-10T04:00:00.000Z', 'the day after (EDT)'],
    ['America/New_York', '2025-11-02', '2025-11-02T04:00:00.000Z', 'the day the clocks go back (EDT at midnight)'],
    ['Australia/Sydney', '2025-04-06', '2025-04-05T13:00:00.000Z', 'the end of daylight saving (AEDT at midnight)'],
    ['Asia/Kathmandu', '2025-03-10', '2025-03-09T18:15:00.000Z', 'a quarter-hour offset'],
    [
      'America/Havana',
      '2025-03-09',
      '2025-03-09T05:00:00.000Z',
      'a zone whose clocks skip midnight: the day starts at 01:00',
    ],
    ['UTC', '2025-01-01', '2025-01-01T00:00:00.000Z', 'UTC'],
  ])('%s %s begins at %s (%s)', (zone, date, instant) => {
    const start = startOfLocalDay(date, zone);
    expect(start.toISOString()).toBe(instant);
    expect(localDate(start, zone)).toBe(date);
    expect(localDate(new Date(start.getTime() - 1), zone)).not.toBe(date);
  });

  it('lists the last days up to today in the zone, oldest first', () => {
    // 23:30 on 31 December in New York is already 1 January in UTC.
    const now = new Date('2026-01-01T04:30:00Z');
    expect(lastDays(now, 'America/New_York', 3)).toEqual(['2025-12-29', '2025-12-30', '2025-12-31']);
    expect(lastDays(now, 'UTC', 2)).toEqual(['2025-12-31', '2026-01-01']);
    expect(nextDate('2024-02-28')).toBe('2024-02-29');
  });
});

describe('log cursors', () => {
  it('round-trips a cursor and refuses anything else', () => {
    const cursor = {
      direction: 'newer' as const,
      at: '2025-03-01T10:00:00.000Z',
      id: '0195a000-0000-7000-8000-000000000000',
    };
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text.length).toBeLessThanOrEqual(200);
    expect(decodeCursor(text)).toEqual(cursor);
    for (const bad of [
      '',
      'bm90',
      Buffer.from('x|2025-03-01T10:00:00.000Z|0195a000-0000-7000-8000-000000000000').toString('base64url'),
      Buffer.from('n|2025-03-01|0195a000-0000-7000-8000-000000000000').toString('base64url'),
      Buffer.from("n|2025-03-01T10:00:00.000Z|' or 1=1 --").toString('base64url'),
      Buffer.from('n|2025-03-01T10:00:00.000Z|0195a000-0000-7000-8000-000000000000|x').toString('base64url'),
    ]) {
      expect(() => decodeCursor(bad)).toThrow('This page of the logs is no longer valid. Go back to the first page.');
    }
  });
});
