import { describe, expect, it } from 'vitest';
import { computeAvailability, findOpenStarts } from './engine';
import { everyDay } from './opening-hours';
import { booked, brisbane, plainInput, startTimes } from './test-inputs';

const service = (changes: Partial<ReturnType<typeof plainInput>['service']>) => ({
  ...plainInput().service,
  ...changes,
});
const rules = (changes: Partial<ReturnType<typeof plainInput>['rules']>) => ({ ...plainInput().rules, ...changes });

describe('opening hours', () => {
  it('offers every interval from the opening, the last start where the service still ends by closing', () => {
    const slots = computeAvailability(plainInput());
    expect(startTimes(slots)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(slots[0]).toEqual({
      start: '2026-06-01T09:00:00+10:00',
      end: '2026-06-01T10:00:00+10:00',
      practitionerIds: ['ana'],
    });
    expect(slots.at(-1)?.end).toBe('2026-06-01T17:00:00+10:00');
  });

  it('offers nothing during a lunch break, nor a start whose service would run into it', () => {
    const slots = computeAvailability(
      plainInput({
        hours: everyDay([
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '17:00' },
        ]),
        rules: rules({ slotIntervalMinutes: 30 }),
      }),
    );
    expect(startTimes(slots)).toEqual([
      ...['09:00', '09:30', '10:00', '10:30', '11:00'],
      ...['13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00'],
    ]);
  });

  it('starts the grid again at each opening', () => {
    const slots = computeAvailability(
      plainInput({
        hours: everyDay([
          { start: '09:00', end: '10:30' },
          { start: '10:45', end: '12:00' },
        ]),
        rules: rules({ slotIntervalMinutes: 30 }),
        service: service({ durationMinutes: 30 }),
      }),
    );
    expect(startTimes(slots)).toEqual(['09:00', '09:30', '10:00', '10:45', '11:15']);
  });

  it('closes a date with an empty exception (a public holiday) and keeps the other days', () => {
    const hours = {
      ...everyDay([{ start: '09:00', end: '11:00' }]),
      exceptions: [{ date: '2026-06-01', periods: [] }],
    };
    const slots = computeAvailability(plainInput({ hours, to: '2026-06-02' }));
    expect(slots.map((slot) => slot.start)).toEqual(['2026-06-02T09:00:00+10:00', '2026-06-02T10:00:00+10:00']);
  });

  it('opens a late night on the date of an exception only', () => {
    const hours = {
      ...everyDay([{ start: '09:00', end: '17:00' }]),
      exceptions: [{ date: '2026-06-04', periods: [{ start: '12:00', end: '21:00' }] }],
    };
    const slots = computeAvailability(plainInput({ hours, from: '2026-06-03', to: '2026-06-04' }));
    const byDate = (date: string) => slots.filter((slot) => slot.start.startsWith(date));
    expect(startTimes(byDate('2026-06-03'))).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(startTimes(byDate('2026-06-04'))).toEqual([
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
    ]);
  });

  it('uses the weekday of each date', () => {
    // 2026-06-06 is a Saturday, 2026-06-07 a Sunday.
    const hours = { ...everyDay([{ start: '09:00', end: '10:00' }]) };
    hours.weekly.saturday = [{ start: '10:00', end: '11:00' }];
    hours.weekly.sunday = [];
    const slots = computeAvailability(plainInput({ hours, from: '2026-06-05', to: '2026-06-08' }));
    expect(slots.map((slot) => slot.start)).toEqual([
      '2026-06-05T09:00:00+10:00',
      '2026-06-06T10:00:00+10:00',
      '2026-06-08T09:00:00+10:00',
    ]);
  });

  it('offers an instant once when two periods of the day overlap', () => {
    const hours = everyDay([
      { start: '09:00', end: '11:00' },
      { start: '10:00', end: '12:00' },
    ]);
    expect(startTimes(computeAvailability(plainInput({ hours })))).toEqual(['09:00', '10:00', '11:00']);
  });
});

