import {
  LOG_SEARCH_MAX,
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  type MessageChannel,
  type MessageStatus,
  type NotificationLogQuery,
} from '../../../../server/contract/notification-logs';

/**
 * What the list is filtered by. The filters live in the address (`?type=sms&status=failed&search=…`),
 * so a reload or a link shows the same list; the page of it does not (cursors go stale).
 */
export interface LogFilters {
  type: MessageChannel | null;
  status: MessageStatus | null;
  search: string;
}

export const FILTER_PARAMS = { type: 'type', status: 'status', search: 'search' } as const;

/** The order of the type filter's options after All (spec part 3 §2: all, sms, email; push is ours). */
export const TYPE_OPTIONS: readonly MessageChannel[] = ['sms', 'email', 'push'];
/** The spec's four statuses, then cancelled (a reminder whose appointment was cancelled or moved). */
export const STATUS_OPTIONS: readonly MessageStatus[] = MESSAGE_STATUSES;

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | null =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;

/**
 * What the server is asked for: trimmed, without control characters (a pasted tab would be refused
 * by the server's text rule) and no longer than the contract allows.
 */
export function cleanSearch(typed: string): string {
  return typed
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, LOG_SEARCH_MAX)
    .trim();
}

/** The filters in an address; an unknown type or status (a stale or edited link) means all. */
export function filtersFrom(params: URLSearchParams): LogFilters {
  return {
    type: oneOf(MESSAGE_CHANNELS, params.get(FILTER_PARAMS.type)),
    status: oneOf(MESSAGE_STATUSES, params.get(FILTER_PARAMS.status)),
    search: cleanSearch(params.get(FILTER_PARAMS.search) ?? ''),
  };
}

/** The address's parameters with these filters; other parameters are kept as they are. */
export function withFilters(params: URLSearchParams, filters: LogFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | null) => {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  };
  put(FILTER_PARAMS.type, filters.type);
  put(FILTER_PARAMS.status, filters.status);
  put(FILTER_PARAMS.search, cleanSearch(filters.search));
  return next;
}

/** One string per distinct filtering, so the page number can belong to the filters it was chosen under. */
export function filtersKey(filters: LogFilters): string {
  return JSON.stringify([filters.type, filters.status, cleanSearch(filters.search)]);
}

/** The query of GET /api/notification-logs: only what is set, so "all" sends nothing. */
export function logQuery(filters: LogFilters, cursor?: string): NotificationLogQuery {
  const query: NotificationLogQuery = {};
  if (filters.type !== null) query.notificationType = filters.type;
  if (filters.status !== null) query.status = filters.status;
  const search = cleanSearch(filters.search);
  if (search !== '') query.search = search;
  if (cursor !== undefined) query.cursor = cursor;
  return query;
}
