import { describe, expect, it } from 'vitest';
import { computeAvailability } from './engine';
import { everyDay } from './opening-hours';
import { plainInput } from './test-inputs';
import type { AvailabilityInput, Period } from './types';

/**
 * Transition days, with every expected time reasoned out by hand (not computed):
 * - Sydney falls back on 2026-04-05: 03:00 +11:00 becomes 02:00 +10:00, so 02:00-02:59 happens twice.
 * - Sydney springs forward on 2026-10-04: 02:00 +10:00 becomes 03:00 +11:00; 02:00-02:59 never happens.
 * - New York springs forward on 2026-03-08 (02:00 -05:00 becomes 03:00 -04:00) and falls back
 *   on 2026-11-01 (02:00 -04:00 becomes 01:00 -05:00, so 01:00-01:59 happens twice).
 * - Santiago falls back at midnight ending 2026-04-04 (24:00 -03:00 becomes 23:00 -04:00) and
 *   springs forward at midnight starting 2026-09-06 (00:00 -04:00 becomes 01:00 -03:00).
 */
function onDay(timeZone: string, date: string, period: Period, minutes: number, interval = minutes): AvailabilityInput {
  return plainInput({
    timeZone,
    from: date,
    to: date,
    now: Date.parse('2026-01-01T00:00:00Z'),
    hours: { ...everyDay([]), exceptions: [{ date, periods: [period] }] },
    rules: { minimumNoticeMinutes: 0, maximumAdvanceDays: 730, slotIntervalMinutes: interval, minimumGapMinutes: 0 },
    service: { ...plainInput().service, durationMinutes: minutes },
  });
}

const pairs = (input: AvailabilityInput) => computeAvailability(input).map((slot) => [slot.start, slot.end]);

