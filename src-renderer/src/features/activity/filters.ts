import type { ActivityAction, ActivityFilters, ActivitySection } from '../../../../server/contract/activity';

/** The time filter of §9: the server's three ranges, or all time (no parameter). */
export const TIME_FILTERS = ['all', 'today', 'week', 'month'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

export const STATUS_FILTERS = ['all', 'success', 'failed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** What the screen's four filters and search box hold; 'all' means "no filter". */
export interface FilterState {
  section: ActivitySection | 'all';
  action: ActivityAction | 'all';
  time: TimeFilter;
  status: StatusFilter;
  /** The search as it is sent (already debounced). */
  search: string;
}

export const NO_FILTERS: FilterState = { section: 'all', action: 'all', time: 'all', status: 'all', search: '' };

/** The filters as the list, the cards and the export take them: 'all' and a blank search omitted. */
export function filtersOf(state: FilterState): ActivityFilters {
  const filters: ActivityFilters = {};
  if (state.section !== 'all') filters.section = state.section;
  if (state.action !== 'all') filters.action = state.action;
  if (state.time !== 'all') filters.dateRange = state.time;
  if (state.status !== 'all') filters.success = state.status;
  const search = state.search.trim();
  if (search !== '') filters.search = search;
  return filters;
}

/** Whether anything narrows the list: the empty state then says to adjust the filters. */
export const isFiltered = (state: FilterState): boolean => Object.keys(filtersOf(state)).length > 0;
