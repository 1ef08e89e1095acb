import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationFlags } from '../../contract/notification-preferences';
import { isValidTimeZone } from '../../contract/time-zones';
import { ValidationError } from '../../errors';
import type { AppDeps, RequestContext } from '../../types';
import { mergeDeep, readDocument, writeDocument, type DocumentKind } from './documents';

export const notificationPreferencesKind: DocumentKind<NotificationFlags> = {
  kind: 'notification-preferences',
  scope: 'user',
  defaults: () => DEFAULT_NOTIFICATION_PREFERENCES,
};

/** `updatedAt` only once saved: the screen shows 'default settings active' while it is absent. */
const withUpdatedAt = (data: NotificationFlags, updatedAt: string | null) =>
  updatedAt ? { ...data, updatedAt } : { ...data };

export function notificationPreferencesService(deps: AppDeps) {
  return {
    get(ctx: RequestContext) {
      const doc = readDocument(deps.db, notificationPreferencesKind, ctx);
      return { data: withUpdatedAt(doc.data, doc.updatedAt), version: doc.version };
    },

    save(ctx: RequestContext, patch: NotificationFlags, ifMatch: string | undefined) {
      const zone = patch.quietHoursTimezone;
      if (typeof zone === 'string' && !isValidTimeZone(zone)) {
        throw new ValidationError('quietHoursTimezone', 'must be a time zone from the list');
      }
      const saved = writeDocument(
        deps.db,
        notificationPreferencesKind,
        ctx,
        (current) => mergeDeep(current, patch),
        ifMatch,
        deps.now(),
      );
      return { data: withUpdatedAt(saved.data, saved.updatedAt), version: saved.version, changes: saved.changes };
    },
  };
}
