import { DEFAULT_BRANDING, type BrandingConfig } from '../../contract/branding';
import type { Db } from '../../db/client';
import { readDocument, type DocumentKind } from '../../documents/documents';
import type { RequestContext } from '../../types';

/**
 * The organization's branding, theme and social links: one settings document. In a file of its
 * own because other modules (the invoice preview, later the booking page and emails) read it.
 */
export const brandingKind: DocumentKind<BrandingConfig> = {
  kind: 'branding',
  scope: 'organization',
  defaults: () => DEFAULT_BRANDING,
};

export function readBranding(db: Db, ctx: Pick<RequestContext, 'organizationId' | 'user'>): BrandingConfig {
  return readDocument(db, brandingKind, ctx).data;
}
