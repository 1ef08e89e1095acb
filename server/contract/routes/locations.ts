import { IdParams } from '../common';
import {
  CreateLocationBody,
  Location,
  LocationList,
  LocationPhoto,
  PhotoFileQuery,
  PhotoParams,
  UpdateLocationBody,
} from '../locations';
import { SIGNED_IN } from '../permissions';
import { defineRoute } from './define';

/** Locations (organization/locations): spec part 2 §7; writes need manage_locations. */
const permission = 'manage_locations';
const locations = (action: 'create' | 'update' | 'delete') => ({ section: 'locations', action }) as const;
const LOCATION = '/api/locations/:id';
const PHOTO = '/api/locations/:id/photos/:photoId';

export const locationsRoutes = {
  /** Any team member may read where the business works (pickers, the team page). */
  list: defineRoute({ method: 'GET', path: '/api/locations', permission: SIGNED_IN, response: LocationList }),
  create: defineRoute({
    method: 'POST',
    path: '/api/locations',
    permission,
    body: CreateLocationBody,
    response: Location,
    status: 201,
    activity: locations('create'),
    versioned: true,
  }),
  update: defineRoute({
    method: 'PUT',
    path: LOCATION,
    permission,
    params: IdParams,
    body: UpdateLocationBody,
    response: Location,
    activity: locations('update'),
    versioned: true,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: LOCATION,
    permission,
    params: IdParams,
    status: 204,
    activity: locations('delete'),
    versioned: true,
  }),
  /** Multipart, field `file`: one picture, through the image pipeline. At most 10 per location. */
  uploadPhoto: defineRoute({
    method: 'POST',
    path: '/api/locations/:id/photos',
    permission,
    params: IdParams,
    response: LocationPhoto,
    status: 201,
    activity: locations('update'),
    multipart: true,
  }),
  removePhoto: defineRoute({
    method: 'DELETE',
    path: PHOTO,
    permission,
    params: PhotoParams,
    status: 204,
    activity: locations('update'),
  }),
  /** Ours: makes the photo the location's main ("Hero") photo; answers the location. */
  setMainPhoto: defineRoute({
    method: 'PUT',
    path: `${PHOTO}/main`,
    permission,
    params: PhotoParams,
    response: Location,
    activity: locations('update'),
  }),
  /** The picture itself (full size, or `size=thumb`): what a photo's url and thumbnailUrl point at. */
  photoFile: defineRoute({
    method: 'GET',
    path: `${PHOTO}/file`,
    permission: SIGNED_IN,
    params: PhotoParams,
    query: PhotoFileQuery,
  }),
};
