import { DEFAULT_TAX_SETTINGS, type TaxSettings, type TaxSettingsPatch } from '../../contract/tax';
import type { AppDeps, RequestContext } from '../../types';
import { mergeDeep, readDocument, writeDocument, type DocumentKind } from '../settings/documents';

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
      return writeDocument(deps.db, taxSettingsKind, ctx, (current) => mergeDeep(current, tidy), ifMatch, deps.now());
    },
  };
}
