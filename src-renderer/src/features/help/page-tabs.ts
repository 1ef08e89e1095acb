import type { AddressTabsSpec } from '../../components/address-tabs';

export type HelpTab = 'guides' | 'faqs' | 'shortcuts';

/** The anchors the settings search lands on ('shortcuts', 'faq'): each opens its tab. */
export const HELP_ANCHORS = { guides: 'help-guides', faqs: 'help-faqs', shortcuts: 'help-shortcuts' } as const;
/** The API Documentation card: the search's 'api' lands on it. */
export const API_DOCS_ANCHOR = 'help-api-docs';

export const HELP_TABS: AddressTabsSpec<HelpTab> = {
  tabs: ['guides', 'faqs', 'shortcuts'],
  anchors: HELP_ANCHORS,
};
