import { DEFAULT_BRANDING } from '../contract/branding';
import { DEFAULT_EMAIL_BRAND, type EmailBrand } from '../contract/email-blocks';
import type { DbOrTx } from '../db/client';
import { cachedRead } from '../db/read-cache';
import { mergeDeep } from '../documents/documents';
import { brandingKind } from '../modules/branding/document';
import { brandingDocumentData } from './repository';

/**
 * The organization's two brand colours for its emails: its branding document's primary and
 * secondary colours (defaults until it saves its branding, as modules/branding answers them).
 * They go into style attributes, so anything but a plain #rrggbb colour falls back to the default.
 */

const HEX = /^#[0-9a-f]{6}$/i;

export function emailBrand(db: DbOrTx, organizationId: string): EmailBrand {
  return cachedRead(db, `settings_documents|${organizationId}|branding|email-colours`, () => {
    const stored = brandingDocumentData(db, organizationId, brandingKind.kind);
    const branding = mergeDeep(DEFAULT_BRANDING, stored);
    return {
      primary: HEX.test(branding.primaryColor) ? branding.primaryColor : DEFAULT_EMAIL_BRAND.primary,
      secondary: HEX.test(branding.secondaryColor) ? branding.secondaryColor : DEFAULT_EMAIL_BRAND.secondary,
    };
  });
}

/**
 * HTML written with the default colours (the shipped templates) in the organization's: each
 * default colour becomes its brand counterpart, in one pass so a brand whose primary is the
 * default secondary is not swapped twice.
 */
export function withBrandColours(html: string, brand: EmailBrand): string {
  const swaps = new Map([
    [DEFAULT_EMAIL_BRAND.primary.toLowerCase(), brand.primary],
    [DEFAULT_EMAIL_BRAND.secondary.toLowerCase(), brand.secondary],
  ]);
  const pattern = new RegExp(`${DEFAULT_EMAIL_BRAND.primary}|${DEFAULT_EMAIL_BRAND.secondary}`, 'gi');
  return html.replace(pattern, (colour) => swaps.get(colour.toLowerCase()) ?? colour);
}
