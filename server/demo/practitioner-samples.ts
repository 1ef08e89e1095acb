import type { LocationHours } from '../contract/locations';
import type { WorkingHours } from '../contract/practitioners';
import { WEEKDAYS, type Weekday } from '../contract/service-booking';
import type { DbOrTx } from '../db/client';
import { newId } from '../ids';
import { findRoleByName } from '../modules/roles/repository';
import { listServices } from '../modules/services/repository';
import {
  locationsWithHours,
  replaceMemberLocations,
  replaceMemberServices,
  replaceMemberTimeOff,
} from '../modules/team/practitioner-repository';
import { insertUser } from '../modules/team/repository';
import type { DemoIds } from './seed';

/** A member without sign-in: on the team and bookable, not in the app. */
export const DEMO_JUNIOR = {
  email: 'jamie@demo.test',
  firstName: 'Jamie',
  lastName: 'Junior',
  jobTitle: 'Junior Stylist',
} as const;

const PRIYA_SERVICES = ["Women's Cut & Blow-dry", "Men's Cut", 'Blow-dry & Style', 'Full Head Colour', 'Balayage'];
const JAMIE_SERVICES = ["Men's Cut", "Kids' Cut (under 12)", 'Blow-dry & Style'];

/** The location's own hours on the given days, closed on the others: always inside its opening hours. */
function hoursOn(location: LocationHours, days: readonly Weekday[]): WorkingHours {
  const hours = {} as Record<Weekday, WorkingHours[Weekday]>;
  for (const day of WEEKDAYS) {
    const open = days.includes(day) && location[day].isOpen && location[day].slots.length > 0;
    hours[day] = open
      ? { isOpen: true, slots: location[day].slots.map((s) => ({ ...s })) }
      : { isOpen: false, slots: [] };
  }
  return hours;
}

const isoDate = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The team as practitioners: Priya performs hair and colour services at the first location on
 * Monday to Thursday and has a week off coming; Jamie Junior, a junior stylist without sign-in,
 * works Tuesday to Saturday there. Runs after the locations are seeded (last in seed.ts) and reads
 * them from the table, so it follows whatever the locations demo creates; with no location yet,
 * only the services are given.
 */
export const practitionerSamplers: ((tx: DbOrTx, ids: DemoIds, now: Date) => void)[] = [
  function practitionerSample(tx, ids, now) {
    const organizationId = ids.demoSalonId;
    const at = now.toISOString();
    const jamieId = newId();
    insertUser(tx, {
      id: jamieId,
      organizationId,
      roleId: findRoleByName(tx, organizationId, 'practitioner')!.id,
      ...DEMO_JUNIOR,
      passwordHash: null,
      passwordChangedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    ids.users.set(DEMO_JUNIOR.email, jamieId);

    const menu = listServices(tx, organizationId);
    const servicesNamed = (names: readonly string[]) =>
      menu.filter((service) => names.includes(service.name)).map((service) => service.id);
    const [first] = locationsWithHours(tx, organizationId);
    const people: [string | undefined, string[], Weekday[]][] = [
      [
        ids.users.get('practitioner@demo.test'),
        servicesNamed(PRIYA_SERVICES),
        ['monday', 'tuesday', 'wednesday', 'thursday'],
      ],
      [jamieId, servicesNamed(JAMIE_SERVICES), ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday']],
    ];
    for (const [userId, serviceIds, days] of people) {
      if (!userId) continue;
      const owner = { organizationId, userId, at };
      replaceMemberServices(tx, owner, serviceIds);
      if (first) replaceMemberLocations(tx, owner, [{ locationId: first.id, hours: hoursOn(first.hours, days) }]);
    }
    const priya = ids.users.get('practitioner@demo.test');
    if (priya) {
      replaceMemberTimeOff(tx, { organizationId, userId: priya, at }, [
        { id: newId(), startDate: isoDate(now, 21), endDate: isoDate(now, 27), reason: 'Annual leave' },
      ]);
    }
  },
];
