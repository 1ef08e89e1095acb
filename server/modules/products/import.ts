import type { ImportProductsBody, ImportResult } from '../../contract/imports/api';
import { CreateProductBody } from '../../contract/products';
import { AppError } from '../../errors';
import { recordCheck, serviceErrorMessage } from '../../plugins/validation';
import type { AppDeps, RequestContext } from '../../types';
import { cleanRow, flagCell, importTally } from '../../imports/rows';
import { readOrganizationRegional } from '../organizations/document';
import { productImportWriter, type ProductRow } from './repository';
import { DUPLICATE_SKU, newProductRow } from './rules';

/** Each row is held to the product form's own rules, compiled once. */
const checkRow = recordCheck(CreateProductBody);
const ROW_SCHEMA = { body: CreateProductBody };

/**
 * POST /api/products/import: one chunk of the wizard's rows in one transaction (all of its valid
 * rows go in, or on an unexpected error none do). Each row is checked against the product form's
 * rules and reported by its rowIndex; a SKU that is already a product's, or an earlier row's of the
 * same call, fails the row. Prices are in the organization's currency.
 */
export function productImportService(deps: AppDeps) {
  const { db, now } = deps;
  return {
    import(ctx: RequestContext, body: ImportProductsBody): ImportResult {
      const at = now().toISOString();
      const currency = readOrganizationRegional(db, ctx).currency;
      const { tally, fail } = importTally();
      const writer = productImportWriter(db, ctx.organizationId);

      deps.database.sqlite.transaction(() => {
        body.products.forEach((raw, rowIndex) => {
          const input = cleanRow(raw);
          flagCell(input, 'isActive');
          const problem = checkRow(input);
          if (problem !== undefined) return fail(rowIndex, problem);
          let row: ProductRow;
          try {
            row = newProductRow(ctx.organizationId, input as CreateProductBody, currency, at);
          } catch (error) {
            // "Price must have at most 2 decimal places": named by the form's label, as its 400 is.
            if (error instanceof AppError) return fail(rowIndex, serviceErrorMessage(error, ROW_SCHEMA));
            throw error;
          }
          const existing = row.skuKey === null ? undefined : writer.bySkuKey(row.skuKey);
          if (existing) return fail(rowIndex, DUPLICATE_SKU(existing.name));
          writer.insert(row);
          tally.imported += 1;
        });
      })();

      return { imported: tally.imported, failed: tally.failed, errors: tally.errors };
    },
  };
}
