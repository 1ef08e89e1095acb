import { Button, Classes } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { DatabaseBackup } from '../../../../server/contract/database-backups';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { formatDateTime } from '../../i18n/dates';

/** The newest few: older ones stay in the folder and can still be restored from a file. */
const SHORT_LIST = 5;
const BYTES_PER_MEGABYTE = 1024 * 1024;

interface DatabaseBackupListProps {
  /** Newest first, as the server answers them. */
  backups: readonly DatabaseBackup[];
  /** Nothing may start: a restore or the folder dialog is under way. */
  disabled: boolean;
  /** The backup whose restore is under way, if any. */
  restoringName: string | null;
  onRestore: (name: string) => void;
}

/** The newest whole-database backups of the folder, each with its size, date and Restore…. */
export function DatabaseBackupList({ backups, disabled, restoringName, onRestore }: DatabaseBackupListProps) {
  const intl = useIntl();
  const display = useDateDisplay();
  if (backups.length === 0) {
    return <p className={Classes.TEXT_MUTED}>{intl.formatMessage({ id: 'backups.database.empty' })}</p>;
  }
  const older = backups.length - SHORT_LIST;
  return (
    <>
      <ul className="backups-database-list" aria-label={intl.formatMessage({ id: 'backups.database.list' })}>
        {backups.slice(0, SHORT_LIST).map((backup) => (
          <li key={backup.name} className="backups-database-row" aria-label={backup.name}>
            <div className="backups-recovery-text">
              <strong className="backups-database-name">{backup.name}</strong>
              <span className={Classes.TEXT_MUTED}>
                {intl.formatMessage(
                  { id: 'backups.database.size' },
                  {
                    megabytes: intl.formatNumber(backup.sizeBytes / BYTES_PER_MEGABYTE, {
                      minimumFractionDigits: 2,
                      maximumFractionDigits: 2,
                    }),
                  },
                )}
                <span aria-hidden> · </span>
                <time dateTime={backup.createdAt}>{formatDateTime(new Date(backup.createdAt), display)}</time>
              </span>
            </div>
            <Button
              size="small"
              variant="minimal"
              icon="undo"
              text={intl.formatMessage({ id: 'backups.database.restore' })}
              aria-label={intl.formatMessage({ id: 'backups.database.restoreOf' }, { name: backup.name })}
              loading={restoringName === backup.name}
              disabled={disabled}
              onClick={() => onRestore(backup.name)}
            />
          </li>
        ))}
      </ul>
      {older > 0 && (
        <p className={`backups-row-meta ${Classes.TEXT_MUTED}`}>
          {intl.formatMessage({ id: 'backups.database.more' }, { count: older })}
        </p>
      )}
    </>
  );
}
