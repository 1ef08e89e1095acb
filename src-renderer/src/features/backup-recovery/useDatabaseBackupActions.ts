import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { DesktopApi } from '../../../../src-preload/desktop-api';
import { useNotify } from '../../components/toaster/useNotify';
import { useBackUpDatabaseNow } from './database-backups-api';
import { refusedBackupText } from './desktop-bridge';

/** What the card is waiting for: the folder dialog, or a restore (a backup's name, or a file). */
export type DatabaseBackupWait = { kind: 'folder' } | { kind: 'restore'; name: string | null } | null;

/**
 * The card's actions. Choosing the folder and restoring go through the desktop bridge, whose main
 * process shows its own dialogs (the restore's confirmation among them); backing up is the server's.
 */
export function useDatabaseBackupActions(desktop: DesktopApi, refetch: () => unknown) {
  const intl = useIntl();
  const notify = useNotify();
  const backUp = useBackUpDatabaseNow();
  const [waiting, setWaiting] = useState<DatabaseBackupWait>(null);

  async function chooseFolder() {
    setWaiting({ kind: 'folder' });
    try {
      // null: the owner cancelled, nothing changed.
      if ((await desktop.chooseBackupFolder()) !== null) await refetch();
    } catch {
      notify.danger(
        intl.formatMessage({ id: 'backups.database.toast.folderFailed' }),
        intl.formatMessage({ id: 'backups.database.toast.folderFailedBody' }),
      );
    } finally {
      setWaiting(null);
    }
  }

  function backUpNow() {
    backUp.mutate(undefined, {
      onSuccess: (backup) =>
        notify.success(
          intl.formatMessage({ id: 'backups.database.toast.backedUp' }),
          intl.formatMessage({ id: 'backups.database.toast.backedUpBody' }, { name: backup.name }),
        ),
      onError: (error) =>
        notify.failure(
          intl.formatMessage({ id: 'backups.database.toast.backUpFailed' }),
          error,
          intl.formatMessage({ id: 'backups.database.toast.backUpFailedBody' }),
        ),
    });
  }

  /** `name` null: the owner picks the file in the main process's dialog. */
  async function restore(name: string | null) {
    setWaiting({ kind: 'restore', name });
    try {
      const restored = await desktop.restoreDatabase(name === null ? {} : { name });
      // true: the server restarts and the window reloads, so everything stays waiting until then.
      // false: the owner cancelled (or picked no file) and nothing happened, which needs no toast.
      if (!restored) setWaiting(null);
    } catch (error) {
      setWaiting(null);
      notify.danger(
        intl.formatMessage({ id: 'backups.database.toast.restoreFailed' }),
        refusedBackupText(error) ?? intl.formatMessage({ id: 'backups.database.toast.restoreFailedBody' }),
      );
    }
  }

  return {
    waiting,
    backingUp: backUp.isPending,
    chooseFolder: () => void chooseFolder(),
    backUpNow,
    restore: (name: string | null) => void restore(name),
  };
}
