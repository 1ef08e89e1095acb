import type { FastifyInstance } from 'fastify';
import { AVATAR_MAX_BYTES } from '../../contract/account';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { AppError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../errors';
import { FileAnswer, KEEP_ANSWER, ifMatchOf, listAnswer, route } from '../../http/route';
import { AVATAR_TOO_LARGE, AVATAR_WRONG_TYPE } from './avatar';
import { directoryService } from './directory-service';
import { profileService } from './profile-service';
import { securityService } from './security-service';

const { account: routes } = ROUTES;
const PASSWORD_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const profiles = profileService(app.deps);
  const security = securityService(app.deps);
  const directory = directoryService(app.deps);

  route(app, routes.profile, (_request, _reply, ctx) => profiles.get(ctx), KEEP_ANSWER);

  route(app, routes.updateProfile, (request, _reply, ctx) => {
    const { profile, version, changes } = profiles.update(ctx, request.body, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.account.profileUpdated');
    request.activityNote.changes = changes;
    return { data: profile, version };
  });

  route(app, routes.uploadAvatar, async (request, _reply, ctx) => {
    if (!request.isMultipart())
      throw new UnsupportedMediaTypeError('Send the picture as multipart/form-data in the field "avatar"');
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'avatar') throw new AppError(400, 'avatar is required', 'VALIDATION_ERROR');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new PayloadTooLargeError(AVATAR_TOO_LARGE);
      throw err;
    }
    if (bytes.length === 0) throw new UnsupportedMediaTypeError(AVATAR_WRONG_TYPE);
    const avatarUrl = await profiles.setAvatar(ctx, bytes);
    request.activityNote.detail = detail('activityDetail.account.avatarUpdated');
    return { avatarUrl };
  });

  route(
    app,
    routes.avatar,
    async (request, _reply, ctx) => {
      const { bytes, mime } = await profiles.avatarOf(ctx, request.params.id, request.query.size ?? 'full');
      // Each upload is a new file name in a new URL, so browsers may keep a picture a day.
      return new FileAnswer(bytes, mime, 'private, max-age=86400');
    },
    KEEP_ANSWER,
  );

  route(app, routes.directory, (_request, _reply, ctx) => listAnswer(directory.list(ctx)), KEEP_ANSWER);

  route(app, routes.security, (_request, _reply, ctx) => security.info(ctx), KEEP_ANSWER);

  route(
    app,
    routes.changePassword,
    async (request, _reply, ctx) => {
      const { otherSessions, endedSessions } = await security.changePassword(ctx, request.body);
      request.activityNote.detail = detail('activityDetail.account.passwordChanged', { ended: endedSessions });
      return { otherSessions };
    },
    PASSWORD_RATE_LIMIT,
  );

  route(app, routes.generateTwoFactor, (_request, _reply, ctx) => security.generateTwoFactor(ctx));

  route(
    app,
    routes.verifyTwoFactor,
    async (request, _reply, ctx) => {
      const recoveryCodes = await security.verifyTwoFactor(ctx, request.body.code);
      request.activityNote.detail = detail('activityDetail.account.twoFactorOn');
      return { recoveryCodes };
    },
    PASSWORD_RATE_LIMIT,
  );

  route(
    app,
    routes.disableTwoFactor,
    async (request, _reply, ctx) => {
      await security.disableTwoFactor(ctx, request.body);
      request.activityNote.detail = detail('activityDetail.account.twoFactorOff');
    },
    PASSWORD_RATE_LIMIT,
  );

  route(app, routes.sessions, (_request, _reply, ctx) => ({ sessions: security.sessions(ctx) }), KEEP_ANSWER);

  route(app, routes.endSession, (request, _reply, ctx) => {
    security.endSession(ctx, request.params.id);
    request.activityNote.detail = detail('activityDetail.account.sessionEnded');
  });

  route(app, routes.endOtherSessions, (request, _reply, ctx) => {
    const ended = security.endOtherSessions(ctx);
    request.activityNote.detail = detail('activityDetail.account.otherSessionsEnded', { ended });
    return { ended };
  });
}
