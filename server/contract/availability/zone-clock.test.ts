import { describe, expect, it } from 'vitest';
import { localDateOf } from './zone-clock';

const at = (iso: string) => Date.parse(iso);

describe('localDateOf', () => {
  it('gives the date on the wall clock of the zone, to the millisecond at midnight', () => {
    // Sydney in summer is UTC+11: its midnight is 13:00 UTC the day before.
    expect(localDateOf(at('2026-11-22T12:59:59.999Z'), 'Australia/Sydney')).toBe('2026-11-22');
    expect(localDateOf(at('2026-11-22T13:00:00.000Z'), 'Australia/Sydney')).toBe('2026-11-23');
    // New York in winter is UTC-5.
    expect(localDateOf(at('2026-11-23T04:59:59.999Z'), 'America/New_York')).toBe('2026-11-22');
    expect(localDateOf(at('2026-11-23T05:00:00.000Z'), 'America/New_York')).toBe('2026-11-23');
    // Kathmandu is UTC+5:45: a quarter-hour offset.
    expect(localDateOf(at('2026-11-22T18:14:59.999Z'), 'Asia/Kathmandu')).toBe('2026-11-22');
    expect(localDateOf(at('2026-11-22T18:15:00.000Z'), 'Asia/Kathmandu')).toBe('2026-11-23');
  });

  it('follows the offset in force on either side of a daylight-saving change', () => {
    // Sydney springs forward at 02:00 on 2026-10-04: midnight that day is still UTC+10.
    expect(localDateOf(at('2026-10-03T13:59:59.999Z'), 'Australia/Sydney')).toBe('2026-10-03');
    expect(localDateOf(at('2026-10-03T14:00:00.000Z'), 'Australia/Sydney')).toBe('2026-10-04');
    // And the next midnight is UTC+11.
    expect(localDateOf(at('2026-10-04T12:59:59.999Z'), 'Australia/Sydney')).toBe('2026-10-04');
    expect(localDateOf(at('2026-10-04T13:00:00.000Z'), 'Australia/Sydney')).toBe('2026-10-05');
  });

  it('falls back to the UTC date for a zone Intl does not know', () => {
    expect(localDateOf(at('2026-11-22T23:30:00Z'), 'Mars/Olympus')).toBe('2026-11-22');
    expect(localDateOf(at('2026-11-22T23:30:00Z'), '')).toBe('2026-11-22');
  });
});
