import { Button, Callout, Intent } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { hasPermission } from '../../../../server/contract/permissions';
import { useSession } from '../../app/session/SessionContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { useLoadFailureToast } from '../../components/toaster/useLoadFailureToast';
import { useNotify } from '../../components/toaster/useNotify';
import { useNow } from '../overview/useNow';
import {
  useBackups,
  useDeleteBackup,
  usePassphraseStatus,
  useRecoveryPoints,
  useRefreshBackups,
  useRestoreBackup,
} from './api';
import { BackupHistory } from './BackupHistory';
import { CreateBackupDialog } from './CreateBackupDialog';
import { DatabaseBackupsCard } from './DatabaseBackupsCard';
import { RecoveryPointsCard } from './RecoveryPointsCard';
import { reloadSoon } from '../../app/reload-soon';
import { RestoreFileDialog } from './RestoreFileDialog';
import { summaryOf } from './summary';
import { SummaryCards } from './SummaryCards';
import { useDownload } from './useDownload';
import '../../components/form/styles';
import './icons';
import './backup-recovery.css';

/** What a restore confirmation is about: a backup of the history or a quick recovery point. */
interface RestoreTarget {
  id: string;
  name: string;
}

/**
 * Backup & Recovery (spec part 3 §2): the summary cards, Create Backup, Refresh and Restore from a
 * file, the history with Download, Restore and Delete (each restore and delete confirmed first),
 * the Quick Recovery Points when there are some, and in the desktop app its whole-database backups.
 * Every call needs manage_organization_settings; anyone else reads a note instead of being refused.
 */
export function BackupRecoveryPage() {
  const intl = useIntl();
  const { user } = useSession();
  const mayManage = hasPermission(user, 'manage_organization_settings');
  const title = intl.formatMessage({ id: 'section.backupRecovery' });
  const subtitle = intl.formatMessage({ id: 'backups.subtitle' });

  if (!mayManage) {
    return (
      <>
        <PageHeader title={title} subtitle={subtitle} />
        <div className="settings-page backups-page">
          <Callout intent={Intent.PRIMARY} icon="lock" title={intl.formatMessage({ id: 'backups.readOnly.title' })}>
            {intl.formatMessage({ id: 'backups.readOnly.body' })}
          </Callout>
        </div>
      </>
    );
  }
  return <BackupManager title={title} subtitle={subtitle} />;
}