describe('Australia/Sydney', () => {
  it('offers 02:00 and 02:30 twice on the fall-back day, each at its own offset', () => {
    const slots = pairs(onDay('Australia/Sydney', '2026-04-05', { start: '00:00', end: '05:00' }, 30));
    expect(slots).toEqual([
      ['2026-04-05T00:00:00+11:00', '2026-04-05T00:30:00+11:00'],
      ['2026-04-05T00:30:00+11:00', '2026-04-05T01:00:00+11:00'],
      ['2026-04-05T01:00:00+11:00', '2026-04-05T01:30:00+11:00'],
      ['2026-04-05T01:30:00+11:00', '2026-04-05T02:00:00+11:00'],
      ['2026-04-05T02:00:00+11:00', '2026-04-05T02:30:00+11:00'],
      // Thirty real minutes after 02:30 summer time, the clock reads 02:00 again.
      ['2026-04-05T02:30:00+11:00', '2026-04-05T02:00:00+10:00'],
      ['2026-04-05T02:00:00+10:00', '2026-04-05T02:30:00+10:00'],
      ['2026-04-05T02:30:00+10:00', '2026-04-05T03:00:00+10:00'],
      ['2026-04-05T03:00:00+10:00', '2026-04-05T03:30:00+10:00'],
      ['2026-04-05T03:30:00+10:00', '2026-04-05T04:00:00+10:00'],
      ['2026-04-05T04:00:00+10:00', '2026-04-05T04:30:00+10:00'],
      ['2026-04-05T04:30:00+10:00', '2026-04-05T05:00:00+10:00'],
    ]);
    // The two 02:30s are an hour apart in real time.
    expect(Date.parse('2026-04-05T02:30:00+10:00') - Date.parse('2026-04-05T02:30:00+11:00')).toBe(3_600_000);
  });

  it('does not offer 02:30 on the spring-forward day, and a service across the jump lasts its real time', () => {
    const slots = pairs(onDay('Australia/Sydney', '2026-10-04', { start: '00:00', end: '05:00' }, 30));
    expect(slots).toEqual([
      ['2026-10-04T00:00:00+10:00', '2026-10-04T00:30:00+10:00'],
      ['2026-10-04T00:30:00+10:00', '2026-10-04T01:00:00+10:00'],
      ['2026-10-04T01:00:00+10:00', '2026-10-04T01:30:00+10:00'],
      ['2026-10-04T01:30:00+10:00', '2026-10-04T03:00:00+11:00'],
      ['2026-10-04T03:00:00+11:00', '2026-10-04T03:30:00+11:00'],
      ['2026-10-04T03:30:00+11:00', '2026-10-04T04:00:00+11:00'],
      ['2026-10-04T04:00:00+11:00', '2026-10-04T04:30:00+11:00'],
      ['2026-10-04T04:30:00+11:00', '2026-10-04T05:00:00+11:00'],
    ]);
    expect(slots.some(([start]) => start!.startsWith('2026-10-04T02:'))).toBe(false);

    const twoHours = pairs(onDay('Australia/Sydney', '2026-10-04', { start: '00:00', end: '05:00' }, 120, 60));
    expect(twoHours).toEqual([
      ['2026-10-04T00:00:00+10:00', '2026-10-04T03:00:00+11:00'],
      ['2026-10-04T01:00:00+10:00', '2026-10-04T04:00:00+11:00'],
      ['2026-10-04T03:00:00+11:00', '2026-10-04T05:00:00+11:00'],
    ]);
  });

  it('opens a period that starts inside the skipped hour at the jump', () => {
    const slots = pairs(onDay('Australia/Sydney', '2026-10-04', { start: '02:30', end: '05:00' }, 30));
    expect(slots.map(([start]) => start)).toEqual([
      '2026-10-04T03:00:00+11:00',
      '2026-10-04T03:30:00+11:00',
      '2026-10-04T04:00:00+11:00',
      '2026-10-04T04:30:00+11:00',
    ]);
  });

  it('ends the last slot at the right wall-clock time on the 25-hour and the 23-hour day', () => {
    const long = pairs(onDay('Australia/Sydney', '2026-04-05', { start: '00:00', end: '23:00' }, 60));
    expect(long).toHaveLength(24);
    expect(long.at(-1)).toEqual(['2026-04-05T22:00:00+10:00', '2026-04-05T23:00:00+10:00']);
    const short = pairs(onDay('Australia/Sydney', '2026-10-04', { start: '00:00', end: '23:00' }, 60));
    expect(short).toHaveLength(22);
    expect(short.at(-1)).toEqual(['2026-10-04T22:00:00+11:00', '2026-10-04T23:00:00+11:00']);
  });

  it('puts a working day after the change at the new offset, and the day before at the old one', () => {
    const input = onDay('Australia/Sydney', '2026-10-03', { start: '09:00', end: '17:00' }, 60);
    const slots = computeAvailability({
      ...input,
      to: '2026-10-04',
      hours: everyDay([{ start: '09:00', end: '17:00' }]),
    });
    expect(slots[0]?.start).toBe('2026-10-03T09:00:00+10:00');
    expect(slots[8]?.start).toBe('2026-10-04T09:00:00+11:00');
    // 09:00 summer time in Sydney is 22:00 UTC the evening before.
    expect(Date.parse(slots[8]!.start)).toBe(Date.UTC(2026, 9, 3, 22, 0));
    expect(slots.at(-1)?.end).toBe('2026-10-04T17:00:00+11:00');
  });
});

