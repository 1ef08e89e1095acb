import type { LocationHours } from '../../contract/locations';
import type {
  MemberLocation,
  PractitionerProfile,
  PractitionerProfilePatch,
  TimeOff,
  WorkingHours,
} from '../../contract/practitioners';
import { mayActOn } from '../../contract/role-authority';
import type { DbOrTx } from '../../db/client';
import { diffChanges } from '../../documents/diff';
import { assertFresh, contentTag } from '../../documents/versions';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { newId } from '../../ids';
import type { AppDeps, RequestContext } from '../../types';
import {
  findPractitionerRows,
  locationHoursOf,
  membersPerforming,
  replaceMemberLocations,
  replaceMemberServices,
  replaceMemberTimeOff,
  serviceIdsOf,
  timeOffIdsOfOthers,
  timeOffOf,
} from './practitioner-repository';
import { checkTimeOff, checkWorkingHours, effectiveHours } from './practitioner-rules';
import { findUser } from './repository';

type Rows = ReturnType<typeof findPractitionerRows>;

function toProfile(rows: Rows): PractitionerProfile {
  return {
    serviceIds: rows.services.map((row) => row.serviceId),
    locations: rows.locations.map((row) => ({ locationId: row.locationId, hours: row.hours })),
    timeOff: rows.timeOff.map(({ id, startDate, endDate, reason }) => ({ id, startDate, endDate, reason })),
  };
}

/** The profile's version: moves with any row added, removed or rewritten (each save rewrites). */
const versionOf = (rows: Rows) =>
  contentTag({
    s: rows.services.map((row) => [row.id, row.version, row.updatedAt]),
    l: rows.locations.map((row) => [row.id, row.version, row.updatedAt]),
    t: rows.timeOff.map((row) => [row.id, row.version, row.updatedAt]),
  });

/**
 * The team as practitioners: the services each member performs, where they work and when, and
 * their time off. Read by anyone who manages the team; changed by someone who may act on the
 * member (role authority), or by the member for themselves: their own schedule is not access.
 */
export function practitionerService(deps: AppDeps) {
  const { db, now } = deps;

  function member(ctx: RequestContext, id: string) {
    const found = findUser(db, ctx.organizationId, id);
    if (!found) throw new NotFoundError('Team member');
    return found;
  }

  function checkServices(ctx: RequestContext, ids: readonly string[]): string[] {
    const known = serviceIdsOf(db, ctx.organizationId, ids);
    if (ids.some((id) => !known.has(id))) throw new NotFoundError('Service');
    return [...ids];
  }

  function checkLocations(ctx: RequestContext, entries: readonly MemberLocation[]): MemberLocation[] {
    const hoursOf = locationHoursOf(
      db,
      ctx.organizationId,
      entries.map((entry) => entry.locationId),
    );
    const seen = new Set<string>();
    return entries.map((entry, i) => {
      const location: LocationHours | undefined = hoursOf.get(entry.locationId);
      if (!location) throw new NotFoundError('Location');
      if (seen.has(entry.locationId)) {
        throw new ValidationError(`locations.${i}.locationId`, 'Each location can be listed only once');
      }
      seen.add(entry.locationId);
      const hours = entry.hours === null ? null : checkWorkingHours(entry.hours, location, `locations.${i}.hours`);
      return { locationId: entry.locationId, hours };
    });
  }

  /** A new entry's id already used by another member's entry gets one of its own (ids are the table's keys). */
  function ownIds(userId: string, entries: readonly TimeOff[]): TimeOff[] {
    const taken = timeOffIdsOfOthers(
      db,
      userId,
      entries.map((entry) => entry.id),
    );
    return entries.map((entry) => (taken.has(entry.id) ? { ...entry, id: newId() } : entry));
  }

  return {
    get(ctx: RequestContext, id: string) {
      member(ctx, id);
      const rows = findPractitionerRows(db, ctx.organizationId, id);
      return { data: toProfile(rows), version: versionOf(rows) };
    },

    save(ctx: RequestContext, id: string, patch: PractitionerProfilePatch, ifMatch?: string) {
      const { user, role } = member(ctx, id);
      if (user.id !== ctx.user.id) {
        const answer = mayActOn(ctx.user, { isPlatformAdmin: user.isPlatformAdmin, role });
        if (!answer.ok) throw new ForbiddenError(answer.reason);
      }
      const serviceIds = patch.serviceIds && checkServices(ctx, patch.serviceIds);
      const locations = patch.locations && checkLocations(ctx, patch.locations);
      const timeOff = patch.timeOff && ownIds(id, checkTimeOff(patch.timeOff));
      return db.transaction((tx) => {
        const beforeRows = findPractitionerRows(tx, ctx.organizationId, id);
        assertFresh(ifMatch, versionOf(beforeRows));
        const owner = { organizationId: ctx.organizationId, userId: id, at: now().toISOString() };
        if (serviceIds) replaceMemberServices(tx, owner, serviceIds);
        if (locations) replaceMemberLocations(tx, owner, locations);
        if (timeOff) replaceMemberTimeOff(tx, owner, timeOff);
        const afterRows = findPractitionerRows(tx, ctx.organizationId, id);
        const before = toProfile(beforeRows);
        const after = toProfile(afterRows);
        // Only the lists sent are compared: the others did not change.
        const sent = (profile: PractitionerProfile) =>
          Object.fromEntries(Object.keys(patch).map((key) => [key, profile[key as keyof PractitionerProfile]]));
        return {
          user,
          data: after,
          version: versionOf(afterRows),
          changes: diffChanges(sent(before), sent(after)),
        };
      });
    },
  };
}

export interface BookablePractitioner {
  userId: string;
  firstName: string;
  lastName: string;
  /** When they can be booked there, per weekday: their own hours inside the location's, or the location's. */
  hours: WorkingHours;
  /** Their days off, first and last day inclusive (YYYY-MM-DD, the location's zone). */
  timeOff: { startDate: string; endDate: string }[];
}

/**
 * For the availability engine: each active member of the organization who performs the service at
 * the location, with their effective hours and their time off. A service or location of another
 * organization finds nobody.
 */
export function practitionersFor(
  db: DbOrTx,
  organizationId: string,
  serviceId: string,
  locationId: string,
): BookablePractitioner[] {
  const members = membersPerforming(db, organizationId, serviceId, locationId);
  const offByUser = new Map<string, { startDate: string; endDate: string }[]>();
  for (const row of timeOffOf(
    db,
    organizationId,
    members.map((m) => m.userId),
  )) {
    const list = offByUser.get(row.userId) ?? [];
    list.push({ startDate: row.startDate, endDate: row.endDate });
    offByUser.set(row.userId, list);
  }
  return members.map((m) => ({
    userId: m.userId,
    firstName: m.firstName,
    lastName: m.lastName,
    hours: effectiveHours(m.hours, m.locationHours),
    timeOff: offByUser.get(m.userId) ?? [],
  }));
}
