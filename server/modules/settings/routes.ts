import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../contract/routes';
import { documentRoutes } from '../../documents/routes';
import { notificationPreferencesService } from './notification-preferences';
import { preferencesService } from './preferences';

const { settings } = ROUTES;

/** Each person's own settings documents. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  documentRoutes(app, {
    get: settings.userPreferences,
    put: settings.saveUserPreferences,
    service: preferencesService(app.deps),
    details: 'Updated personal preferences',
  });

  const notifications = notificationPreferencesService(app.deps);
  // The spec's client falls back from /notifications/preferences to /users/notification-preferences;
  // both answer the same document here.
  for (const paths of [settings.notificationPreferences, settings.legacyNotificationPreferences]) {
    documentRoutes(app, {
      ...paths,
      service: notifications,
      details: 'Updated notification preferences',
    });
  }
}
