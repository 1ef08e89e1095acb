import { describe, expect, it } from 'vitest';
import { backupFileName, backupSequenceOf, backupTimeOf } from './names';
import { KEEP_DAILY_FOR_DAYS, KEEP_MOST_RECENT, retention } from './retention';

const at = (iso: string) => new Date(iso);
const file = (iso: string, sequence = 1) => ({ name: backupFileName(at(iso), sequence), createdAt: at(iso) });
const names = (files: readonly { name: string }[]) => files.map((f) => f.name);

/** One backup a day at 09:00 UTC, for `days` days ending on `last`. */
function daily(last: string, days: number) {
  const end = at(last).getTime();
  return Array.from({ length: days }, (_, i) => {
    const when = new Date(end - i * 24 * 60 * 60 * 1000);
    return { name: backupFileName(when), createdAt: when };
  });
}

describe('backup names', () => {
  it('names a backup by its UTC time and reads the time back', () => {
    const when = at('2026-03-29T01:30:05Z');
    expect(backupFileName(when)).toBe('salon-2026-03-29-013005.db');
    expect(backupTimeOf('salon-2026-03-29-013005.db')).toEqual(when);
    expect(backupFileName(when, 2)).toBe('salon-2026-03-29-013005-2.db');
    expect(backupTimeOf('salon-2026-03-29-013005-2.db')).toEqual(when);
    expect(backupSequenceOf('salon-2026-03-29-013005-2.db')).toBe(2);
    expect(backupSequenceOf('salon-2026-03-29-013005.db')).toBe(1);
  });

  it('does not take other files for backups', () => {
    for (const name of [
      'salon-2026-03-29-013005.db.partial',
      'salon-2026-02-30-013005.db',
      'salon-2026-03-29-250000.db',
      'salon-2026-03-29-013005-1.db',
      'salon.db',
      'salon-2026-03-29.db',
      'notes.txt',
    ]) {
      expect(backupTimeOf(name), name).toBeNull();
    }
  });
});

describe('retention', () => {
  const now = at('2026-11-23T12:00:00Z');

  it('keeps everything while there are few backups', () => {
    const files = [file('2026-11-23T09:00:00Z'), file('2026-11-22T09:00:00Z')];
    expect(retention(files, now)).toEqual({ keep: files, remove: [] });
    expect(retention([], now)).toEqual({ keep: [], remove: [] });
  });

  it('keeps the 7 most recent of one day, and nothing older from that day', () => {
    const files = Array.from({ length: 10 }, (_, hour) => file(`2026-11-23T0${hour}:00:00Z`));
    const { keep, remove } = retention(files, now);
    expect(keep).toHaveLength(KEEP_MOST_RECENT);
    // The newest first; the three oldest of the day go.
    expect(names(keep)[0]).toBe(backupFileName(at('2026-11-23T09:00:00Z')));
    expect(names(remove)).toEqual(
      names([file('2026-11-23T02:00:00Z'), file('2026-11-23T01:00:00Z'), file('2026-11-23T00:00:00Z')]),
    );
  });

  it('keeps the newest backup of each of the last 30 days beyond the 7 most recent', () => {
    const files = daily('2026-11-23T09:00:00Z', 40);
    const { keep, remove } = retention(files, now);
    // Today and the 29 days before it: 2026-10-25 .. 2026-11-23.
    expect(keep).toHaveLength(KEEP_DAILY_FOR_DAYS);
    expect(keep.at(-1)?.name).toBe('salon-2026-10-25-090000.db');
    expect(remove[0]?.name).toBe('salon-2026-10-24-090000.db');
    expect(remove).toHaveLength(10);
  });

  it('keeps the newest of a day, not the first, when a day has several', () => {
    const files = [
      ...daily('2026-11-16T09:00:00Z', 1),
      file('2026-11-10T08:00:00Z'),
      file('2026-11-10T20:00:00Z'),
      file('2026-11-10T14:00:00Z'),
      ...daily('2026-11-23T09:00:00Z', 7),
    ];
    const { keep, remove } = retention(files, now);
    expect(names(keep)).toContain('salon-2026-11-10-200000.db');
    expect(names(remove)).toEqual(['salon-2026-11-10-140000.db', 'salon-2026-11-10-080000.db']);
  });

  it('splits days at midnight UTC, whatever the local time zone or daylight saving', () => {
    // 2026-03-29 is the night European clocks go forward: UTC days know nothing of it.
    const files = [
      ...daily('2026-04-05T12:00:00Z', 7),
      file('2026-03-29T23:59:59Z'),
      file('2026-03-29T00:00:00Z'),
      file('2026-03-28T23:59:59Z'),
      file('2026-03-28T00:00:01Z'),
    ];
    const { keep, remove } = retention(files, at('2026-04-05T13:00:00Z'));
    expect(names(keep)).toEqual([
      ...names(daily('2026-04-05T12:00:00Z', 7)),
      'salon-2026-03-29-235959.db',
      'salon-2026-03-28-235959.db',
    ]);
    expect(names(remove)).toEqual(['salon-2026-03-29-000000.db', 'salon-2026-03-28-000001.db']);
  });

  it('counts the 30 days from the UTC day of now, today included', () => {
    const files = [...daily('2026-11-23T09:00:00Z', 7), file('2026-10-25T00:00:00Z'), file('2026-10-24T23:59:59Z')];
    // A minute past midnight on the 23rd: the 25th of October is still the 30th day back.
    const { keep, remove } = retention(files, at('2026-11-23T00:01:00Z'));
    expect(names(keep)).toContain('salon-2026-10-25-000000.db');
    expect(names(remove)).toEqual(['salon-2026-10-24-235959.db']);
  });

  it('keeps the 7 most recent even when they are months old (a monthly schedule)', () => {
    const files = [
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
    ].map((day) => file(`${day}T09:00:00Z`));
    const { keep, remove } = retention(files, now);
    expect(keep).toHaveLength(7);
    expect(names(remove)).toEqual(['salon-2026-01-01-090000.db']);
  });

  it('orders two backups of one second by their suffix', () => {
    const files = Array.from({ length: 9 }, (_, i) => file('2026-01-01T09:00:00Z', i + 1));
    const { keep, remove } = retention(files, now);
    expect(names(keep)[0]).toBe('salon-2026-01-01-090000-9.db');
    expect(names(remove)).toEqual(['salon-2026-01-01-090000-2.db', 'salon-2026-01-01-090000.db']);
  });

  it('treats a backup dated after now (a clock put back) as the most recent', () => {
    const files = [...daily('2026-11-23T09:00:00Z', 40), file('2027-01-01T00:00:00Z')];
    const { keep } = retention(files, now);
    expect(keep[0]?.name).toBe('salon-2027-01-01-000000.db');
  });

  it('does not change the list it is given', () => {
    const files = daily('2026-11-23T09:00:00Z', 40).reverse();
    const copy = [...files];
    retention(files, now);
    expect(files).toEqual(copy);
  });
});
