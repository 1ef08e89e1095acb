import { useIntl } from 'react-intl';
import type { ActivitySummary } from '../../../../server/contract/activity';
import { MessageStatCard } from '../../components/StatCard';

/**
 * §2's four cards, from the server's summary over the same filters as the list; a dash until the
 * first answer, so no made-up zero is ever shown.
 */
export function ActivitySummaryCards({ summary }: { summary: ActivitySummary | undefined }) {
  const intl = useIntl();
  const count = (value: number | undefined) => (value === undefined ? '–' : intl.formatNumber(value));
  const mostActive = summary?.mostActiveSection;
  return (
    <div className="stat-cards">
      <MessageStatCard
        idPrefix="activity"
        icon="timeline-events"
        labelId="activity.summary.total"
        noteId="activity.summary.total.note"
      >
        {count(summary?.totalActions)}
      </MessageStatCard>
      <MessageStatCard
        idPrefix="activity"
        icon="people"
        labelId="activity.summary.activeUsers"
        noteId="activity.summary.activeUsers.note"
      >
        {count(summary?.activeUsers)}
      </MessageStatCard>
      <MessageStatCard
        idPrefix="activity"
        icon="pulse"
        labelId="activity.summary.mostActive"
        noteId="activity.summary.mostActive.note"
      >
        {mostActive === undefined
          ? '–'
          : mostActive === null
            ? intl.formatMessage({ id: 'activity.summary.mostActive.none' })
            : intl.formatMessage({ id: 'activity.sectionName' }, { section: mostActive })}
      </MessageStatCard>
      <MessageStatCard
        idPrefix="activity"
        icon="error"
        labelId="activity.summary.failed"
        noteId="activity.summary.failed.note"
      >
        {count(summary?.failedActions)}
      </MessageStatCard>
    </div>
  );
}
