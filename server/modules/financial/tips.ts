import { DEFAULT_TIP_SETTINGS, type TipSettings, type TipSettingsPatch } from '../../contract/financial';
import { mergeDeep, readDocument, writeDocument, type DocumentKind } from '../../documents/documents';
import type { DocumentService } from '../../documents/routes';
import { currencyDigits } from '../../contract/currency';
import { ValidationError } from '../../errors';
import type { AppDeps } from '../../types';
import { organizationDataKind } from '../organizations/document';
import { minorUnitsOf } from '../services/rules';

/** Tips & Gratuity (spec part 2 §3 "Tip settings"): one settings document per organization. */
export const tipSettingsKind: DocumentKind<TipSettings> = {
  kind: 'tip-settings',
  scope: 'organization',
  defaults: () => DEFAULT_TIP_SETTINGS,
};

export const TIP_MESSAGES = {
  duplicatePercentage: 'Each tip percentage can be listed only once',
  duplicateAmount: 'Each suggested amount can be listed only once',
  noPercentages: 'Add at least one tip percentage, or turn tips off',
} as const;

/** The index of the first value listed before, if any. */
function firstRepeat(values: readonly number[]): number | undefined {
  const index = values.findIndex((value, i) => values.slice(0, i).includes(value));
  return index === -1 ? undefined : index;
}

/** What "too many decimals" reads as for the currency: JPY has no minor unit at all. */
const decimalsRule = (currency: string) =>
  currencyDigits(currency) === 0
    ? `must be a whole amount in ${currency}`
    : `must have at most ${currencyDigits(currency)} decimal places`;

/** Each amount in the organization's currency, as minor units (5.00 and 5 are both 500). */
function amountsInMinorUnits(amounts: readonly number[], currency: string): number[] {
  return amounts.map((amount, i) => {
    const minor = minorUnitsOf(amount, currency);
    if (minor === null) throw new ValidationError(`suggestedAmounts.${i}`, decimalsRule(currency));
    return minor;
  });
}

/**
 * The rules a schema cannot express, checked on the document as it would be saved (a patch may
 * send only `enabled`): whole numbers 0-100 and at most 8 are the schema's; amounts have no more
 * decimals than the organization's currency; no percentage or amount twice (the checkout would
 * offer the same button twice); and tips switched on offer at least one percentage.
 */
function checkTips(tips: TipSettings, currency: string): void {
  const repeatedPercentage = firstRepeat(tips.tipPercentages);
  if (repeatedPercentage !== undefined) {
    throw new ValidationError(`tipPercentages.${repeatedPercentage}`, TIP_MESSAGES.duplicatePercentage);
  }
  const repeatedAmount = firstRepeat(amountsInMinorUnits(tips.suggestedAmounts, currency));
  if (repeatedAmount !== undefined) {
    throw new ValidationError(`suggestedAmounts.${repeatedAmount}`, TIP_MESSAGES.duplicateAmount);
  }
  if (tips.enabled && tips.tipPercentages.length === 0) {
    throw new ValidationError('tipPercentages', TIP_MESSAGES.noPercentages);
  }
}

export function tipSettingsService(deps: AppDeps): DocumentService<TipSettings, TipSettingsPatch> {
  return {
    get: (ctx) => readDocument(deps.db, tipSettingsKind, ctx),
    save: (ctx, patch, ifMatch) =>
      writeDocument(
        deps.db,
        tipSettingsKind,
        ctx,
        (current) => {
          const next = mergeDeep(current, patch);
          checkTips(next, readDocument(deps.db, organizationDataKind, ctx).data.currency);
          return next;
        },
        ifMatch,
        deps.now(),
      ),
  };
}
