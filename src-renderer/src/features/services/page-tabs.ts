import { tabOfAddress, type AddressTabsSpec } from '../../components/address-tabs';

/**
 * The four tabs of Services & Booking. The chosen one lives in the address (`?tab=business-hours`),
 * so a reload or a shared link opens the same tab; a search result that points into a tab (its
 * anchor, `#services-panel-business-hours`) opens that tab too.
 */
export const SERVICES_TABS = ['services', 'online-booking', 'business-hours', 'booking-rules'] as const;
export type ServicesTabId = (typeof SERVICES_TABS)[number];

/** The selected category of the Services tab, kept in the address as well. */
export const CATEGORY_PARAM = 'category';

/** The element id of each tab's content: the settings search lands on it. */
export const TAB_ANCHORS: Readonly<Record<ServicesTabId, string>> = {
  services: 'services-panel-services',
  'online-booking': 'services-panel-online-booking',
  'business-hours': 'services-panel-business-hours',
  'booking-rules': 'services-panel-booking-rules',
};

/** Ids inside the Services tab that search finds as well. */
export const SERVICES_TAB_ANCHORS = { categories: 'services-categories', list: 'services-list' } as const;

/** The booking tabs' fields are named after their tab (`online-booking-cancellationWindow`). */
const FIELD_PREFIXES: readonly ServicesTabId[] = ['online-booking', 'business-hours', 'booking-rules'];

export const SERVICES_TABS_SPEC: AddressTabsSpec<ServicesTabId> = {
  tabs: SERVICES_TABS,
  anchors: TAB_ANCHORS,
  tabOfOtherAnchor: (anchor) =>
    (Object.values(SERVICES_TAB_ANCHORS) as string[]).includes(anchor)
      ? 'services'
      : FIELD_PREFIXES.find((tab) => anchor.startsWith(`${tab}-`)),
};

/** The tab to show: the one a search result points into, else the address's, else Services. */
export const selectedTab = (search: URLSearchParams, hash: string): ServicesTabId =>
  tabOfAddress(SERVICES_TABS_SPEC, search, hash);
