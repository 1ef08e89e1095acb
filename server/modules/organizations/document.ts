import {
  DEFAULT_ORGANIZATION_DOCUMENT,
  regionalSettingsOf,
  type OrganizationDocument,
  type OrganizationRegionalSettings,
} from '../../contract/organization';
import type { Db } from '../../db/client';
import { readDocument, type DocumentKind } from '../../documents/documents';
import type { RequestContext } from '../../types';

/**
 * The organization's general settings document: everything but the name (kept on the
 * organization) and the subscription (billing's). In a file of its own because setup, the demo
 * data and personal preferences read or seed it without the organization service's dependencies.
 */
export const organizationDataKind: DocumentKind<OrganizationDocument> = {
  kind: 'organization-data',
  scope: 'organization',
  defaults: () => DEFAULT_ORGANIZATION_DOCUMENT,
};

/**
 * The regional values every member's preferences fall back to (GET /api/settings/organization).
 * An organization that never saved its settings answers its defaults, which are the spec's
 * preference defaults (organization.test.ts keeps the two equal).
 */
export function readOrganizationRegional(
  db: Db,
  ctx: Pick<RequestContext, 'organizationId' | 'user'>,
): OrganizationRegionalSettings {
  return regionalSettingsOf(readDocument(db, organizationDataKind, ctx).data);
}
