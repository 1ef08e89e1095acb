import { describe, expect, it } from 'vitest';
import { disagreeing, formatOffset, offsetMinutes, readClocks } from './zones';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('time zone offsets', () => {
  it('reads the offset a zone has at an instant, with its season', () => {
    expect(offsetMinutes('America/New_York', WINTER)).toBe(-300);
    expect(offsetMinutes('America/New_York', SUMMER)).toBe(-240);
    expect(offsetMinutes('Asia/Kolkata', WINTER)).toBe(330);
    expect(offsetMinutes('UTC', SUMMER)).toBe(0);
    expect(offsetMinutes('Not/AZone', WINTER)).toBeNull();
  });

  it('writes offsets as UTC±hh:mm', () => {
    expect(formatOffset(330)).toBe('UTC+05:30');
    expect(formatOffset(-300)).toBe('UTC−05:00');
    expect(formatOffset(0)).toBe('UTC+00:00');
  });

  it('compares offsets, not names: Paris and Berlin agree, London agrees with UTC only in winter', () => {
    const clocks = [
      { key: 'organization', label: 'Organization', timeZone: 'Europe/Paris' },
      { key: 'location', label: 'Location: Berlin', timeZone: 'Europe/Berlin' },
    ];
    const readings = readClocks(clocks, WINTER);
    expect(disagreeing(readings, readings[0])).toEqual([]);

    const london = [
      { key: 'organization', label: 'Organization', timeZone: 'UTC' },
      { key: 'computer', label: 'This computer', timeZone: 'Europe/London' },
    ];
    const winter = readClocks(london, WINTER);
    expect(disagreeing(winter, winter[0])).toEqual([]);
    const summer = readClocks(london, SUMMER);
    expect(disagreeing(summer, summer[0]).map((reading) => reading.label)).toEqual(['This computer']);
  });

  it('names an unknown zone among those that disagree', () => {
    const readings = readClocks(
      [
        { key: 'organization', label: 'Organization', timeZone: 'Europe/Paris' },
        { key: 'user', label: 'You', timeZone: 'Mars/Olympus' },
      ],
      WINTER,
    );
    expect(disagreeing(readings, readings[0]).map((reading) => reading.label)).toEqual(['You']);
  });
});
