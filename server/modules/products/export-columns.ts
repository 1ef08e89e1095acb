import { fromMinorUnits } from '../../contract/currency';
import type { ExportColumn } from '../../exports/send-export';
import type { ProductRow } from './repository';

/**
 * The product export's columns, as a person reads them. The import's generic preset maps these
 * headers back, so a file exported here imports unchanged: keep them.
 */
export const PRODUCT_EXPORT_COLUMNS: readonly ExportColumn<ProductRow>[] = [
  { header: 'Product Name', value: (p) => p.name },
  { header: 'Description', value: (p) => p.description },
  { header: 'Price', value: (p) => fromMinorUnits(p.priceMinor, p.currency) },
  { header: 'Currency', value: (p) => p.currency },
  { header: 'SKU', value: (p) => p.sku },
  { header: 'Stock Quantity', value: (p) => p.stockQuantity },
  { header: 'Category', value: (p) => p.category },
  { header: 'Brand', value: (p) => p.brand },
  { header: 'Notes', value: (p) => p.notes },
  { header: 'Active', value: (p) => p.isActive },
];
