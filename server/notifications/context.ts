import type { NotificationFlags } from '../contract/notification-preferences';
import type { AdminNotificationFields, CustomerNotificationFields } from '../contract/notification-settings';
import { readDocument, type DocumentKind } from '../documents/documents';
import { adminNotificationSettingsKind, customerNotificationSettingsKind } from '../modules/notifications/documents';
import { organizationDataKind } from '../modules/organizations/document';
import { findOrganization } from '../modules/organizations/repository';
import { notificationPreferencesKind } from '../modules/settings/notification-preferences';
import type { AppDeps, RequestContext } from '../types';

/**
 * What the engine reads about an organization and its people, outside a request: the settings
 * documents are read as their owner would see them (defaults until saved).
 */

type Caller = Pick<RequestContext, 'organizationId' | 'user'>;

/**
 * The documents layer wants a caller; the engine acts for nobody in particular. An organization
 * document's scope reads only the organization, a personal one only the user's id.
 */
const callerFor = (organizationId: string, userId = ''): Caller => ({ organizationId, user: { id: userId } }) as Caller;

function read<T extends object>(deps: AppDeps, kind: DocumentKind<T>, organizationId: string, userId?: string): T {
  return readDocument(deps.db, kind, callerFor(organizationId, userId)).data;
}

export interface OrganizationFacts {
  name: string;
  timeZone: string;
}

export function organizationFacts(deps: AppDeps, organizationId: string): OrganizationFacts {
  const organization = findOrganization(deps.db, organizationId);
  return {
    name: organization?.name ?? '',
    timeZone: read(deps, organizationDataKind, organizationId).timezone,
  };
}

export const customerSettings = (deps: AppDeps, organizationId: string): CustomerNotificationFields =>
  read(deps, customerNotificationSettingsKind, organizationId);

export const adminSettings = (deps: AppDeps, organizationId: string): AdminNotificationFields =>
  read(deps, adminNotificationSettingsKind, organizationId);

/** A staff member's own notification preferences (Personal settings > Notifications). */
export const staffPreferences = (deps: AppDeps, organizationId: string, userId: string): NotificationFlags =>
  read(deps, notificationPreferencesKind, organizationId, userId);
