import { useIntl } from 'react-intl';
import { useSettingsOverview } from '../../api/overview';
import { SectionLoading } from '../../components/FullPageLoading';
import { PageHeader } from '../../components/PageHeader';
import { LoadFailure } from '../../components/form/LoadFailure';
import { QuickActions } from './QuickActions';
import { QuickTips } from './QuickTips';
import { RecentChanges } from './RecentChanges';
import { StatCards } from './StatCards';
import { SystemInformation } from './SystemInformation';

/** The settings overview: real figures from GET /api/settings/overview, never placeholders. */
export function OverviewPage() {
  const intl = useIntl();
  const overview = useSettingsOverview();

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.overview' })}
        subtitle={intl.formatMessage({ id: 'overview.subtitle' })}
      />
      <QuickActions />
      {overview.isPending && <SectionLoading />}
      {overview.isError && <LoadFailure error={overview.error} onRetry={() => void overview.refetch()} />}
      {overview.data && (
        <>
          <StatCards overview={overview.data} />
          <div className="overview-columns">
            <RecentChanges changes={overview.data.recentChanges} />
            <div className="overview-side">
              <SystemInformation overview={overview.data} />
              <QuickTips />
            </div>
          </div>
        </>
      )}
    </>
  );
}
