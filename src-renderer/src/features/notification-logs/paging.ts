import type { NotificationLogList } from '../../../../server/contract/notification-logs';

/**
 * Where the user is in the list. The server pages by cursor (keyset), so it never says which page
 * an answer is: the number is counted here as the user moves, and belongs to the filters it was
 * counted under (`key`): new filters start again at page 1.
 */
export interface Paging {
  key: string;
  page: number;
  /** The cursor that asks for this page; none for page 1, which is always the newest entries. */
  cursor?: string;
}

export const firstPage = (key: string): Paging => ({ key, page: 1 });

/**
 * The paging to show under these filters: the one kept if it was counted under them, else page 1
 * (nothing kept: the filters were just changed, or the page was just opened).
 */
export function pagingUnder(kept: Paging | null, key: string): Paging {
  return kept !== null && kept.key === key ? kept : firstPage(key);
}

/** Next: older entries, from the answer's nextCursor; null on the last page. */
export function nextPage(paging: Paging, answer: NotificationLogList): Paging | null {
  if (answer.nextCursor === null) return null;
  return { key: paging.key, page: paging.page + 1, cursor: answer.nextCursor };
}

/**
 * Previous: newer entries, from the answer's prevCursor; back to page 1 it asks for the newest
 * entries again rather than for "before this page", so messages that arrived meanwhile show too.
 */
export function previousPage(paging: Paging, answer: NotificationLogList): Paging | null {
  if (paging.page <= 1) return null;
  if (paging.page === 2 || answer.prevCursor === null) return firstPage(paging.key);
  return { key: paging.key, page: paging.page - 1, cursor: answer.prevCursor };
}

/** N of 'Page X of N': never less than the page the user has reached (entries may have gone meanwhile). */
export function pageCount(paging: Paging, answer: NotificationLogList): number {
  return Math.max(1, answer.totalPages, paging.page);
}
