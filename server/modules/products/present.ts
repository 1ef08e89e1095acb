import { fromMinorUnits } from '../../contract/currency';
import type { Product } from '../../contract/products';
import type { ProductRow } from './repository';

/** A row as the API answers it: the price back in the decimals it was entered in. */
export const toProduct = (row: ProductRow): Product => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: fromMinorUnits(row.priceMinor, row.currency),
  currency: row.currency,
  sku: row.sku,
  stockQuantity: row.stockQuantity,
  category: row.category,
  brand: row.brand,
  notes: row.notes,
  isActive: row.isActive,
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** What a save may change, for the activity log's before/after (no id, version or timestamps). */
export function editableFields(product: Product) {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = product;
  return fields;
}
