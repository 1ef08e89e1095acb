import { MENU_PERMISSIONS } from '../../../../server/contract/permissions';
import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';

/** The anchor search lands on: the four cards. */
export const IMPORTS_CARDS_ID = 'import-export-cards';

/**
 * Import & Export (import-export, spec part 3 §2): clients, treatments, staff and products, each
 * imported from a CSV or Excel file through the wizard and exported as CSV or XLSX. Needs
 * export_all_data, like every import and export route on the server.
 */
export const importExportSection: SettingsSection = {
  path: 'import-export',
  titleId: 'section.importExport',
  icon: 'import',
  group: 'advanced',
  permission: MENU_PERMISSIONS['import-export'],
  page: lazyPage(() => import('./ImportExportPage').then((m) => m.ImportExportPage)),
  keywords: [{ labelId: 'imports.search.label', termsId: 'imports.search.terms', fieldId: IMPORTS_CARDS_ID }],
};
