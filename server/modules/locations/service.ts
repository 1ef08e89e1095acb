import {
  DEFAULT_COUNTRY,
  DEFAULT_LOCATION_HOURS,
  type CreateLocationBody,
  type Location,
  type LocationService,
  type UpdateLocationBody,
} from '../../contract/locations';
import { cachedRead } from '../../db/read-cache';
import { diffChanges } from '../../documents/diff';
import { assertFresh } from '../../documents/versions';
import { ConflictError, NotFoundError, PreconditionFailedError } from '../../errors';
import { newId } from '../../ids';
import type { AppDeps, RequestContext } from '../../types';
import { planLimits } from '../billing/limits';
import { removePhotoFiles } from './photo-files';
import { assemble, editableFields, toLocation } from './present';
import {
  deleteLocation,
  existingServiceIds,
  findLocation,
  insertLocation,
  listLocations,
  listLocationServices,
  listPhotos,
  replaceLocationServices,
  updateLocation,
  type LocationPatch,
  type LocationRow,
} from './repository';
import {
  assertAddress,
  composeAddress,
  line,
  locationName,
  locationServiceList,
  locationTimezone,
  normalizeHours,
  type AddressParts,
} from './rules';
import { locationHasAppointments } from '../../bookings/repository';

const LOCATION_HAS_APPOINTMENTS =
  'This location has appointments, so it cannot be deleted. Mark it inactive to stop taking bookings there.';

const ADDRESS_FIELDS = ['street1', 'street2', 'city', 'state', 'zipCode', 'country'] as const;

/** The same services with the same flags, in whatever order. */
function sameServices(a: readonly LocationService[], b: readonly LocationService[]): boolean {
  const flags = new Map(b.map((service) => [service.id, service.isBookableOnline]));
  return a.length === b.length && a.every((service) => flags.get(service.id) === service.isBookableOnline);
}

/**
 * Locations (spec part 2 §3-§5): details, the address as its parts and the one line composed from
 * them, hours per weekday as slots, and the services offered there. Saves change only the fields
 * they send; `services` replaces the list. Creation is held to the plan's location limit.
 */
