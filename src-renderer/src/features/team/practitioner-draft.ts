import {
  DEFAULT_SLOT,
  LOCATION_FIRST_TIME,
  LOCATION_LAST_TIME,
  LOCATION_TIME_STEP_MINUTES,
  MAX_SLOTS_PER_DAY,
  type DaySlots,
  type Slot,
} from '../../../../server/contract/locations';
import type {
  MemberLocation,
  PractitionerProfile,
  PractitionerProfilePatch,
  TimeOff,
  WorkingHours,
} from '../../../../server/contract/practitioners';

/**
 * The arithmetic of the 'Services & hours' dialog: what changed (Save sends only those lists),
 * Select All per category, working at a location or not, a day's slots, and time off. Times are
 * the contract's 'HH:MM' wall-clock strings.
 */

type ListName = keyof PractitionerProfile;
const LISTS: readonly ListName[] = ['serviceIds', 'locations', 'timeOff'];

/** Order-free for services (a set); the other lists compare as they are. */
function sameList(name: ListName, a: PractitionerProfile, b: PractitionerProfile): boolean {
  if (name === 'serviceIds') {
    return a.serviceIds.length === b.serviceIds.length && a.serviceIds.every((id) => b.serviceIds.includes(id));
  }
  return JSON.stringify(a[name]) === JSON.stringify(b[name]);
}

/** The lists that differ from the saved profile; an empty patch means nothing to save. */
export function changedLists(
  saved: PractitionerProfile,
  draft: PractitionerProfile,
): Partial<PractitionerProfilePatch> {
  const patch: Record<string, unknown> = {};
  for (const name of LISTS) if (!sameList(name, saved, draft)) patch[name] = draft[name];
  return patch as Partial<PractitionerProfilePatch>;
}

export function isChanged(saved: PractitionerProfile, draft: PractitionerProfile): boolean {
  return Object.keys(changedLists(saved, draft)).length > 0;
}

/**
 * After someone else saved first (412): their version, with the lists changed here kept as they
 * are here (saving again then works).
 */
export function rebase(
  base: PractitionerProfile,
  draft: PractitionerProfile,
  latest: PractitionerProfile,
): PractitionerProfile {
  return { ...latest, ...changedLists(base, draft) } as PractitionerProfile;
}

// Services ------------------------------------------------------------------------------------

export type CategoryChoice = 'all' | 'some' | 'none';

export function categoryChoice(serviceIds: readonly string[], categoryServiceIds: readonly string[]): CategoryChoice {
  const chosen = categoryServiceIds.filter((id) => serviceIds.includes(id)).length;
  if (chosen === 0) return 'none';
  return chosen === categoryServiceIds.length ? 'all' : 'some';
}

/** Select All: everything in the category when any is missing, else none of it. */
export function toggleCategory(serviceIds: readonly string[], categoryServiceIds: readonly string[]): string[] {
  if (categoryChoice(serviceIds, categoryServiceIds) === 'all') {
    return serviceIds.filter((id) => !categoryServiceIds.includes(id));
  }
  return [...serviceIds, ...categoryServiceIds.filter((id) => !serviceIds.includes(id))];
}

export function toggleService(serviceIds: readonly string[], serviceId: string, chosen: boolean): string[] {
  const without = serviceIds.filter((id) => id !== serviceId);
  return chosen ? [...without, serviceId] : without;
}

// Locations and hours -------------------------------------------------------------------------

export function setWorksAt(locations: readonly MemberLocation[], locationId: string, works: boolean): MemberLocation[] {
  const without = locations.filter((entry) => entry.locationId !== locationId);
  // Starting at a location: its own hours until the member's are set.
  return works ? [...without, { locationId, hours: null }] : without;
}

/** Custom hours start as a copy of the location's; 'Same as the location's hours' is null. */
export function setOwnHours(
  locations: readonly MemberLocation[],
  locationId: string,
  hours: WorkingHours | null,
): MemberLocation[] {
  return locations.map((entry) =>
    entry.locationId === locationId ? { ...entry, hours: hours === null ? null : structuredClone(hours) } : entry,
  );
}

const MINUTES_PER_HOUR = 60;

/** '09:30' → 570. */
export function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * MINUTES_PER_HOUR + Number(minutes);
}

/** 570 → '09:30'. */
export function timeOf(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / MINUTES_PER_HOUR))}:${pad(minutes % MINUTES_PER_HOUR)}`;
}

/**
 * 06:00 to 23:45 every 15 minutes (spec part 2 §9), plus stored times off that grid, so a value
 * saved elsewhere stays as it is rather than being silently moved.
 */
export function slotTimeChoices(stored: readonly string[] = []): string[] {
  const grid: string[] = [];
  for (
    let minute = minutesOf(LOCATION_FIRST_TIME);
    minute <= minutesOf(LOCATION_LAST_TIME);
    minute += LOCATION_TIME_STEP_MINUTES
  ) {
    grid.push(timeOf(minute));
  }
  return [...new Set([...grid, ...stored])].sort();
}

/**
 * Opening a day gives it the location's hours that day (the server wants a member's hours inside
 * them), or the default slot; closing it keeps no slots.
 */
export function setDayOpen(day: DaySlots, isOpen: boolean, locationDay?: DaySlots): DaySlots {
  if (!isOpen) return { isOpen: false, slots: [] };
  if (day.slots.length > 0) return { isOpen: true, slots: day.slots };
  const slots = locationDay?.isOpen && locationDay.slots.length > 0 ? locationDay.slots : [DEFAULT_SLOT];
  return { isOpen: true, slots: slots.map((slot) => ({ ...slot })) };
}

/**
 * Where 'Add slot' puts the next one: an hour after the last slot ends, an hour long (shorter
 * when the day runs out); null when the day has as many slots as it may or no room is left.
 */
export function nextSlot(day: DaySlots): Slot | null {
  if (day.slots.length >= MAX_SLOTS_PER_DAY) return null;
  const last = day.slots.at(-1);
  if (last === undefined) return { ...DEFAULT_SLOT };
  const latest = minutesOf(LOCATION_LAST_TIME);
  const start = Math.min(minutesOf(last.end) + MINUTES_PER_HOUR, latest - LOCATION_TIME_STEP_MINUTES);
  if (start <= minutesOf(last.end)) return null;
  return { start: timeOf(start), end: timeOf(Math.min(start + MINUTES_PER_HOUR, latest)) };
}

// Time off ------------------------------------------------------------------------------------

const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export type TimeOffProblem = 'datesRequired' | 'endBeforeStart' | null;

export function timeOffProblem(entry: Pick<TimeOff, 'startDate' | 'endDate'>): TimeOffProblem {
  if (!DATE_PATTERN.test(entry.startDate) || !DATE_PATTERN.test(entry.endDate)) return 'datesRequired';
  return entry.endDate < entry.startDate ? 'endBeforeStart' : null;
}

/** Time off in date order, as the list shows it. */
export function sortedTimeOff(entries: readonly TimeOff[]): TimeOff[] {
  return [...entries].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
}
