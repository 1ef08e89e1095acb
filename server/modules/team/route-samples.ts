import type { FastifyInstance } from 'fastify';
import type { RouteSample } from '../../testing/route-samples';
import { DEMO_EMAILS } from '../../testing/build-test-app';
import { findRoleByName } from '../roles/repository';
import { findUserByEmail } from './repository';

const otherSpaOwner = (app: FastifyInstance) => ({ id: findUserByEmail(app.deps.db, DEMO_EMAILS.otherOwner)!.id });
const demoSalonRole = (app: FastifyInstance) => {
  const owner = findUserByEmail(app.deps.db, DEMO_EMAILS.owner)!;
  return { roleId: findRoleByName(app.deps.db, owner.organizationId, 'receptionist')!.id };
};

export const routeSamples: RouteSample[] = [
  { route: 'PUT /api/team/users/:id/role', foreignParams: otherSpaOwner, body: demoSalonRole },
  { route: 'POST /api/team/users/:id/deactivate', foreignParams: otherSpaOwner },
  { route: 'POST /api/team/users/:id/reactivate', foreignParams: otherSpaOwner },
  { route: 'POST /api/team/users/:id/invitation', foreignParams: otherSpaOwner },
  {
    route: 'POST /api/team/users/:id/sign-in',
    foreignParams: otherSpaOwner,
    body: () => ({ password: 'a-fine-password-1' }),
  },
  { route: 'GET /api/team/users/:id/practitioner', foreignParams: otherSpaOwner },
  { route: 'PUT /api/team/users/:id/practitioner', foreignParams: otherSpaOwner, body: () => ({ serviceIds: [] }) },
];
