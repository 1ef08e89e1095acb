import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../contract/common';
import { SIGNED_IN } from '../../contract/permissions';
import { UserPreferences, UserPreferencesPatch } from '../../contract/preferences';
import { requireCtx } from '../../types';
import { IfMatchHeaders, withEtag } from './if-match';
import { preferencesService } from './preferences';
import { notificationPreferencesService } from './notification-preferences';
import {
  NotificationPreferences,
  NotificationPreferencesPatch,
  type NotificationFlags,
} from '../../contract/notification-preferences';

export async function settingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const preferences = preferencesService(app.deps);

  app.get(
    '/api/settings/user',
    { config: { permission: SIGNED_IN }, schema: { response: { 200: UserPreferences, ...errorResponses } } },
    async (request, reply) => {
      const doc = preferences.get(requireCtx(request.ctx));
      return withEtag(reply, doc.version, doc.data);
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
      return withEtag(reply, saved.version, saved.data);
    },
  );

  const notifications = notificationPreferencesService(app.deps);
  // The spec's client falls back from /notifications/preferences to /users/notification-preferences;
  // both answer the same document here.
  for (const url of ['/api/notifications/preferences', '/api/users/notification-preferences']) {
    app.get(
      url,
      { config: { permission: SIGNED_IN }, schema: { response: { 200: NotificationPreferences, ...errorResponses } } },
      async (request, reply) => {
        const doc = notifications.get(requireCtx(request.ctx));
        return withEtag(reply, doc.version, doc.data);
      },
    );
    app.put(
      url,
      {
        config: { permission: SIGNED_IN, activity: { section: 'notifications', action: 'update' } },
        schema: {
          headers: IfMatchHeaders,
          body: NotificationPreferencesPatch,
          response: { 200: NotificationPreferences, ...errorResponses },
        },
      },
      async (request, reply) => {
        // The schema has admitted only the flat boolean, time and number fields.
        const saved = notifications.save(
          requireCtx(request.ctx),
          request.body as NotificationFlags,
          request.headers['if-match'],
        );
        request.activityNote.details = 'Updated notification preferences';
        request.activityNote.changes = saved.changes;
        return withEtag(reply, saved.version, saved.data);
      },
    );
  }
}
