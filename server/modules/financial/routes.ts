import type { FastifyInstance } from 'fastify';
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
    details: 'Updated tip settings',
  });

  documentRoutes(app, {
    get: financial.invoice,
    put: financial.saveInvoice,
    service: invoiceSettingsService(app.deps),
    details: 'Updated invoice settings',
  });

  route(app, financial.invoicePreview, (_request, _reply, ctx) => invoicePreviewData(app.deps, ctx), KEEP_ANSWER);
}
