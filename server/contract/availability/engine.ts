/**
 * The availability engine: the bookable starts of one service at one location. Pure and
 * isomorphic (Intl and plain JS only), so the server answers with it and a screen can preview it.
 *
 * Semantics:
 * - Candidates. From each opening period's start, every `slotIntervalMinutes` in local wall-clock
 *   time. A candidate is offered when the service itself, start to start + duration, lies inside
 *   the period's real interval; its buffers may reach outside opening hours (as Cal.com does, a
 *   buffer is the practitioner's time, not the client's). A period ending 17:00 with a 60-minute
 *   service offers 16:00 last. Practitioners with their own hours must hold the service inside
 *   one of their periods as well; the candidate grid stays the location's.
 * - Hours. An exception replaces its date's weekday periods (none: closed all day). Periods end
 *   on the day they start; '24:00' ends at midnight.
 * - Notice and advance. Offered starts satisfy now + minimumNotice <= start <= now +
 *   maximumAdvanceDays (real 24-hour days).
 * - Busy time. An existing booking occupies [start - its before-buffer, end + its after-buffer)
 *   less its processing window, during which the practitioner is free. The new service occupies
 *   [start - before-buffer, end + after-buffer) less its own processing window
 *   [start + processingStart, start + processingStart + processing). A practitioner can take a
 *   start when no busy part of the new service comes closer than `minimumGapMinutes` to a busy
 *   part of any of their bookings (half-open: parts may touch when the gap is 0). So buffers stack
 *   the way Cal.com's do, a short service fits in another's processing window with the gap kept
 *   at both ends, and the new service's own processing window may hold another booking.
 * - Daylight saving. Candidates are wall-clock times mapped to instants. A time skipped by a
 *   spring-forward change is not offered; a time that happens twice in a fall-back is offered at
 *   each instant that lies inside the period's real interval, each with its own offset. A
 *   period's real interval runs from the first instant the clock shows its start to the first
 *   instant it shows its end (for an edge inside a skipped hour: the instant of the jump), so a
 *   period on a change day spans its real length, an hour shorter or longer. Durations are real
 *   elapsed minutes.
 * - Answer. One slot per start instant, sorted, with every free practitioner in input order; a
 *   start nobody can take is not offered. Times are ISO with the offset in force at each.
 */
import { activeParts, BusyStarts } from './busy-starts';
import { compileHours, type CompiledHours } from './opening-hours';
import type { AvailabilityInput, OpenStart, Slot } from './types';
import {
  DAY_MS,
  edgeInstant,
  hasChange,
  instantsAt,
  isoWithOffset,
  localDay,
  MINUTE_MS,
  offsetMinutesAt,
  parseLocalDate,
} from './zone-clock';

function assertPositiveInteger(value: number, name: string): void {
  if (!Number.isInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive whole number`);
}

/** A practitioner's real working intervals on one day, or null when they follow the location's hours. */
type DayIntervals = [number, number][] | null;

const fitsInside = (intervals: DayIntervals, start: number, end: number): boolean =>
  intervals === null || intervals.some(([from, to]) => start >= from && end <= to);

/** The bookable starts as instants; `computeAvailability` answers them as the public API does. */
export function findOpenStarts(input: AvailabilityInput): OpenStart[] {
  const { rules, service, timeZone } = input;
  assertPositiveInteger(rules.slotIntervalMinutes, 'The slot interval');
  assertPositiveInteger(service.durationMinutes, 'The duration');
  offsetMinutesAt(timeZone, input.now); // a RangeError for an unknown zone, even when no day opens

  const interval = rules.slotIntervalMinutes;
  const duration = service.durationMinutes * MINUTE_MS;
  const earliest = input.now + rules.minimumNoticeMinutes * MINUTE_MS;
  const latest = input.now + rules.maximumAdvanceDays * DAY_MS;
  // A local date lies within a day of the UTC date of any of its instants: skip what cannot qualify.
  const firstDay = Math.max(parseLocalDate(input.from), Math.floor(earliest / DAY_MS) - 1);
  const lastDay = Math.min(parseLocalDate(input.to), Math.floor(latest / DAY_MS) + 1);

  const locationHours = compileHours(input.hours);
  const newParts = activeParts(service);
  const practitioners = input.practitioners.map((practitioner) => ({
    id: practitioner.id,
    hours: practitioner.hours ? compileHours(practitioner.hours) : null,
    busy: new BusyStarts(practitioner.bookings, newParts, rules.minimumGapMinutes),
  }));

  const found: OpenStart[] = [];
  for (let dayNumber = firstDay; dayNumber <= lastDay; dayNumber++) {
    const periods = locationHours.periodsOn(dayNumber);
    if (periods.length === 0) continue;
    const day = localDay(timeZone, dayNumber);
    const realIntervals = (hours: CompiledHours): [number, number][] =>
      hours.periodsOn(dayNumber).map(([start, end]) => [edgeInstant(day, start), edgeInstant(day, end)]);
    const ownHours: DayIntervals[] = practitioners.map((p) => (p.hours ? realIntervals(p.hours) : null));

    for (const [periodStart, periodEnd] of periods) {
      const opens = edgeInstant(day, periodStart);
      const closes = edgeInstant(day, periodEnd);
      for (let minute = periodStart; minute < periodEnd; minute += interval) {
        for (const { instant: start, offset } of instantsAt(day, minute)) {
          const end = start + duration;
          if (start < opens || end > closes || start < earliest || start > latest) continue;
          const practitionerIds: string[] = [];
          practitioners.forEach((practitioner, index) => {
            if (fitsInside(ownHours[index]!, start, end) && !practitioner.busy.refuses(start)) {
              practitionerIds.push(practitioner.id);
            }
          });
          if (practitionerIds.length === 0) continue;
          found.push({
            start,
            end,
            startOffsetMinutes: offset,
            endOffsetMinutes: hasChange(day) ? offsetMinutesAt(timeZone, end) : offset,
            practitionerIds,
          });
        }
      }
    }
  }
  return mergeSameStarts(
    found,
    input.practitioners.map((p) => p.id),
  );
}

/**
 * Sorted by start; overlapping periods (two exceptions' late nights) can offer one instant twice,
 * and then its practitioners are the union, still in input order.
 */
function mergeSameStarts(found: OpenStart[], order: string[]): OpenStart[] {
  found.sort((a, b) => a.start - b.start);
  const merged: OpenStart[] = [];
  for (const slot of found) {
    const last = merged[merged.length - 1];
    if (last === undefined || last.start !== slot.start) {
      merged.push(slot);
      continue;
    }
    const ids = new Set([...last.practitionerIds, ...slot.practitionerIds]);
    last.practitionerIds = order.filter((id) => ids.has(id));
  }
  return merged;
}

/** The public API's slots: `{start, end, practitionerIds}` with ISO times carrying the zone's offset. */
export function computeAvailability(input: AvailabilityInput): Slot[] {
  return findOpenStarts(input).map((slot) => ({
    start: isoWithOffset(slot.start, slot.startOffsetMinutes),
    end: isoWithOffset(slot.end, slot.endOffsetMinutes),
    practitionerIds: slot.practitionerIds,
  }));
}
