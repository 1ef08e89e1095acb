import { deepFreeze } from '../../contract/freeze';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationFlags } from '../../contract/notification-preferences';
import { isValidTimeZone } from '../../contract/time-zones';
import { patchDocument, readDocument, type DocumentKind } from '../../documents/documents';
import { ValidationError } from '../../errors';
import type { AppDeps, RequestContext } from '../../types';

export const notificationPreferencesKind: DocumentKind<NotificationFlags> = {
  kind: 'notification-preferences',
  scope: 'user',
  defaults: () => DEFAULT_NOTIFICATION_PREFERENCES,
};

/** `updatedAt` only once saved: the screen shows 'default settings active' while it is absent. */
const withUpdatedAt = (data: NotificationFlags, updatedAt: string | null) =>
  updatedAt ? { ...data, updatedAt } : { ...data };

const answers = new WeakMap<object, ReturnType<typeof withUpdatedAt>>();

export function notificationPreferencesService(deps: AppDeps) {
  return {
    get(ctx: RequestContext) {
      const doc = readDocument(deps.db, notificationPreferencesKind, ctx);
      // The document is the read cache's object until the next write: its answer is copied once.
      let data = answers.get(doc);
      if (!data) answers.set(doc, (data = deepFreeze(withUpdatedAt(doc.data, doc.updatedAt))));
      return { data, version: doc.version };
    },

    /** The route's schema has admitted only the flat boolean, time and number fields. */
    save(ctx: RequestContext, patch: Readonly<Record<string, unknown>>, ifMatch: string | undefined) {
      const zone = patch.quietHoursTimezone;
      if (typeof zone === 'string' && !isValidTimeZone(zone)) {
        throw new ValidationError('quietHoursTimezone', 'must be a time zone from the list');
      }
      const saved = patchDocument(deps.db, notificationPreferencesKind, ctx, patch, ifMatch, deps.now());
      return { data: withUpdatedAt(saved.data, saved.updatedAt), version: saved.version, changes: saved.changes };
    },
  };
}
