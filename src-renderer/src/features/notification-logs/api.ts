import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationLog, NotificationLogQuery } from '../../../../server/contract/notification-logs';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useNotify, type Notify } from '../../components/toaster/useNotify';

// Notification Logs (organization/notification-logs): every call needs manage_notification_settings.
// Every key starts with queryKeys.notificationLogs, which carries the spec's one-minute stale time
// (part 3 §9, api/query-client.ts), and one invalidation refreshes the list, the chart and a detail.
const { notifications } = ROUTES;

export const logKeys = {
  all: queryKeys.notificationLogs,
  list: (query: NotificationLogQuery) => [...queryKeys.notificationLogs, 'list', query] as const,
  daily: [...queryKeys.notificationLogs, 'daily'] as const,
  entry: (id: string) => [...queryKeys.notificationLogs, 'entry', id] as const,
};

/** One page of the log as the filters and the cursor ask for it. */
export const logListQuery = (query: NotificationLogQuery) =>
  queryOptions({
    queryKey: logKeys.list(query),
    queryFn: ({ signal }) => api.call(notifications.logs, { query, signal }),
  });

export function useLogList(query: NotificationLogQuery) {
  // The page shown stays while the next one loads, so the table does not jump to a spinner.
  return useQuery({ ...logListQuery(query), placeholderData: keepPreviousData });
}

export const logDailyQuery = () =>
  queryOptions({
    queryKey: logKeys.daily,
    queryFn: ({ signal }) => api.call(notifications.logsDaily, { signal }),
  });

export function useLogDaily() {
  return useQuery(logDailyQuery());
}

/** How often an open pending entry is read again, so its dialog shows it go (or fail). */
export const PENDING_REFRESH_MS = 3000;

/** One entry, for its detail dialog: the row's copy at once, the server's current one after. */
export function useLogEntry(id: string, initial: NotificationLog | undefined) {
  return useQuery({
    queryKey: logKeys.entry(id),
    queryFn: ({ signal }) => api.call(notifications.log, { params: { id }, signal }),
    initialData: initial,
    // The row may be up to a minute old: read the entry again when the dialog opens.
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false),
  });
}

/** Resend a failed entry: the answer is the new entry, which records the one it resends. */
export function resendLog(id: string): Promise<NotificationLog> {
  return api.call(notifications.resend, { params: { id } });
}

export function useRefreshLogs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: logKeys.all });
}

export interface ResendTexts {
  /** 'Notification resent successfully' */
  resent: string;
  /** 'Failed to resend notification'; the server's reason goes under it when it gives one (§8). */
  failed: string;
}

export interface ResendDeps {
  notify: Pick<Notify, 'success' | 'failure'>;
  texts: ResendTexts;
  refresh: () => unknown;
}

/**
 * Resends a failed entry and says how it went. Failed or not, the list is read again: the new entry
 * shows at the top, and a refusal usually means the entry changed meanwhile (someone resent it).
 * Answers the new entry, or null when the resend was refused.
 */
export async function resendAndAnnounce(log: NotificationLog, { notify, texts, refresh }: ResendDeps) {
  try {
    const created = await resendLog(log.id);
    notify.success(texts.resent);
    return created;
  } catch (error) {
    notify.failure(texts.failed, error);
    return null;
  } finally {
    refresh();
  }
}

export function useResendLog(texts: ResendTexts) {
  const notify = useNotify();
  const refresh = useRefreshLogs();
  return useMutation({ mutationFn: (log: NotificationLog) => resendAndAnnounce(log, { notify, texts, refresh }) });
}
