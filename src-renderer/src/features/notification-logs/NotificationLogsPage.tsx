import { Button, Card } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { NotificationLog } from '../../../../server/contract/notification-logs';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailure } from '../../components/form/LoadFailure';
import { SectionLoading } from '../../components/FullPageLoading';
import { PageHeader } from '../../components/PageHeader';
import { useLoadFailureToast } from '../../components/toaster/useLoadFailureToast';
import { useNotify } from '../../components/toaster/useNotify';
import { useNow } from '../overview/useNow';
import { useLogDaily, useLogList, useRefreshLogs, useResendLog } from './api';
import { DailyChart } from './DailyChart';
import { filtersFrom, filtersKey, logQuery, withFilters, type LogFilters } from './filters';
import { LogDetailDialog, type Viewing } from './LogDetailDialog';
import { LogTable } from './LogTable';
import { LogToolbar } from './LogToolbar';
import { nextPage, pageCount, pagingUnder, previousPage, type Paging } from './paging';
import '../../components/form/styles';
import './icons';
import './notification-logs.css';

/** Typing settles for this long before the search is asked of the server. */
export const SEARCH_DELAY_MS = 300;

/**
 * Notification Logs (spec part 3 §2): the daily chart, then the log with its search, type and
 * status filters (kept in the address), Refresh, the spec's columns, Previous / Next with
 * 'Page X of N • total logs', a detail dialog per entry and Resend for failed entries only.
 */
export function NotificationLogsPage() {
  const intl = useIntl();
  const notify = useNotify();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const key = filtersKey(filters);

  // The page number belongs to the filters it was reached under: new filters start at page 1.
  const [kept, setKept] = useState<Paging | null>(null);

  // The search box answers each key at once; the address (and so the list) once typing settles.
  const [typed, setTyped] = useState(filters.search);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);
  function onType(text: string) {
    setTyped(text);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => {
      setKept(null);
      setParams((current) => withFilters(current, { ...filtersFrom(current), search: text }), { replace: true });
    }, SEARCH_DELAY_MS);
  }
  function onFilters(next: LogFilters) {
    setKept(null);
    setParams((current) => withFilters(current, { ...next, search: filtersFrom(current).search }), { replace: true });
  }

  const paging = pagingUnder(kept, key);
  const list = useLogList(logQuery(filters, paging.cursor));
  const daily = useLogDaily();
  const refresh = useRefreshLogs();

  const [viewing, setViewing] = useState<Viewing | null>(null);
  const resend = useResendLog({
    resent: intl.formatMessage({ id: 'notificationLogs.toast.resent' }),
    failed: intl.formatMessage({ id: 'notificationLogs.toast.resendFailed' }),
  });
  const resendingId = resend.isPending ? resend.variables.id : null;
  function onResend(log: NotificationLog) {
    resend.mutate(log, {
      // Resent from its dialog: the dialog moves on to the new entry, to watch it go.
      onSuccess: (created) => {
        if (created !== null) setViewing((open) => (open?.id === log.id ? { id: created.id, initial: created } : open));
      },
    });
  }

  const loadFailed = intl.formatMessage({ id: 'notificationLogs.loadFailed' });
  useLoadFailureToast(list.isError ? list.errorUpdatedAt : 0, () => notify.danger(loadFailed));

  const answer = list.data;
  let body;
  if (answer === undefined) {
    body = list.isError ? (
      <LoadFailure description={loadFailed} onRetry={() => void list.refetch()} />
    ) : (
      <SectionLoading />
    );
  } else if (answer.logs.length === 0) {
    const filtered = filters.type !== null || filters.status !== null || filters.search !== '';
    body = (
      <EmptyState
        icon="history"
        headingLevel={3}
        title={intl.formatMessage({ id: 'notificationLogs.empty' })}
        description={intl.formatMessage({
          id: filtered ? 'notificationLogs.empty.filtered' : 'notificationLogs.empty.none',
        })}
      />
    );
  } else {
    const previous = previousPage(paging, answer);
    const next = nextPage(paging, answer);
    // While another page loads, the one shown stays (and its buttons wait).
    const moving = list.isPlaceholderData;
    body = (
      <>
        <LogTable
          logs={answer.logs}
          now={now}
          resendingId={resendingId}
          onView={(log) => setViewing({ id: log.id, initial: log })}
          onResend={onResend}
        />
        <div className="notification-logs-pager">
          <Button
            icon="chevron-left"
            text={intl.formatMessage({ id: 'notificationLogs.previous' })}
            disabled={previous === null || moving}
            onClick={() => previous !== null && setKept(previous)}
          />
          <span className="notification-logs-page-label" role="status">
            {intl.formatMessage(
              { id: 'notificationLogs.page' },
              { page: paging.page, pages: pageCount(paging, answer), total: answer.total },
            )}
          </span>
          <Button
            endIcon="chevron-right"
            text={intl.formatMessage({ id: 'notificationLogs.next' })}
            disabled={next === null || moving}
            onClick={() => next !== null && setKept(next)}
          />
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.organization.notificationLogs' })}
        subtitle={intl.formatMessage({ id: 'notificationLogs.subtitle' })}
      />
      <div className="settings-page notification-logs-page">
        <DailyChart daily={daily.data} failed={daily.isError} />
        <Card className="settings-card notification-logs-list" aria-busy={list.isFetching}>
          <LogToolbar
            typed={typed}
            filters={filters}
            refreshing={list.isRefetching && !list.isPlaceholderData}
            onType={onType}
            onFilters={onFilters}
            onRefresh={() => void refresh()}
          />
          {body}
        </Card>
      </div>
      {viewing !== null && (
        <LogDetailDialog
          key={viewing.id}
          viewing={viewing}
          resendingId={resendingId}
          onResend={onResend}
          onOpen={setViewing}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}
