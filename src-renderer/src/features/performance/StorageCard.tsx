import { HTMLTable } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { OrganizationStorage, PerformanceResponse } from '../../../../server/contract/performance';
import { formatBytes } from '../../i18n/bytes';
import { BarChart } from './BarChart';
import { PerfCard } from './PerfCard';

const ROWS = [
  ['clients', 'perf.storage.clients'],
  ['appointments', 'perf.storage.appointments'],
  ['services', 'perf.storage.services'],
  ['activity', 'perf.storage.activity'],
] as const;

/** The organization's uploads and rows; a platform admin also sees every other organization's. */
export function StorageCard({ storage }: { storage: PerformanceResponse['storage'] }) {
  const intl = useIntl();
  const own = storage.organization;
  return (
    <PerfCard
      id="perf-storage"
      icon="folder-close"
      title={intl.formatMessage({ id: 'perf.storage.title' })}
      note={intl.formatMessage(
        { id: 'perf.storage.uploads' },
        { name: own.name, size: formatBytes(own.uploadsBytes, intl.locale) },
      )}
    >
      <BarChart
        label={intl.formatMessage({ id: 'perf.storage.rows' }, { name: own.name })}
        rows={ROWS.map(([key, labelId]) => {
          const label = intl.formatMessage({ id: labelId });
          const count = intl.formatNumber(own.rows[key]);
          return { key, label, value: own.rows[key], valueText: count, description: `${label}: ${count}` };
        })}
      />
      {storage.others !== null && storage.others.length > 0 && <OtherOrganizations others={storage.others} />}
    </PerfCard>
  );
}

function OtherOrganizations({ others }: { others: OrganizationStorage[] }) {
  const intl = useIntl();
  return (
    <>
      <h3 className="perf-subtitle">{intl.formatMessage({ id: 'perf.storage.others' })}</h3>
      <HTMLTable compact className="perf-table">
        <thead>
          <tr>
            <th>{intl.formatMessage({ id: 'perf.storage.organization' })}</th>
            <th>{intl.formatMessage({ id: 'perf.storage.uploadsColumn' })}</th>
            {ROWS.map(([key, labelId]) => (
              <th key={key}>{intl.formatMessage({ id: labelId })}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {others.map((other) => (
            <tr key={other.organizationId}>
              <td>{other.name}</td>
              <td>{formatBytes(other.uploadsBytes, intl.locale)}</td>
              {ROWS.map(([key]) => (
                <td key={key}>{intl.formatNumber(other.rows[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
