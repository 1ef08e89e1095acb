import { Card } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { OverviewResponse } from '../../../../server/contract/overview';
import { RelativeTime } from '../../components/RelativeTime';
import { useDetailText } from '../activity/detail-text';
import { useNow } from './useNow';

/** The latest settings changes, newest first, as the activity log recorded them. */
export function RecentChanges({ changes }: { changes: OverviewResponse['recentChanges'] }) {
  const intl = useIntl();
  const now = useNow();
  const detailText = useDetailText();
  return (
    <Card className="overview-card" role="region" aria-labelledby="recent-changes-title">
      <h2 id="recent-changes-title" className="overview-section-title">
        {intl.formatMessage({ id: 'overview.recentChanges' })}
      </h2>
      {changes.length === 0 ? (
        <p className="muted">{intl.formatMessage({ id: 'overview.recentChanges.empty' })}</p>
      ) : (
        <ul className="recent-changes">
          {changes.map((change) => (
            <li key={change.id} className="recent-change">
              <div className="recent-change-details">{detailText(change)}</div>
              <div className="recent-change-meta">
                <span>
                  {intl.formatMessage(
                    { id: 'overview.recentChanges.by' },
                    {
                      name: change.userName ?? intl.formatMessage({ id: 'overview.recentChanges.formerMember' }),
                      // The section's name as Settings Activity says it, not its identifier.
                      section: intl.formatMessage({ id: 'activity.sectionName' }, { section: change.section }),
                    },
                  )}
                </span>
                <RelativeTime iso={change.createdAt} now={now} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
