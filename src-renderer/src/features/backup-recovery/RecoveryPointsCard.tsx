import { Button, Card, Classes, H2, Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { RecoveryConfidence, RecoveryPoint } from '../../../../server/contract/backups';
import { RelativeTime } from '../../components/RelativeTime';

const CONFIDENCE_INTENT: Record<RecoveryConfidence, Intent> = {
  high: Intent.SUCCESS,
  medium: Intent.WARNING,
  low: Intent.DANGER,
};

interface RecoveryPointsCardProps {
  points: readonly RecoveryPoint[];
  now: Date;
  busyId: string | null;
  onRestore: (point: RecoveryPoint) => void;
}

/**
 * Quick Recovery Points (§2, §3): the points taken before risky changes, each with how many
 * settings changes were made since and so how sure a restore is to bring back what is expected.
 * Shown only when there are some.
 */
export function RecoveryPointsCard({ points, now, busyId, onRestore }: RecoveryPointsCardProps) {
  const intl = useIntl();
  return (
    <Card className="settings-card backups-recovery" aria-labelledby="backups-recovery-title">
      <H2 id="backups-recovery-title" className="settings-card-title">
        {intl.formatMessage({ id: 'backups.recovery.title' })}
      </H2>
      <p className={Classes.TEXT_MUTED}>{intl.formatMessage({ id: 'backups.recovery.description' })}</p>
      <ul className="backups-recovery-list">
        {points.map((point) => (
          <li key={point.id} className="backups-recovery-point" aria-label={point.description}>
            <div className="backups-recovery-text">
              <strong>{point.description}</strong>
              <span className={Classes.TEXT_MUTED}>
                <RelativeTime iso={point.timestamp} now={now} />
                <span aria-hidden> · </span>
                {intl.formatMessage({ id: 'backups.recovery.changesSince' }, { changesSince: point.changesSince })}
              </span>
            </div>
            <Tag minimal intent={CONFIDENCE_INTENT[point.confidence]}>
              {intl.formatMessage({ id: 'backups.recovery.confidence' }, { level: point.confidence })}
            </Tag>
            <Button
              size="small"
              icon="undo"
              text={intl.formatMessage({ id: 'backups.recovery.restore' })}
              aria-label={intl.formatMessage({ id: 'backups.recovery.restoreOf' }, { description: point.description })}
              loading={busyId === point.id}
              disabled={busyId !== null && busyId !== point.id}
              onClick={() => onRestore(point)}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
