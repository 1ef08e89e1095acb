import { useIntl } from 'react-intl';
import type { OverviewResponse } from '../../../../server/contract/overview';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { formatDateTime } from '../../i18n/dates';
import { MessageStatCard } from '../../components/StatCard';

/** Active Users, Plan Type and Last Updated, all counted by the server. */
export function StatCards({ overview }: { overview: OverviewResponse }) {
  const intl = useIntl();
  const display = useDateDisplay();
  return (
    <div className="stat-cards">
      <MessageStatCard idPrefix="stat" icon="people" labelId="overview.activeUsers" noteId="overview.activeUsers.note">
        {intl.formatNumber(overview.activeUsers)}
      </MessageStatCard>
      <MessageStatCard idPrefix="stat" icon="endorsed" labelId="overview.planType" noteId="overview.planType.note">
        {overview.planType}
      </MessageStatCard>
      <MessageStatCard idPrefix="stat" icon="time" labelId="overview.lastUpdated" noteId="overview.lastUpdated.note">
        {overview.lastUpdated === null ? (
          intl.formatMessage({ id: 'overview.lastUpdated.never' })
        ) : (
          <time dateTime={overview.lastUpdated}>{formatDateTime(new Date(overview.lastUpdated), display)}</time>
        )}
      </MessageStatCard>
    </div>
  );
}