describe('notice, advance and interval', () => {
  it('offers nothing sooner than the minimum notice, and a start exactly at it', () => {
    const input = plainInput({ rules: rules({ minimumNoticeMinutes: 60, slotIntervalMinutes: 15 }) });
    expect(startTimes(computeAvailability({ ...input, now: brisbane('2026-06-01T09:10') }))[0]).toBe('10:15');
    expect(startTimes(computeAvailability({ ...input, now: brisbane('2026-06-01T09:00') }))[0]).toBe('10:00');
  });

  it('offers nothing later than the maximum advance, counted from now', () => {
    const slots = computeAvailability(
      plainInput({ now: brisbane('2026-06-01T12:00'), to: '2026-06-03', rules: rules({ maximumAdvanceDays: 1 }) }),
    );
    expect(slots.map((slot) => slot.start.slice(0, 16))).toEqual([
      ...['2026-06-01T12:00', '2026-06-01T13:00', '2026-06-01T14:00', '2026-06-01T15:00', '2026-06-01T16:00'],
      ...['2026-06-02T09:00', '2026-06-02T10:00', '2026-06-02T11:00', '2026-06-02T12:00'],
    ]);
  });

  it('steps by the slot interval', () => {
    const slots = computeAvailability(
      plainInput({ hours: everyDay([{ start: '09:00', end: '10:30' }]), rules: rules({ slotIntervalMinutes: 20 }) }),
    );
    expect(startTimes(slots)).toEqual(['09:00', '09:20']);
  });

  it('answers nothing for a range that ends before it starts', () => {
    expect(computeAvailability(plainInput({ from: '2026-06-02', to: '2026-06-01' }))).toEqual([]);
  });
});

