import { DEFAULT_TAX_SETTINGS, type TaxSettings, type TaxSettingsPatch } from '../../contract/tax';
import { patchDocument, readDocument, type DocumentKind } from '../../documents/documents';
import type { AppDeps, RequestContext } from '../../types';

/** How prices are entered and what invoices show: one settings document per organization. */
export const taxSettingsKind: DocumentKind<TaxSettings> = {
  kind: 'tax-settings',
  scope: 'organization',
  defaults: () => DEFAULT_TAX_SETTINGS,
};

export function taxSettingsService(deps: AppDeps) {
  return {
    get: (ctx: RequestContext) => readDocument(deps.db, taxSettingsKind, ctx),
    save(ctx: RequestContext, patch: TaxSettingsPatch, ifMatch: string | undefined) {
      const tidy =
        patch.registrationNumber === undefined
          ? patch
          : { ...patch, registrationNumber: patch.registrationNumber.trim() };
      return patchDocument(deps.db, taxSettingsKind, ctx, tidy, ifMatch, deps.now());
    },
  };
}
