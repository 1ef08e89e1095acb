import {
  DEFAULT_COUNTRY,
  DEFAULT_LOCATION_HOURS,
  DEFAULT_SLOT,
  LOCATION_FIRST_TIME,
  LOCATION_LAST_TIME,
  LOCATION_TIME_STEP_MINUTES,
  MAX_SLOTS_PER_DAY,
  type CreateLocationBody,
  type DaySlots,
  type Location,
  type LocationHours,
  type LocationService,
} from '../../../../server/contract/locations';
import type { Weekday } from '../../../../server/contract/service-booking';
import { isValidTimeZone } from '../../../../server/contract/time-zones';

/** What the location dialog edits (spec §3: the form also holds the address parts and useOrgTimezone). */
export interface LocationFormValues {
  name: string;
  description: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone: string;
  email: string;
  useOrgTimezone: boolean;
  /** The chosen zone; '' while none is chosen. Sent only when useOrgTimezone is off. */
  timezone: string;
  isActive: boolean;
  hours: LocationHours;
  services: LocationService[];
}

/** The location as the form shows it; a new one starts active, in Australia, with the default hours. */
export function locationFormValues(location: Location | undefined): LocationFormValues {
  return {
    name: location?.name ?? '',
    description: location?.description ?? '',
    street1: location?.street1 ?? '',
    street2: location?.street2 ?? '',
    city: location?.city ?? '',
    state: location?.state ?? '',
    zipCode: location?.zipCode ?? '',
    country: location?.country || DEFAULT_COUNTRY,
    phone: location?.phone ?? '',
    email: location?.email ?? '',
    useOrgTimezone: (location?.timezone ?? null) === null,
    timezone: location?.timezone ?? '',
    isActive: location?.isActive ?? true,
    // A copy: the contract's defaults are frozen, and the form replaces days and slots.
    hours: structuredClone(location?.hours ?? DEFAULT_LOCATION_HOURS) as LocationHours,
    services: location?.services.map((service) => ({ ...service })) ?? [],
  };
}

export type LocationFormProblem = 'nameRequired' | 'addressRequired' | 'timezone';

/** Spec §5 "Location save", in its order; null when the form may be sent. */
export function checkLocationForm(values: LocationFormValues): LocationFormProblem | null {
  if (values.name.trim() === '') return 'nameRequired';
  if (values.street1.trim() === '' || values.city.trim() === '') return 'addressRequired';
  if (!values.useOrgTimezone && !isValidTimeZone(values.timezone)) return 'timezone';
  return null;
}

/** The body of a create or an update: every field, the time zone null for the organization's. */
export function locationBody(values: LocationFormValues): CreateLocationBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    street1: values.street1.trim(),
    street2: values.street2.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
    country: values.country.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    timezone: values.useOrgTimezone ? null : values.timezone,
    isActive: values.isActive,
    hours: values.hours,
    services: values.services,
  };
}

// ---------------------------------------------------------------------------------------------
// Hours (spec §4, §9)

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every 15 minutes from 06:00 to 23:45; a saved time off that grid is kept as a choice too. */
export function timeChoices(current?: string): string[] {
  const choices: string[] = [];
  for (let at = minutesOf(LOCATION_FIRST_TIME); at <= minutesOf(LOCATION_LAST_TIME); at += LOCATION_TIME_STEP_MINUTES) {
    choices.push(timeOf(at));
  }
  if (current !== undefined && current !== '' && !choices.includes(current)) {
    choices.push(current);
    choices.sort((a, b) => minutesOf(a) - minutesOf(b));
  }
  return choices;
}

/** Opening a day gives 09:00-17:00; closing it empties its slots. */
export function withDayOpen(hours: LocationHours, day: Weekday, isOpen: boolean): LocationHours {
  const next: DaySlots = isOpen ? { isOpen: true, slots: [{ ...DEFAULT_SLOT }] } : { isOpen: false, slots: [] };
  return { ...hours, [day]: next };
}

/** A further slot after the day's last one (an hour later, an hour long, where the grid allows). */
export function withSlotAdded(hours: LocationHours, day: Weekday): LocationHours {
  const { slots } = hours[day];
  if (slots.length >= MAX_SLOTS_PER_DAY) return hours;
  const last = slots.at(-1);
  const latestStart = minutesOf(LOCATION_LAST_TIME) - LOCATION_TIME_STEP_MINUTES;
  const start = last === undefined ? minutesOf(DEFAULT_SLOT.start) : Math.min(minutesOf(last.end) + 60, latestStart);
  const end = Math.min(start + 60, minutesOf(LOCATION_LAST_TIME));
  return { ...hours, [day]: { isOpen: true, slots: [...slots, { start: timeOf(start), end: timeOf(end) }] } };
}

export function withSlotRemoved(hours: LocationHours, day: Weekday, index: number): LocationHours {
  const { slots } = hours[day];
  // Spec §4: remove is offered only while more than one slot exists.
  if (slots.length <= 1) return hours;
  return { ...hours, [day]: { ...hours[day], slots: slots.filter((_slot, at) => at !== index) } };
}

export function withSlotTime(
  hours: LocationHours,
  day: Weekday,
  index: number,
  edge: 'start' | 'end',
  time: string,
): LocationHours {
  const slots = hours[day].slots.map((slot, at) => (at === index ? { ...slot, [edge]: time } : slot));
  return { ...hours, [day]: { ...hours[day], slots } };
}

// ---------------------------------------------------------------------------------------------
// Services (spec §4)

/** Selecting makes the service available and online-bookable; unselecting removes it. */
export function withServiceSelected(
  services: readonly LocationService[],
  id: string,
  selected: boolean,
): LocationService[] {
  const without = services.filter((service) => service.id !== id);
  return selected ? [...without, { id, isBookableOnline: true }] : without;
}

/** Select All of a category: every service of it chosen (those already chosen keep their online flag). */
export function withAllSelected(
  services: readonly LocationService[],
  ids: readonly string[],
  selected: boolean,
): LocationService[] {
  if (!selected) return services.filter((service) => !ids.includes(service.id));
  const added = ids
    .filter((id) => !services.some((service) => service.id === id))
    .map((id) => ({ id, isBookableOnline: true }));
  return [...services, ...added];
}

/** The online flag can be switched only for a service offered here. */
export function withOnline(services: readonly LocationService[], id: string, online: boolean): LocationService[] {
  return services.map((service) => (service.id === id ? { ...service, isBookableOnline: online } : service));
}
