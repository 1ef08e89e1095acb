import { InvoicePreviewData, InvoiceSettings, InvoiceSettingsPatch, TipSettings, TipSettingsPatch } from '../financial';
import { defineRoute } from './define';

/** Tips & Gratuity and Invoicing, the two documents of the Financial & Payments page. */
const permission = 'manage_payment_methods';
const activity = { section: 'financial', action: 'update' } as const;

export const financialRoutes = {
  tips: defineRoute({
    method: 'GET',
    path: '/api/settings/tip-percentages',
    permission,
    response: TipSettings,
    versioned: true,
  }),
  saveTips: defineRoute({
    method: 'PUT',
    path: '/api/settings/tip-percentages',
    permission,
    body: TipSettingsPatch,
    response: TipSettings,
    activity,
    versioned: true,
  }),
  invoice: defineRoute({
    method: 'GET',
    path: '/api/settings/invoice',
    permission,
    response: InvoiceSettings,
    versioned: true,
  }),
  saveInvoice: defineRoute({
    method: 'PUT',
    path: '/api/settings/invoice',
    permission,
    body: InvoiceSettingsPatch,
    response: InvoiceSettings,
    activity,
    versioned: true,
  }),
  /** The business details the live invoice preview prints. */
  invoicePreview: defineRoute({
    method: 'GET',
    path: '/api/settings/invoice/preview-data',
    permission,
    response: InvoicePreviewData,
  }),
};
