import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCATION_HOURS } from '../../contract/locations';
import { newId } from '../../ids';
import type { RouteSample } from '../../testing/route-samples';
import { findOrganizationBySlug } from '../organizations/repository';
import { insertLocation, insertPhoto, listLocations, listPhotos } from './repository';

const otherSpaId = (app: FastifyInstance) => findOrganizationBySlug(app.deps.db, 'other-spa')!.id;

/** Other Spa gets a location on demand: the demo gives it none. */
export function otherSpaLocation(app: FastifyInstance): { id: string } {
  const organizationId = otherSpaId(app);
  const existing = listLocations(app.deps.db, organizationId)[0];
  if (existing) return { id: existing.id };
  const id = newId();
  const at = new Date().toISOString();
  insertLocation(app.deps.db, {
    id,
    organizationId,
    name: 'Other Spa — Harbour',
    address: '1 Harbour Road, Auckland',
    street1: '1 Harbour Road',
    city: 'Auckland',
    hours: DEFAULT_LOCATION_HOURS,
    createdAt: at,
    updatedAt: at,
  });
  return { id };
}

/** And a photo row of that location (its files are never read: the caller is refused first). */
function otherSpaPhoto(app: FastifyInstance): { id: string; photoId: string } {
  const organizationId = otherSpaId(app);
  const { id } = otherSpaLocation(app);
  const existing = listPhotos(app.deps.db, organizationId, id)[0];
  if (existing) return { id, photoId: existing.id };
  const photoId = newId();
  const at = new Date().toISOString();
  insertPhoto(app.deps.db, {
    id: photoId,
    organizationId,
    locationId: id,
    file: 'sample.jpg',
    thumbnailFile: 'sample.thumb.jpg',
    isMain: true,
    position: 0,
    width: 800,
    height: 600,
    createdAt: at,
    updatedAt: at,
  });
  return { id, photoId };
}

export const routeSamples: RouteSample[] = [
  { route: 'PUT /api/locations/:id', foreignParams: otherSpaLocation, body: () => ({ name: 'Renamed' }) },
  { route: 'DELETE /api/locations/:id', foreignParams: otherSpaLocation },
  { route: 'POST /api/locations/:id/photos', foreignParams: otherSpaLocation },
  { route: 'DELETE /api/locations/:id/photos/:photoId', foreignParams: otherSpaPhoto },
  { route: 'PUT /api/locations/:id/photos/:photoId/main', foreignParams: otherSpaPhoto },
  { route: 'GET /api/locations/:id/photos/:photoId/file', foreignParams: otherSpaPhoto },
];
