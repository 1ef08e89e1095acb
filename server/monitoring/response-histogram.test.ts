import { describe, expect, it } from 'vitest';
import { BUCKET_COUNT, bucketOf, ResponseHistogram, upperBoundOf, WINDOW_MINUTES } from './response-histogram';

describe('response histogram', () => {
  it('puts a duration in a bucket whose range holds it', () => {
    for (const ms of [0.003, 0.05, 0.3, 1, 7.5, 120, 2000, 29_999]) {
      const bucket = bucketOf(ms);
      expect(upperBoundOf(bucket)).toBeGreaterThan(ms);
      expect(upperBoundOf(bucket)).toBeLessThanOrEqual(ms * 1.5 + 0.002);
    }
    expect(bucketOf(10 * 60_000)).toBeLessThan(BUCKET_COUNT);
    expect(bucketOf(1e12)).toBe(BUCKET_COUNT - 1);
    expect(bucketOf(Number.NaN)).toBe(0);
    expect(bucketOf(-5)).toBe(0);
  });

  it('gives p50 and p95 over the last hour and forgets older minutes', () => {
    const histogram = new ResponseHistogram();
    const fast = histogram.entryFor('GET /api/fast');
    const slow = histogram.entryFor('GET /api/slow');
    histogram.entryFor('GET /api/never');
    for (let i = 0; i < 95; i++) fast.record(1);
    for (let i = 0; i < 5; i++) fast.record(100);
    slow.record(300);

    const summary = histogram.summary();
    expect(summary.map((row) => [row.route, row.count])).toEqual([
      ['GET /api/slow', 1],
      ['GET /api/fast', 100],
    ]);
    const fastRow = summary[1]!;
    expect(fastRow.p50Ms).toBeGreaterThan(1);
    expect(fastRow.p50Ms).toBeLessThanOrEqual(1.5);
    expect(fastRow.p95Ms).toBe(fastRow.p50Ms);
    expect(summary[0]!.p50Ms).toBeGreaterThan(300);

    for (let minute = 0; minute < 30; minute++) histogram.advance();
    fast.record(100);
    expect(histogram.summary().find((row) => row.route === 'GET /api/fast')?.count).toBe(101);

    // An hour after the first calls, only the one made half an hour later is left.
    for (let minute = 30; minute < WINDOW_MINUTES; minute++) histogram.advance();
    const left = histogram.summary();
    expect(left.map((row) => [row.route, row.count])).toEqual([['GET /api/fast', 1]]);
    expect(left[0]!.p95Ms).toBeGreaterThan(100);
  });
});
