import type { LocationHours, Slot } from '../../contract/locations';
import type { TimeOff, WorkingHours } from '../../contract/practitioners';
import { WEEKDAYS, type Weekday } from '../../contract/service-booking';
import { cleanName } from '../../contract/text';
import { ValidationError } from '../../errors';
import { isCalendarDate } from '../service-booking/hours-checks';

/**
 * The rules of a practitioner profile the schema cannot express. Each refusal is a whole sentence
 * (answered as it is: plugins/validation.ts messageOf) naming the day or the dates.
 */

const DAY_NAMES: Readonly<Record<Weekday, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

// Times are zero-padded 'HH:MM' (the schema's pattern), so they compare as text.
const byStart = (a: Slot, b: Slot) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);

/** The slots a location is open on a day: none when it is closed. */
const openSlots = (hours: LocationHours, day: Weekday): readonly Slot[] => (hours[day].isOpen ? hours[day].slots : []);

/**
 * A member's working hours at a location: a day they work has at least one slot, each ending after
 * it starts, none overlapping, each inside one of the location's opening slots that day; a day off
 * has no slots. Answers the hours with each day's slots in order.
 */
export function checkWorkingHours(hours: WorkingHours, location: LocationHours, path: string): WorkingHours {
  const tidy = { ...hours };
  for (const day of WEEKDAYS) {
    const { isOpen, slots } = hours[day];
    const name = DAY_NAMES[day];
    const field = `${path}.${day}.slots`;
    if (!isOpen) {
      if (slots.length > 0) throw new ValidationError(field, `${name}: a day off has no working hours`);
      continue;
    }
    if (slots.length === 0) {
      throw new ValidationError(field, `${name}: add the hours they work, or mark the day as a day off`);
    }
    const open = openSlots(location, day);
    if (open.length === 0) throw new ValidationError(field, `${name}: the location is closed that day`);
    for (const slot of slots) {
      if (slot.start >= slot.end) throw new ValidationError(field, `${name}: each slot must end after it starts`);
      if (!open.some((o) => o.start <= slot.start && slot.end <= o.end)) {
        throw new ValidationError(field, `${name}: the hours must be inside the location's opening hours`);
      }
    }
    const sorted = [...slots].sort(byStart);
    for (let i = 1; i < sorted.length; i++) {
      // A slot may begin the minute the one before it ends; sharing a minute is an overlap.
      if (sorted[i]!.start < sorted[i - 1]!.end) {
        throw new ValidationError(field, `${name}: the hours must not overlap`);
      }
    }
    tidy[day] = { isOpen, slots: sorted };
  }
  return tidy;
}

/** Time off: real dates, the last day not before the first, each entry with its own id; in date order. */
export function checkTimeOff(entries: readonly TimeOff[]): TimeOff[] {
  const ids = new Set<string>();
  entries.forEach((entry, i) => {
    const path = `timeOff.${i}`;
    for (const field of ['startDate', 'endDate'] as const) {
      if (!isCalendarDate(entry[field])) {
        throw new ValidationError(`${path}.${field}`, `There is no such date as ${entry[field]}`);
      }
    }
    if (entry.endDate < entry.startDate) {
      throw new ValidationError(
        `${path}.endDate`,
        `Time off from ${entry.startDate} must end on or after its first day (not ${entry.endDate})`,
      );
    }
    if (ids.has(entry.id)) throw new ValidationError(`${path}.id`, 'Each time off entry must have its own id');
    ids.add(entry.id);
  });
  // ISO dates sort as text.
  return entries
    .map((entry) => ({ ...entry, reason: cleanName(entry.reason) }))
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id < b.id ? -1 : 1));
}

/** The parts of two lists of slots both cover: a member's hours clipped to the location's. */
function intersect(a: readonly Slot[], b: readonly Slot[]): Slot[] {
  const out: Slot[] = [];
  for (const x of a) {
    for (const y of b) {
      const start = x.start > y.start ? x.start : y.start;
      const end = x.end < y.end ? x.end : y.end;
      if (start < end) out.push({ start, end });
    }
  }
  return out.sort(byStart);
}

/**
 * When a member can be booked at a location: their own hours there, kept inside the location's
 * current opening hours (the location's may have changed since theirs were saved), or the
 * location's when they have none of their own.
 */
export function effectiveHours(own: WorkingHours | null, location: LocationHours): WorkingHours {
  const result = {} as Record<Weekday, WorkingHours[Weekday]>;
  for (const day of WEEKDAYS) {
    const open = [...openSlots(location, day)].sort(byStart);
    const slots = own === null ? open : own[day].isOpen ? intersect(own[day].slots, open) : [];
    result[day] = { isOpen: slots.length > 0, slots };
  }
  return result;
}
