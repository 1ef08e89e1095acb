import { useIntl } from 'react-intl';
import type { PerformanceResponse } from '../../../../server/contract/performance';
import { BarChart } from './BarChart';
import { PerfCard } from './PerfCard';

/** Notification messages waiting to be sent and those that failed. */
export function QueueCard({ queue }: { queue: PerformanceResponse['notificationQueue'] }) {
  const intl = useIntl();
  const rows = (
    [
      ['pending', 'perf.queue.pending', queue.pending],
      ['failed', 'perf.queue.failed', queue.failed],
    ] as const
  ).map(([key, labelId, value]) => {
    const label = intl.formatMessage({ id: labelId });
    const count = intl.formatNumber(value);
    return { key, label, value, valueText: count, description: `${label}: ${count}` };
  });
  return (
    <PerfCard id="perf-queue" icon="notifications" title={intl.formatMessage({ id: 'perf.queue.title' })}>
      <BarChart label={intl.formatMessage({ id: 'perf.queue.title' })} rows={rows} />
    </PerfCard>
  );
}
