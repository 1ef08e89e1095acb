import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AVATAR_MAX_BYTES,
  AvatarQuery,
  AvatarResponse,
  ChangePasswordBody,
  ChangePasswordResponse,
  Directory,
  DisableTwoFactorBody,
  Profile,
  SecurityInfo,
  SessionList,
  TerminatedSessions,
  TwoFactorCodeBody,
  TwoFactorEnabled,
  TwoFactorSetup,
  UpdateProfileBody,
} from '../../contract/account';
import { errorResponses, IdParams } from '../../contract/common';
import { SIGNED_IN } from '../../contract/permissions';
import { AppError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../errors';
import { requireCtx } from '../../types';
import { AVATAR_TOO_LARGE, AVATAR_WRONG_TYPE } from './avatar';
import { directoryService } from './directory-service';
import { profileService } from './profile-service';
import { securityService } from './security-service';

const permission = SIGNED_IN;
const PASSWORD_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const profiles = profileService(app.deps);
  const security = securityService(app.deps);
  const directory = directoryService(app.deps);

  app.get(
    '/api/users/profile',
    { config: { permission }, schema: { response: { 200: Profile, ...errorResponses } } },
    async (request) => profiles.get(requireCtx(request.ctx)),
  );

  app.put(
    '/api/users/profile',
    {
      config: { permission, activity: { section: 'profile', action: 'update' } },
      schema: { body: UpdateProfileBody, response: { 200: Profile, ...errorResponses } },
    },
    async (request) => {
      const { profile, changes } = profiles.update(requireCtx(request.ctx), request.body);
      request.activityNote.details = 'Updated profile';
      request.activityNote.changes = changes;
      return profile;
    },
  );

  app.post(
    '/api/users/avatar',
    {
      config: { permission, multipart: true, activity: { section: 'profile', action: 'update' } },
      schema: {
        response: { 200: AvatarResponse, ...errorResponses, 413: errorResponses[400], 415: errorResponses[400] },
      },
    },
    async (request) => {
      const ctx = requireCtx(request.ctx);
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
      request.activityNote.details = 'Updated profile picture';
      return { avatarUrl };
    },
  );

  app.get(
    '/api/users/:id/avatar',
    { config: { permission }, schema: { params: IdParams, querystring: AvatarQuery } },
    async (request, reply) => {
      const ctx = requireCtx(request.ctx);
      const { bytes, mime } = await profiles.avatarOf(ctx, request.params.id, request.query.size ?? 'full');
      return reply
        .header('content-type', mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .send(bytes);
    },
  );

  app.get(
    '/api/users/directory',
    { config: { permission }, schema: { response: { 200: Directory, ...errorResponses } } },
    async (request) => ({
      items: directory.list(requireCtx(request.ctx)),
    }),
  );

  app.get(
    '/api/users/security',
    { config: { permission }, schema: { response: { 200: SecurityInfo, ...errorResponses } } },
    async (request) => security.info(requireCtx(request.ctx)),
  );

  app.post(
    '/api/users/change-password',
    {
      config: { permission, rateLimit: PASSWORD_RATE_LIMIT, activity: { section: 'security', action: 'update' } },
      schema: { body: ChangePasswordBody, response: { 200: ChangePasswordResponse, ...errorResponses } },
    },
    async (request) => {
      const { otherSessions, endedSessions } = await security.changePassword(requireCtx(request.ctx), request.body);
      request.activityNote.details =
        endedSessions > 0
          ? `Changed password and ended ${endedSessions} other session${endedSessions === 1 ? '' : 's'}`
          : 'Changed password';
      return { otherSessions };
    },
  );

  app.post(
    '/api/users/enable-2fa/generate',
    { config: { permission }, schema: { response: { 200: TwoFactorSetup, ...errorResponses } } },
    async (request) => security.generateTwoFactor(requireCtx(request.ctx)),
  );

  app.post(
    '/api/users/enable-2fa/verify',
    {
      config: { permission, rateLimit: PASSWORD_RATE_LIMIT, activity: { section: 'security', action: 'update' } },
      schema: { body: TwoFactorCodeBody, response: { 200: TwoFactorEnabled, ...errorResponses } },
    },
    async (request) => {
      const recoveryCodes = await security.verifyTwoFactor(requireCtx(request.ctx), request.body.code);
      request.activityNote.details = 'Turned on two-factor authentication';
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/users/disable-2fa',
    {
      config: { permission, rateLimit: PASSWORD_RATE_LIMIT, activity: { section: 'security', action: 'update' } },
      schema: { body: DisableTwoFactorBody, response: { 204: Type.Null(), ...errorResponses } },
    },
    async (request, reply) => {
      await security.disableTwoFactor(requireCtx(request.ctx), request.body);
      request.activityNote.details = 'Turned off two-factor authentication';
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/users/sessions',
    { config: { permission }, schema: { response: { 200: SessionList, ...errorResponses } } },
    async (request) => ({
      sessions: security.sessions(requireCtx(request.ctx)),
    }),
  );

  app.delete(
    '/api/users/sessions/:id',
    { config: { permission, activity: { section: 'security', action: 'delete' } }, schema: { params: IdParams } },
    async (request, reply) => {
      security.endSession(requireCtx(request.ctx), request.params.id);
      request.activityNote.details = 'Ended a session';
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/users/sessions/terminate-all',
    {
      config: { permission, activity: { section: 'security', action: 'delete' } },
      schema: { response: { 200: TerminatedSessions, ...errorResponses } },
    },
    async (request) => {
      const ended = security.endOtherSessions(requireCtx(request.ctx));
      request.activityNote.details = `Ended ${ended} other session${ended === 1 ? '' : 's'}`;
      return { ended };
    },
  );
}
