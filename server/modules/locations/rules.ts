import {
  LOCATION_MESSAGES,
  type DaySlots,
  type LocationHours,
  type LocationService,
  type Slot,
} from '../../contract/locations';
import { WEEKDAYS } from '../../contract/service-booking';
import { cleanName } from '../../contract/text';
import { isValidTimeZone } from '../../contract/time-zones';
import { AppError } from '../../errors';

/**
 * The location form's rules (spec part 2 §5), decided here once for create and update. A rule in
 * the spec's words is answered as that sentence alone; the hours name their day.
 */

/** A 400 whose message is a whole sentence (shown as it is in a toast). */
export function refusal(field: string, sentence: string): AppError {
  return new AppError(400, sentence, 'VALIDATION_ERROR', [{ field, message: sentence }]);
}

export function locationName(raw: string): string {
  const name = cleanName(raw);
  if (name === '') throw refusal('name', LOCATION_MESSAGES.nameRequired);
  return name;
}

/** A single line as stored: invisible characters gone, single spaces, trimmed. */
export const line = (raw: string): string => cleanName(raw);

/** Street 1 and city must both read as something. */
export function assertAddress(parts: { street1: string; city: string }): void {
  if (parts.street1 === '') throw refusal('street1', LOCATION_MESSAGES.addressRequired);
  if (parts.city === '') throw refusal('city', LOCATION_MESSAGES.addressRequired);
}

export interface AddressParts {
  street1: string;
  street2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** The one readable line the spec's calls carry: "12 Beach Rd, Unit 4, Bondi, NSW 2026, Australia". */
export function composeAddress(parts: AddressParts): string {
  const region = [parts.state, parts.zipCode].filter((part) => part !== '').join(' ');
  return [parts.street1, parts.street2, parts.city, region, parts.country].filter((part) => part !== '').join(', ');
}

/** Null: the organization's zone. Anything else must be a real IANA zone. */
export function locationTimezone(raw: string | null): string | null {
  if (raw === null) return null;
  if (!isValidTimeZone(raw)) throw refusal('timezone', LOCATION_MESSAGES.timezone);
  return raw;
}

const DAY_NAMES: Readonly<Record<(typeof WEEKDAYS)[number], string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function normalizeDay(day: (typeof WEEKDAYS)[number], hours: DaySlots): DaySlots {
  // A closed day keeps no slots: what the form shows when it is opened again is the default slot.
  if (!hours.isOpen) return { isOpen: false, slots: [] };
  const name = DAY_NAMES[day];
  const field = `hours.${day}`;
  if (hours.slots.length === 0) {
    throw refusal(field, `${name} is open but has no hours. Add its hours or mark it closed.`);
  }
  for (const slot of hours.slots) {
    if (minutes(slot.start) >= minutes(slot.end)) {
      throw refusal(field, `On ${name}, each closing time must be after its opening time.`);
    }
  }
  const slots: Slot[] = [...hours.slots]
    .sort((a, b) => minutes(a.start) - minutes(b.start))
    .map(({ start, end }) => ({ start, end }));
  for (let i = 1; i < slots.length; i++) {
    if (minutes(slots[i]!.start) < minutes(slots[i - 1]!.end)) {
      throw refusal(field, `The hours on ${name} overlap. Please check the times.`);
    }
  }
  return { isOpen: true, slots };
}

/** Each day checked and tidied: slots in order, none on a closed day. */
export function normalizeHours(hours: LocationHours): LocationHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, normalizeDay(day, hours[day])])) as LocationHours;
}

/** Each service at most once; whether they are the organization's is the service's to check. */
export function locationServiceList(list: readonly LocationService[]): LocationService[] {
  const seen = new Set<string>();
  for (const service of list) {
    if (seen.has(service.id)) throw refusal('services', 'Each service can be listed only once for a location.');
    seen.add(service.id);
  }
  return list.map(({ id, isBookableOnline }) => ({ id, isBookableOnline }));
}
