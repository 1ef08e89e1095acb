import type {
  CreateProductBody,
  Product,
  ProductListQuery,
  ProductPage,
  UpdateProductBody,
} from '../../contract/products';
import type { DbOrTx } from '../../db/client';
import { diffChanges } from '../../documents/diff';
import { assertFresh } from '../../documents/versions';
import { ConflictError, NotFoundError, PreconditionFailedError } from '../../errors';
import { pagedRows } from '../../exports/paged-rows';
import type { AppDeps, RequestContext } from '../../types';
import { assertServesClients } from '../clients/access';
import { readOrganizationRegional } from '../organizations/document';
import { editableFields, toProduct } from './present';
import {
  deleteProduct,
  findProduct,
  findProductBySku,
  insertProduct,
  listProducts,
  productExportPage,
  updateProduct,
  type ProductPatch,
  type ProductRow,
} from './repository';
import { DUPLICATE_SKU, newProductRow, priceMinorOf, productName, skuKeyOf } from './rules';

const TEXT_FIELDS = ['description', 'sku', 'category', 'brand', 'notes'] as const;

/**
 * Retail products: a paged list, the record, and its writes. Saves change only the fields they
 * send; a SKU another product has is refused with a 409 naming it; the price is kept in the
 * organization's currency as it is at the save (as services' prices are).
 */
export function productsService(deps: AppDeps) {
  const { db, now } = deps;
  const currencyOf = (ctx: RequestContext) => readOrganizationRegional(db, ctx).currency;

  function load(ctx: RequestContext, id: string): ProductRow {
    const row = findProduct(db, ctx.organizationId, id);
    if (!row) throw new NotFoundError('Product');
    return row;
  }

  function assertUniqueSku(tx: DbOrTx, ctx: RequestContext, skuKey: string | null, exceptId?: string) {
    if (skuKey === null) return;
    const other = findProductBySku(tx, ctx.organizationId, skuKey, exceptId);
    if (other) throw new ConflictError(DUPLICATE_SKU(other.name));
  }

  return {
    /** One page by name, optionally searched. */
    list(ctx: RequestContext, query: ProductListQuery): ProductPage {
      assertServesClients(ctx);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 25;
      const { rows, total } = listProducts(db, ctx.organizationId, {
        search: query.search,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { items: rows.map(toProduct), total, page, pageSize };
    },

    get(ctx: RequestContext, id: string): Product {
      assertServesClients(ctx);
      return toProduct(load(ctx, id));
    },

    create(ctx: RequestContext, input: CreateProductBody) {
      const row = newProductRow(ctx.organizationId, input, currencyOf(ctx), now().toISOString());
      db.transaction((tx) => {
        assertUniqueSku(tx, ctx, row.skuKey);
        insertProduct(tx, row);
      });
      const product = toProduct(row);
      return { product, changes: diffChanges({}, editableFields(product)) };
    },

    update(ctx: RequestContext, id: string, input: UpdateProductBody, ifMatch: string | undefined) {
      const row = load(ctx, id);
      assertFresh(ifMatch, row.version);
      const before = toProduct(row);
      const patch: ProductPatch = {};
      const set = <K extends keyof ProductPatch>(key: K, value: ProductPatch[K] | undefined) => {
        if (value !== undefined && value !== row[key]) patch[key] = value;
      };
      if (input.name !== undefined) set('name', productName(input.name));
      for (const field of TEXT_FIELDS) set(field, input[field]?.trim());
      set('stockQuantity', input.stockQuantity);
      set('isActive', input.isActive);
      if (input.price !== undefined) {
        const currency = currencyOf(ctx);
        const minor = priceMinorOf(input.price, currency);
        if (minor !== row.priceMinor || currency !== row.currency) {
          patch.priceMinor = minor;
          patch.currency = currency;
        }
      }
      if (patch.sku !== undefined) patch.skuKey = skuKeyOf(patch.sku);
      if (Object.keys(patch).length === 0) return { product: before, changes: {} };
      const at = now();
      db.transaction((tx) => {
        if (patch.skuKey !== undefined && patch.skuKey !== row.skuKey) assertUniqueSku(tx, ctx, patch.skuKey, id);
        if (!updateProduct(tx, ctx.organizationId, id, row.version, patch, at)) throw new PreconditionFailedError();
      });
      const after = toProduct(load(ctx, id));
      return { product: after, changes: diffChanges(editableFields(before), editableFields(after)) };
    },

    /** Every product for the export, read page by page as the file is written. */
    exportRows(ctx: RequestContext): Iterable<ProductRow> {
      return pagedRows((after: ProductRow | undefined, limit) =>
        productExportPage(db, ctx.organizationId, after, limit),
      );
    },

    remove(ctx: RequestContext, id: string, ifMatch: string | undefined): Product {
      const row = load(ctx, id);
      assertFresh(ifMatch, row.version);
      deleteProduct(db, ctx.organizationId, id);
      return toProduct(row);
    },
  };
}
