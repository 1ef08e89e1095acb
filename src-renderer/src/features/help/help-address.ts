import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { TAB_PARAM } from '../../components/address-tabs';
import { GUIDE_CATEGORIES, type GuideCategory } from './guides';

/**
 * What the help page shows lives in its address: the search (`q`), the guide category, the open
 * guide. A shared or reloaded link shows the same, Back closes a guide, and a link elsewhere in
 * the page (Video Tutorials, Visit Help Center) is just an address.
 */
export const QUERY_PARAM = 'q';
export const CATEGORY_PARAM = 'category';
export const GUIDE_PARAM = 'guide';

export interface HelpAddress {
  query: string;
  category: GuideCategory | undefined;
  guideId: string | null;
}

export function readHelpAddress(params: URLSearchParams): HelpAddress {
  const category = params.get(CATEGORY_PARAM);
  return {
    query: params.get(QUERY_PARAM) ?? '',
    category: GUIDE_CATEGORIES.find((known) => known === category),
    guideId: params.get(GUIDE_PARAM),
  };
}

/** The Guides tab with nothing filtered: where Video Tutorials and Visit Help Center lead. */
export const GUIDES_SEARCH = '';

export function useHelpAddress() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (name: string, value: string | undefined, replace = true) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  return {
    ...readHelpAddress(params),
    setQuery: (query: string) => set(QUERY_PARAM, query),
    setCategory: (category: GuideCategory | undefined) => set(CATEGORY_PARAM, category),
    // A guide opened is a step the Back button undoes.
    openGuide: (id: string) => set(GUIDE_PARAM, id, false),
    closeGuide: () => set(GUIDE_PARAM, undefined),
    showTab: (tab: string) => set(TAB_PARAM, tab),
  };
}
