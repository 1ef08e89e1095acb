import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLOT_INTERVALS } from '../service-booking';
import { computeAvailability } from './engine';
import { naiveAvailability, type Clock } from './naive-scan';
import { everyDay } from './opening-hours';
import type { AvailabilityInput, ExistingBooking, OpeningHours, Period, ServiceTiming } from './types';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The naive scan's readings of each zone's clock, kept across the runs (naive-scan.ts). */
const clocks = new Map<string, Clock>();

/**
 * Zones with and without daylight saving, on dates around their changes: Lord Howe moves by half
 * an hour, Santiago at midnight (its 2026-09-06 starts at 01:00).
 */
const ZONES = [
  'UTC',
  'Australia/Sydney',
  'America/New_York',
  'Australia/Lord_Howe',
  'Australia/Brisbane',
  'America/Santiago',
];
const FIRST_DATES = ['2026-04-04', '2026-10-03', '2026-03-07', '2026-10-31', '2026-09-05', '2026-06-10'];

const asTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Periods that often sit in the small hours, where the changes are, and sometimes run to 24:00. */
const period: fc.Arbitrary<Period> = fc
  .tuple(fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 287 })), fc.integer({ min: 1, max: 100 }))
  .map(([start, length]) => ({ start: asTime(start * 5), end: asTime(Math.min(288, start + length) * 5) }));

const hours = (firstDate: string): fc.Arbitrary<OpeningHours> =>
  fc
    .record({
      weekly: fc.array(period, { minLength: 1, maxLength: 3 }),
      exception: fc.option(fc.array(period, { maxLength: 2 })),
    })
    .map(({ weekly, exception }) => ({
      ...everyDay(weekly),
      exceptions: exception ? [{ date: firstDate, periods: exception }] : [],
    }));

/** A processing window inside `minutes` (in 5-minute steps), with work after it: [start, length]. */
const processing = (fives: number) =>
  fives < 3
    ? fc.constant(null)
    : fc.option(
        fc
          .integer({ min: 0, max: fives - 2 })
          .chain((start) => fc.integer({ min: 1, max: fives - 1 - start }).map((length) => [start * 5, length * 5])),
      );

const service: fc.Arbitrary<ServiceTiming> = fc.integer({ min: 1, max: 36 }).chain((fives) =>
  fc
    .record({
      before: fc.integer({ min: 0, max: 6 }),
      after: fc.integer({ min: 0, max: 6 }),
      processing: processing(fives),
    })
    .map(({ before, after, processing }) => ({
      durationMinutes: fives * 5,
      bufferBeforeMinutes: before * 5,
      bufferAfterMinutes: after * 5,
      processingStartMinutes: processing?.[0] ?? 0,
      processingMinutes: processing?.[1] ?? 0,
    })),
);

const booking = (origin: number): fc.Arbitrary<ExistingBooking> =>
  fc
    .record({ at: fc.integer({ min: 0, max: 3 * 288 }), fives: fc.integer({ min: 1, max: 36 }) })
    .chain(({ at, fives }) =>
      fc
        .record({
          before: fc.integer({ min: 0, max: 4 }),
          after: fc.integer({ min: 0, max: 4 }),
          processing: processing(fives),
        })
        .map(({ before, after, processing }) => {
          const start = origin + at * 5 * MINUTE;
          const end = start + fives * 5 * MINUTE;
          return {
            start,
            end,
            bufferBeforeMinutes: before * 5,
            bufferAfterMinutes: after * 5,
            ...(processing
              ? {
                  processing: {
                    start: start + processing[0]! * MINUTE,
                    end: start + (processing[0]! + processing[1]!) * MINUTE,
                  },
                }
              : {}),
          };
        }),
    );

