import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Backup } from '../../../../server/contract/backups';
import { useNotify } from '../../components/toaster/useNotify';
import { saveFile } from '../imports/save-file';
import { downloadBackup } from './api';

/**
 * Download on a history row: the stored file (encrypted ones stay encrypted) under the server's
 * name, through the desktop app's save dialog or the browser's downloads.
 */
export function useDownload() {
  const intl = useIntl();
  const notify = useNotify();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  async function download(backup: Backup) {
    setDownloadingId(backup.id);
    try {
      const file = await downloadBackup(backup);
      const saved = await saveFile(file, {
        name: intl.formatMessage({ id: 'backups.file.filterName' }),
        extensions: ['json'],
      });
      if (saved.kind === 'saved') {
        notify.success(
          intl.formatMessage({ id: 'backups.toast.downloaded' }),
          intl.formatMessage({ id: 'backups.toast.savedTo' }, { path: saved.path }),
        );
      } else if (saved.kind === 'downloaded') {
        notify.success(intl.formatMessage({ id: 'backups.toast.downloaded' }), saved.fileName);
      }
    } catch (error) {
      notify.failure(
        intl.formatMessage({ id: 'backups.toast.downloadFailed' }),
        error,
        intl.formatMessage({ id: 'backups.toast.downloadFailedBody' }),
      );
    } finally {
      setDownloadingId(null);
    }
  }

  return { downloadingId, download: (backup: Backup) => void download(backup) };
}
