import { describe, expect, it } from 'vitest';
import { relativeTimeOf } from './relative-time';

const now = new Date('2025-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTimeOf', () => {
  it('says just now under a minute', () => {
    expect(relativeTimeOf(ago(0), now)).toEqual({ unit: 'justNow' });
    expect(relativeTimeOf(ago(MIN - 1), now)).toEqual({ unit: 'justNow' });
  });

  it('treats a time ahead of the clock as just now', () => {
    expect(relativeTimeOf(ago(-5 * MIN), now)).toEqual({ unit: 'justNow' });
  });

  it('counts whole minutes under an hour', () => {
    expect(relativeTimeOf(ago(MIN), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(relativeTimeOf(ago(20 * MIN + 59_000), now)).toEqual({ unit: 'minutes', count: 20 });
    expect(relativeTimeOf(ago(HOUR - 1), now)).toEqual({ unit: 'minutes', count: 59 });
  });

  it('counts whole hours under a day', () => {
    expect(relativeTimeOf(ago(HOUR), now)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTimeOf(ago(DAY - 1), now)).toEqual({ unit: 'hours', count: 23 });
  });

  it('counts whole days under a week', () => {
    expect(relativeTimeOf(ago(DAY), now)).toEqual({ unit: 'days', count: 1 });
    expect(relativeTimeOf(ago(7 * DAY - 1), now)).toEqual({ unit: 'days', count: 6 });
  });

  it('falls back to the date from a week on', () => {
    expect(relativeTimeOf(ago(7 * DAY), now)).toEqual({ unit: 'date' });
    expect(relativeTimeOf(ago(400 * DAY), now)).toEqual({ unit: 'date' });
  });
});
