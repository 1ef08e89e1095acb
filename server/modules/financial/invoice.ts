import { DEFAULT_INVOICE_SETTINGS, type InvoiceSettings, type InvoiceSettingsPatch } from '../../contract/financial';
import { mergeDeep, readDocument, writeDocument, type DocumentKind } from '../../documents/documents';
import type { DocumentService } from '../../documents/routes';
import type { AppDeps } from '../../types';
import { checkLogoUrl } from '../branding/logo-references';

/** Invoicing (spec part 2 §3 "Invoice settings"): one settings document per organization. */
export const invoiceSettingsKind: DocumentKind<InvoiceSettings> = {
  kind: 'invoice-settings',
  scope: 'organization',
  defaults: () => DEFAULT_INVOICE_SETTINGS,
};

/**
 * Terms and footer are kept as typed, without surrounding blank lines. The invoice logo is null or
 * a logo this organization uploaded (its public address, no query string): branding's rule, so an
 * invoice never loads a picture from another site.
 */
export function invoiceSettingsService(deps: AppDeps): DocumentService<InvoiceSettings, InvoiceSettingsPatch> {
  return {
    get: (ctx) => readDocument(deps.db, invoiceSettingsKind, ctx),
    save(ctx, patch, ifMatch) {
      const { terms, footer, logoUrl, ...rest } = patch;
      return writeDocument(
        deps.db,
        invoiceSettingsKind,
        ctx,
        (current) => {
          const next = mergeDeep(current, rest);
          if (terms !== undefined) next.terms = terms.trim();
          if (footer !== undefined) next.footer = footer.trim();
          if (logoUrl !== undefined)
            next.logoUrl = checkLogoUrl(deps, ctx.organizationId, 'logoUrl', logoUrl, current.logoUrl);
          return next;
        },
        ifMatch,
        deps.now(),
      );
    },
  };
}
