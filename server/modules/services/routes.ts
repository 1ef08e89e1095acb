import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { KEEP_ANSWER, ifMatchOf, route, versionedAnswer } from '../../http/route';
import { categoriesService } from './categories';
import { importSummary } from '../../imports/rows';
import { menuService } from './menu';
import { treatmentExport } from './treatment-export';
import { treatmentImportService } from './treatment-import';
import { treatmentsService } from './treatments';

const { services, treatments, imports } = ROUTES;

/**
 * Services & Booking, the menu (organization/services, spec part 2 §7): categories and services
 * for the settings screen, and the read-only menu the rest of the product uses. The screen's three
 * settings documents (online booking, business hours, booking rules) are service-booking's.
 */
export async function servicesRoutes(app: FastifyInstance): Promise<void> {
  const categories = categoriesService(app.deps);
  const menu = treatmentsService(app.deps);
  const reads = menuService(app.deps);
  const importer = treatmentImportService(app.deps);
  const exporter = treatmentExport(app.deps);

  route(app, services.categories, (_request, _reply, ctx) => categories.list(ctx), KEEP_ANSWER);

  route(app, services.createCategory, (request, _reply, ctx) => {
    const { category, changes } = categories.create(ctx, request.body);
    request.activityNote.detail = detail('activityDetail.categories.added', { name: category.name });
    request.activityNote.changes = changes;
    return versionedAnswer(category);
  });

  route(app, services.reorderCategories, (request, _reply, ctx) => {
    const { categories: list, changes } = categories.reorder(ctx, request.body.categoryIds);
    request.activityNote.detail = detail('activityDetail.categories.reordered');
    request.activityNote.changes = changes;
    return list;
  });

  route(app, services.updateCategory, (request, _reply, ctx) => {
    const { category, changes } = categories.update(ctx, request.params.id, request.body, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.categories.updated', { name: category.name });
    request.activityNote.changes = changes;
    return versionedAnswer(category);
  });

  route(app, services.removeCategory, (request, _reply, ctx) => {
    const { category, uncategorised, changes } = categories.remove(ctx, request.params.id, ifMatchOf(request));
    request.activityNote.detail =
      uncategorised.length === 0
        ? detail('activityDetail.categories.deleted', { name: category.name })
        : detail('activityDetail.categories.deletedWithServices', { name: category.name, count: uncategorised.length });
    request.activityNote.changes = changes;
  });

  route(app, services.treatments, (request, _reply, ctx) => menu.list(ctx, request.query), KEEP_ANSWER);

  route(app, services.createTreatment, (request, _reply, ctx) => {
    const { service, changes } = menu.create(ctx, request.body);
    request.activityNote.detail = detail('activityDetail.services.added', { name: service.name });
    request.activityNote.changes = changes;
    return versionedAnswer(service);
  });

  route(app, services.updateTreatment, (request, _reply, ctx) => {
    const { service, changes } = menu.update(ctx, request.params.id, request.body, ifMatchOf(request));
    const what = changes.isActive ? (service.isActive ? 'activated' : 'archived') : 'updated';
    request.activityNote.detail = detail(`activityDetail.services.${what}`, { name: service.name });
    request.activityNote.changes = changes;
    return versionedAnswer(service);
  });

  route(app, services.removeTreatment, (request, _reply, ctx) => {
    const service = menu.remove(ctx, request.params.id, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.services.deleted', { name: service.name });
  });

  route(app, treatments.list, (request, _reply, ctx) => reads.bookable(ctx, request.query), KEEP_ANSWER);
  route(app, treatments.treatmentCategories, (_request, _reply, ctx) => reads.activeCategories(ctx), KEEP_ANSWER);
  route(app, treatments.categories, (_request, _reply, ctx) => reads.categoriesWithTreatments(ctx), KEEP_ANSWER);
  route(app, treatments.formTemplates, () => reads.formTemplates(), KEEP_ANSWER);

  route(app, imports.importTreatments, (request, _reply, ctx) => {
    const { categoriesCreated, ...result } = importer.import(ctx, request.body);
    request.activityNote.detail = importSummary('activityDetail.import.services', {
      imported: result.imported,
      failed: result.failed,
      newCategories: categoriesCreated,
    });
    return result;
  });

  route(app, imports.exportTreatments, (request, reply, ctx) =>
    exporter.send(ctx, reply, request.query.format ?? 'csv'),
  );
}
