import { Type, type Static } from 'typebox';
import { deepFreeze, Id, Labelled, Strict, TEXT_KEYWORD, TextField, type TextRule } from './common';
import { TIME_PATTERN, WEEKDAYS } from './service-booking';

/**
 * Locations (spec part 2 §3, §4, §5, §7, §9): details with the address as one string and its
 * parts, hours per weekday as slots, the services offered there, and photos.
 */

export const MAX_LOCATION_PHOTOS = 10;
export const MAX_SLOTS_PER_DAY = 6;
export const DEFAULT_COUNTRY = 'Australia';
/** Spec §9: the time choices, every 15 minutes from 06:00 to 23:45. */
export const LOCATION_TIME_STEP_MINUTES = 15;
export const LOCATION_FIRST_TIME = '06:00';
export const LOCATION_LAST_TIME = '23:45';
/** Opening a day gives this slot (spec §4). */
export const DEFAULT_SLOT = deepFreeze({ start: '09:00', end: '17:00' });

/** Spec §5 and §8, answered by the server too. */
export const LOCATION_MESSAGES = deepFreeze({
  nameRequired: 'Location name is required',
  addressRequired: 'Street address and city are required',
  timezone: 'Please select a valid timezone',
  photoLimit: 'You can upload up to 10 photos.',
});

const Time = (label: string) =>
  Type.String({ title: label, pattern: TIME_PATTERN, errorMessage: 'must be a time such as 09:00' });

export const Slot = Strict({ start: Time('Opening time'), end: Time('Closing time') });
export type Slot = Static<typeof Slot>;

export const DaySlots = Strict({
  isOpen: Type.Boolean({ title: 'Open' }),
  slots: Labelled('Hours', Type.Array(Slot, { maxItems: MAX_SLOTS_PER_DAY })),
});
export type DaySlots = Static<typeof DaySlots>;

const dayLabels = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
} as const satisfies Record<(typeof WEEKDAYS)[number], string>;

/** Per weekday: open or not, and the slots (a lunch break is two slots). Also a member's working hours. */
export const LocationHours = Strict({
  monday: Labelled(dayLabels.monday, DaySlots),
  tuesday: Labelled(dayLabels.tuesday, DaySlots),
  wednesday: Labelled(dayLabels.wednesday, DaySlots),
  thursday: Labelled(dayLabels.thursday, DaySlots),
  friday: Labelled(dayLabels.friday, DaySlots),
  saturday: Labelled(dayLabels.saturday, DaySlots),
  sunday: Labelled(dayLabels.sunday, DaySlots),
});
export type LocationHours = Static<typeof LocationHours>;

const open = (end = '17:00'): DaySlots => ({ isOpen: true, slots: [{ start: '09:00', end }] });
const closed: DaySlots = { isOpen: false, slots: [] };

/** Spec §3: Mon-Fri 09:00-17:00, Saturday 09:00-16:00, Sunday closed. */
export const DEFAULT_LOCATION_HOURS: LocationHours = deepFreeze({
  monday: open(),
  tuesday: open(),
  wednesday: open(),
  thursday: open(),
  friday: open(),
  saturday: open('16:00'),
  sunday: closed,
});

export const LocationService = Strict({
  id: Labelled('Service', Id),
  isBookableOnline: Type.Boolean({ title: 'Online bookable' }),
});
export type LocationService = Static<typeof LocationService>;

export const LocationPhoto = Strict({
  id: Id,
  url: Type.String(),
  thumbnailUrl: Type.String(),
  alt: Type.String(),
  isMain: Type.Boolean(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type LocationPhoto = Static<typeof LocationPhoto>;

export const Location = Strict({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  /** The one address string of the spec's calls, composed from the parts below. */
  address: Type.String(),
  street1: Type.String(),
  street2: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zipCode: Type.String(),
  country: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  /** Null: the organization's time zone. */
  timezone: Type.Union([Type.String(), Type.Null()]),
  isActive: Type.Boolean(),
  hours: LocationHours,
  services: Type.Array(LocationService),
  photos: Type.Array(LocationPhoto),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Location = Static<typeof Location>;
export const LocationList = Type.Array(Location);

const Line = (label: string, maxLength: number) => TextField({ label, maxLength });

// No minLength on the name, street and city: a blank one is refused by the service in the spec's
// words ('Location name is required', 'Street address and city are required').
const required = (label: string, maxLength: number) =>
  Type.String({ title: label, maxLength, [TEXT_KEYWORD]: { kind: 'line', label } satisfies TextRule });

const locationFields = {
  name: required('Location name', 100),
  description: Type.Optional(TextField({ label: 'Description', maxLength: 2000, multiline: true })),
  street1: required('Street address', 200),
  street2: Type.Optional(Line('Street address line 2', 200)),
  city: required('City', 100),
  state: Type.Optional(Line('State', 100)),
  zipCode: Type.Optional(Line('Postcode', 20)),
  country: Type.Optional(Line('Country', 100)),
  phone: Type.Optional(
    Type.String({
      title: 'Phone',
      maxLength: 40,
      pattern: '^[0-9+()\\-. ]*$',
      errorMessage: 'Please enter a valid phone number',
    }),
  ),
  email: Type.Optional(
    Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal('')], {
      title: 'Email',
      errorMessage: 'Please enter a valid email address',
    }),
  ),
  /** Null: use the organization's time zone (the form's useOrgTimezone). */
  timezone: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()], { title: 'Time zone' })),
  isActive: Type.Optional(Type.Boolean({ title: 'Active' })),
  hours: Type.Optional(Labelled('Hours', LocationHours)),
  services: Type.Optional(Labelled('Services', Type.Array(LocationService, { maxItems: 1000 }))),
};

/** POST /api/locations. */
export const CreateLocationBody = Strict(locationFields);
export type CreateLocationBody = Static<typeof CreateLocationBody>;

/** PUT /api/locations/{id}: the fields sent are changed; `services` replaces the list. */
export const UpdateLocationBody = Type.Object(
  {
    ...locationFields,
    name: Type.Optional(locationFields.name),
    street1: Type.Optional(locationFields.street1),
    city: Type.Optional(locationFields.city),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateLocationBody = Static<typeof UpdateLocationBody>;

export const PhotoParams = Strict({ id: Id, photoId: Id });
export type PhotoParams = Static<typeof PhotoParams>;

export const PhotoFileQuery = Strict({
  size: Type.Optional(Labelled('Size', Type.Enum(['full', 'thumb'] as const))),
});
export type PhotoFileQuery = Static<typeof PhotoFileQuery>;

/** Spec §9: 'Open daily', 'Mon-Fri', 'N days/week', 'Closed'. */
export type HoursSummary =
  { kind: 'daily' } | { kind: 'weekdays' } | { kind: 'days'; days: number } | { kind: 'closed' };

export function summarizeHours(hours: LocationHours): HoursSummary {
  const open = WEEKDAYS.filter((day) => hours[day].isOpen && hours[day].slots.length > 0);
  if (open.length === 0) return { kind: 'closed' };
  if (open.length === 7) return { kind: 'daily' };
  const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
  if (open.length === 5 && open.every((day) => weekdays.includes(day))) return { kind: 'weekdays' };
  return { kind: 'days', days: open.length };
}
