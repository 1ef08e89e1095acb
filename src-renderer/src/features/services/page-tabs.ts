/**
 * The four tabs of Services & Booking. The chosen one lives in the address (`?tab=business-hours`),
 * so a reload or a shared link opens the same tab; a search result that points into a tab (its
 * anchor, `#services-panel-business-hours`) opens that tab too.
 */
export const SERVICES_TABS = ['services', 'online-booking', 'business-hours', 'booking-rules'] as const;
export type ServicesTabId = (typeof SERVICES_TABS)[number];

export const TAB_PARAM = 'tab';
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

const isTab = (value: string | null): value is ServicesTabId =>
  value !== null && (SERVICES_TABS as readonly string[]).includes(value);

/** The booking tabs' fields are named after their tab (`online-booking-cancellationWindow`). */
const FIELD_PREFIXES: readonly ServicesTabId[] = ['online-booking', 'business-hours', 'booking-rules'];

function tabOfAnchor(hash: string): ServicesTabId | undefined {
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  if (anchor === '') return undefined;
  if ((Object.values(SERVICES_TAB_ANCHORS) as string[]).includes(anchor)) return 'services';
  return (
    SERVICES_TABS.find((tab) => TAB_ANCHORS[tab] === anchor) ??
    FIELD_PREFIXES.find((tab) => anchor.startsWith(`${tab}-`))
  );
}

/** The tab to show: the one a search result points into, else the address's, else Services. */
export function selectedTab(search: URLSearchParams, hash: string): ServicesTabId {
  const fromAnchor = tabOfAnchor(hash);
  if (fromAnchor !== undefined) return fromAnchor;
  const fromQuery = search.get(TAB_PARAM);
  return isTab(fromQuery) ? fromQuery : 'services';
}
