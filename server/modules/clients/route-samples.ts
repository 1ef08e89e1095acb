import type { FastifyInstance } from 'fastify';
import type { RouteSample } from '../../testing/route-samples';
import { findOrganizationBySlug } from '../organizations/repository';
import { findClientByKey, insertClient } from './repository';
import { newClientRow } from './rules';

const EMAIL = 'sample.client@other.test';

/** Other Spa gets a client on demand: the demo gives it none. */
export function otherSpaClient(app: FastifyInstance): { id: string } {
  const organizationId = findOrganizationBySlug(app.deps.db, 'other-spa')!.id;
  const existing = findClientByKey(app.deps.db, organizationId, { column: 'emailKey', value: EMAIL });
  if (existing) return { id: existing.id };
  const row = newClientRow(
    organizationId,
    { firstName: 'Sample', lastName: 'Client', email: EMAIL },
    new Date().toISOString(),
  );
  insertClient(app.deps.db, row);
  return { id: row.id };
}

export const routeSamples: RouteSample[] = [
  { route: 'GET /api/clients/:id', foreignParams: otherSpaClient },
  { route: 'PUT /api/clients/:id', foreignParams: otherSpaClient, body: () => ({ notes: 'Moved to Demo Salon' }) },
  { route: 'DELETE /api/clients/:id', foreignParams: otherSpaClient },
];
