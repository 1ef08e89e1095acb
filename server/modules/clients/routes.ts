import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { diffChanges } from '../../documents/diff';
import { sendExport } from '../../exports/send-export';
import { KEEP_ANSWER, ifMatchOf, route, versionedAnswer } from '../../http/route';
import { readOrganizationRegional } from '../organizations/document';
import { clientExportColumns } from './export-columns';
import { clientImportService } from './import';
import { importSummary } from '../../imports/rows';
import { fullName } from './rules';
import { clientsService } from './service';

const { clients: routes, imports } = ROUTES;

/** Clients: the paged list and the record, and their import and export (the Import & Export hub). */
export async function clientsRoutes(app: FastifyInstance): Promise<void> {
  const clients = clientsService(app.deps);
  const importer = clientImportService(app.deps);

  route(app, routes.list, (request, _reply, ctx) => clients.list(ctx, request.query), KEEP_ANSWER);

  route(app, routes.get, (request, _reply, ctx) => versionedAnswer(clients.get(ctx, request.params.id)), KEEP_ANSWER);

  route(app, routes.create, (request, _reply, ctx) => {
    const { client, changes } = clients.create(ctx, request.body);
    request.activityNote.detail = detail('activityDetail.clients.added', { name: fullName(client) });
    request.activityNote.changes = changes;
    return versionedAnswer(client);
  });

  route(app, routes.update, (request, _reply, ctx) => {
    const { client, changes } = clients.update(ctx, request.params.id, request.body, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.clients.updated', { name: fullName(client) });
    request.activityNote.changes = changes;
    return versionedAnswer(client);
  });

  route(app, routes.remove, (request, _reply, ctx) => {
    const client = clients.remove(ctx, request.params.id, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.clients.deleted', { name: fullName(client) });
  });

  route(app, imports.importClients, (request, _reply, ctx) => {
    const result = importer.import(ctx, request.body);
    const { imported, skipped, merged, failed } = result;
    // One entry for the whole call, with its counts: never one per row.
    request.activityNote.detail = importSummary('activityDetail.import.clients', { imported, skipped, merged, failed });
    request.activityNote.changes = diffChanges({}, { imported, skipped, merged, failed });
    return result;
  });

  route(app, imports.exportClients, (request, reply, ctx) => {
    const { timezone } = readOrganizationRegional(app.deps.db, ctx);
    request.activityNote.detail = detail('activityDetail.clients.exported');
    return sendExport(reply, {
      fileStem: 'clients',
      format: request.query.format ?? 'csv',
      columns: clientExportColumns(timezone),
      rows: clients.exportRows(ctx),
      now: app.deps.now(),
      timeZone: timezone,
    });
  });
}
