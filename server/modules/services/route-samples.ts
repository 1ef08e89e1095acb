import type { FastifyInstance } from 'fastify';
import { newId } from '../../ids';
import type { RouteSample } from '../../testing/route-samples';
import { findOrganizationBySlug } from '../organizations/repository';
import { insertCategory, insertService, listCategories, listServices } from './repository';

const otherSpaId = (app: FastifyInstance) => findOrganizationBySlug(app.deps.db, 'other-spa')!.id;

/** Other Spa gets a category on demand: the demo gives it no service menu. */
export function otherSpaCategory(app: FastifyInstance): { id: string } {
  const organizationId = otherSpaId(app);
  const existing = listCategories(app.deps.db, organizationId)[0];
  if (existing) return { id: existing.category.id };
  const id = newId();
  const at = new Date().toISOString();
  insertCategory(app.deps.db, {
    id,
    organizationId,
    name: 'Body',
    position: 0,
    color: '#0ea5e9',
    createdAt: at,
    updatedAt: at,
  });
  return { id };
}

/** And a service in it, for the service routes here and the tax override samples. */
export function otherSpaService(app: FastifyInstance): { id: string } {
  const organizationId = otherSpaId(app);
  const existing = listServices(app.deps.db, organizationId)[0];
  if (existing) return { id: existing.id };
  const id = newId();
  const at = new Date().toISOString();
  insertService(app.deps.db, {
    id,
    organizationId,
    categoryId: otherSpaCategory(app).id,
    parentId: null,
    name: 'Hot Stone Massage',
    durationMinutes: 90,
    priceType: 'fixed',
    priceMinor: 14_000,
    currency: 'USD',
    createdAt: at,
    updatedAt: at,
  });
  return { id };
}

export const routeSamples: RouteSample[] = [
  {
    route: 'PUT /api/settings/services/categories/:id',
    foreignParams: otherSpaCategory,
    body: () => ({ name: 'Renamed' }),
  },
  { route: 'DELETE /api/settings/services/categories/:id', foreignParams: otherSpaCategory },
  {
    route: 'PUT /api/settings/services/treatments/:id',
    foreignParams: otherSpaService,
    body: () => ({ isActive: false }),
  },
  { route: 'DELETE /api/settings/services/treatments/:id', foreignParams: otherSpaService },
];
