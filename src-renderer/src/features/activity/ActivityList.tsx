import { Button } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { ActivityEntry, ActivityPage } from '../../../../server/contract/activity';
import { EmptyState } from '../../components/EmptyState';
import { useNow } from '../overview/useNow';
import { ActivityRow } from './ActivityRow';
import { PAGE_SIZE } from './api';

interface ActivityListProps {
  answer: ActivityPage;
  page: number;
  /** Whether filters or a search narrow the list: the empty state then says to adjust them. */
  filtered: boolean;
  /** True while the next page is read (the rows shown are the previous page's). */
  loadingPage: boolean;
  mayRevert: boolean;
  onPage: (page: number) => void;
  onRevert: (entry: ActivityEntry) => void;
}

/** The log, newest first as the server sends it, in §9's 600 px scroll area, a page at a time. */
export function ActivityList({ answer, page, filtered, loadingPage, mayRevert, onPage, onRevert }: ActivityListProps) {
  const intl = useIntl();
  const now = useNow();
  if (answer.items.length === 0) {
    return (
      <EmptyState
        icon="timeline-events"
        headingLevel={3}
        title={intl.formatMessage({ id: 'activity.empty' })}
        description={intl.formatMessage({ id: filtered ? 'activity.empty.filtered' : 'activity.empty.none' })}
      />
    );
  }
  const byId = new Map(answer.items.map((entry) => [entry.id, entry]));
  const pages = Math.max(1, Math.ceil(answer.total / PAGE_SIZE));
  return (
    <>
      <div className="activity-scroll" tabIndex={0} aria-label={intl.formatMessage({ id: 'activity.list.label' })}>
        <ul className="activity-list">
          {answer.items.map((entry) => (
            <ActivityRow
              key={entry.id}
              entry={entry}
              undoneBy={entry.revertedBy === null ? undefined : byId.get(entry.revertedBy)}
              now={now}
              mayRevert={mayRevert}
              onRevert={onRevert}
            />
          ))}
        </ul>
      </div>
      {pages > 1 && (
        <div className="activity-pager">
          <Button
            icon="chevron-left"
            text={intl.formatMessage({ id: 'activity.previous' })}
            disabled={page <= 1 || loadingPage}
            onClick={() => onPage(page - 1)}
          />
          <span role="status">{intl.formatMessage({ id: 'activity.page' }, { page, pages, total: answer.total })}</span>
          <Button
            endIcon="chevron-right"
            text={intl.formatMessage({ id: 'activity.next' })}
            disabled={page >= pages || loadingPage}
            onClick={() => onPage(page + 1)}
          />
        </div>
      )}
    </>
  );
}
