import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../contract/common';
import { SIGNED_IN } from '../../contract/permissions';
import { UserPreferences, UserPreferencesPatch } from '../../contract/preferences';
import { requireCtx } from '../../types';
import { etagOf } from './documents';
import { preferencesService } from './preferences';

const IfMatchHeaders = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 200 })) });

export async function settingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const preferences = preferencesService(app.deps);

  app.get(
    '/api/settings/user',
    { config: { permission: SIGNED_IN }, schema: { response: { 200: UserPreferences, ...errorResponses } } },
    async (request, reply) => {
      const doc = preferences.get(requireCtx(request.ctx));
      void reply.header('etag', etagOf(doc.version));
      return doc.data;
    },
  );

  app.post(
    '/api/settings/user',
    {
      config: { permission: SIGNED_IN, activity: { section: 'personal', action: 'update' } },
      schema: {
        headers: IfMatchHeaders,
        body: UserPreferencesPatch,
        response: { 200: UserPreferences, ...errorResponses },
      },
    },
    async (request, reply) => {
      const saved = preferences.save(requireCtx(request.ctx), request.body, request.headers['if-match']);
      request.activityNote.details = 'Updated personal preferences';
      request.activityNote.changes = saved.changes;
      void reply.header('etag', etagOf(saved.version));
      return saved.data;
    },
  );
}
