import { Button, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActivityEntry } from '../../../../server/contract/activity';
import { changeRows, formatValue } from './change-values';

/**
 * View Details: what the entry changed as a before/after table a person can read (field path,
 * before, after), and the raw JSON of the spec's page behind a small toggle for the exact values.
 */
export function ChangesTable({ entry }: { entry: ActivityEntry }) {
  const intl = useIntl();
  const [showRaw, setShowRaw] = useState(false);
  const words = {
    yes: intl.formatMessage({ id: 'activity.value.yes' }),
    no: intl.formatMessage({ id: 'activity.value.no' }),
    empty: intl.formatMessage({ id: 'activity.value.empty' }),
  };
  const rows = changeRows(entry.changes);
  const rawId = `activity-raw-${entry.id}`;

  return (
    <div className="activity-details" role="region" aria-label={intl.formatMessage({ id: 'activity.changes.label' })}>
      {rows.length === 0 ? (
        <p className="muted">{intl.formatMessage({ id: 'activity.changes.none' })}</p>
      ) : (
        <HTMLTable compact className="activity-changes">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'activity.changes.field' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'activity.changes.before' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'activity.changes.after' })}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.path}>
                <th scope="row" className="activity-change-path">
                  {row.path}
                </th>
                <td className="activity-change-before">{formatValue(row.before, words)}</td>
                <td className="activity-change-after">{formatValue(row.after, words)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {entry.changes !== null && (
        <>
          <Button
            variant="minimal"
            size="small"
            icon="code"
            aria-expanded={showRaw}
            aria-controls={rawId}
            text={intl.formatMessage({ id: showRaw ? 'activity.changes.hideRaw' : 'activity.changes.showRaw' })}
            onClick={() => setShowRaw(!showRaw)}
          />
          {showRaw && (
            <pre id={rawId} className="activity-raw">
              {JSON.stringify(entry.changes, null, 2)}
            </pre>
          )}
        </>
      )}
    </div>
  );
}
