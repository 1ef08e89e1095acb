import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { Id } from '../contract/common';
import { MAX_TAX_RATES } from '../contract/tax';
import type { Db } from '../db/client';
import type { DocumentChanges } from '../documents/documents';
import { ForbiddenError } from '../errors';
import { findTaxRate, listTaxRates } from '../modules/tax/repository';
import { taxRatesService, toTaxRate } from '../modules/tax/rates';
import type { AppDeps, RequestContext } from '../types';
import { InvalidSectionError } from './sections';

/** Where the Financial section keeps the tax rates, beside its settings documents. */
export const TAX_RATES_KEY = 'tax-rates';

const BackedUpRate = Type.Object(
  {
    id: Id,
    name: Type.String({ minLength: 1, maxLength: 100 }),
    percentage: Type.Number({ minimum: 0, maximum: 100 }),
    isDefault: Type.Boolean(),
  },
  { additionalProperties: false },
);
const TaxRatesContent = Type.Array(BackedUpRate, { maxItems: MAX_TAX_RATES });
type TaxRatesContent = Static<typeof TaxRatesContent>;

export function readTaxRates(db: Db, organizationId: string): TaxRatesContent {
  return listTaxRates(db, organizationId).map((row) => {
    const { id, name, percentage, isDefault } = toTaxRate(row);
    return { id, name, percentage, isDefault };
  });
}

/**
 * Puts the tax rates back through the Tax Configuration's own rules (names unique, one default, at
 * most MAX_TAX_RATES): a rate that still exists gets its name, percentage and default back, one
 * deleted since is created again; rates added since stay, with the services that use them. Changing
 * rates is `manage_tax_settings`' (a role may manage backups without it). Meant to run inside the
 * restore's transaction.
 */
export function writeTaxRates(deps: AppDeps, ctx: RequestContext, content: unknown): DocumentChanges {
  if (!Value.Check(TaxRatesContent, content)) throw new InvalidSectionError('financial');
  const rates = taxRatesService(deps);
  const changes: DocumentChanges = {};
  // The default last, so it is the one left standing.
  const ordered = [...content].sort((a, b) => Number(a.isDefault) - Number(b.isDefault));
  for (const saved of ordered) {
    const input = { name: saved.name, percentage: saved.percentage, ...(saved.isDefault ? { isDefault: true } : {}) };
    const result = findTaxRate(deps.db, ctx.organizationId, saved.id)
      ? rates.update(ctx, saved.id, input, undefined)
      : rates.create(ctx, input);
    for (const [path, change] of Object.entries(result.changes))
      changes[`${TAX_RATES_KEY}.${saved.name}.${path}`] = change;
  }
  if (Object.keys(changes).length > 0 && !ctx.can('manage_tax_settings')) {
    throw new ForbiddenError('You need permission to manage tax settings to restore the tax rates');
  }
  return changes;
}