function BackupManager({ title, subtitle }: { title: string; subtitle: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const list = useBackups(true);
  const points = useRecoveryPoints(true);
  const passphrase = usePassphraseStatus(true);
  const refresh = useRefreshBackups();
  const restore = useRestoreBackup();
  const remove = useDeleteBackup();
  const { downloadingId, download } = useDownload();
  const [creating, setCreating] = useState(false);
  const [restoringFromFile, setRestoringFromFile] = useState(false);
  const [restoring, setRestoring] = useState<RestoreTarget | null>(null);
  const [deleting, setDeleting] = useState<RestoreTarget | null>(null);
  // Set once a restore succeeded: the page reloads in 2 seconds, and nothing else may start meanwhile.
  const [reloading, setReloading] = useState(false);

  const loadFailedAt = list.isError ? list.errorUpdatedAt : points.isError ? points.errorUpdatedAt : 0;
  useLoadFailureToast(loadFailedAt, () =>
    notify.danger(
      intl.formatMessage({ id: 'backups.toast.loadFailed' }),
      intl.formatMessage({ id: 'backups.toast.loadFailedBody' }),
    ),
  );

  const backups = list.data?.backups;
  const recoveryPoints = points.data?.recoveryPoints ?? [];
  const summary = useMemo(() => summaryOf(backups ?? [], recoveryPoints.length), [backups, recoveryPoints.length]);
  const now = useNow();

  function onRestoreConfirmed() {
    if (restoring === null) return;
    const target = restoring;
    restore.mutate(target.id, {
      onSuccess: () => {
        setReloading(true);
        notify.success(
          intl.formatMessage({ id: 'backups.toast.restored' }),
          intl.formatMessage({ id: 'backups.toast.restoredBody' }, { name: target.name }),
        );
        reloadSoon();
      },
      onError: (error) =>
        notify.failure(
          intl.formatMessage({ id: 'backups.toast.restoreFailed' }),
          error,
          intl.formatMessage({ id: 'backups.toast.restoreFailedBody' }),
        ),
      onSettled: () => setRestoring(null),
    });
  }

  function onDeleteConfirmed() {
    if (deleting === null) return;
    remove.mutate(deleting.id, {
      onSuccess: () =>
        notify.success(
          intl.formatMessage({ id: 'backups.toast.deleted' }),
          intl.formatMessage({ id: 'backups.toast.deletedBody' }),
        ),
      onError: (error) =>
        notify.failure(
          intl.formatMessage({ id: 'backups.toast.deleteFailed' }),
          error,
          intl.formatMessage({ id: 'backups.toast.deleteFailedBody' }),
        ),
      onSettled: () => {
        setDeleting(null);
        void refresh();
      },
    });
  }

  const busyId = reloading
    ? 'all'
    : restore.isPending
      ? restore.variables
      : remove.isPending
        ? remove.variables
        : downloadingId;

  const actions = (
    <>
      <Button
        icon="refresh"
        text={intl.formatMessage({ id: 'backups.refresh' })}
        loading={list.isRefetching}
        disabled={reloading}
        onClick={() => void refresh()}
      />
      <Button
        icon="document-open"
        text={intl.formatMessage({ id: 'backups.restoreFromFile' })}
        disabled={reloading}
        onClick={() => setRestoringFromFile(true)}
      />
      <Button
        intent={Intent.PRIMARY}
        icon="add"
        text={intl.formatMessage({ id: 'backups.create' })}
        disabled={reloading}
        onClick={() => setCreating(true)}
      />
    </>
  );

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <div className="settings-page backups-page">
        <SummaryCards summary={summary} />
        {recoveryPoints.length > 0 && (
          <RecoveryPointsCard
            points={recoveryPoints}
            now={now}
            busyId={reloading ? 'all' : restore.isPending ? restore.variables : null}
            onRestore={(point) => setRestoring({ id: point.id, name: point.description })}
          />
        )}
        <BackupHistory
          backups={backups}
          failed={list.isError}
          fetching={list.isFetching}
          busyId={busyId}
          onRetry={() => void list.refetch()}
          onDownload={download}
          onRestore={(backup) => setRestoring({ id: backup.id, name: backup.name })}
          onDelete={(backup) => setDeleting({ id: backup.id, name: backup.name })}
        />
        <DatabaseBackupsCard />
      </div>
      <ConfirmDialog
        isOpen={restoring !== null}
        title={intl.formatMessage({ id: 'backups.restore.title' }, { name: restoring?.name ?? '' })}
        confirmText={intl.formatMessage({ id: 'backups.restore.confirm' })}
        cancelText={intl.formatMessage({ id: 'backups.cancel' })}
        intent={Intent.WARNING}
        loading={restore.isPending}
        onConfirm={onRestoreConfirmed}
        onCancel={() => setRestoring(null)}
      >
        <p>{intl.formatMessage({ id: 'backups.restore.body' })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        title={intl.formatMessage({ id: 'backups.delete.title' }, { name: deleting?.name ?? '' })}
        confirmText={intl.formatMessage({ id: 'backups.delete.confirm' })}
        cancelText={intl.formatMessage({ id: 'backups.cancel' })}
        loading={remove.isPending}
        onConfirm={onDeleteConfirmed}
        onCancel={() => setDeleting(null)}
      />
      {creating && (
        <CreateBackupDialog
          passphraseSet={passphrase.data?.isSet}
          onClose={() => {
            setCreating(false);
            void refresh();
          }}
        />
      )}
      {restoringFromFile && <RestoreFileDialog onClose={() => setRestoringFromFile(false)} />}
    </>
  );
}
