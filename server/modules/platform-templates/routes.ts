import { detail } from '../../contract/activity-details';
import { importSummary } from '../../imports/rows';
import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../contract/routes';
import { diffChanges } from '../../documents/diff';
import { KEEP_ANSWER, route } from '../../http/route';
import { exportFileName } from './export-file';
import { readImportUpload } from './import-upload';
import { platformTemplatesService } from './service';

const { platformTemplates: routes } = ROUTES;

/** Platform templates (spec part 3 §7): the platform's defaults and the organization's overrides of them. */
export async function platformTemplatesRoutes(app: FastifyInstance): Promise<void> {
  const templates = platformTemplatesService(app.deps);

  route(app, routes.list, (request, _reply, ctx) => ({ templates: templates.list(ctx, request.query) }), KEEP_ANSWER);

  route(app, routes.bySubtype, (request, _reply, ctx) => templates.bySubtype(ctx, request.query), KEEP_ANSWER);

  route(app, routes.variables, (request) => templates.variables(request.params.type), KEEP_ANSWER);

  route(app, routes.get, (request, _reply, ctx) => templates.get(ctx, request.params.id), KEEP_ANSWER);

  route(app, routes.override, (request, _reply, ctx) => {
    const template = templates.override(ctx, request.params.id, request.body);
    request.activityNote.detail = detail('activityDetail.platformTemplates.customised', { name: template.name });
    return template;
  });

  route(app, routes.removeOverride, (request, _reply, ctx) => {
    const template = templates.removeOverride(ctx, request.params.id);
    request.activityNote.detail = detail('activityDetail.templates.reset', { name: template.name });
    return template;
  });

  route(app, routes.toggle, (request, _reply, ctx) => {
    const template = templates.toggle(ctx, request.params.id, request.body.isEnabled);
    request.activityNote.detail = detail(
      template.isEnabled
        ? 'activityDetail.platformTemplates.switchedOn'
        : 'activityDetail.platformTemplates.switchedOff',
      { name: template.name },
    );
    request.activityNote.changes = diffChanges(
      { isEnabled: !request.body.isEnabled },
      { isEnabled: template.isEnabled },
    );
    return template;
  });

  route(app, routes.resetAll, (request, _reply, ctx) => {
    const result = templates.resetAll(ctx);
    request.activityNote.detail = detail('activityDetail.platformTemplates.allReset', { count: result.reset });
    return result;
  });

  route(app, routes.preview, (request, _reply, ctx) => templates.preview(ctx, request.params.id, request.body));

  route(app, routes.sync, (request, _reply, ctx) => {
    const result = templates.sync(ctx);
    request.activityNote.detail = detail('activityDetail.platformTemplates.synced', {
      updated: result.updated,
      added: result.new,
    });
    return result;
  });

  route(app, routes.history, (request, _reply, ctx) => templates.history(ctx, request.params.id), KEEP_ANSWER);

  route(app, routes.batchUpdate, (request, _reply, ctx) => {
    const result = templates.batchUpdate(ctx, request.body);
    request.activityNote.detail = detail('activityDetail.platformTemplates.batchUpdated', { count: result.updated });
    return result;
  });

  route(app, routes.export, (request, reply, ctx) => {
    request.activityNote.detail = detail('activityDetail.platformTemplates.exported');
    return reply
      .header('content-disposition', `attachment; filename="${exportFileName(ctx.organization.slug)}"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(templates.exportFile(ctx), null, 2));
  });

  route(app, routes.import, async (request, _reply, ctx) => {
    const { bytes, overwrite } = await readImportUpload(request);
    const result = templates.importFile(ctx, bytes, overwrite);
    request.activityNote.detail = importSummary('activityDetail.import.templates', {
      imported: result.imported,
      skipped: result.skipped,
      failed: result.failed.length,
    });
    return result;
  });

  route(app, routes.removeAll, (request, _reply, ctx) => {
    const result = templates.removeAll(ctx);
    request.activityNote.detail = detail('activityDetail.platformTemplates.removed', { count: result.removed });
    return result;
  });
}