describe('existing bookings', () => {
  it('keeps the minimum gap on both sides of a booking', () => {
    const slots = computeAvailability(
      plainInput({
        rules: rules({ slotIntervalMinutes: 15, minimumGapMinutes: 15 }),
        practitioners: [{ id: 'ana', bookings: [booked('2026-06-01T12:00', '2026-06-01T13:00')] }],
      }),
    );
    const around = startTimes(slots).filter((time) => time >= '10:30' && time <= '13:30');
    // 10:45 ends 11:45, fifteen minutes before; 13:15 starts fifteen minutes after.
    expect(around).toEqual(['10:30', '10:45', '13:15', '13:30']);
  });

  it('stacks buffers as Cal.com does', () => {
    // Booked 12:00-13:00 with 15 minutes before and 10 after; the new service takes 5 before and
    // 20 after. Its 60 minutes must end by 12:00 - 15 - 20 = 11:25 or start at 13:00 + 10 + 5 = 13:15.
    const slots = computeAvailability(
      plainInput({
        rules: rules({ slotIntervalMinutes: 5 }),
        service: service({ bufferBeforeMinutes: 5, bufferAfterMinutes: 20 }),
        practitioners: [
          { id: 'ana', bookings: [booked('2026-06-01T12:00', '2026-06-01T13:00', { before: 15, after: 10 })] },
        ],
      }),
    );
    const times = startTimes(slots);
    expect(times).toContain('10:25');
    expect(times.filter((time) => time > '10:25' && time < '13:15')).toEqual([]);
    expect(times).toContain('13:15');
  });

  it('lets buffers reach outside opening hours, but not the service', () => {
    const slots = computeAvailability(
      plainInput({ service: service({ bufferBeforeMinutes: 30, bufferAfterMinutes: 30 }) }),
    );
    expect(startTimes(slots)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
  });

  it("books a short service inside an existing booking's processing time, gap kept at both ends", () => {
    const colour = {
      ...booked('2026-06-01T10:00', '2026-06-01T12:00'),
      processing: { start: brisbane('2026-06-01T10:30'), end: brisbane('2026-06-01T11:30') },
    };
    const input = plainInput({
      rules: rules({ slotIntervalMinutes: 15 }),
      service: service({ durationMinutes: 30 }),
      practitioners: [{ id: 'ana', bookings: [colour] }],
    });
    const inside = (times: string[]) => times.filter((time) => time >= '09:45' && time <= '12:00');
    expect(inside(startTimes(computeAvailability(input)))).toEqual(['10:30', '10:45', '11:00', '12:00']);
    const withGap = { ...input, rules: rules({ slotIntervalMinutes: 15, minimumGapMinutes: 10 }) };
    expect(inside(startTimes(computeAvailability(withGap)))).toEqual(['10:45']);
  });

  it("takes another client during the new service's own processing time", () => {
    // A 2-hour colour developing from 30 to 90 minutes in; a client booked 10:45-11:15.
    const slots = computeAvailability(
      plainInput({
        rules: rules({ slotIntervalMinutes: 15 }),
        service: service({ durationMinutes: 120, processingStartMinutes: 30, processingMinutes: 60 }),
        practitioners: [{ id: 'ana', bookings: [booked('2026-06-01T10:45', '2026-06-01T11:15')] }],
      }),
    );
    expect(startTimes(slots).filter((time) => time <= '11:30')).toEqual(['09:45', '10:00', '10:15', '11:15', '11:30']);
  });

  it('ignores bookings that only touch', () => {
    const slots = computeAvailability(
      plainInput({ practitioners: [{ id: 'ana', bookings: [booked('2026-06-01T10:00', '2026-06-01T11:00')] }] }),
    );
    expect(startTimes(slots)).toEqual(['09:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
  });
});

describe('practitioners', () => {
  it("keeps a practitioner to their own hours inside the location's", () => {
    const slots = computeAvailability(
      plainInput({
        practitioners: [
          { id: 'ana', bookings: [] },
          {
            id: 'ben',
            hours: {
              ...everyDay([{ start: '12:00', end: '20:00' }]),
              exceptions: [{ date: '2026-06-02', periods: [] }],
            },
            bookings: [],
          },
        ],
        to: '2026-06-02',
      }),
    );
    const withBen = slots.filter((slot) => slot.practitionerIds.includes('ben')).map((slot) => slot.start.slice(0, 16));
    expect(withBen).toEqual([
      '2026-06-01T12:00',
      '2026-06-01T13:00',
      '2026-06-01T14:00',
      '2026-06-01T15:00',
      '2026-06-01T16:00',
    ]);
    expect(slots.every((slot) => slot.practitionerIds.includes('ana'))).toBe(true);
  });

  it('merges practitioners per start, in input order, and drops a start nobody can take', () => {
    const slots = computeAvailability(
      plainInput({
        practitioners: [
          { id: 'cara', bookings: [booked('2026-06-01T09:00', '2026-06-01T17:00')] },
          {
            id: 'ana',
            bookings: [booked('2026-06-01T10:00', '2026-06-01T11:00'), booked('2026-06-01T15:00', '2026-06-01T16:00')],
          },
          {
            id: 'ben',
            bookings: [booked('2026-06-01T13:00', '2026-06-01T14:00'), booked('2026-06-01T15:00', '2026-06-01T16:00')],
          },
        ],
      }),
    );
    expect(slots.map((slot) => [slot.start.slice(11, 16), slot.practitionerIds])).toEqual([
      ['09:00', ['ana', 'ben']],
      ['10:00', ['ben']],
      ['11:00', ['ana', 'ben']],
      ['12:00', ['ana', 'ben']],
      ['13:00', ['ana']],
      ['14:00', ['ana', 'ben']],
      ['16:00', ['ana', 'ben']],
    ]);
  });

  it('offers nothing without practitioners', () => {
    expect(computeAvailability(plainInput({ practitioners: [] }))).toEqual([]);
  });
});

describe('answers', () => {
  it('gives instants and offsets to server code', () => {
    const [first] = findOpenStarts(plainInput());
    expect(first).toEqual({
      start: brisbane('2026-06-01T09:00'),
      end: brisbane('2026-06-01T10:00'),
      startOffsetMinutes: 600,
      endOffsetMinutes: 600,
      practitionerIds: ['ana'],
    });
  });

  it('refuses input it cannot answer', () => {
    expect(() => computeAvailability(plainInput({ timeZone: 'Mars/Olympus_Mons' }))).toThrow(RangeError);
    expect(() => computeAvailability(plainInput({ from: '2026-02-30' }))).toThrow(RangeError);
    expect(() => computeAvailability(plainInput({ rules: rules({ slotIntervalMinutes: 0 }) }))).toThrow(RangeError);
    expect(() => computeAvailability(plainInput({ service: service({ durationMinutes: 0 }) }))).toThrow(RangeError);
    expect(() => computeAvailability(plainInput({ hours: everyDay([{ start: '9:00', end: '17:00' }]) }))).toThrow(
      RangeError,
    );
  });
});
