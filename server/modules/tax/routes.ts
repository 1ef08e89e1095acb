import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { documentRoutes } from '../../documents/routes';
import { KEEP_ANSWER, ifMatchOf, listAnswer, route, versionedAnswer } from '../../http/route';
import { taxOverridesService } from './overrides';
import { taxRatesService } from './rates';
import { taxSettingsService } from './settings';

const { tax } = ROUTES;

/** Tax Configuration (organization/tax): the document, the rates and the per-service overrides. */
export async function taxRoutes(app: FastifyInstance): Promise<void> {
  const rates = taxRatesService(app.deps);
  const overrides = taxOverridesService(app.deps);

  documentRoutes(app, {
    get: tax.settings,
    put: tax.saveSettings,
    service: taxSettingsService(app.deps),
    detail: detail('activityDetail.tax.updated'),
  });

  route(app, tax.rates, (_request, _reply, ctx) => listAnswer(rates.list(ctx)), KEEP_ANSWER);

  route(app, tax.createRate, (request, _reply, ctx) => {
    const { rate, changes } = rates.create(ctx, request.body);
    request.activityNote.detail = detail('activityDetail.tax.rateAdded', {
      name: rate.name,
      // A number, so each language writes its own decimal mark (at most three decimals: thousandths).
      percentage: rate.percentage,
    });
    request.activityNote.changes = changes;
    return versionedAnswer(rate);
  });

  route(app, tax.updateRate, (request, _reply, ctx) => {
    const { rate, changes } = rates.update(ctx, request.params.id, request.body, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.tax.rateUpdated', { name: rate.name });
    request.activityNote.changes = changes;
    return versionedAnswer(rate);
  });

  route(app, tax.removeRate, (request, _reply, ctx) => {
    const rate = rates.remove(ctx, request.params.id, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.tax.rateDeleted', { name: rate.name });
  });

  route(app, tax.overrides, (_request, _reply, ctx) => listAnswer(overrides.list(ctx)), KEEP_ANSWER);

  route(app, tax.createOverride, (request, _reply, ctx) => {
    const { override, changes } = overrides.create(ctx, request.body);
    request.activityNote.detail = detail('activityDetail.tax.overrideSet', { service: override.serviceName });
    request.activityNote.changes = changes;
    return versionedAnswer(override);
  });

  route(app, tax.updateOverride, (request, _reply, ctx) => {
    const { override, changes } = overrides.update(ctx, request.params.id, request.body, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.tax.overrideChanged', { service: override.serviceName });
    request.activityNote.changes = changes;
    return versionedAnswer(override);
  });

  route(app, tax.removeOverride, (request, _reply, ctx) => {
    const override = overrides.remove(ctx, request.params.id, ifMatchOf(request));
    request.activityNote.detail = detail('activityDetail.tax.overrideRemoved', { service: override.serviceName });
  });
}
