import type { FastifyInstance } from 'fastify';
import type { RouteSample } from '../../testing/route-samples';
import { findOrganizationBySlug } from '../organizations/repository';
import { findRoleByName } from './repository';

// Found by the organization's slug, not through a member: roles sit below the team module.
const otherSpaRole = (app: FastifyInstance) => {
  const organization = findOrganizationBySlug(app.deps.db, 'other-spa')!;
  return { id: findRoleByName(app.deps.db, organization.id, 'receptionist')!.id };
};

export const routeSamples: RouteSample[] = [
  { route: 'PUT /api/roles/:id', foreignParams: otherSpaRole, body: () => ({ customPermissions: [] }) },
  { route: 'DELETE /api/roles/:id', foreignParams: otherSpaRole },
];
