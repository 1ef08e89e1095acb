import type { Location, LocationPhoto } from '../../../../server/contract/locations';

export interface LocationTotals {
  total: number;
  active: number;
  photos: number;
  /** Distinct services offered across the locations. */
  services: number;
}

/** The summary tiles (spec §2): sums across the locations; a service offered at two counts once. */
export function locationTotals(locations: readonly Location[]): LocationTotals {
  const services = new Set<string>();
  for (const location of locations) for (const service of location.services) services.add(service.id);
  return {
    total: locations.length,
    active: locations.filter((location) => location.isActive).length,
    photos: locations.reduce((sum, location) => sum + location.photos.length, 0),
    services: services.size,
  };
}

/** The main ("Hero") photo, else the first; undefined without photos. */
export function heroPhoto(location: Location): LocationPhoto | undefined {
  return location.photos.find((photo) => photo.isMain) ?? location.photos[0];
}
