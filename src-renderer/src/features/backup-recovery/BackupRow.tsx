import { Button, Classes, Icon, Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { Backup } from '../../../../server/contract/backups';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { formatDateTime } from '../../i18n/dates';

interface BackupRowProps {
  backup: Backup;
  /** An action on this row is under way: its buttons wait. */
  busy: boolean;
  onDownload: (backup: Backup) => void;
  onRestore: (backup: Backup) => void;
  onDelete: (backup: Backup) => void;
}

/**
 * One backup of the history (§2, §3): name and description, its sections, type, size, date and
 * who made it, the status (success green, anything else red), and Download, Restore and Delete.
 */
export function BackupRow({ backup, busy, onDownload, onRestore, onDelete }: BackupRowProps) {
  const intl = useIntl();
  const display = useDateDisplay();
  const success = backup.status === 'success';
  const sections = backup.sections.map((section) => intl.formatMessage({ id: 'backups.section' }, { section }));
  const by =
    backup.createdBy === null
      ? intl.formatMessage({ id: 'backups.row.createdByApp' })
      : intl.formatMessage(
          { id: 'backups.row.createdBy' },
          { name: `${backup.createdBy.firstName} ${backup.createdBy.lastName}`.trim() },
        );
  const name = backup.name;

  return (
    <li className="backups-row" aria-label={name}>
      <div className="backups-row-main">
        <div className="backups-row-title">
          <Icon icon="database" aria-hidden />
          <strong>{name}</strong>
          <Tag minimal intent={success ? Intent.SUCCESS : Intent.DANGER} className="backups-status">
            {intl.formatMessage({ id: 'backups.status' }, { status: success ? 'success' : 'failed' })}
          </Tag>
          <Tag minimal className="backups-type">
            {intl.formatMessage({ id: 'backups.type' }, { type: backup.type })}
          </Tag>
          {backup.encryption && (
            <Tag minimal icon={<Icon icon="lock" size={12} aria-hidden />} className="backups-encrypted">
              {intl.formatMessage({ id: 'backups.encrypted' })}
            </Tag>
          )}
        </div>
        {backup.description !== '' && <p className="backups-row-description">{backup.description}</p>}
        <p className={`backups-row-meta ${Classes.TEXT_MUTED}`}>
          {intl.formatMessage({ id: 'backups.row.sections' }, { sections: intl.formatList(sections) })}
        </p>
        <p className={`backups-row-meta ${Classes.TEXT_MUTED}`}>
          <span>{backup.size}</span>
          <span aria-hidden> · </span>
          <time dateTime={backup.createdAt}>{formatDateTime(new Date(backup.createdAt), display)}</time>
          <span aria-hidden> · </span>
          <span>{by}</span>
        </p>
      </div>
      <div className="settings-row-actions backups-row-actions">
        <Button
          variant="minimal"
          size="small"
          icon="download"
          text={intl.formatMessage({ id: 'backups.row.download' })}
          aria-label={intl.formatMessage({ id: 'backups.row.downloadOf' }, { name })}
          disabled={busy}
          onClick={() => onDownload(backup)}
        />
        <Button
          variant="minimal"
          size="small"
          icon="undo"
          text={intl.formatMessage({ id: 'backups.row.restore' })}
          aria-label={intl.formatMessage({ id: 'backups.row.restoreOf' }, { name })}
          disabled={busy || !success}
          onClick={() => onRestore(backup)}
        />
        <Button
          variant="minimal"
          size="small"
          icon="trash"
          intent={Intent.DANGER}
          text={intl.formatMessage({ id: 'backups.row.delete' })}
          aria-label={intl.formatMessage({ id: 'backups.row.deleteOf' }, { name })}
          disabled={busy}
          onClick={() => onDelete(backup)}
        />
      </div>
    </li>
  );
}
