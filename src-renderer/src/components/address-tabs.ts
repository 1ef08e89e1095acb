/**
 * Tabs whose choice lives in the address (`?tab=tips`), so a reload or a shared link opens the same
 * tab, and a search result that points into a tab (an anchor in it) opens that tab. Pure, for the
 * pages' own page-tabs.ts; AddressTabs.tsx draws them.
 */
export const TAB_PARAM = 'tab';

export interface AddressTabsSpec<T extends string> {
  /** In order; the first is the default, kept out of the address. */
  tabs: readonly T[];
  /** The element id of each tab's content: the settings search lands on it. */
  anchors: Readonly<Record<T, string>>;
  /** The tab holding another anchor a search result may point at (a field, a list). */
  tabOfOtherAnchor?: (anchor: string) => T | undefined;
}

function tabOfAnchor<T extends string>(spec: AddressTabsSpec<T>, hash: string): T | undefined {
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  if (anchor === '') return undefined;
  return spec.tabs.find((tab) => spec.anchors[tab] === anchor) ?? spec.tabOfOtherAnchor?.(anchor);
}

/** The tab to show: the one a search result points into, else the address's, else the first. */
export function tabOfAddress<T extends string>(spec: AddressTabsSpec<T>, search: URLSearchParams, hash: string): T {
  const fromAnchor = tabOfAnchor(spec, hash);
  if (fromAnchor !== undefined) return fromAnchor;
  const fromQuery = search.get(TAB_PARAM);
  const chosen = spec.tabs.find((tab) => tab === fromQuery);
  return chosen ?? (spec.tabs[0] as T);
}
