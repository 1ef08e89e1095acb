import { fromMinorUnits } from '../../contract/currency';
import type { Service, ServiceCategory, ServiceVariant } from '../../contract/services';
import type { CategoryWithCount, ServiceRow, VariantRow } from './repository';

/** Rows as the API answers them: prices back in the decimals they were entered in (220.5 stays 220.5). */

export const toCategory = ({ category, serviceCount }: CategoryWithCount): ServiceCategory => ({
  id: category.id,
  name: category.name,
  order: category.position,
  color: category.color,
  isActive: category.isActive,
  serviceCount,
  version: category.version,
  createdAt: category.createdAt,
  updatedAt: category.updatedAt,
});

export const toVariant = (row: VariantRow): ServiceVariant => ({
  id: row.id,
  name: row.name,
  description: row.description,
  priceType: row.priceType,
  price: fromMinorUnits(row.priceMinor, row.currency),
  durationMinutes: row.durationMinutes,
});

export const toService = (row: ServiceRow, variants: readonly VariantRow[]): Service => ({
  id: row.id,
  name: row.name,
  description: row.description,
  durationMinutes: row.durationMinutes,
  price: fromMinorUnits(row.priceMinor, row.currency),
  priceType: row.priceType,
  currency: row.currency,
  isActive: row.isActive,
  categoryId: row.categoryId,
  defaultTemplateId: row.defaultTemplateId,
  parentId: row.parentId,
  bufferBeforeMinutes: row.bufferBeforeMinutes,
  bufferAfterMinutes: row.bufferAfterMinutes,
  processingStartMinutes: row.processingStartMinutes,
  processingMinutes: row.processingMinutes,
  variants: variants.map(toVariant),
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** Each service with its own variants, from one read of all of them. */
export function withVariants(rows: readonly ServiceRow[], variants: readonly VariantRow[]): Service[] {
  const byService = new Map<string, VariantRow[]>();
  for (const variant of variants) {
    const list = byService.get(variant.serviceId);
    if (list) list.push(variant);
    else byService.set(variant.serviceId, [variant]);
  }
  return rows.map((row) => toService(row, byService.get(row.id) ?? []));
}

/** What a save may change, for the activity log's before/after (no version or timestamps). */
export function editableFields(service: Service) {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, parentId: _p, ...fields } = service;
  return fields;
}
