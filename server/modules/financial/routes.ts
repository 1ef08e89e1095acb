import type { FastifyInstance } from 'fastify';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { documentRoutes } from '../../documents/routes';
import { KEEP_ANSWER, route } from '../../http/route';
import { invoiceSettingsService } from './invoice';
import { invoicePreviewData } from './preview';
import { tipSettingsService } from './tips';

const { financial } = ROUTES;

/** Tips & Gratuity and Invoicing, the two settings documents of the Financial & Payments page. */
export async function financialRoutes(app: FastifyInstance): Promise<void> {
  documentRoutes(app, {
    get: financial.tips,
    put: financial.saveTips,
    service: tipSettingsService(app.deps),
    detail: detail('activityDetail.tips.updated'),
  });

  documentRoutes(app, {
    get: financial.invoice,
    put: financial.saveInvoice,
    service: invoiceSettingsService(app.deps),
    detail: detail('activityDetail.invoices.updated'),
  });

  route(app, financial.invoicePreview, (_request, _reply, ctx) => invoicePreviewData(app.deps, ctx), KEEP_ANSWER);
}