/** Two local days in a zone, asked from up to a day before to half a day after their start. */
const input: fc.Arbitrary<AvailabilityInput> = fc
  .record({ timeZone: fc.constantFrom(...ZONES), from: fc.constantFrom(...FIRST_DATES) })
  .chain(({ timeZone, from }) => {
    const midnightUtc = Date.parse(`${from}T00:00:00Z`);
    const origin = midnightUtc - 12 * 60 * MINUTE;
    return fc.record({
      timeZone: fc.constant(timeZone),
      from: fc.constant(from),
      to: fc.constant(new Date(midnightUtc + DAY).toISOString().slice(0, 10)),
      now: fc.integer({ min: -1440, max: 720 }).map((minutes) => midnightUtc + minutes * MINUTE),
      hours: hours(from),
      rules: fc.record({
        minimumNoticeMinutes: fc.oneof(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 1440 })),
        maximumAdvanceDays: fc.integer({ min: 1, max: 3 }),
        slotIntervalMinutes: fc.constantFrom(...SLOT_INTERVALS),
        minimumGapMinutes: fc.integer({ min: 0, max: 30 }),
      }),
      service,
      practitioners: fc.array(
        fc.record({
          id: fc.uuid(),
          hours: fc.option(hours(from), { nil: undefined }),
          bookings: fc.array(booking(origin), { maxLength: 6 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    });
  });

/** The zones' usual offsets in hours, to place a busy day's bookings around its local working hours. */
const ROUGH_OFFSET: Record<string, number> = {
  UTC: 0,
  'Australia/Sydney': 10,
  'America/New_York': -5,
  'Australia/Lord_Howe': 10.5,
  'Australia/Brisbane': 10,
  'America/Santiago': -4,
};
const CHANGE_DAYS = ['2026-04-04', '2026-04-05', '2026-10-04', '2026-03-08', '2026-11-01', '2026-09-06'];

/**
 * One crowded day (often a change day): up to a dozen short bookings per practitioner inside the
 * working hours, processing gaps on most services, so that services fit exactly between
 * bookings and inside processing windows, which sparse random days seldom show.
 */
const busyDay: fc.Arbitrary<AvailabilityInput> = fc
  .record({ timeZone: fc.constantFrom(...ZONES), date: fc.constantFrom(...CHANGE_DAYS, '2026-06-10') })
  .chain(({ timeZone, date }) => {
    const origin = Date.parse(`${date}T00:00:00Z`) - ROUGH_OFFSET[timeZone]! * 60 * MINUTE;
    const shortBooking = fc
      .record({ at: fc.integer({ min: 0, max: 288 }), fives: fc.integer({ min: 1, max: 18 }) })
      .chain(({ at, fives }) =>
        fc
          .record({
            before: fc.integer({ min: 0, max: 3 }),
            after: fc.integer({ min: 0, max: 3 }),
            processing: processing(fives),
          })
          .map(({ before, after, processing }) => {
            const start = origin + at * 5 * MINUTE;
            return {
              start,
              end: start + fives * 5 * MINUTE,
              bufferBeforeMinutes: before * 5,
              bufferAfterMinutes: after * 5,
              ...(processing
                ? {
                    processing: {
                      start: start + processing[0]! * MINUTE,
                      end: start + (processing[0]! + processing[1]!) * MINUTE,
                    },
                  }
                : {}),
            };
          }),
      );
    return fc.record({
      timeZone: fc.constant(timeZone),
      from: fc.constant(date),
      to: fc.constant(date),
      now: fc.constant(origin - 2 * DAY),
      hours: fc.constantFrom(
        everyDay([{ start: '00:00', end: '06:00' }]),
        everyDay([{ start: '08:00', end: '18:00' }]),
        everyDay([
          { start: '00:30', end: '03:30' },
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '24:00' },
        ]),
      ),
      rules: fc.record({
        minimumNoticeMinutes: fc.constant(0),
        maximumAdvanceDays: fc.constant(30),
        slotIntervalMinutes: fc.constantFrom(5, 10, 15, 30),
        minimumGapMinutes: fc.constantFrom(0, 0, 5, 10),
      }),
      service,
      practitioners: fc.array(
        fc.record({ id: fc.uuid(), bookings: fc.array(shortBooking, { minLength: 2, maxLength: 12 }) }),
        { minLength: 1, maxLength: 2 },
      ),
    });
  });

/** The busy parts of a stretch with an optional processing window inside it, as [from, to) ms. */
function busyParts(from: number, to: number, gapFrom: number, gapTo: number): [number, number][] {
  return (
    gapTo > gapFrom
      ? [
          [from, gapFrom],
          [gapTo, to],
        ]
      : [[from, to]]
  ).filter((part): part is [number, number] => part[1]! > part[0]!);
}

describe.each([
  ['two random days', input],
  ['a crowded day', busyDay],
])('availability properties on %s', (_, questions) => {
  it("never offers a slot that comes within the gap of a listed practitioner's busy time", () => {
    fc.assert(
      fc.property(questions, (question) => {
        const { service: s, rules } = question;
        const gap = rules.minimumGapMinutes * MINUTE;
        for (const slot of computeAvailability(question)) {
          const start = Date.parse(slot.start);
          const newParts = busyParts(
            start - s.bufferBeforeMinutes * MINUTE,
            start + (s.durationMinutes + s.bufferAfterMinutes) * MINUTE,
            start + s.processingStartMinutes * MINUTE,
            start + (s.processingStartMinutes + s.processingMinutes) * MINUTE,
          );
          expect(Date.parse(slot.end) - start).toBe(s.durationMinutes * MINUTE);
          expect(start).toBeGreaterThanOrEqual(question.now + rules.minimumNoticeMinutes * MINUTE);
          for (const id of slot.practitionerIds) {
            for (const b of question.practitioners.find((p) => p.id === id)!.bookings) {
              const taken = busyParts(
                b.start - b.bufferBeforeMinutes * MINUTE,
                b.end + b.bufferAfterMinutes * MINUTE,
                b.processing?.start ?? 0,
                b.processing?.end ?? 0,
              );
              for (const [a1, a2] of newParts) {
                for (const [b1, b2] of taken) expect(a1 < b2 + gap && b1 < a2 + gap).toBe(false);
              }
            }
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('offers exactly what a minute-by-minute scan finds: every free start on the grid, and nothing else', () => {
    fc.assert(
      fc.property(questions, (question) => {
        expect(computeAvailability(question)).toEqual(naiveAvailability(question, clocks));
      }),
      { numRuns: 200 },
    );
  });
});
