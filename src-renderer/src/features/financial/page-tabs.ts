/**
 * The three tabs of Financial & Payments (spec part 2 §2). The chosen one lives in the address
 * (`?tab=tips`), so a reload or a shared link opens the same tab; a search result that points into
 * a tab (its anchor, or a field of its form such as `#invoice-terms`) opens that tab too.
 */
export const FINANCIAL_TABS = ['gateways', 'tips', 'invoicing'] as const;
export type FinancialTabId = (typeof FINANCIAL_TABS)[number];

export const TAB_PARAM = 'tab';

/** The element id of each tab's content: the settings search lands on it. */
export const TAB_ANCHORS: Readonly<Record<FinancialTabId, string>> = {
  gateways: 'financial-panel-gateways',
  tips: 'financial-panel-tips',
  invoicing: 'financial-panel-invoicing',
};

/** The id prefix of each document tab's bound fields (the form kit's idPrefix). */
export const FIELD_PREFIXES = { tips: 'tips', invoicing: 'invoice' } as const;

const isTab = (value: string | null): value is FinancialTabId =>
  value !== null && (FINANCIAL_TABS as readonly string[]).includes(value);

function tabOfAnchor(hash: string): FinancialTabId | undefined {
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  if (anchor === '') return undefined;
  const byPanel = FINANCIAL_TABS.find((tab) => TAB_ANCHORS[tab] === anchor);
  if (byPanel !== undefined) return byPanel;
  if (anchor.startsWith(`${FIELD_PREFIXES.tips}-`)) return 'tips';
  if (anchor.startsWith(`${FIELD_PREFIXES.invoicing}-`)) return 'invoicing';
  return undefined;
}

/** The tab to show: the one a search result points into, else the address's, else Payment Gateways. */
export function selectedTab(search: URLSearchParams, hash: string): FinancialTabId {
  const fromAnchor = tabOfAnchor(hash);
  if (fromAnchor !== undefined) return fromAnchor;
  const fromQuery = search.get(TAB_PARAM);
  return isTab(fromQuery) ? fromQuery : 'gateways';
}
