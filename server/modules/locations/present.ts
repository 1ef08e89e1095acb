import type { Location, LocationPhoto } from '../../contract/locations';
import type { LocationRow, LocationServiceRow, PhotoRow } from './repository';

/** Rows as the API answers them. */

export const photoUrl = (locationId: string, photoId: string) => `/api/locations/${locationId}/photos/${photoId}/file`;

export const toPhoto = (location: Pick<LocationRow, 'id' | 'name'>, row: PhotoRow): LocationPhoto => ({
  id: row.id,
  url: photoUrl(location.id, row.id),
  thumbnailUrl: `${photoUrl(location.id, row.id)}?size=thumb`,
  // No caption is asked for at upload: the location's name describes the picture until one is.
  alt: row.alt || location.name,
  isMain: row.isMain,
  width: row.width,
  height: row.height,
});

export const toLocation = (
  row: LocationRow,
  services: readonly LocationServiceRow[],
  photos: readonly PhotoRow[],
): Location => ({
  id: row.id,
  name: row.name,
  description: row.description,
  address: row.address,
  street1: row.street1,
  street2: row.street2,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  country: row.country,
  phone: row.phone,
  email: row.email,
  timezone: row.timezone,
  isActive: row.isActive,
  hours: row.hours,
  services: services.map((service) => ({ id: service.serviceId, isBookableOnline: service.isBookableOnline })),
  photos: photos.map((photo) => toPhoto(row, photo)),
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** What a save may change, for the activity log's before/after. */
export function editableFields(location: Location) {
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, photos: _photos, ...fields } = location;
  return fields;
}

/** Each location with its own services and photos, from one read of each table. */
export function assemble(
  rows: readonly LocationRow[],
  services: readonly LocationServiceRow[],
  photos: readonly PhotoRow[],
): Location[] {
  const group = <T extends { locationId: string }>(list: readonly T[]) => {
    const by = new Map<string, T[]>();
    for (const item of list) {
      const existing = by.get(item.locationId);
      if (existing) existing.push(item);
      else by.set(item.locationId, [item]);
    }
    return by;
  };
  const servicesBy = group(services);
  const photosBy = group(photos);
  return rows.map((row) => toLocation(row, servicesBy.get(row.id) ?? [], photosBy.get(row.id) ?? []));
}
