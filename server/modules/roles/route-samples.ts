import type { FastifyInstance } from 'fastify';
import { DEMO_EMAILS } from '../../testing/build-test-app';
import type { RouteSample } from '../../testing/route-samples';
import { findUserByEmail } from '../team/repository';
import { findRoleByName } from './repository';

const otherSpaRole = (app: FastifyInstance) => {
  const owner = findUserByEmail(app.deps.db, DEMO_EMAILS.otherOwner)!;
  return { id: findRoleByName(app.deps.db, owner.organizationId, 'receptionist')!.id };
};

export const rolesRouteSamples: RouteSample[] = [
  { route: 'PUT /api/roles/:id', foreignParams: otherSpaRole, body: () => ({ customPermissions: [] }) },
  { route: 'DELETE /api/roles/:id', foreignParams: otherSpaRole },
];
