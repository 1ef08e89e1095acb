import { useIntl } from 'react-intl';
import type { PerformanceResponse } from '../../../../server/contract/performance';
import { formatBytes } from '../../i18n/bytes';
import { BarChart, Sparkline } from './BarChart';
import { PerfCard } from './PerfCard';

type ProcessFigures = PerformanceResponse['process'];

/** The server process's memory as bars, its heap's trend over this visit, uptime and Node version. */
export function MemoryCard({ figures, heapHistory }: { figures: ProcessFigures; heapHistory: number[] }) {
  const intl = useIntl();
  const bytes = (value: number) => formatBytes(value, intl.locale);
  const rows = (
    [
      ['rss', 'perf.memory.rss', figures.rssBytes],
      ['heap-total', 'perf.memory.heapTotal', figures.heapTotalBytes],
      ['heap-used', 'perf.memory.heapUsed', figures.heapUsedBytes],
      ['external', 'perf.memory.external', figures.externalBytes],
    ] as const
  ).map(([key, labelId, value]) => {
    const label = intl.formatMessage({ id: labelId });
    return { key, label, value, valueText: bytes(value), description: `${label}: ${bytes(value)}` };
  });
  const hours = Math.floor(figures.uptimeSeconds / 3600);
  const minutes = Math.floor((figures.uptimeSeconds % 3600) / 60);
  return (
    <PerfCard
      id="perf-memory"
      icon="dashboard"
      title={intl.formatMessage({ id: 'perf.memory.title' })}
      note={intl.formatMessage({ id: 'perf.memory.note' }, { hours, minutes, version: figures.nodeVersion })}
    >
      <BarChart label={intl.formatMessage({ id: 'perf.memory.title' })} rows={rows} />
      <Sparkline values={heapHistory} label={intl.formatMessage({ id: 'perf.memory.trend' })} />
    </PerfCard>
  );
}
