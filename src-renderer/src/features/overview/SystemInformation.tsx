import { Card } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { OverviewResponse } from '../../../../server/contract/overview';
import { formatBytes } from '../../i18n/bytes';

/** Plan, active users, storage (database plus uploads) and this month's API calls, as measured. */
export function SystemInformation({ overview }: { overview: OverviewResponse }) {
  const intl = useIntl();
  const rows = [
    { id: 'plan', label: intl.formatMessage({ id: 'overview.system.plan' }), value: overview.planType },
    {
      id: 'users',
      label: intl.formatMessage({ id: 'overview.system.activeUsers' }),
      value: intl.formatNumber(overview.activeUsers),
    },
    {
      id: 'storage',
      label: intl.formatMessage({ id: 'overview.system.storage' }),
      value: formatBytes(overview.storageUsedBytes, intl.locale),
    },
    {
      id: 'api',
      label: intl.formatMessage({ id: 'overview.system.apiCalls' }),
      value: intl.formatNumber(overview.apiCallsThisMonth),
    },
  ];
  return (
    <Card className="overview-card" role="region" aria-labelledby="system-information-title">
      <h2 id="system-information-title" className="overview-section-title">
        {intl.formatMessage({ id: 'overview.systemInformation' })}
      </h2>
      <dl className="system-information">
        {rows.map((row) => (
          <div key={row.id} className="system-information-row" data-row={row.id}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
