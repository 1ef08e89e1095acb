import { Card, H2 } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { Backup } from '../../../../server/contract/backups';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailure } from '../../components/form/LoadFailure';
import { SectionLoading } from '../../components/FullPageLoading';
import { BACKUP_HISTORY_ID } from './anchors';
import { BackupRow } from './BackupRow';

interface BackupHistoryProps {
  /** undefined until the list arrived. */
  backups: readonly Backup[] | undefined;
  failed: boolean;
  fetching: boolean;
  /** The backup an action is under way on, or 'all' while the page is about to reload. */
  busyId: string | null;
  onRetry: () => void;
  onDownload: (backup: Backup) => void;
  onRestore: (backup: Backup) => void;
  onDelete: (backup: Backup) => void;
}

/** Backup History (§2): every backup and recovery point, newest first, or 'No backups yet'. */
export function BackupHistory({ backups, failed, fetching, busyId, onRetry, ...actions }: BackupHistoryProps) {
  const intl = useIntl();
  let body;
  if (backups === undefined) {
    body = failed ? (
      <LoadFailure
        title={intl.formatMessage({ id: 'backups.toast.loadFailed' })}
        description={intl.formatMessage({ id: 'backups.toast.loadFailedBody' })}
        onRetry={onRetry}
      />
    ) : (
      <SectionLoading />
    );
  } else if (backups.length === 0) {
    body = (
      <EmptyState
        icon="database"
        headingLevel={3}
        title={intl.formatMessage({ id: 'backups.empty' })}
        description={intl.formatMessage({ id: 'backups.empty.description' })}
      />
    );
  } else {
    body = (
      <ul className="backups-list" aria-labelledby="backups-history-title">
        {backups.map((backup) => (
          <BackupRow key={backup.id} backup={backup} busy={busyId === 'all' || busyId === backup.id} {...actions} />
        ))}
      </ul>
    );
  }
  return (
    <Card
      id={BACKUP_HISTORY_ID}
      tabIndex={-1}
      className="settings-card backups-history"
      aria-labelledby="backups-history-title"
      aria-busy={fetching}
    >
      <H2 id="backups-history-title" className="settings-card-title">
        {intl.formatMessage({ id: 'backups.history.title' })}
      </H2>
      {body}
    </Card>
  );
}
