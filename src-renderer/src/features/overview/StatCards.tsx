import type { IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { OverviewResponse } from '../../../../server/contract/overview';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { formatDateTime } from '../../i18n/dates';
import type { MessageId } from '../../i18n/en';
import { StatCard as SharedStatCard } from '../../components/StatCard';

/** The shared card (components/StatCard.tsx) with this page's texts by id. */
function StatCard({
  icon,
  labelId,
  noteId,
  children,
}: {
  icon: IconName;
  labelId: MessageId;
  noteId: MessageId;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <SharedStatCard
      id={`stat-${labelId}`}
      icon={icon}
      label={intl.formatMessage({ id: labelId })}
      note={intl.formatMessage({ id: noteId })}
    >
      {children}
    </SharedStatCard>
  );
}

/** Active Users, Plan Type and Last Updated, all counted by the server. */
export function StatCards({ overview }: { overview: OverviewResponse }) {
  const intl = useIntl();
  const display = useDateDisplay();
  return (
    <div className="stat-cards">
      <StatCard icon="people" labelId="overview.activeUsers" noteId="overview.activeUsers.note">
        {intl.formatNumber(overview.activeUsers)}
      </StatCard>
      <StatCard icon="endorsed" labelId="overview.planType" noteId="overview.planType.note">
        {overview.planType}
      </StatCard>
      <StatCard icon="time" labelId="overview.lastUpdated" noteId="overview.lastUpdated.note">
        {overview.lastUpdated === null ? (
          intl.formatMessage({ id: 'overview.lastUpdated.never' })
        ) : (
          <time dateTime={overview.lastUpdated}>{formatDateTime(new Date(overview.lastUpdated), display)}</time>
        )}
      </StatCard>
    </div>
  );
}
