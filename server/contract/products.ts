import { Type, type Static } from 'typebox';
import { Id, Page, PageQuery, NameField, Strict, TextField } from './common';

/**
 * Retail products (spec part 3 §3, the import's product fields). The price travels as a decimal in
 * the organization's currency and is stored in minor units with it, as services' prices are.
 */

export const PRODUCT_NAME_MAX_LENGTH = 150;
export const MAX_PRODUCT_PRICE = 1_000_000;
export const MAX_STOCK_QUANTITY = 1_000_000;

const line = (label: string, maxLength = 100) => Type.Optional(TextField({ label, maxLength }));

export const productInputFields = {
  name: NameField({ label: 'Product name', maxLength: PRODUCT_NAME_MAX_LENGTH }),
  description: Type.Optional(TextField({ label: 'Description', maxLength: 2000, multiline: true })),
  price: Type.Number({ title: 'Price', minimum: 0, maximum: MAX_PRODUCT_PRICE }),
  sku: line('SKU', 64),
  stockQuantity: Type.Optional(Type.Integer({ title: 'Stock quantity', minimum: 0, maximum: MAX_STOCK_QUANTITY })),
  category: line('Category'),
  brand: line('Brand'),
  notes: Type.Optional(TextField({ label: 'Notes', maxLength: 2000, multiline: true })),
  isActive: Type.Optional(Type.Boolean({ title: 'Active' })),
};

export const CreateProductBody = Strict(productInputFields);
export type CreateProductBody = Static<typeof CreateProductBody>;

export const UpdateProductBody = Type.Object(
  {
    ...productInputFields,
    name: Type.Optional(productInputFields.name),
    price: Type.Optional(productInputFields.price),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateProductBody = Static<typeof UpdateProductBody>;

export const Product = Strict({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  price: Type.Number(),
  /** ISO 4217 code the price is in: the organization's currency when it was saved. */
  currency: Type.String(),
  sku: Type.String(),
  stockQuantity: Type.Integer(),
  category: Type.String(),
  brand: Type.String(),
  notes: Type.String(),
  isActive: Type.Boolean(),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Product = Static<typeof Product>;

export const ProductListQuery = Strict({
  /** Matches name, SKU, brand and category, case-insensitively. */
  search: Type.Optional(Type.String({ title: 'Search', maxLength: 100 })),
  ...PageQuery,
});
export type ProductListQuery = Static<typeof ProductListQuery>;

export const ProductPage = Page(Product);
export type ProductPage = Static<typeof ProductPage>;
