import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';
import { backupKeys } from './api';

// Whole-database backups of the desktop app (issue 17). Under the page's key, so its Refresh reads
// them again too; only asked for where the desktop bridge exists (a headless server answers 409).
const { databaseBackups } = ROUTES;

export const databaseBackupKeys = { list: [...backupKeys.all, 'database'] as const };

export function useDatabaseBackups(enabled: boolean) {
  return useQuery({
    queryKey: databaseBackupKeys.list,
    queryFn: ({ signal }) => api.call(databaseBackups.list, { signal }),
    enabled,
  });
}

/** "Back up now": the list is read again afterwards, whichever way it went, for its new backup and last time. */
export function useBackUpDatabaseNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(databaseBackups.create),
    onSettled: () => queryClient.invalidateQueries({ queryKey: databaseBackupKeys.list }),
  });
}
