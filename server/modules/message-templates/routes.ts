import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { KEEP_ANSWER, answerAround, ifMatchOf, route, versionedAnswer } from '../../http/route';
import { messageTemplatesService } from './service';

const { messageTemplates: routes } = ROUTES;

/** Message templates (spec part 3 §7): system templates with their overrides, marketing templates. */
export async function messageTemplatesRoutes(app: FastifyInstance): Promise<void> {
  const templates = messageTemplatesService(app.deps);

  route(
    app,
    routes.list,
    (request, _reply, ctx) => answerAround(templates.list(ctx, request.query), (list) => ({ templates: list })),
    KEEP_ANSWER,
  );

  route(
    app,
    routes.bySubtype,
    (request, _reply, ctx) => ({
      templates: templates.bySubtype(ctx, request.params.subtype, request.query),
    }),
    KEEP_ANSWER,
  );

  route(app, routes.get, (request, _reply, ctx) => versionedAnswer(templates.get(ctx, request.params.id)), KEEP_ANSWER);

  route(app, routes.create, (request, _reply, ctx) => {
    const { template, changes } = templates.create(ctx, request.body);
    request.activityNote.detail = detail('activityDetail.messageTemplates.added', { name: template.name });
    request.activityNote.changes = changes;
    return versionedAnswer(template);
  });

  route(app, routes.update, (request, _reply, ctx) => {
    const { template, changes } = templates.update(ctx, request.params.id, request.body, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.messageTemplates.updated', { name: template.name });
    request.activityNote.changes = changes;
    return versionedAnswer(template);
  });

  route(app, routes.remove, (request, _reply, ctx) => {
    const template = templates.remove(ctx, request.params.id, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.messageTemplates.deleted', { name: template.name });
  });

  route(app, routes.reset, (request, _reply, ctx) => {
    const { template, changes } = templates.reset(ctx, request.params.id);
    request.activityNote.detail = detail('activityDetail.templates.reset', { name: template.name });
    request.activityNote.changes = changes;
    return template;
  });

  route(app, routes.preview, (request, _reply, ctx) => templates.preview(ctx, request.params.id, request.body));
}
