import { Type, type Static } from 'typebox';
import { Id, Labelled, Strict, TextField } from './common';
import { LocationHours } from './locations';

/**
 * The team as practitioners (issue 11; the spec shows no screen for it): the services a member
 * performs, the locations they work at with their hours there, and their time off. The
 * availability engine reads these.
 */

export const MAX_TIME_OFF_ENTRIES = 200;

/** A member's working hours at one location: the location's shape, per weekday slots. */
export const WorkingHours = LocationHours;
export type WorkingHours = Static<typeof WorkingHours>;

export const MemberLocation = Strict({
  locationId: Labelled('Location', Id),
  /** Null: the location's own hours. */
  hours: Type.Union([WorkingHours, Type.Null()], { title: 'Working hours' }),
});
export type MemberLocation = Static<typeof MemberLocation>;

const DateText = (label: string) =>
  Type.String({
    title: label,
    pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
    errorMessage: 'must be a date such as 2026-12-25',
  });

export const TimeOff = Strict({
  id: Labelled('Time off id', Id),
  startDate: DateText('First day off'),
  endDate: DateText('Last day off'),
  reason: TextField({ label: 'Reason', maxLength: 120 }),
});
export type TimeOff = Static<typeof TimeOff>;

/** GET /api/team/users/{id}/practitioner. */
export const PractitionerProfile = Strict({
  serviceIds: Type.Array(Id),
  locations: Type.Array(MemberLocation),
  timeOff: Type.Array(TimeOff),
});
export type PractitionerProfile = Static<typeof PractitionerProfile>;

/** PUT: each list sent replaces the stored one; lists not sent stay as they are. */
export const PractitionerProfilePatch = Type.Object(
  {
    serviceIds: Type.Optional(Labelled('Services', Type.Array(Id, { maxItems: 1000, uniqueItems: true }))),
    locations: Type.Optional(Labelled('Locations', Type.Array(MemberLocation, { maxItems: 100 }))),
    timeOff: Type.Optional(Labelled('Time off', Type.Array(TimeOff, { maxItems: MAX_TIME_OFF_ENTRIES }))),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PractitionerProfilePatch = Static<typeof PractitionerProfilePatch>;
