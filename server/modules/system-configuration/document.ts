import { DEFAULT_SYSTEM_CONFIGURATION, type SystemConfiguration } from '../../contract/system-configuration';
import type { Db } from '../../db/client';
import { readDocument, type DocumentKind } from '../../documents/documents';
import { AppError } from '../../errors';
import type { RequestContext } from '../../types';

/**
 * System Configuration: one document per organization (contract/system-configuration.ts). The
 * kind's name is the one the whole-database backup schedule reads (backups/database/frequency.ts).
 */
export const systemConfigurationKind: DocumentKind<SystemConfiguration> = {
  kind: 'system-configuration',
  scope: 'organization',
  defaults: () => DEFAULT_SYSTEM_CONFIGURATION,
};

/** The organization's configuration outside a request (sign-in, the guard, daily jobs), cached. */
export function readSystemConfiguration(db: Db, organizationId: string): SystemConfiguration {
  const caller = { organizationId, user: { id: '' } } as Pick<RequestContext, 'organizationId' | 'user'>;
  return readDocument(db, systemConfigurationKind, caller).data;
}

/**
 * Maintenance mode closes the organization's public booking page and manage links too: the
 * business is not taking bookings while its administrators work.
 */
export function assertNotInMaintenance(db: Db, organizationId: string): void {
  if (readSystemConfiguration(db, organizationId).system.maintenanceMode) {
    throw new AppError(
      503,
      'Online booking is paused for maintenance. Please try again later or contact the business.',
      'MAINTENANCE',
    );
  }
}
