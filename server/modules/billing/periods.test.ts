import { describe, expect, it } from 'vitest';
import { anniversary, periodAt, recentPeriods, toBillingPeriod } from './periods';

const d = (iso: string) => new Date(iso);
const dates = (p: { start: Date; end: Date }) => [p.start.toISOString().slice(0, 10), p.end.toISOString().slice(0, 10)];

describe('anniversary billing periods', () => {
  it('runs from the anchor’s day to the same day a month later, at UTC midnight', () => {
    const period = periodAt(d('2026-01-15T13:45:00Z'), d('2026-03-20T08:00:00Z'));
    expect(dates(period)).toEqual(['2026-03-15', '2026-04-15']);
    expect(period.index).toBe(2);
    expect(period.start.toISOString()).toBe('2026-03-15T00:00:00.000Z');
  });

  it('starts a new period on the anniversary day itself', () => {
    expect(dates(periodAt(d('2026-01-15T00:00:00Z'), d('2026-02-15T00:00:00Z')))).toEqual(['2026-02-15', '2026-03-15']);
    expect(dates(periodAt(d('2026-01-15T00:00:00Z'), d('2026-02-14T23:59:59Z')))).toEqual(['2026-01-15', '2026-02-15']);
  });

  it('clamps a missing day to the month’s last and never drifts', () => {
    const anchor = d('2026-01-31T10:00:00Z');
    expect(anniversary(anchor, 1).toISOString().slice(0, 10)).toBe('2026-02-28');
    expect(anniversary(anchor, 2).toISOString().slice(0, 10)).toBe('2026-03-31');
    expect(anniversary(d('2027-01-31T00:00:00Z'), 13).toISOString().slice(0, 10)).toBe('2028-02-29');
    expect(dates(periodAt(anchor, d('2026-03-05T00:00:00Z')))).toEqual(['2026-02-28', '2026-03-31']);
  });

  it('crosses years', () => {
    expect(dates(periodAt(d('2025-11-20T00:00:00Z'), d('2026-01-02T00:00:00Z')))).toEqual(['2025-12-20', '2026-01-20']);
  });

  it('treats a time before the anchor as the first period', () => {
    expect(periodAt(d('2026-05-10T00:00:00Z'), d('2026-05-01T00:00:00Z')).index).toBe(0);
  });

  it('lists the current period and the ones before it, newest first, never before the first', () => {
    const anchor = d('2026-01-10T00:00:00Z');
    expect(recentPeriods(anchor, d('2026-04-12T00:00:00Z'), 3).map((p) => dates(p)[0])).toEqual([
      '2026-04-10',
      '2026-03-10',
      '2026-02-10',
    ]);
    expect(recentPeriods(anchor, d('2026-02-12T00:00:00Z'), 3).map((p) => dates(p)[0])).toEqual([
      '2026-02-10',
      '2026-01-10',
    ]);
  });

  it('labels a period with its last day inclusive', () => {
    expect(toBillingPeriod(periodAt(d('2026-01-15T00:00:00Z'), d('2026-01-20T00:00:00Z')))).toEqual({
      start: '2026-01-15',
      end: '2026-02-15',
      billingPeriod: '2026-01-15 to 2026-02-14',
    });
  });
});
