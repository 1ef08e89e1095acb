import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { LocationHours } from '../../contract/locations';
import type { WorkingHours } from '../../contract/practitioners';
import type { DbOrTx as Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { locations, memberLocations, memberServices, memberTimeOff, services, users } from '../../db/schema';
import { newId } from '../../ids';

export type MemberServiceRow = typeof memberServices.$inferSelect;
export type MemberLocationRow = typeof memberLocations.$inferSelect;
export type MemberTimeOffRow = typeof memberTimeOff.$inferSelect;

/** One member's practitioner rows, in a stable order (the version hashes them). */
export function findPractitionerRows(db: Db, organizationId: string, userId: string) {
  const of = <T extends typeof memberServices | typeof memberLocations | typeof memberTimeOff>(table: T) =>
    and(eq(table.organizationId, organizationId), eq(table.userId, userId));
  return {
    services: db
      .select()
      .from(memberServices)
      .where(of(memberServices))
      .orderBy(asc(memberServices.createdAt), asc(memberServices.id))
      .all(),
    locations: db
      .select()
      .from(memberLocations)
      .where(of(memberLocations))
      .orderBy(asc(memberLocations.createdAt), asc(memberLocations.id))
      .all(),
    timeOff: db
      .select()
      .from(memberTimeOff)
      .where(of(memberTimeOff))
      .orderBy(asc(memberTimeOff.startDate), asc(memberTimeOff.id))
      .all(),
  };
}

export interface PractitionerSummary {
  serviceIds: string[];
  locationIds: string[];
}

/** Per member of the organization, the services they perform and where they work (the team list). */
export function practitionerSummaries(db: Db, organizationId: string): ReadonlyMap<string, PractitionerSummary> {
  return cachedRead(db, `practitioner-summaries|${organizationId}`, () => {
    const summaries = new Map<string, PractitionerSummary>();
    const of = (userId: string) => {
      let found = summaries.get(userId);
      if (!found) summaries.set(userId, (found = { serviceIds: [], locationIds: [] }));
      return found;
    };
    const serviceRows = db
      .select({ userId: memberServices.userId, id: memberServices.serviceId })
      .from(memberServices)
      .where(eq(memberServices.organizationId, organizationId))
      .orderBy(asc(memberServices.createdAt), asc(memberServices.id))
      .all();
    for (const row of serviceRows) of(row.userId).serviceIds.push(row.id);
    const locationRows = db
      .select({ userId: memberLocations.userId, id: memberLocations.locationId })
      .from(memberLocations)
      .where(eq(memberLocations.organizationId, organizationId))
      .orderBy(asc(memberLocations.createdAt), asc(memberLocations.id))
      .all();
    for (const row of locationRows) of(row.userId).locationIds.push(row.id);
    return summaries;
  });
}

/** Which of these ids are services of the organization. */
export function serviceIdsOf(db: Db, organizationId: string, ids: readonly string[]): Set<string> {
  if (ids.length === 0) return new Set();
  const rows = db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.organizationId, organizationId), inArray(services.id, [...ids])))
    .all();
  return new Set(rows.map((row) => row.id));
}

/** The organization's locations among these ids, with the hours their members' hours must fit in. */
export function locationHoursOf(db: Db, organizationId: string, ids: readonly string[]): Map<string, LocationHours> {
  if (ids.length === 0) return new Map();
  const rows = db
    .select({ id: locations.id, hours: locations.hours })
    .from(locations)
    .where(and(eq(locations.organizationId, organizationId), inArray(locations.id, [...ids])))
    .all();
  return new Map(rows.map((row) => [row.id, row.hours]));
}

/**
 * Time-off ids among these that another member's row already has (row ids are unique across the
 * table, and the client chooses a new entry's id).
 */
export function timeOffIdsOfOthers(db: Db, userId: string, ids: readonly string[]): Set<string> {
  if (ids.length === 0) return new Set();
  const rows = db
    .select({ id: memberTimeOff.id })
    .from(memberTimeOff)
    .where(and(inArray(memberTimeOff.id, [...ids]), ne(memberTimeOff.userId, userId)))
    .all();
  return new Set(rows.map((row) => row.id));
}

interface Owner {
  organizationId: string;
  userId: string;
  at: string;
}

const stamps = ({ organizationId, userId, at }: Owner) => ({ organizationId, userId, createdAt: at, updatedAt: at });

export function replaceMemberServices(db: Db, owner: Owner, serviceIds: readonly string[]): void {
  db.delete(memberServices)
    .where(and(eq(memberServices.organizationId, owner.organizationId), eq(memberServices.userId, owner.userId)))
    .run();
  if (serviceIds.length === 0) return;
  db.insert(memberServices)
    .values(serviceIds.map((serviceId) => ({ id: newId(), serviceId, ...stamps(owner) })))
    .run();
}

export function replaceMemberLocations(
  db: Db,
  owner: Owner,
  entries: readonly { locationId: string; hours: WorkingHours | null }[],
): void {
  db.delete(memberLocations)
    .where(and(eq(memberLocations.organizationId, owner.organizationId), eq(memberLocations.userId, owner.userId)))
    .run();
  if (entries.length === 0) return;
  db.insert(memberLocations)
    .values(entries.map(({ locationId, hours }) => ({ id: newId(), locationId, hours, ...stamps(owner) })))
    .run();
}

export function replaceMemberTimeOff(
  db: Db,
  owner: Owner,
  entries: readonly { id: string; startDate: string; endDate: string; reason: string }[],
): void {
  db.delete(memberTimeOff)
    .where(and(eq(memberTimeOff.organizationId, owner.organizationId), eq(memberTimeOff.userId, owner.userId)))
    .run();
  if (entries.length === 0) return;
  db.insert(memberTimeOff)
    .values(entries.map((entry) => ({ ...entry, ...stamps(owner) })))
    .run();
}

/**
 * Active members of the organization who perform the service and work at the location, with their
 * own hours there (null: the location's) and the location's hours. Ordered as the team list.
 */
export function membersPerforming(db: Db, organizationId: string, serviceId: string, locationId: string) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      hours: memberLocations.hours,
      locationHours: locations.hours,
    })
    .from(users)
    .innerJoin(
      memberServices,
      and(
        eq(memberServices.userId, users.id),
        eq(memberServices.organizationId, organizationId),
        eq(memberServices.serviceId, serviceId),
      ),
    )
    .innerJoin(
      memberLocations,
      and(
        eq(memberLocations.userId, users.id),
        eq(memberLocations.organizationId, organizationId),
        eq(memberLocations.locationId, locationId),
      ),
    )
    .innerJoin(locations, and(eq(locations.id, locationId), eq(locations.organizationId, organizationId)))
    .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .all();
}

/** The time off of these members, in date order. */
export function timeOffOf(db: Db, organizationId: string, userIds: readonly string[]): MemberTimeOffRow[] {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(memberTimeOff)
    .where(and(eq(memberTimeOff.organizationId, organizationId), inArray(memberTimeOff.userId, [...userIds])))
    .orderBy(asc(memberTimeOff.startDate), asc(memberTimeOff.id))
    .all();
}

/** The organization's locations with their hours, oldest first (the demo's practitioners work there). */
export function locationsWithHours(db: Db, organizationId: string) {
  return db
    .select({ id: locations.id, name: locations.name, hours: locations.hours })
    .from(locations)
    .where(eq(locations.organizationId, organizationId))
    .orderBy(asc(locations.createdAt), asc(locations.id))
    .all();
}
