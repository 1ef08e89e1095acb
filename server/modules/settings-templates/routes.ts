import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { KEEP_ANSWER, route } from '../../http/route';
import { applyTemplate } from './apply';
import { settingsTemplatesService } from './service';

const { settingsTemplates: routes } = ROUTES;

/** Settings templates (spec part 3 §2, §6, §7; issue 17). */
export async function settingsTemplatesRoutes(app: FastifyInstance): Promise<void> {
  const templates = settingsTemplatesService(app.deps);

  route(app, routes.list, (_request, _reply, ctx) => ({ templates: templates.list(ctx) }), KEEP_ANSWER);

  route(app, routes.create, (request, _reply, ctx) => {
    const { template, changes } = templates.create(ctx, request.body);
    request.activityNote.detail = detail('activityDetail.settingsTemplates.created', { name: template.name });
    request.activityNote.changes = changes;
    return template;
  });

  route(app, routes.usage, (request, _reply, ctx) => templates.countUse(ctx, request.params.id));

  route(app, routes.favorite, (request, _reply, ctx) => {
    const { template, changes } = templates.toggleFavorite(ctx, request.params.id);
    request.activityNote.detail = detail(
      template.isFavorite
        ? 'activityDetail.settingsTemplates.favorited'
        : 'activityDetail.settingsTemplates.unfavorited',
      { name: template.name },
    );
    request.activityNote.changes = changes;
    return template;
  });

  route(app, routes.remove, (request, _reply, ctx) => {
    const template = templates.remove(ctx, request.params.id);
    request.activityNote.detail = detail('activityDetail.settingsTemplates.deleted', { name: template.name });
  });

  route(app, routes.apply, (request, _reply, ctx) => {
    const { result, name, changes } = applyTemplate(app.deps, ctx, request.params.id);
    request.activityNote.detail = detail('activityDetail.settingsTemplates.applied', { name });
    request.activityNote.changes = changes;
    return result;
  });
}
