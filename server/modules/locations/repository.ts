import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { locationPhotos, locations, locationServices, services } from '../../db/schema';

export type LocationRow = typeof locations.$inferSelect;
export type LocationServiceRow = typeof locationServices.$inferSelect;
export type PhotoRow = typeof locationPhotos.$inferSelect;
export type LocationPatch = Partial<Omit<LocationRow, 'id' | 'organizationId' | 'version' | 'createdAt' | 'updatedAt'>>;

// ---------------------------------------------------------------------------------------------
// Locations

/** By name (case-insensitive), then id: the page's and the pickers' order. */
export function listLocations(db: Db, organizationId: string): LocationRow[] {
  return cachedRead(db, `locations|${organizationId}`, () =>
    db
      .select()
      .from(locations)
      .where(eq(locations.organizationId, organizationId))
      .orderBy(sql`${locations.name} collate nocase`, asc(locations.id))
      .all(),
  );
}

/** Read on every booking check and photo served: kept until the next write (cachedRead). */
export function findLocation(db: Db, organizationId: string, id: string): LocationRow | undefined {
  return cachedRead(db, `location|${organizationId}|${id}`, () =>
    db
      .select()
      .from(locations)
      .where(and(eq(locations.organizationId, organizationId), eq(locations.id, id)))
      .get(),
  );
}

export function insertLocation(db: Db, row: typeof locations.$inferInsert): void {
  db.insert(locations).values(row).run();
}

/** Writes a change only if the location is still at `version`; answers whether it was. */
export function updateLocation(
  db: Db,
  organizationId: string,
  id: string,
  version: number,
  patch: LocationPatch,
  now: Date,
): boolean {
  return (
    db
      .update(locations)
      .set({ ...patch, version: version + 1, updatedAt: now.toISOString() })
      .where(and(eq(locations.organizationId, organizationId), eq(locations.id, id), eq(locations.version, version)))
      .run().changes === 1
  );
}

/** Its services and photo rows go with it (foreign keys); the photo files are the caller's. */
export function deleteLocation(db: Db, organizationId: string, id: string): void {
  db.delete(locations)
    .where(and(eq(locations.organizationId, organizationId), eq(locations.id, id)))
    .run();
}

// ---------------------------------------------------------------------------------------------
// Services offered at a location

/** Of every location of the organization, or of the ones named. */
export function listLocationServices(db: Db, organizationId: string, locationId?: string): LocationServiceRow[] {
  return cachedRead(db, `location-services|${organizationId}|${locationId ?? ''}`, () =>
    db
      .select()
      .from(locationServices)
      .where(
        and(
          eq(locationServices.organizationId, organizationId),
          locationId === undefined ? undefined : eq(locationServices.locationId, locationId),
        ),
      )
      .orderBy(asc(locationServices.createdAt), asc(locationServices.id))
      .all(),
  );
}

/** The ids among `ids` that are services of the organization. */
export function existingServiceIds(db: Db, organizationId: string, ids: readonly string[]): Set<string> {
  if (ids.length === 0) return new Set();
  const rows = db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.organizationId, organizationId), inArray(services.id, [...ids])))
    .all();
  return new Set(rows.map((row) => row.id));
}

/**
 * Makes the location's list exactly `wanted`: rows kept (their flag updated if it changed), others
 * removed, new ones added.
 */
export function replaceLocationServices(
  db: Db,
  organizationId: string,
  locationId: string,
  wanted: readonly { id: string; isBookableOnline: boolean }[],
  stored: readonly LocationServiceRow[],
  newRowId: () => string,
  now: Date,
): void {
  const at = now.toISOString();
  const keep = new Set(wanted.map((service) => service.id));
  const scope = and(eq(locationServices.organizationId, organizationId), eq(locationServices.locationId, locationId));
  const gone = stored.filter((row) => !keep.has(row.serviceId)).map((row) => row.id);
  if (gone.length > 0)
    db.delete(locationServices)
      .where(and(scope, inArray(locationServices.id, gone)))
      .run();
  const byService = new Map(stored.map((row) => [row.serviceId, row]));
  for (const service of wanted) {
    const existing = byService.get(service.id);
    if (!existing) {
      db.insert(locationServices)
        .values({
          id: newRowId(),
          organizationId,
          locationId,
          serviceId: service.id,
          isBookableOnline: service.isBookableOnline,
          createdAt: at,
          updatedAt: at,
        })
        .run();
    } else if (existing.isBookableOnline !== service.isBookableOnline) {
      db.update(locationServices)
        .set({
          isBookableOnline: service.isBookableOnline,
          version: sql`${locationServices.version} + 1`,
          updatedAt: at,
        })
        .where(and(scope, eq(locationServices.id, existing.id)))
        .run();
    }
  }
}

/** The ids of the services offered at the location (the menu's filter). */
export function serviceIdsAt(db: Db, organizationId: string, locationId: string): Set<string> {
  return new Set(listLocationServices(db, organizationId, locationId).map((row) => row.serviceId));
}

// ---------------------------------------------------------------------------------------------
// Photos

/** In upload order. */
export function listPhotos(db: Db, organizationId: string, locationId?: string): PhotoRow[] {
  return cachedRead(db, `location-photos|${organizationId}|${locationId ?? ''}`, () =>
    db
      .select()
      .from(locationPhotos)
      .where(
        and(
          eq(locationPhotos.organizationId, organizationId),
          locationId === undefined ? undefined : eq(locationPhotos.locationId, locationId),
        ),
      )
      .orderBy(asc(locationPhotos.position), asc(locationPhotos.id))
      .all(),
  );
}

/** Read for every photo served: kept until the next write (cachedRead). */
export function findPhoto(db: Db, organizationId: string, locationId: string, id: string): PhotoRow | undefined {
  return cachedRead(db, `location-photo|${organizationId}|${locationId}|${id}`, () =>
    db
      .select()
      .from(locationPhotos)
      .where(
        and(
          eq(locationPhotos.organizationId, organizationId),
          eq(locationPhotos.locationId, locationId),
          eq(locationPhotos.id, id),
        ),
      )
      .get(),
  );
}

export function insertPhoto(db: Db, row: typeof locationPhotos.$inferInsert): void {
  db.insert(locationPhotos).values(row).run();
}

export function deletePhoto(db: Db, organizationId: string, locationId: string, id: string): void {
  db.delete(locationPhotos)
    .where(
      and(
        eq(locationPhotos.organizationId, organizationId),
        eq(locationPhotos.locationId, locationId),
        eq(locationPhotos.id, id),
      ),
    )
    .run();
}

/**
 * Makes one photo the location's main one. The flag is taken off the others first: the partial
 * unique index allows one main photo per location at any moment, inside the transaction too.
 */
export function setMainPhoto(db: Db, organizationId: string, locationId: string, id: string, now: Date): void {
  const at = now.toISOString();
  const scope = and(eq(locationPhotos.organizationId, organizationId), eq(locationPhotos.locationId, locationId));
  db.update(locationPhotos)
    .set({ isMain: false, version: sql`${locationPhotos.version} + 1`, updatedAt: at })
    .where(and(scope, eq(locationPhotos.isMain, true), ne(locationPhotos.id, id)))
    .run();
  db.update(locationPhotos)
    .set({ isMain: true, version: sql`${locationPhotos.version} + 1`, updatedAt: at })
    .where(and(scope, eq(locationPhotos.id, id), eq(locationPhotos.isMain, false)))
    .run();
}
