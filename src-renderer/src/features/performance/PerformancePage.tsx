import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { hasPermission } from '../../../../server/contract/permissions';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { useSession } from '../../app/session/SessionContext';
import { SectionLoading } from '../../components/FullPageLoading';
import { PageHeader } from '../../components/PageHeader';
import { LoadFailure } from '../../components/form/LoadFailure';
import { formatTimeOfDay } from '../../i18n/dates';
import { usePerformance } from './api';
import { DatabaseHealthCard } from './DatabaseHealthCard';
import { DiagnosticToolsCard } from './DiagnosticToolsCard';
import { ErrorLogCard } from './ErrorLogCard';
import { MemoryCard } from './MemoryCard';
import { QueueCard } from './QueueCard';
import { ResponseTimesCard } from './ResponseTimesCard';
import { StorageCard } from './StorageCard';
import './performance.css';

/** Heap samples kept for the memory trend: ten minutes of refreshes. */
const HEAP_SAMPLES = 60;

/**
 * The Performance Monitor: the server's own figures (GET /api/system/performance), read again
 * every 10 s while the page is visible. The figures are for administrators (the route needs
 * manage_organization_settings); everyone keeps the Diagnostic Tools.
 */
export function PerformancePage() {
  const intl = useIntl();
  const display = useDateDisplay();
  const { user } = useSession();
  const mayRead = hasPermission(user, 'manage_organization_settings');
  const performance = usePerformance(mayRead);
  const data = performance.data;
  const heapHistory = useHeapHistory(data?.generatedAt, data?.process.heapUsedBytes);

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.performance' })}
        subtitle={intl.formatMessage({ id: 'perf.subtitle' })}
        actions={
          mayRead ? (
            <Button
              icon="refresh"
              text={intl.formatMessage({ id: 'perf.refresh' })}
              loading={performance.isFetching}
              onClick={() => void performance.refetch()}
            />
          ) : undefined
        }
      />
      {!mayRead && (
        <Callout icon="info-sign" title={intl.formatMessage({ id: 'perf.adminOnly.title' })} className="perf-callout">
          {intl.formatMessage({ id: 'perf.adminOnly.body' })}
        </Callout>
      )}
      {mayRead && performance.isPending && <SectionLoading />}
      {mayRead && performance.isError && !data && (
        <LoadFailure
          title={intl.formatMessage({ id: 'perf.loadFailed' })}
          error={performance.error}
          onRetry={() => void performance.refetch()}
        />
      )}
      {data && performance.isError && (
        <Callout intent={Intent.WARNING} className="perf-callout" role="status">
          {intl.formatMessage({ id: 'perf.refreshFailed' })}
        </Callout>
      )}
      {data && (
        <>
          <p className="perf-updated" aria-live="polite">
            {intl.formatMessage({ id: 'perf.updated' }, { time: formatTimeOfDay(new Date(data.generatedAt), display) })}
          </p>
          {!data.monitoringEnabled && (
            <Callout intent={Intent.PRIMARY} className="perf-callout" role="status">
              {intl.formatMessage({ id: 'perf.monitoringOff' })}
            </Callout>
          )}
          <div className="perf-grid">
            <ResponseTimesCard responseTimes={data.responseTimes} />
            <DatabaseHealthCard database={data.database} />
            <MemoryCard figures={data.process} heapHistory={heapHistory} />
            <StorageCard storage={data.storage} />
            <QueueCard queue={data.notificationQueue} />
            <ErrorLogCard errors={data.errors} />
          </div>
        </>
      )}
      <div className="perf-grid">
        <DiagnosticToolsCard />
      </div>
    </>
  );
}

/** The heap used at each answer read during this visit, oldest first, for the memory trend. */
function useHeapHistory(generatedAt: string | undefined, heapUsed: number | undefined): number[] {
  const [seen, setSeen] = useState<{ at: string | undefined; samples: number[] }>({ at: undefined, samples: [] });
  // One sample per answer, taken while rendering it (React's pattern for state that follows a
  // prop): generatedAt changes with every read, even when the heap did not.
  if (heapUsed !== undefined && generatedAt !== seen.at) {
    setSeen({ at: generatedAt, samples: [...seen.samples, heapUsed].slice(-HEAP_SAMPLES) });
  }
  return seen.samples;
}
