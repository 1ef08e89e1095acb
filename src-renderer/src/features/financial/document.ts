import type {
  InvoiceSettings,
  InvoiceSettingsPatch,
  TipSettings,
  TipSettingsPatch,
} from '../../../../server/contract/financial';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';
import { unversioned, type DocumentEndpoint } from '../../components/form/endpoint';
import { financialKeys } from './api';

/**
 * The two settings documents of Financial & Payments (GET and PUT, whole objects). Each save goes
 * with If-Match: the api client remembers the version it read for the path.
 */
const { financial } = ROUTES;

export const tipsEndpoint: DocumentEndpoint<TipSettings, TipSettingsPatch> = {
  queryKey: financialKeys.tips,
  load: (signal) => api.call(financial.tips, { signal }).then(unversioned),
  save: (body) => api.call(financial.saveTips, { body }).then(unversioned),
};

export const invoiceEndpoint: DocumentEndpoint<InvoiceSettings, InvoiceSettingsPatch> = {
  queryKey: financialKeys.invoice,
  load: (signal) => api.call(financial.invoice, { signal }).then(unversioned),
  save: (body) => api.call(financial.saveInvoice, { body }).then(unversioned),
};
