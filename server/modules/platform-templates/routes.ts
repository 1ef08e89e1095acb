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
    request.activityNote.details = `Customised the template ${template.name}`;
    return template;
  });

  route(app, routes.removeOverride, (request, _reply, ctx) => {
    const template = templates.removeOverride(ctx, request.params.id);
    request.activityNote.details = `Reset the template ${template.name} to its default`;
    return template;
  });

  route(app, routes.toggle, (request, _reply, ctx) => {
    const template = templates.toggle(ctx, request.params.id, request.body.isEnabled);
    request.activityNote.details = `${template.isEnabled ? 'Switched on' : 'Switched off'} the template ${template.name}`;
    request.activityNote.changes = diffChanges(
      { isEnabled: !request.body.isEnabled },
      { isEnabled: template.isEnabled },
    );
    return template;
  });

  route(app, routes.resetAll, (request, _reply, ctx) => {
    const result = templates.resetAll(ctx);
    request.activityNote.details = `Reset ${result.reset} template${result.reset === 1 ? '' : 's'} to their defaults`;
    return result;
  });

  route(app, routes.preview, (request, _reply, ctx) => templates.preview(ctx, request.params.id, request.body));

  route(app, routes.sync, (request, _reply, ctx) => {
    const result = templates.sync(ctx);
    request.activityNote.details = `Synced the platform templates: ${result.updated} updated, ${result.new} new`;
    return result;
  });

  route(app, routes.history, (request, _reply, ctx) => templates.history(ctx, request.params.id), KEEP_ANSWER);

  route(app, routes.batchUpdate, (request, _reply, ctx) => {
    const result = templates.batchUpdate(ctx, request.body);
    request.activityNote.details = `Updated ${result.updated} template${result.updated === 1 ? '' : 's'} at once`;
    return result;
  });

  route(app, routes.export, (request, reply, ctx) => {
    request.activityNote.details = 'Exported the templates';
    return reply
      .header('content-disposition', `attachment; filename="${exportFileName(ctx.organization.slug)}"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(templates.exportFile(ctx), null, 2));
  });

  route(app, routes.import, async (request, _reply, ctx) => {
    const { bytes, overwrite } = await readImportUpload(request);
    const result = templates.importFile(ctx, bytes, overwrite);
    request.activityNote.details =
      `Imported ${result.imported} template${result.imported === 1 ? '' : 's'}` +
      (result.skipped > 0 ? `, ${result.skipped} skipped` : '') +
      (result.failed.length > 0 ? `, ${result.failed.length} failed` : '');
    return result;
  });

  route(app, routes.removeAll, (request, _reply, ctx) => {
    const result = templates.removeAll(ctx);
    request.activityNote.details = `Removed the ${result.removed} platform templates`;
    return result;
  });
}
