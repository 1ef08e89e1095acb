import type { IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ActivitySummary } from '../../../../server/contract/activity';
import type { MessageId } from '../../i18n/en';
import { StatCard } from '../../components/StatCard';

/** The shared card (components/StatCard.tsx) with this page's texts by id. */
function SummaryCard({
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
    <StatCard
      id={`activity-${labelId}`}
      icon={icon}
      label={intl.formatMessage({ id: labelId })}
      note={intl.formatMessage({ id: noteId })}
    >
      {children}
    </StatCard>
  );
}

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
      <SummaryCard icon="timeline-events" labelId="activity.summary.total" noteId="activity.summary.total.note">
        {count(summary?.totalActions)}
      </SummaryCard>
      <SummaryCard icon="people" labelId="activity.summary.activeUsers" noteId="activity.summary.activeUsers.note">
        {count(summary?.activeUsers)}
      </SummaryCard>
      <SummaryCard icon="pulse" labelId="activity.summary.mostActive" noteId="activity.summary.mostActive.note">
        {mostActive === undefined
          ? '–'
          : mostActive === null
            ? intl.formatMessage({ id: 'activity.summary.mostActive.none' })
            : intl.formatMessage({ id: 'activity.sectionName' }, { section: mostActive })}
      </SummaryCard>
      <SummaryCard icon="error" labelId="activity.summary.failed" noteId="activity.summary.failed.note">
        {count(summary?.failedActions)}
      </SummaryCard>
    </div>
  );
}
