import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Backup, CreateBackupBody, RestoreFileBody } from '../../../../server/contract/backups';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';
import { downloadFile, type DownloadedFile } from '../../api/download';

// Backup & Recovery (spec part 3 §2, §7 "Backup"). Every call needs manage_organization_settings:
// the page reads nothing for anyone else (`enabled`), so they never see a refusal.
const { backups } = ROUTES;

export const backupKeys = {
  all: ['backups'] as const,
  list: ['backups', 'list'] as const,
  recoveryPoints: ['backups', 'recovery-points'] as const,
  passphrase: ['backups', 'passphrase'] as const,
};

export function useBackups(enabled: boolean) {
  return useQuery({
    queryKey: backupKeys.list,
    queryFn: ({ signal }) => api.call(backups.list, { signal }),
    enabled,
  });
}

export function useRecoveryPoints(enabled: boolean) {
  return useQuery({
    queryKey: backupKeys.recoveryPoints,
    queryFn: ({ signal }) => api.call(backups.recoveryPoints, { signal }),
    enabled,
  });
}

/** Whether the backup passphrase is set: encrypted backups need it. */
export function usePassphraseStatus(enabled: boolean) {
  return useQuery({
    queryKey: backupKeys.passphrase,
    queryFn: ({ signal }) => api.call(backups.passphrase, { signal }),
    enabled,
  });
}

/** Reads the backups, the recovery points and the passphrase's status again. */
export function useRefreshBackups() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: backupKeys.all });
}

/** §4: "The new backup is added to the top of the list" at once; the refresh that follows confirms it. */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBackupBody) => api.call(backups.create, { body }),
    onSuccess: (created) =>
      queryClient.setQueryData(backupKeys.list, (list: { backups: Backup[] } | undefined) =>
        list === undefined ? list : { backups: [created, ...list.backups.filter((b) => b.id !== created.id)] },
      ),
  });
}

export function useSetPassphrase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passphrase: string) => api.call(backups.setPassphrase, { body: { passphrase } }),
    onSuccess: (status) => queryClient.setQueryData(backupKeys.passphrase, status),
  });
}

/** A backup or a recovery point (a backup of type recovery_point): the same route restores both. */
export function useRestoreBackup() {
  return useMutation({ mutationFn: (id: string) => api.call(backups.restore, { params: { id } }) });
}

export function useDeleteBackup() {
  return useMutation({ mutationFn: (id: string) => api.call(backups.remove, { params: { id } }) });
}

export function useRestoreFile() {
  return useMutation({ mutationFn: (body: RestoreFileBody) => api.call(backups.restoreFile, { body }) });
}

/** The stored file (encrypted ones stay encrypted), under the name the server gives it. */
export function downloadBackup(backup: Pick<Backup, 'id' | 'name'>): Promise<DownloadedFile> {
  return downloadFile(backups.download, { params: { id: backup.id }, fallbackName: 'backup.json' });
}
