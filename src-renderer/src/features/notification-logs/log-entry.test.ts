import { describe, expect, it } from 'vitest';
import { chartLayout, chartTotals, CHART_HEIGHT } from './chart';
import { momentOf } from './log-time';
import { metadataNotes } from './metadata';

const now = new Date('2026-03-10T12:00:00.000Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('the Time of a row', () => {
  it('is when the message went, in the spec’s relative steps', () => {
    expect(momentOf({ status: 'sent', sentAt: at(-3), scheduledFor: at(-4000) }, now)).toEqual({
      kind: 'past',
      iso: at(-3),
      relative: { unit: 'minutes', count: 3 },
    });
  });

  it('is when it was due for what has not gone (failed, or waiting its turn)', () => {
    expect(momentOf({ status: 'failed', sentAt: null, scheduledFor: at(-125) }, now).relative).toEqual({
      unit: 'hours',
      count: 2,
    });
    expect(momentOf({ status: 'pending', sentAt: null, scheduledFor: at(0) }, now)).toMatchObject({
      kind: 'past',
      relative: { unit: 'justNow' },
    });
  });

  it('says when a pending message is scheduled, counting forwards', () => {
    expect(momentOf({ status: 'pending', sentAt: null, scheduledFor: at(150) }, now)).toEqual({
      kind: 'upcoming',
      iso: at(150),
      relative: { unit: 'hours', count: 2 },
      scheduled: true,
    });
    expect(momentOf({ status: 'pending', sentAt: null, scheduledFor: at(60 * 24 * 9) }, now).relative).toEqual({
      unit: 'date',
    });
  });

  it('says "due" rather than "scheduled" for a cancelled reminder', () => {
    expect(momentOf({ status: 'cancelled', sentAt: null, scheduledFor: at(60 * 24 * 2) }, now)).toMatchObject({
      kind: 'upcoming',
      relative: { unit: 'days', count: 2 },
      scheduled: false,
    });
  });
});

describe('the metadata in words', () => {
  it('reads the known keys, lists the others and leaves out the engine’s bookkeeping', () => {
    expect(
      metadataNotes({
        resendOf: '01900000-0000-7000-8000-00000000a002',
        fallbackFrom: 'sms',
        fallbackReason: 'The SMS limit of your plan is reached.',
        fallbackReasonKey: 'logReason.smsFallback',
        appointmentId: '01900000-0000-7000-8000-00000000b001',
        appointmentStart: '2026-03-12T09:00:00.000Z',
        attempt: 2,
        tags: ['a', 'b'],
        variables: { clientFirstName: 'Ana' },
        deliveryChecks: 2,
        sentBy: '01900000-0000-7000-8000-00000000c001',
      }),
    ).toEqual([
      { kind: 'resendOf', id: '01900000-0000-7000-8000-00000000a002' },
      {
        kind: 'fallback',
        from: 'sms',
        reason: 'The SMS limit of your plan is reached.',
        reasonKey: 'logReason.smsFallback',
      },
      { kind: 'appointment', start: '2026-03-12T09:00:00.000Z' },
      { kind: 'other', key: 'attempt', value: '2' },
      { kind: 'other', key: 'tags', value: '["a","b"]' },
    ]);
  });

  it('counts what a digest reports', () => {
    expect(metadataNotes({ digestItems: 4, digestDueAt: '2026-03-10T08:00:00.000Z' })).toEqual([
      { kind: 'digest', items: 4 },
    ]);
  });

  it('takes a known key only with the kind of value it should have', () => {
    expect(
      metadataNotes({
        resendOf: 42,
        fallbackFrom: 'pigeon',
        appointmentId: '',
        appointmentStart: 'soon',
        digestItems: -1,
        note: null,
      }),
    ).toEqual([]);
    expect(metadataNotes({ appointmentId: '01900000-0000-7000-8000-00000000b001' })).toEqual([
      { kind: 'appointment', start: null },
    ]);
  });
});

describe('the daily chart', () => {
  const days = [
    { date: '2026-03-01', sent: 200, delivered: 100, failed: 1 },
    { date: '2026-03-02', sent: 0, delivered: 0, failed: 0 },
  ];

  it('draws three bars a day, in proportion to the busiest figure, a single failure still visible', () => {
    const layout = chartLayout(days);
    expect(layout.max).toBe(200);
    const heights = layout.bars.map((bar) => [bar.date, bar.series, bar.height]);
    expect(heights).toEqual([
      ['2026-03-01', 'sent', CHART_HEIGHT],
      ['2026-03-01', 'delivered', CHART_HEIGHT / 2],
      ['2026-03-01', 'failed', 1],
      ['2026-03-02', 'sent', 0],
      ['2026-03-02', 'delivered', 0],
      ['2026-03-02', 'failed', 0],
    ]);
    // Bars stand on the baseline and the days do not overlap.
    for (const bar of layout.bars) expect(bar.y + bar.height).toBe(CHART_HEIGHT);
    expect(layout.dayCenters[1]!.x).toBeGreaterThan(layout.bars[2]!.x + layout.bars[2]!.width);
  });

  it('adds up the period for the legend', () => {
    expect(chartTotals(days)).toEqual({ sent: 200, delivered: 100, failed: 1 });
  });

  it('draws nothing for a quiet period', () => {
    expect(
      chartLayout([{ date: '2026-03-01', sent: 0, delivered: 0, failed: 0 }]).bars.every((bar) => bar.height === 0),
    ).toBe(true);
  });
});
