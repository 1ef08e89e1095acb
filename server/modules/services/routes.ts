import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../contract/routes';
import { KEEP_ANSWER, ifMatchOf, route, versionedAnswer } from '../../http/route';
import { categoriesService } from './categories';
import { importSummary } from '../../imports/rows';
import { menuService } from './menu';
import { treatmentExport } from './treatment-export';
import { treatmentImportService } from './treatment-import';
import { treatmentsService } from './treatments';

const { services, treatments, imports } = ROUTES;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

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
    request.activityNote.details = `Added the category ${category.name}`;
    request.activityNote.changes = changes;
    return versionedAnswer(category);
  });

  route(app, services.reorderCategories, (request, _reply, ctx) => {
    const { categories: list, changes } = categories.reorder(ctx, request.body.categoryIds);
    request.activityNote.details = 'Reordered the service categories';
    request.activityNote.changes = changes;
    return list;
  });

  route(app, services.updateCategory, (request, _reply, ctx) => {
    const { category, changes } = categories.update(ctx, request.params.id, request.body, ifMatchOf(request));
    request.activityNote.details = `Updated the category ${category.name}`;
    request.activityNote.changes = changes;
    return versionedAnswer(category);
  });

  route(app, services.removeCategory, (request, _reply, ctx) => {
    const { category, uncategorised, changes } = categories.remove(ctx, request.params.id, ifMatchOf(request));
    request.activityNote.details =
      uncategorised.length === 0
        ? `Deleted the category ${category.name}`
        : `Deleted the category ${category.name}; ${plural(uncategorised.length, 'service is', 'services are')} now uncategorised`;
    request.activityNote.changes = changes;
  });

  route(app, services.treatments, (request, _reply, ctx) => menu.list(ctx, request.query), KEEP_ANSWER);

  route(app, services.createTreatment, (request, _reply, ctx) => {
    const { service, changes } = menu.create(ctx, request.body);
    request.activityNote.details = `Added the service ${service.name}`;
    request.activityNote.changes = changes;
    return versionedAnswer(service);
  });

  route(app, services.updateTreatment, (request, _reply, ctx) => {
    const { service, changes } = menu.update(ctx, request.params.id, request.body, ifMatchOf(request));
    const archived = changes.isActive ? (service.isActive ? 'Activated' : 'Archived') : 'Updated';
    request.activityNote.details = `${archived} the service ${service.name}`;
    request.activityNote.changes = changes;
    return versionedAnswer(service);
  });

  route(app, services.removeTreatment, (request, _reply, ctx) => {
    const service = menu.remove(ctx, request.params.id, ifMatchOf(request));
    request.activityNote.details = `Deleted the service ${service.name}`;
  });

  route(app, treatments.list, (request, _reply, ctx) => reads.bookable(ctx, request.query), KEEP_ANSWER);
  route(app, treatments.treatmentCategories, (_request, _reply, ctx) => reads.activeCategories(ctx), KEEP_ANSWER);
  route(app, treatments.categories, (_request, _reply, ctx) => reads.categoriesWithTreatments(ctx), KEEP_ANSWER);
  route(app, treatments.formTemplates, () => reads.formTemplates(), KEEP_ANSWER);

  route(app, imports.importTreatments, (request, _reply, ctx) => {
    const { categoriesCreated, ...result } = importer.import(ctx, request.body);
    request.activityNote.details = importSummary(
      { one: 'service', many: 'services' },
      { imported: result.imported, failed: result.failed, 'new categories': categoriesCreated },
    );
    return result;
  });

  route(app, imports.exportTreatments, (request, reply, ctx) =>
    exporter.send(ctx, reply, request.query.format ?? 'csv'),
  );
}
