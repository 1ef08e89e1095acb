import type { AvailabilityInput, OpeningHours, Slot } from './types';

/**
 * For tests and the benchmark only: the engine's semantics (engine.ts) computed the slow, obvious
 * way, sharing none of its code. Every minute of the range is read off the zone's clock with
 * Intl; a period runs from the first minute the clock shows its start to the first minute it
 * shows its end (or a later day); busy time is a set of booked minutes, and a start is free when
 * none of its busy minutes comes within the gap of a booked one. Expects what the contract
 * allows: whole-minute instants and a processing gap inside the service.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const MARGIN = 15 * 60 * MINUTE;
const SUNDAY_FIRST = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const dayOf = (date: string): number => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY;

function periodsOn(hours: OpeningHours, day: number): [number, number][] {
  const date = new Date(day * DAY).toISOString().slice(0, 10);
  const exception = hours.exceptions.filter((e) => e.date === date).at(-1);
  const periods = exception ? exception.periods : hours.weekly[SUNDAY_FIRST[new Date(day * DAY).getUTCDay()]!];
  return periods.map((p): [number, number] => [minutesOf(p.start), minutesOf(p.end)]).filter(([a, b]) => b > a);
}

/** The clock of every minute from `base` on: its local day number, minute of day and offset. */
function readClock(timeZone: string, base: number, count: number) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const day = new Int32Array(count);
  const minute = new Int32Array(count);
  const offset = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const t = base + i * MINUTE;
    const [, mo, d, y, h, mi] = /(\d+)\/(\d+)\/(\d+),? (\d+):(\d+)/.exec(format.format(t))!.map(Number);
    const wallDay = Date.UTC(y!, mo! - 1, d!) / DAY;
    day[i] = wallDay;
    minute[i] = h! * 60 + mi!;
    offset[i] = (wallDay * DAY + minute[i]! * MINUTE - t) / MINUTE;
  }
  return { day, minute, offset };
}

export type Clock = ReturnType<typeof readClock>;

function iso(t: number, offset: number): string {
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${new Date(t + offset * MINUTE).toISOString().slice(0, 19)}${sign}${hh}:${mm}`;
}

/**
 * `clocks` keeps the minutes read for a zone and range, for a caller that asks about the same ones
 * many times (the property tests draw from a few zones and dates); the benchmark passes none, so
 * each of its runs reads every minute as the naive way does.
 */
export function naiveAvailability(input: AvailabilityInput, clocks?: Map<string, Clock>): Slot[] {
  const { rules, service } = input;
  const fromDay = dayOf(input.from);
  const toDay = dayOf(input.to);
  if (toDay < fromDay) return [];
  const base = fromDay * DAY - MARGIN;
  const count = ((toDay - fromDay + 1) * DAY + 2 * MARGIN) / MINUTE;
  const key = `${input.timeZone} ${base} ${count}`;
  const clock = clocks?.get(key) ?? readClock(input.timeZone, base, count);
  clocks?.set(key, clock);
  const baseMinute = base / MINUTE;

  /** The index of the first minute the clock shows `wall` on `day`, or shows a later day (remembered). */
  const edges = new Map<number, number>();
  const edge = (day: number, wall: number): number => {
    const key = day * 2000 + wall;
    let found = edges.get(key);
    if (found === undefined) {
      found = count;
      for (let i = 0; i < count; i++) {
        if ((clock.day[i] === day && clock.minute[i]! >= wall) || clock.day[i]! > day) {
          found = i;
          break;
        }
      }
      edges.set(key, found);
    }
    return found;
  };

  const busyMinutes = input.practitioners.map((practitioner) => {
    const busy = new Set<number>();
    for (const b of practitioner.bookings) {
      for (let t = b.start - b.bufferBeforeMinutes * MINUTE; t < b.end + b.bufferAfterMinutes * MINUTE; t += MINUTE) {
        if (!(b.processing && t >= b.processing.start && t < b.processing.end)) busy.add(t / MINUTE);
      }
    }
    return busy;
  });
  const gap = rules.minimumGapMinutes;
  const freeFor = (busy: Set<number>, startMinute: number): boolean => {
    const from = startMinute - service.bufferBeforeMinutes;
    const to = startMinute + service.durationMinutes + service.bufferAfterMinutes;
    const processingFrom = startMinute + service.processingStartMinutes;
    const processingTo = processingFrom + service.processingMinutes;
    for (let m = from; m < to; m++) {
      if (m >= processingFrom && m < processingTo) continue;
      for (let k = -gap; k <= gap; k++) if (busy.has(m + k)) return false;
    }
    return true;
  };

  const earliest = input.now + rules.minimumNoticeMinutes * MINUTE;
  const latest = input.now + rules.maximumAdvanceDays * DAY;
  const d = service.durationMinutes;
  const free = new Map<number, Set<number>>();
  for (let day = fromDay; day <= toDay; day++) {
    for (const [open, close] of periodsOn(input.hours, day)) {
      const last = edge(day, close) - d;
      for (let i = edge(day, open); i <= last; i++) {
        const wall = clock.minute[i]!;
        if (clock.day[i] !== day || wall < open || wall >= close || (wall - open) % rules.slotIntervalMinutes !== 0) {
          continue;
        }
        const t = base + i * MINUTE;
        if (t < earliest || t > latest) continue;
        input.practitioners.forEach((practitioner, p) => {
          const own = practitioner.hours
            ? periodsOn(practitioner.hours, day).some(([a, b]) => i >= edge(day, a) && i + d <= edge(day, b))
            : true;
          if (own && freeFor(busyMinutes[p]!, baseMinute + i)) {
            if (!free.has(i)) free.set(i, new Set());
            free.get(i)!.add(p);
          }
        });
      }
    }
  }
  return [...free.keys()]
    .sort((a, b) => a - b)
    .map((i) => ({
      start: iso(base + i * MINUTE, clock.offset[i]!),
      end: iso(base + (i + d) * MINUTE, clock.offset[i + d]!),
      practitionerIds: input.practitioners.filter((_, p) => free.get(i)!.has(p)).map((p) => p.id),
    }));
}
