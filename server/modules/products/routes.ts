import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { diffChanges } from '../../documents/diff';
import { sendExport } from '../../exports/send-export';
import { KEEP_ANSWER, ifMatchOf, route, versionedAnswer } from '../../http/route';
import { importSummary } from '../../imports/rows';
import { readOrganizationRegional } from '../organizations/document';
import { PRODUCT_EXPORT_COLUMNS } from './export-columns';
import { productImportService } from './import';
import { productsService } from './service';

const { products: routes, imports } = ROUTES;

/** Retail products: the paged list and the record, and their import and export (the Import & Export hub). */
export async function productsRoutes(app: FastifyInstance): Promise<void> {
  const products = productsService(app.deps);
  const importer = productImportService(app.deps);

  route(app, routes.list, (request, _reply, ctx) => products.list(ctx, request.query), KEEP_ANSWER);

  route(app, routes.get, (request, _reply, ctx) => versionedAnswer(products.get(ctx, request.params.id)), KEEP_ANSWER);

  route(app, routes.create, (request, _reply, ctx) => {
    const { product, changes } = products.create(ctx, request.body);
    request.activityNote.detail = detail('activityDetail.products.added', { name: product.name });
    request.activityNote.changes = changes;
    return versionedAnswer(product);
  });

  route(app, routes.update, (request, _reply, ctx) => {
    const { product, changes } = products.update(ctx, request.params.id, request.body, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.products.updated', { name: product.name });
    request.activityNote.changes = changes;
    return versionedAnswer(product);
  });

  route(app, routes.remove, (request, _reply, ctx) => {
    const product = products.remove(ctx, request.params.id, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.products.deleted', { name: product.name });
  });

  route(app, imports.importProducts, (request, _reply, ctx) => {
    const result = importer.import(ctx, request.body);
    const { imported, failed } = result;
    // One entry for the whole call, with its counts: never one per row.
    request.activityNote.detail = importSummary('activityDetail.import.products', { imported, failed });
    request.activityNote.changes = diffChanges({}, { imported, failed });
    return result;
  });

  route(app, imports.exportProducts, (request, reply, ctx) => {
    const { timezone } = readOrganizationRegional(app.deps.db, ctx);
    request.activityNote.detail = detail('activityDetail.products.exported');
    return sendExport(reply, {
      fileStem: 'products',
      format: request.query.format ?? 'csv',
      columns: PRODUCT_EXPORT_COLUMNS,
      rows: products.exportRows(ctx),
      now: app.deps.now(),
      timeZone: timezone,
    });
  });
}
