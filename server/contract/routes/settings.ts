import { NotificationPreferences, NotificationPreferencesPatch } from '../notification-preferences';
import { SIGNED_IN } from '../permissions';
import { UserPreferences, UserPreferencesPatch } from '../preferences';
import { defineRoute } from './define';

const permission = SIGNED_IN;

/** The notification preferences document at one path: its read and its save. */
const notificationPreferences = (path: string) => ({
  get: defineRoute({ method: 'GET', path, permission, response: NotificationPreferences, versioned: true }),
  put: defineRoute({
    method: 'PUT',
    path,
    permission,
    body: NotificationPreferencesPatch,
    response: NotificationPreferences,
    activity: { section: 'notifications', action: 'update' },
    versioned: true,
  }),
});

/** Personal settings documents: each person's own. */
export const settingsRoutes = {
  userPreferences: defineRoute({
    method: 'GET',
    path: '/api/settings/user',
    permission,
    response: UserPreferences,
    versioned: true,
  }),
  /** The spec's call is a POST with part of the document. */
  saveUserPreferences: defineRoute({
    method: 'POST',
    path: '/api/settings/user',
    permission,
    body: UserPreferencesPatch,
    response: UserPreferences,
    activity: { section: 'personal', action: 'update' },
    versioned: true,
  }),
  notificationPreferences: notificationPreferences('/api/notifications/preferences'),
  /** Part 1 §7: the client falls back to this path; it answers the same document. */
  legacyNotificationPreferences: notificationPreferences('/api/users/notification-preferences'),
};