export function locationsService(deps: AppDeps) {
  const { db, now } = deps;
  const limits = planLimits(deps);

  function load(ctx: RequestContext, id: string): LocationRow {
    const row = findLocation(db, ctx.organizationId, id);
    if (!row) throw new NotFoundError('Location');
    return row;
  }

  const answer = (ctx: RequestContext, id: string): Location =>
    toLocation(load(ctx, id), listLocationServices(db, ctx.organizationId, id), listPhotos(db, ctx.organizationId, id));

  /** Every service must be the organization's (another organization's is simply not found). */
  function checkedServices(ctx: RequestContext, list: readonly LocationService[]): LocationService[] {
    const services = locationServiceList(list);
    const known = existingServiceIds(
      db,
      ctx.organizationId,
      services.map((service) => service.id),
    );
    if (services.some((service) => !known.has(service.id))) throw new NotFoundError('Service');
    return services;
  }

  return {
    /** Every location of the organization by name, each with its services and photos. */
    list: (ctx: RequestContext): Location[] =>
      cachedRead(db, `locations-answer|${ctx.organizationId}`, () =>
        assemble(
          listLocations(db, ctx.organizationId),
          listLocationServices(db, ctx.organizationId),
          listPhotos(db, ctx.organizationId),
        ),
      ),

    create(ctx: RequestContext, input: CreateLocationBody) {
      const name = locationName(input.name);
      const parts: AddressParts = {
        street1: line(input.street1),
        street2: line(input.street2 ?? ''),
        city: line(input.city),
        state: line(input.state ?? ''),
        zipCode: line(input.zipCode ?? ''),
        country: input.country === undefined ? DEFAULT_COUNTRY : line(input.country),
      };
      assertAddress(parts);
      const timezone = locationTimezone(input.timezone ?? null);
      const hours = normalizeHours(input.hours ?? DEFAULT_LOCATION_HOURS);
      const services = checkedServices(ctx, input.services ?? []);
      const id = newId();
      const at = now();
      db.transaction((tx) => {
        // Beside the insert, so two creations at once cannot both take the last place.
        limits.assertWithinLimit(ctx, 'locations', { db: tx });
        insertLocation(tx, {
          id,
          organizationId: ctx.organizationId,
          name,
          description: input.description?.trim() ?? '',
          address: composeAddress(parts),
          ...parts,
          phone: input.phone?.trim() ?? '',
          email: input.email?.trim() ?? '',
          timezone,
          isActive: input.isActive ?? true,
          hours,
          createdAt: at.toISOString(),
          updatedAt: at.toISOString(),
        });
        replaceLocationServices(tx, ctx.organizationId, id, services, [], () => newId(), at);
      });
      const location = answer(ctx, id);
      return { location, changes: diffChanges({}, editableFields(location)) };
    },

    update(ctx: RequestContext, id: string, input: UpdateLocationBody, ifMatch: string | undefined) {
      const row = load(ctx, id);
      assertFresh(ifMatch, row.version);
      const storedServices = listLocationServices(db, ctx.organizationId, id);
      const before = toLocation(row, storedServices, listPhotos(db, ctx.organizationId, id));

      const patch: LocationPatch = {};
      const set = <K extends keyof LocationPatch>(key: K, value: LocationPatch[K] | undefined) => {
        if (value !== undefined && JSON.stringify(value) !== JSON.stringify(row[key])) patch[key] = value;
      };
      if (input.name !== undefined) set('name', locationName(input.name));
      const parts = Object.fromEntries(
        ADDRESS_FIELDS.map((field) => [field, input[field] === undefined ? row[field] : line(input[field])]),
      ) as unknown as AddressParts;
      assertAddress(parts);
      for (const field of ADDRESS_FIELDS) set(field, parts[field]);
      set('address', composeAddress(parts));
      set('description', input.description?.trim());
      set('phone', input.phone?.trim());
      set('email', input.email?.trim());
      if (input.timezone !== undefined) set('timezone', locationTimezone(input.timezone));
      set('isActive', input.isActive);
      if (input.hours !== undefined) set('hours', normalizeHours(input.hours));
      const services = input.services === undefined ? undefined : checkedServices(ctx, input.services);
      const servicesChange = services !== undefined && !sameServices(services, before.services);

      if (Object.keys(patch).length === 0 && !servicesChange) return { location: before, changes: {} };
      const at = now();
      db.transaction((tx) => {
        // The version moves with the services too: they are part of the location's record.
        if (!updateLocation(tx, ctx.organizationId, id, row.version, patch, at)) throw new PreconditionFailedError();
        if (services && servicesChange) {
          replaceLocationServices(tx, ctx.organizationId, id, services, storedServices, () => newId(), at);
        }
      });
      const after = answer(ctx, id);
      return { location: after, changes: diffChanges(editableFields(before), editableFields(after)) };
    },

    /** Deletes the location with its services and photos, and the photos' files. */
    async remove(ctx: RequestContext, id: string, ifMatch: string | undefined): Promise<Location> {
      const row = load(ctx, id);
      assertFresh(ifMatch, row.version);
      // Its appointments keep where they took place: such a location is deactivated, not deleted.
      if (locationHasAppointments(db, ctx.organizationId, id)) throw new ConflictError(LOCATION_HAS_APPOINTMENTS);
      const photos = listPhotos(db, ctx.organizationId, id);
      const location = toLocation(row, listLocationServices(db, ctx.organizationId, id), photos);
      deleteLocation(db, ctx.organizationId, id);
      await removePhotoFiles(deps.config.dataDir, ctx.organizationId, photos);
      return location;
    },
  };
}