describe('America/New_York', () => {
  it('does not offer 02:30 on the spring-forward day', () => {
    const slots = pairs(onDay('America/New_York', '2026-03-08', { start: '00:00', end: '04:00' }, 30));
    expect(slots).toEqual([
      ['2026-03-08T00:00:00-05:00', '2026-03-08T00:30:00-05:00'],
      ['2026-03-08T00:30:00-05:00', '2026-03-08T01:00:00-05:00'],
      ['2026-03-08T01:00:00-05:00', '2026-03-08T01:30:00-05:00'],
      ['2026-03-08T01:30:00-05:00', '2026-03-08T03:00:00-04:00'],
      ['2026-03-08T03:00:00-04:00', '2026-03-08T03:30:00-04:00'],
      ['2026-03-08T03:30:00-04:00', '2026-03-08T04:00:00-04:00'],
    ]);
  });

  it('offers 01:30 twice on the fall-back day', () => {
    const slots = pairs(onDay('America/New_York', '2026-11-01', { start: '00:00', end: '03:00' }, 30));
    expect(slots).toEqual([
      ['2026-11-01T00:00:00-04:00', '2026-11-01T00:30:00-04:00'],
      ['2026-11-01T00:30:00-04:00', '2026-11-01T01:00:00-04:00'],
      ['2026-11-01T01:00:00-04:00', '2026-11-01T01:30:00-04:00'],
      ['2026-11-01T01:30:00-04:00', '2026-11-01T01:00:00-05:00'],
      ['2026-11-01T01:00:00-05:00', '2026-11-01T01:30:00-05:00'],
      ['2026-11-01T01:30:00-05:00', '2026-11-01T02:00:00-05:00'],
      ['2026-11-01T02:00:00-05:00', '2026-11-01T02:30:00-05:00'],
      ['2026-11-01T02:30:00-05:00', '2026-11-01T03:00:00-05:00'],
    ]);
  });

  it('blocks by real time: a booking from the first 01:30 to the second takes the hour between', () => {
    const input = onDay('America/New_York', '2026-11-01', { start: '00:00', end: '03:00' }, 30);
    const slots = computeAvailability({
      ...input,
      practitioners: [
        {
          id: 'ana',
          bookings: [
            {
              start: Date.parse('2026-11-01T01:30:00-04:00'),
              end: Date.parse('2026-11-01T01:30:00-05:00'),
              bufferBeforeMinutes: 0,
              bufferAfterMinutes: 0,
            },
          ],
        },
      ],
    });
    expect(slots.map((slot) => slot.start)).toEqual([
      '2026-11-01T00:00:00-04:00',
      '2026-11-01T00:30:00-04:00',
      '2026-11-01T01:00:00-04:00',
      '2026-11-01T01:30:00-05:00',
      '2026-11-01T02:00:00-05:00',
      '2026-11-01T02:30:00-05:00',
    ]);
  });

  it('ends the last slot at the right wall-clock time on the 23-hour and the 25-hour day', () => {
    const short = pairs(onDay('America/New_York', '2026-03-08', { start: '00:00', end: '23:00' }, 60));
    expect(short).toHaveLength(22);
    expect(short.at(-1)).toEqual(['2026-03-08T22:00:00-04:00', '2026-03-08T23:00:00-04:00']);
    const long = pairs(onDay('America/New_York', '2026-11-01', { start: '00:00', end: '23:00' }, 60));
    expect(long).toHaveLength(24);
    expect(long.at(-1)).toEqual(['2026-11-01T22:00:00-05:00', '2026-11-01T23:00:00-05:00']);
  });

  it('runs a period to midnight with 24:00', () => {
    const day = pairs(onDay('America/New_York', '2026-11-01', { start: '00:00', end: '24:00' }, 60));
    expect(day).toHaveLength(25);
    expect(day.at(-1)).toEqual(['2026-11-01T23:00:00-05:00', '2026-11-02T00:00:00-05:00']);
  });
});

describe('America/Santiago, which changes at midnight', () => {
  it('starts the spring-forward day at 01:00, the first moment it has', () => {
    const slots = pairs(onDay('America/Santiago', '2026-09-06', { start: '00:00', end: '03:00' }, 60));
    expect(slots).toEqual([
      ['2026-09-06T01:00:00-03:00', '2026-09-06T02:00:00-03:00'],
      ['2026-09-06T02:00:00-03:00', '2026-09-06T03:00:00-03:00'],
    ]);
  });

  it('offers 23:00 twice on the fall-back evening, and runs to midnight after both', () => {
    const slots = pairs(onDay('America/Santiago', '2026-04-04', { start: '20:00', end: '24:00' }, 60));
    expect(slots).toEqual([
      ['2026-04-04T20:00:00-03:00', '2026-04-04T21:00:00-03:00'],
      ['2026-04-04T21:00:00-03:00', '2026-04-04T22:00:00-03:00'],
      ['2026-04-04T22:00:00-03:00', '2026-04-04T23:00:00-03:00'],
      ['2026-04-04T23:00:00-03:00', '2026-04-04T23:00:00-04:00'],
      ['2026-04-04T23:00:00-04:00', '2026-04-05T00:00:00-04:00'],
    ]);
  });
});
