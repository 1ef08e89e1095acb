import type { FastifyInstance } from 'fastify';
import { accountRouteSamples } from '../modules/account/route-samples';
import { rolesRouteSamples } from '../modules/roles/route-samples';
import { taxRouteSamples } from '../modules/tax/route-samples';
import { teamRouteSamples } from '../modules/team/route-samples';

/**
 * What the cross-organization test needs to call a route that names a record: the path params of a
 * record that belongs to Other Spa, and a body that would be valid for Demo Salon, so the answer
 * comes from the tenancy check rather than from validation. Each module declares its own; a route
 * with a path parameter and no sample fails the test.
 */
export interface RouteSample {
  /** `METHOD /url` exactly as registered, e.g. `PUT /api/team/users/:id/role`. */
  route: string;
  foreignParams(app: FastifyInstance): Record<string, string>;
  body?(app: FastifyInstance): object;
}

export const routeSamples: RouteSample[] = [
  ...rolesRouteSamples,
  ...taxRouteSamples,
  ...teamRouteSamples,
  ...accountRouteSamples,
];
