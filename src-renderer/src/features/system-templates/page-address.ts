import { isTemplateTab, type TemplateTab } from './template-list';

/**
 * The tab and the search live in the address (`?tab=sms&search=reminder`), so a reload or a link
 * opens the same list.
 */
export const TAB_PARAM = 'tab';
export const SEARCH_PARAM = 'search';

export function tabFrom(params: URLSearchParams): TemplateTab {
  const tab = params.get(TAB_PARAM);
  return isTemplateTab(tab) ? tab : 'all';
}

export const searchFrom = (params: URLSearchParams): string => params.get(SEARCH_PARAM) ?? '';

/** The address's parameters with a new tab or search; All and an empty search stay out of it. */
export function withList(params: URLSearchParams, change: { tab?: TemplateTab; search?: string }): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.tab !== undefined) {
    if (change.tab === 'all') next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, change.tab);
  }
  if (change.search !== undefined) {
    if (change.search === '') next.delete(SEARCH_PARAM);
    else next.set(SEARCH_PARAM, change.search);
  }
  return next;
}
