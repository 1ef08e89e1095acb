import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ImportEntity } from '../../../../../server/contract/imports/api';
import type { MessageId } from '../../../i18n/en';
import { FailureTable } from './FailureTable';
import type { ImportOutcome } from './run-import';
import { sortedFailures, type RowFailure } from './tally';

interface CompleteStepProps {
  entity: ImportEntity;
  outcome: ImportOutcome;
  onDownloadFailures: (failures: readonly RowFailure[]) => void;
}

/**
 * What the import did: how many rows went in, were skipped as duplicates, merged or failed, and
 * every row that did not go in with its file row number and reason.
 */
export function CompleteStep({ entity, outcome, onDownloadFailures }: CompleteStepProps) {
  const intl = useIntl();
  const { tally, notSent, cancelled, callFailure } = outcome;
  const failures = useMemo(() => sortedFailures(tally), [tally]);
  const tiles: { labelId: MessageId; value: number; shown: boolean }[] = [
    { labelId: 'imports.complete.imported', value: tally.imported, shown: true },
    { labelId: 'imports.complete.skipped', value: tally.skipped, shown: entity === 'clients' },
    { labelId: 'imports.complete.merged', value: tally.merged, shown: entity === 'clients' },
    { labelId: 'imports.complete.failed', value: tally.failed, shown: true },
    { labelId: 'imports.complete.notSent', value: notSent, shown: notSent > 0 },
  ];
  const caption = intl.formatMessage({ id: 'imports.complete.failures' });

  return (
    <div className="imports-step-body">
      <p className="imports-step-title">
        {intl.formatMessage({ id: cancelled ? 'imports.complete.cancelled' : 'imports.complete.title' })}
      </p>
      <section className="imports-tiles" aria-label={intl.formatMessage({ id: 'imports.complete.counts' })}>
        {tiles
          .filter((tile) => tile.shown)
          .map((tile) => (
            <Card key={tile.labelId} className="imports-tile">
              <span className="imports-tile-value">{intl.formatNumber(tile.value)}</span>
              <span className="imports-tile-label">{intl.formatMessage({ id: tile.labelId })}</span>
            </Card>
          ))}
      </section>
      {cancelled && (
        <Callout intent={Intent.WARNING} icon="warning-sign">
          {intl.formatMessage(
            { id: 'imports.complete.cancelledBody' },
            { count: tally.imported + tally.merged, notSent },
          )}
        </Callout>
      )}
      {!cancelled && notSent > 0 && callFailure !== undefined && (
        <Callout intent={Intent.DANGER} icon="error">
          {intl.formatMessage({ id: 'imports.complete.stoppedBody' }, { reason: callFailure.message, notSent })}
        </Callout>
      )}
      {failures.length === 0 ? (
        notSent === 0 && <p>{intl.formatMessage({ id: 'imports.complete.allIn' })}</p>
      ) : (
        <>
          <div className="imports-failures-head">
            <p className="imports-step-title">{caption}</p>
            <Button
              variant="minimal"
              icon="download"
              text={intl.formatMessage({ id: 'imports.complete.download' })}
              onClick={() => onDownloadFailures(failures)}
            />
          </div>
          <FailureTable failures={failures} caption={caption} />
        </>
      )}
    </div>
  );
}
