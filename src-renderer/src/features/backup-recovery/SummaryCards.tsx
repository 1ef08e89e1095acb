import type { IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { formatDateTime } from '../../i18n/dates';
import type { MessageId } from '../../i18n/en';
import type { BackupSummary } from './summary';
import { StatCard } from '../../components/StatCard';

/** The shared card (components/StatCard.tsx) with this page's texts by id. */
function SummaryCard({
  icon,
  labelId,
  note,
  children,
}: {
  icon: IconName;
  labelId: MessageId;
  note: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <StatCard id={`backups-${labelId}`} icon={icon} label={intl.formatMessage({ id: labelId })} note={note}>
      {children}
    </StatCard>
  );
}

/** §2's four cards: Total Backups, Storage Used, Last Backup and Recovery Points, from the real lists. */
export function SummaryCards({ summary }: { summary: BackupSummary }) {
  const intl = useIntl();
  const display = useDateDisplay();
  const { last } = summary;
  return (
    <div className="stat-cards">
      <SummaryCard
        icon="database"
        labelId="backups.summary.total"
        note={intl.formatMessage(
          { id: 'backups.summary.total.note' },
          { count: intl.formatNumber(summary.successful) },
        )}
      >
        {intl.formatNumber(summary.total)}
      </SummaryCard>
      <SummaryCard
        icon="import"
        labelId="backups.summary.storage"
        note={intl.formatMessage({ id: 'backups.summary.storage.note' })}
      >
        {intl.formatMessage(
          { id: 'backups.summary.storage.value' },
          {
            megabytes: intl.formatNumber(summary.megabytes, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
          },
        )}
      </SummaryCard>
      <SummaryCard
        icon="time"
        labelId="backups.summary.last"
        note={
          last === null
            ? intl.formatMessage({ id: 'backups.summary.last.noneNote' })
            : intl.formatMessage({ id: 'backups.type' }, { type: last.type })
        }
      >
        {last === null ? (
          intl.formatMessage({ id: 'backups.summary.last.never' })
        ) : (
          <time className="backups-last-date" dateTime={last.createdAt}>
            {formatDateTime(new Date(last.createdAt), display)}
          </time>
        )}
      </SummaryCard>
      <SummaryCard
        icon="history"
        labelId="backups.summary.recoveryPoints"
        note={intl.formatMessage({ id: 'backups.summary.recoveryPoints.note' })}
      >
        {intl.formatNumber(summary.recoveryPoints)}
      </SummaryCard>
    </div>
  );
}
