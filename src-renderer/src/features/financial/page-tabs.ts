import { tabOfAddress, type AddressTabsSpec } from '../../components/address-tabs';

/**
 * The three tabs of Financial & Payments (spec part 2 §2), the chosen one in the address
 * (`?tab=tips`); a search result pointing at a field of a tab's form (`#invoice-terms`) opens it.
 */
export const FINANCIAL_TABS = ['gateways', 'tips', 'invoicing'] as const;
export type FinancialTabId = (typeof FINANCIAL_TABS)[number];

/** The element id of each tab's content: the settings search lands on it. */
export const TAB_ANCHORS: Readonly<Record<FinancialTabId, string>> = {
  gateways: 'financial-panel-gateways',
  tips: 'financial-panel-tips',
  invoicing: 'financial-panel-invoicing',
};

/** The id prefix of each document tab's bound fields (the form kit's idPrefix). */
export const FIELD_PREFIXES = { tips: 'tips', invoicing: 'invoice' } as const;

export const FINANCIAL_TABS_SPEC: AddressTabsSpec<FinancialTabId> = {
  tabs: FINANCIAL_TABS,
  anchors: TAB_ANCHORS,
  tabOfOtherAnchor: (anchor) =>
    anchor.startsWith(`${FIELD_PREFIXES.tips}-`)
      ? 'tips'
      : anchor.startsWith(`${FIELD_PREFIXES.invoicing}-`)
        ? 'invoicing'
        : undefined,
};

/** The tab to show: the one a search result points into, else the address's, else Payment Gateways. */
export const selectedTab = (search: URLSearchParams, hash: string): FinancialTabId =>
  tabOfAddress(FINANCIAL_TABS_SPEC, search, hash);
