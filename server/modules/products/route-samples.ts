import type { FastifyInstance } from 'fastify';
import type { RouteSample } from '../../testing/route-samples';
import { findOrganizationBySlug } from '../organizations/repository';
import { findProductBySku, insertProduct } from './repository';
import { newProductRow } from './rules';

const SKU = 'OTHER-SAMPLE-1';

/** Other Spa gets a product on demand: the demo gives it none. */
export function otherSpaProduct(app: FastifyInstance): { id: string } {
  const organizationId = findOrganizationBySlug(app.deps.db, 'other-spa')!.id;
  const existing = findProductBySku(app.deps.db, organizationId, SKU.toLowerCase());
  if (existing) return { id: existing.id };
  const row = newProductRow(
    organizationId,
    { name: 'Sample Oil', price: 12, sku: SKU },
    'USD',
    new Date().toISOString(),
  );
  insertProduct(app.deps.db, row);
  return { id: row.id };
}

export const routeSamples: RouteSample[] = [
  { route: 'GET /api/products/:id', foreignParams: otherSpaProduct },
  { route: 'PUT /api/products/:id', foreignParams: otherSpaProduct, body: () => ({ stockQuantity: 99 }) },
  { route: 'DELETE /api/products/:id', foreignParams: otherSpaProduct },
];
