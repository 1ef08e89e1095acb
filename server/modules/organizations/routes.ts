import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { documentRoutes } from '../../documents/routes';
import { KEEP_ANSWER, route } from '../../http/route';
import { organizationService } from './service';

const { organizations: routes } = ROUTES;

export async function organizationRoutes(app: FastifyInstance): Promise<void> {
  const organization = organizationService(app.deps);

  documentRoutes(app, {
    get: routes.data,
    put: routes.saveData,
    service: organization,
    detail: detail('activityDetail.organization.updated'),
  });

  route(app, routes.regional, (_request, _reply, ctx) => organization.regional(ctx), KEEP_ANSWER);
}
