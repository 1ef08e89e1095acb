import { MENU_PERMISSIONS } from '../../../../server/contract/permissions';
import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';

/** The anchor search lands on: the list of locations. */
export const LOCATIONS_LIST_ID = 'locations-list';

/**
 * Locations (organization/locations, spec part 2 §2): the business's sites as cards or a list,
 * each edited in a dialog with its details, hours, services and photos.
 */
export const locationsSection: SettingsSection = {
  path: 'organization/locations',
  titleId: 'section.organization.locations',
  icon: 'map-marker',
  group: 'organization',
  permission: MENU_PERMISSIONS['organization/locations'],
  page: lazyPage(() => import('./LocationsPage').then((m) => m.LocationsPage)),
  keywords: [{ labelId: 'locations.search.locations', termsId: 'locations.search.terms', fieldId: LOCATIONS_LIST_ID }],
};
