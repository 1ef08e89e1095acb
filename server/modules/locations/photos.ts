import { LOCATION_MESSAGES, MAX_LOCATION_PHOTOS, type Location } from '../../contract/locations';
import { diffChanges } from '../../documents/diff';
import { ConflictError, NotFoundError } from '../../errors';
import { newId } from '../../ids';
import type { AppDeps, RequestContext } from '../../types';
import { planLimits } from '../billing/limits';
import { readPhotoFile, removePhotoFiles, storePhoto } from './photo-files';
import { toLocation, toPhoto } from './present';
import {
  deletePhoto,
  findLocation,
  findPhoto,
  insertPhoto,
  listLocationServices,
  listPhotos,
  setMainPhoto,
  type LocationRow,
  type PhotoRow,
} from './repository';

const photoLimit = () => new ConflictError(LOCATION_MESSAGES.photoLimit);

/**
 * A location's photos (spec part 2 §2, §5): at most 10, each through the image pipeline, one of
 * them the main ("hero") photo. The first photo uploaded becomes the main one, and when the main
 * photo is deleted the next one takes its place, so a location with photos always shows one.
 */
export function locationPhotosService(deps: AppDeps) {
  const { db, now } = deps;
  const { dataDir } = deps.config;
  const limits = planLimits(deps);

  function location(ctx: RequestContext, id: string): LocationRow {
    const row = findLocation(db, ctx.organizationId, id);
    if (!row) throw new NotFoundError('Location');
    return row;
  }

  function photo(ctx: RequestContext, locationId: string, photoId: string): { row: LocationRow; photo: PhotoRow } {
    const row = location(ctx, locationId);
    const found = findPhoto(db, ctx.organizationId, locationId, photoId);
    if (!found) throw new NotFoundError('Photo');
    return { row, photo: found };
  }

  const answer = (ctx: RequestContext, row: LocationRow): Location =>
    toLocation(row, listLocationServices(db, ctx.organizationId, row.id), listPhotos(db, ctx.organizationId, row.id));

  return {
    /** Before the upload is read: another organization's location is not found, whatever is sent. */
    assertLocation: (ctx: RequestContext, locationId: string): void => void location(ctx, locationId),

    async upload(ctx: RequestContext, locationId: string, bytes: Buffer) {
      const row = location(ctx, locationId);
      // Refused before the picture is decoded: the check is cheap and decoding is not.
      if (listPhotos(db, ctx.organizationId, locationId).length >= MAX_LOCATION_PHOTOS) throw photoLimit();
      limits.assertWithinLimit(ctx, 'storage', { adding: bytes.length });
      const stored = await storePhoto(dataDir, ctx.organizationId, bytes);
      const id = newId();
      const at = now().toISOString();
      try {
        db.transaction((tx) => {
          // Again beside the insert: another upload may have finished while this one was decoded.
          const existing = listPhotos(tx, ctx.organizationId, locationId);
          if (existing.length >= MAX_LOCATION_PHOTOS) throw photoLimit();
          if (!findLocation(tx, ctx.organizationId, locationId)) throw new NotFoundError('Location');
          insertPhoto(tx, {
            id,
            organizationId: ctx.organizationId,
            locationId,
            file: stored.file,
            thumbnailFile: stored.thumbnailFile,
            isMain: !existing.some((photo) => photo.isMain),
            position: Math.max(-1, ...existing.map((photo) => photo.position)) + 1,
            width: stored.width,
            height: stored.height,
            createdAt: at,
            updatedAt: at,
          });
        });
      } catch (err) {
        await removePhotoFiles(dataDir, ctx.organizationId, [stored]);
        throw err;
      }
      const photos = listPhotos(db, ctx.organizationId, locationId);
      const added = photos.find((candidate) => candidate.id === id)!;
      return {
        photo: toPhoto(row, added),
        location: row,
        changes: diffChanges({ photos: photos.length - 1 }, { photos: photos.length }),
      };
    },

    async remove(ctx: RequestContext, locationId: string, photoId: string) {
      const { row, photo: removed } = photo(ctx, locationId, photoId);
      const before = listPhotos(db, ctx.organizationId, locationId);
      db.transaction((tx) => {
        deletePhoto(tx, ctx.organizationId, locationId, photoId);
        const next = removed.isMain ? listPhotos(tx, ctx.organizationId, locationId)[0] : undefined;
        if (next) setMainPhoto(tx, ctx.organizationId, locationId, next.id, now());
      });
      await removePhotoFiles(dataDir, ctx.organizationId, [removed]);
      return { location: row, changes: diffChanges({ photos: before.length }, { photos: before.length - 1 }) };
    },

    setMain(ctx: RequestContext, locationId: string, photoId: string) {
      const { row, photo: chosen } = photo(ctx, locationId, photoId);
      const previous = listPhotos(db, ctx.organizationId, locationId).find((candidate) => candidate.isMain);
      if (!chosen.isMain) db.transaction((tx) => setMainPhoto(tx, ctx.organizationId, locationId, photoId, now()));
      return {
        location: answer(ctx, row),
        changes: diffChanges({ mainPhotoId: previous?.id ?? null }, { mainPhotoId: photoId }),
      };
    },

    /** The picture or its thumbnail, for any member of the organization. */
    async file(ctx: RequestContext, locationId: string, photoId: string, size: 'full' | 'thumb') {
      const { photo: found } = photo(ctx, locationId, photoId);
      return readPhotoFile(dataDir, ctx.organizationId, size === 'thumb' ? found.thumbnailFile : found.file);
    },
  };
}
