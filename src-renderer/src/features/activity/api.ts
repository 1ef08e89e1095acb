import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityEntry, ActivityExportFormat, ActivityFilters } from '../../../../server/contract/activity';
import { ROUTES } from '../../../../server/contract/routes';
import { api, type ApiClient } from '../../api/client';
import { downloadFile, type DownloadedFile } from '../../api/download';

const { activity } = ROUTES;

/** Entries per page of the 600 px list: a screen or two of rows, read again on Next. */
export const PAGE_SIZE = 50;

export const activityKeys = {
  all: ['activity'] as const,
  list: (filters: ActivityFilters, page: number) => ['activity', 'list', filters, page] as const,
  summary: (filters: ActivityFilters) => ['activity', 'summary', filters] as const,
};

/** One page of the log, newest first, as the server filtered and searched it. */
export function useActivityList(filters: ActivityFilters, page: number) {
  return useQuery({
    queryKey: activityKeys.list(filters, page),
    queryFn: ({ signal }) => api.call(activity.list, { query: { ...filters, page, pageSize: PAGE_SIZE }, signal }),
    // The rows stay while the next search or page is read, so the list does not blink.
    placeholderData: keepPreviousData,
  });
}

/** The four cards over the same filters as the list. */
export function useActivitySummary(filters: ActivityFilters) {
  return useQuery({
    queryKey: activityKeys.summary(filters),
    queryFn: ({ signal }) => api.call(activity.summary, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRefreshActivity() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: activityKeys.all });
}

/** The filtered log as a file, in the server's name (settings-activity-export-{date}.json or .csv). */
export function exportActivity(
  format: ActivityExportFormat,
  filters: ActivityFilters,
  fetch?: typeof globalThis.fetch,
): Promise<DownloadedFile> {
  return downloadFile(activity.export, {
    body: { format, ...filters },
    fallbackName: `settings-activity-export-${new Date().toISOString().slice(0, 10)}.${format}`,
    fetch,
  });
}

export const clearActivity = (client: ApiClient = api) => client.call(activity.clear);

export const revertChange = (entry: Pick<ActivityEntry, 'id'>, client: ApiClient = api) =>
  client.call(activity.revert, { params: { id: entry.id } });

export function useClearActivity() {
  return useMutation({ mutationFn: () => clearActivity() });
}

export function useRevertChange() {
  return useMutation({ mutationFn: (entry: ActivityEntry) => revertChange(entry) });
}
