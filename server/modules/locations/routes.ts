import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { AppError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../errors';
import { FileAnswer, KEEP_ANSWER, ifMatchOf, route, versionedAnswer } from '../../http/route';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE } from './photo-files';
import { locationPhotosService } from './photos';
import { locationsService } from './service';

const { locations: routes } = ROUTES;

/** Locations (organization/locations, spec part 2 §7): details, hours, services and photos. */
export async function locationsRoutes(app: FastifyInstance): Promise<void> {
  const locations = locationsService(app.deps);
  const photos = locationPhotosService(app.deps);

  route(app, routes.list, (_request, _reply, ctx) => locations.list(ctx), KEEP_ANSWER);

  route(app, routes.create, (request, _reply, ctx) => {
    const { location, changes } = locations.create(ctx, request.body);
    request.activityNote.detail = detail('activityDetail.locations.added', { name: location.name });
    request.activityNote.changes = changes;
    return versionedAnswer(location);
  });

  route(app, routes.update, (request, _reply, ctx) => {
    const { location, changes } = locations.update(ctx, request.params.id, request.body, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.locations.updated', { name: location.name });
    request.activityNote.changes = changes;
    return versionedAnswer(location);
  });

  route(app, routes.remove, async (request, _reply, ctx) => {
    const location = await locations.remove(ctx, request.params.id, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.locations.deleted', { name: location.name });
  });

  route(app, routes.uploadPhoto, async (request, _reply, ctx) => {
    photos.assertLocation(ctx, request.params.id);
    if (!request.isMultipart())
      throw new UnsupportedMediaTypeError('Send the photo as multipart/form-data in the field "file"');
    const file = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'file') throw new AppError(400, 'file is required', 'VALIDATION_ERROR');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(PHOTO_TOO_LARGE);
      throw err;
    }
    if (bytes.length === 0) throw new UnsupportedMediaTypeError(PHOTO_WRONG_TYPE);
    const { photo, location, changes } = await photos.upload(ctx, request.params.id, bytes);
    request.activityNote.detail = detail('activityDetail.locations.photoAdded', { name: location.name });
    request.activityNote.changes = changes;
    return photo;
  });

  route(app, routes.removePhoto, async (request, _reply, ctx) => {
    const { location, changes } = await photos.remove(ctx, request.params.id, request.params.photoId);
    request.activityNote.detail = detail('activityDetail.locations.photoDeleted', { name: location.name });
    request.activityNote.changes = changes;
  });

  route(app, routes.setMainPhoto, (request, _reply, ctx) => {
    const { location, changes } = photos.setMain(ctx, request.params.id, request.params.photoId);
    request.activityNote.detail = detail('activityDetail.locations.heroChosen', { name: location.name });
    request.activityNote.changes = changes;
    return location;
  });

  route(
    app,
    routes.photoFile,
    async (request, _reply, ctx) => {
      const { bytes, mime } = await photos.file(
        ctx,
        request.params.id,
        request.params.photoId,
        request.query.size ?? 'full',
      );
      // A photo's files never change (a new upload is a new photo), so browsers may keep them a day.
      return new FileAnswer(bytes, mime, 'private, max-age=86400');
    },
    KEEP_ANSWER,
  );
}
