import { Button, Card, Classes, H2, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { DesktopApi } from '../../../../src-preload/desktop-api';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { LoadFailure } from '../../components/form/LoadFailure';
import { SectionLoading } from '../../components/FullPageLoading';
import { formatDateTime } from '../../i18n/dates';
import { DatabaseBackupList } from './DatabaseBackupList';
import { useDatabaseBackups } from './database-backups-api';
import { desktopBridge } from './desktop-bridge';
import { useDatabaseBackupActions } from './useDatabaseBackupActions';

/**
 * Database backups (this computer), issue 17: only in the desktop app, whose embedded server copies
 * the whole database into a folder the owner picks. In a browser there is nothing to show: a
 * headless server's operator backs its database up by their own means.
 */
export function DatabaseBackupsCard() {
  const desktop = desktopBridge();
  return desktop === undefined ? null : <DesktopDatabaseBackups desktop={desktop} />;
}

function DesktopDatabaseBackups({ desktop }: { desktop: DesktopApi }) {
  const intl = useIntl();
  const display = useDateDisplay();
  const list = useDatabaseBackups(true);
  const actions = useDatabaseBackupActions(desktop, () => list.refetch());
  const { waiting } = actions;
  const data = list.data;
  const noFolder = data !== undefined && data.folder === null;

  let body;
  if (data === undefined) {
    body = list.isError ? (
      <LoadFailure
        title={intl.formatMessage({ id: 'backups.database.loadFailed' })}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    ) : (
      <SectionLoading />
    );
  } else {
    body = (
      <>
        <p>{intl.formatMessage({ id: 'backups.database.explain' }, { frequency: data.frequency })}</p>
        <dl className="backups-database-facts">
          <dt>{intl.formatMessage({ id: 'backups.database.folder' })}</dt>
          <dd className="backups-database-folder">
            {data.folder ?? (
              <span className={Classes.TEXT_MUTED}>{intl.formatMessage({ id: 'backups.database.noFolder' })}</span>
            )}
          </dd>
          <dt>{intl.formatMessage({ id: 'backups.database.last' })}</dt>
          <dd>
            {data.lastBackupAt === null ? (
              intl.formatMessage({ id: 'backups.database.never' })
            ) : (
              <time dateTime={data.lastBackupAt}>{formatDateTime(new Date(data.lastBackupAt), display)}</time>
            )}
          </dd>
        </dl>
        {noFolder ? (
          <p className={Classes.TEXT_MUTED}>{intl.formatMessage({ id: 'backups.database.noFolderHint' })}</p>
        ) : (
          <DatabaseBackupList
            backups={data.backups}
            disabled={waiting !== null}
            restoringName={waiting?.kind === 'restore' ? waiting.name : null}
            onRestore={actions.restore}
          />
        )}
      </>
    );
  }

  return (
    <Card
      className="settings-card backups-database"
      aria-labelledby="backups-database-title"
      aria-busy={list.isFetching}
    >
      <H2 id="backups-database-title" className="settings-card-title">
        {intl.formatMessage({ id: 'backups.database.title' })}
      </H2>
      {body}
      <div className="settings-row-actions backups-database-actions">
        <Button
          icon="folder-open"
          text={intl.formatMessage({ id: 'backups.database.chooseFolder' })}
          loading={waiting?.kind === 'folder'}
          disabled={waiting !== null}
          onClick={actions.chooseFolder}
        />
        <Button
          icon="document-open"
          text={intl.formatMessage({ id: 'backups.database.restoreFromFile' })}
          loading={waiting?.kind === 'restore' && waiting.name === null}
          disabled={waiting !== null}
          onClick={() => actions.restore(null)}
        />
        <Button
          intent={Intent.PRIMARY}
          icon="floppy-disk"
          text={intl.formatMessage({ id: 'backups.database.backUpNow' })}
          loading={actions.backingUp}
          // Without a folder the server has nowhere to write; the hint above says what to do.
          disabled={data === undefined || noFolder || waiting !== null}
          onClick={actions.backUpNow}
        />
      </div>
    </Card>
  );
}
