import {
  ExportQuery,
  IMPORT_BODY_LIMIT_BYTES,
  ImportClientsBody,
  ImportClientsResult,
  ImportProductsBody,
  ImportResult,
  ImportStaffBody,
  ImportTreatmentsBody,
} from '../imports/api';
import type { ActivitySection } from '../activity';
import { defineRoute } from './define';

/**
 * Imports and exports (spec part 3 §7, the Import & Export hub): all gated by export_all_data, the
 * hub's permission. Each import call is one atomic chunk (imports/api.ts). Exports are files (CSV or
 * XLSX, streamed), so they declare no response schema.
 */
const permission = 'export_all_data';
const imported = (section: ActivitySection) => ({ section, action: 'import' }) as const;
const bodyLimit = IMPORT_BODY_LIMIT_BYTES;

const exportRoute = (path: string, section: ActivitySection) =>
  defineRoute({ method: 'GET', path, permission, query: ExportQuery, activity: { section, action: 'export' } });

export const importsRoutes = {
  importClients: defineRoute({
    method: 'POST',
    path: '/api/clients/import',
    permission,
    body: ImportClientsBody,
    response: ImportClientsResult,
    activity: imported('clients'),
    bodyLimit,
  }),
  importTreatments: defineRoute({
    method: 'POST',
    path: '/api/treatments/import',
    permission,
    body: ImportTreatmentsBody,
    response: ImportResult,
    activity: imported('services'),
    bodyLimit,
  }),
  importStaff: defineRoute({
    method: 'POST',
    path: '/api/staff/import',
    permission,
    body: ImportStaffBody,
    response: ImportResult,
    activity: imported('team'),
    bodyLimit,
  }),
  importProducts: defineRoute({
    method: 'POST',
    path: '/api/products/import',
    permission,
    body: ImportProductsBody,
    response: ImportResult,
    activity: imported('products'),
    bodyLimit,
  }),
  exportClients: exportRoute('/api/clients/export', 'clients'),
  exportTreatments: exportRoute('/api/treatments/export', 'services'),
  exportStaff: exportRoute('/api/staff/export', 'team'),
  exportProducts: exportRoute('/api/products/export', 'products'),
};
