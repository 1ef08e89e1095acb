import type { CreateProductBody } from '../../contract/products';
import { cleanName } from '../../contract/text';
import { ValidationError } from '../../errors';
import { newId } from '../../ids';
import { servicePriceMinor } from '../services/rules';
import type { ProductRow } from './repository';

/**
 * The rules a product is stored by, shared by the form and the import. Prices are entered in the
 * organization's currency and kept in its minor units with it, exactly as services' prices are
 * (more decimals than the currency has are refused, naming Price).
 */

/** The SKU as compared: trimmed and lower-cased, or null for a product without one. */
export function skuKeyOf(sku: string): string | null {
  const key = sku.trim().toLowerCase();
  return key === '' ? null : key;
}

export function productName(raw: string): string {
  const name = cleanName(raw);
  if (name === '') throw new ValidationError('name', 'is required');
  return name;
}

export const priceMinorOf = servicePriceMinor;

export const DUPLICATE_SKU = (name: string) => `A product with this SKU already exists: ${name}.`;

/** A new product as stored, from a create body (the form's, or an import row once checked). */
export function newProductRow(
  organizationId: string,
  input: CreateProductBody,
  currency: string,
  at: string,
): ProductRow {
  const sku = input.sku?.trim() ?? '';
  return {
    id: newId(),
    organizationId,
    name: productName(input.name),
    description: input.description?.trim() ?? '',
    priceMinor: priceMinorOf(input.price, currency),
    currency,
    sku,
    stockQuantity: input.stockQuantity ?? 0,
    category: input.category?.trim() ?? '',
    brand: input.brand?.trim() ?? '',
    notes: input.notes?.trim() ?? '',
    isActive: input.isActive ?? true,
    skuKey: skuKeyOf(sku),
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
}
