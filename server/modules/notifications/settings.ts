import { deepFreeze } from '../../contract/freeze';
import type {
  AdminNotificationSettings,
  AdminNotificationSettingsPatch,
  CustomerNotificationSettings,
} from '../../contract/notification-settings';
import { readDocument, writeDocument, type DocumentKind, type StoredDocument } from '../../documents/documents';
import type { DocumentService } from '../../documents/routes';
import { ForbiddenError } from '../../errors';
import type { AppDeps, RequestContext } from '../../types';
import { adminNotificationSettingsKind, customerNotificationSettingsKind } from './documents';
import { nextAdminSettings, nextCustomerSettings } from './settings-rules';

/** `updatedAt` only once saved: its absence tells the screen the defaults are in use (spec part 2 §3). */
const withUpdatedAt = <T extends object>(data: T, updatedAt: string | null): T & { updatedAt?: string } =>
  updatedAt ? { ...data, updatedAt } : { ...data };

// The stored document is the read cache's object until the next write: its answer is made once, and
// frozen so the route serializes it once too (http/route.ts).
const answers = new WeakMap<object, object>();
function answerOf<T extends object>(doc: StoredDocument<T>): T & { updatedAt?: string } {
  let data = answers.get(doc) as (T & { updatedAt?: string }) | undefined;
  if (!data) answers.set(doc, (data = deepFreeze(withUpdatedAt(doc.data, doc.updatedAt))));
  return data;
}

function documentService<T extends object, Patch>(
  deps: AppDeps,
  kind: DocumentKind<T>,
  next: (current: T, patch: Patch) => T,
  check: (ctx: RequestContext) => void = () => undefined,
) {
  return {
    get(ctx: RequestContext) {
      check(ctx);
      const doc = readDocument(deps.db, kind, ctx);
      return { data: answerOf(doc), version: doc.version };
    },
    save(ctx: RequestContext, patch: Patch, ifMatch: string | undefined) {
      check(ctx);
      const saved = writeDocument(deps.db, kind, ctx, (current) => next(current, patch), ifMatch, deps.now());
      return { data: withUpdatedAt(saved.data, saved.updatedAt), version: saved.version, changes: saved.changes };
    },
  };
}

/** What clients receive about their appointments (GET / PUT /api/notifications/settings). */
export function customerNotificationSettingsService(
  deps: AppDeps,
): DocumentService<CustomerNotificationSettings, Readonly<Record<string, unknown>>> {
  return documentService(deps, customerNotificationSettingsKind, nextCustomerSettings);
}

/**
 * What the team is told (GET / PUT /api/notifications/settings/admin). The routes need
 * manage_organization_settings (spec part 2 §6); the part belongs to the Booking Notifications page,
 * so its permission is needed as well, which only a custom role can lack beside the other.
 */
export function adminNotificationSettingsService(
  deps: AppDeps,
): DocumentService<AdminNotificationSettings, AdminNotificationSettingsPatch> {
  return documentService(deps, adminNotificationSettingsKind, nextAdminSettings, (ctx) => {
    if (!ctx.can('manage_notification_settings')) {
      throw new ForbiddenError('You do not have permission to manage notification settings');
    }
  });
}
