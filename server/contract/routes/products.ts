import { IdParams } from '../common';
import { SIGNED_IN } from '../permissions';
import { CreateProductBody, Product, ProductListQuery, ProductPage, UpdateProductBody } from '../products';
import { defineRoute } from './define';

/**
 * Retail products (ours: the spec shows only their import). Any member may look them up (the
 * service refuses roles ranked below receptionist); changing the catalogue is for those who manage
 * the organization.
 */
const permission = 'manage_organization_settings';
const products = (action: 'create' | 'update' | 'delete') => ({ section: 'products', action }) as const;
const PRODUCT = '/api/products/:id';

export const productsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/products',
    permission: SIGNED_IN,
    query: ProductListQuery,
    response: ProductPage,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/products',
    permission,
    body: CreateProductBody,
    response: Product,
    status: 201,
    activity: products('create'),
    versioned: true,
  }),
  get: defineRoute({
    method: 'GET',
    path: PRODUCT,
    permission: SIGNED_IN,
    params: IdParams,
    response: Product,
    versioned: true,
  }),
  update: defineRoute({
    method: 'PUT',
    path: PRODUCT,
    permission,
    params: IdParams,
    body: UpdateProductBody,
    response: Product,
    activity: products('update'),
    versioned: true,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: PRODUCT,
    permission,
    params: IdParams,
    status: 204,
    activity: products('delete'),
    versioned: true,
  }),
};
