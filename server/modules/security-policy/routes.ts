import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { documentRoutes } from '../../documents/routes';
import { KEEP_ANSWER, route } from '../../http/route';
import { plainAddress } from '../../security/address-list';
import { passwordRulesOf } from './document';
import { securityPolicyService } from './service';

const { securityPolicy } = ROUTES;

/** Security & Compliance (organization/security): the policy, and what members may read of it. */
export async function securityPolicyRoutes(app: FastifyInstance): Promise<void> {
  documentRoutes(app, {
    get: securityPolicy.policy,
    put: securityPolicy.savePolicy,
    service: securityPolicyService(app.deps),
    detail: detail('activityDetail.securityPolicy.updated'),
  });
  route(
    app,
    securityPolicy.passwordRules,
    (request) => passwordRulesOf(app.deps.db, request.ctx!.organizationId),
    KEEP_ANSWER,
  );
  route(app, securityPolicy.myAddress, (request) => ({ ipAddress: plainAddress(request.ip) }));
}
