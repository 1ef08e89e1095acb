import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
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
    detail: detail('activityDetail.preferences.updated'),
  });

  const notifications = notificationPreferencesService(app.deps);
  // The spec's client falls back from /notifications/preferences to /users/notification-preferences;
  // both answer the same document here.
  for (const paths of [settings.notificationPreferences, settings.legacyNotificationPreferences]) {
    documentRoutes(app, {
      ...paths,
      service: notifications,
      detail: detail('activityDetail.notificationPreferences.updated'),
    });
  }
}
