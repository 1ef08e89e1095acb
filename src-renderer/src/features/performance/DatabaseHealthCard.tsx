import { Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { DatabaseHealthFigures } from '../../../../server/contract/performance';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { formatBytes } from '../../i18n/bytes';
import { formatDateTime } from '../../i18n/dates';
import { BarChart } from './BarChart';
import { Figures, PerfCard } from './PerfCard';

/** quick_check's answer, the file and its log, and the last checkpoint. */
export function DatabaseHealthCard({ database }: { database: DatabaseHealthFigures }) {
  const intl = useIntl();
  const display = useDateDisplay();
  const when = (iso: string) => formatDateTime(new Date(iso), display);
  const bytes = (value: number) => formatBytes(value, intl.locale);
  const { quickCheck, lastCheckpoint } = database;
  const checkpoint =
    lastCheckpoint === null
      ? intl.formatMessage({ id: 'perf.database.noCheckpoint' })
      : intl.formatMessage(
          { id: lastCheckpoint.busy ? 'perf.database.checkpointBusy' : 'perf.database.checkpointDone' },
          {
            time: when(lastCheckpoint.at),
            frames: Math.max(lastCheckpoint.logFrames, 0),
            checkpointed: Math.max(lastCheckpoint.checkpointedFrames, 0),
          },
        );
  return (
    <PerfCard id="perf-database" icon="database" title={intl.formatMessage({ id: 'perf.database.title' })}>
      <Figures
        rows={[
          {
            key: 'quick-check',
            label: intl.formatMessage({ id: 'perf.database.quickCheck' }),
            value: (
              <>
                <Tag minimal intent={quickCheck.ok ? Intent.SUCCESS : Intent.DANGER}>
                  {intl.formatMessage({ id: quickCheck.ok ? 'perf.database.ok' : 'perf.database.problems' })}
                </Tag>{' '}
                <span className="perf-muted">
                  {intl.formatMessage({ id: 'perf.database.checkedAt' }, { time: when(quickCheck.checkedAt) })}
                </span>
                {!quickCheck.ok && <pre className="perf-quick-check">{quickCheck.result}</pre>}
              </>
            ),
          },
          { key: 'size', label: intl.formatMessage({ id: 'perf.database.size' }), value: bytes(database.sizeBytes) },
          {
            key: 'wal',
            label: intl.formatMessage({ id: 'perf.database.wal' }),
            value:
              database.walBytes === null ? intl.formatMessage({ id: 'perf.database.noWal' }) : bytes(database.walBytes),
          },
          { key: 'checkpoint', label: intl.formatMessage({ id: 'perf.database.lastCheckpoint' }), value: checkpoint },
        ]}
      />
      {database.walBytes !== null && (
        <BarChart
          label={intl.formatMessage({ id: 'perf.database.title' })}
          rows={[
            {
              key: 'size',
              label: intl.formatMessage({ id: 'perf.database.size' }),
              value: database.sizeBytes,
              valueText: bytes(database.sizeBytes),
              description: `${intl.formatMessage({ id: 'perf.database.size' })}: ${bytes(database.sizeBytes)}`,
            },
            {
              key: 'wal',
              label: intl.formatMessage({ id: 'perf.database.wal' }),
              value: database.walBytes,
              valueText: bytes(database.walBytes),
              description: `${intl.formatMessage({ id: 'perf.database.wal' })}: ${bytes(database.walBytes)}`,
            },
          ]}
        />
      )}
    </PerfCard>
  );
}
