import type { FastifyInstance } from 'fastify';
import { detail, standardRoleValue, type ActivityDetail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { KEEP_ANSWER, ifMatchOf, listAnswer, route, versionedAnswer } from '../../http/route';
import { rolesService } from './service';

const { roles: routes } = ROUTES;

/** The activity line of an update; a new display name is worth saying in words. */
function describeUpdate(name: string, newDisplayName: unknown): ActivityDetail {
  const standard = standardRoleValue(name);
  if (newDisplayName === undefined) return detail('activityDetail.roles.updated', { name: standard });
  return typeof newDisplayName === 'string'
    ? detail('activityDetail.roles.renamed', { name: standard, displayName: newDisplayName })
    : detail('activityDetail.roles.nameRestored', { name: standard });
}

export async function rolesRoutes(app: FastifyInstance): Promise<void> {
  const roles = rolesService(app.deps);

  route(app, routes.list, (_request, _reply, ctx) => listAnswer(roles.list(ctx)), KEEP_ANSWER);

  route(app, routes.create, (request, _reply, ctx) => {
    const { role, changes } = roles.create(ctx, request.body);
    request.activityNote.detail = detail('activityDetail.roles.created', { name: role.name });
    request.activityNote.changes = changes;
    return versionedAnswer(role);
  });

  route(app, routes.update, (request, _reply, ctx) => {
    const { role, changes } = roles.update(ctx, request.params.id, request.body, ifMatchOf(request));
    request.activityNote.detail = describeUpdate(role.name, changes.displayName?.after);
    request.activityNote.changes = changes;
    return versionedAnswer(role);
  });

  route(app, routes.remove, (request, _reply, ctx) => {
    const role = roles.remove(ctx, request.params.id, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.roles.deleted', { name: role.name });
  });
}
