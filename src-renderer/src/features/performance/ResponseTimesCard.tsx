import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PerformanceResponse } from '../../../../server/contract/performance';
import { BarChart } from './BarChart';
import { PerfCard } from './PerfCard';

/** How many routes are drawn before "Show all". */
export const TOP_ROUTES = 10;

/** p50 and p95 per route over the last hour, slowest first (the server sorts them). */
export function ResponseTimesCard({ responseTimes }: { responseTimes: PerformanceResponse['responseTimes'] }) {
  const intl = useIntl();
  const [showAll, setShowAll] = useState(false);
  const { routes, windowMinutes } = responseTimes;
  const shown = showAll ? routes : routes.slice(0, TOP_ROUTES);
  const ms = (value: number) =>
    intl.formatMessage({ id: 'perf.ms' }, { value: intl.formatNumber(value, { maximumFractionDigits: 2 }) });
  return (
    <PerfCard
      id="perf-response-times"
      icon="time"
      title={intl.formatMessage({ id: 'perf.responseTimes.title' })}
      note={intl.formatMessage({ id: 'perf.responseTimes.note' }, { minutes: windowMinutes })}
      wide
    >
      {routes.length === 0 ? (
        <p className="perf-empty">{intl.formatMessage({ id: 'perf.responseTimes.empty' })}</p>
      ) : (
        <>
          <div className="perf-legend" aria-hidden>
            <span className="perf-legend-p50">{intl.formatMessage({ id: 'perf.responseTimes.p50' })}</span>
            <span className="perf-legend-p95">{intl.formatMessage({ id: 'perf.responseTimes.p95' })}</span>
          </div>
          <BarChart
            label={intl.formatMessage({ id: 'perf.responseTimes.title' })}
            rows={shown.map((row) => ({
              key: row.route,
              label: row.route,
              value: row.p50Ms,
              behind: row.p95Ms,
              valueText: `${ms(row.p50Ms)} / ${ms(row.p95Ms)}`,
              description: intl.formatMessage(
                { id: 'perf.responseTimes.row' },
                { route: row.route, p50: ms(row.p50Ms), p95: ms(row.p95Ms), count: row.count },
              ),
            }))}
          />
          {routes.length > TOP_ROUTES && (
            <Button
              variant="minimal"
              text={
                showAll
                  ? intl.formatMessage({ id: 'perf.responseTimes.showTop' }, { count: TOP_ROUTES })
                  : intl.formatMessage({ id: 'perf.responseTimes.showAll' }, { count: routes.length })
              }
              onClick={() => setShowAll(!showAll)}
            />
          )}
        </>
      )}
    </PerfCard>
  );
}
