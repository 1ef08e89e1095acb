import { Button, Card } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActivityEntry } from '../../../../server/contract/activity';
import { hasPermission } from '../../../../server/contract/permissions';
import { useSession } from '../../app/session/SessionContext';
import { LoadFailure } from '../../components/form/LoadFailure';
import { SectionLoading } from '../../components/FullPageLoading';
import { PageHeader } from '../../components/PageHeader';
import { useLoadFailureToast } from '../../components/toaster/useLoadFailureToast';
import { useNotify } from '../../components/toaster/useNotify';
import { ActivityFilterBar } from './ActivityFilterBar';
import { ActivityList } from './ActivityList';
import { ActivitySummaryCards } from './ActivitySummaryCards';
import { useActivityList, useActivitySummary, useRefreshActivity } from './api';
import { ClearActivityButton } from './ClearActivityButton';
import { ExportMenu } from './ExportMenu';
import { filtersOf, isFiltered, NO_FILTERS, type FilterState } from './filters';
import { RevertDialog } from './RevertDialog';
import { useDebouncedValue } from './useDebouncedValue';
import '../../components/form/styles';
import './icons';
import './activity.css';

type Choices = Omit<FilterState, 'search'>;

/**
 * Settings Activity (spec part 3 §2, issue 17): the four cards, the search (run by the server,
 * once typing pauses) and the four filters, Refresh, Export Activity, Clear Activity for those who
 * may, and the log with each change's before/after and Undo this change.
 */
export function ActivityPage() {
  const intl = useIntl();
  const notify = useNotify();
  const { user } = useSession();
  const [choices, setChoices] = useState<Choices>(NO_FILTERS);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [page, setPage] = useState(1);
  const [reverting, setReverting] = useState<ActivityEntry | null>(null);

  const state: FilterState = useMemo(() => ({ ...choices, search }), [choices, search]);
  const filters = useMemo(() => filtersOf(state), [state]);
  const list = useActivityList(filters, page);
  const summary = useActivitySummary(filters);
  const refresh = useRefreshActivity();

  const failedAt = Math.max(list.isError ? list.errorUpdatedAt : 0, summary.isError ? summary.errorUpdatedAt : 0);
  const loadFailed = intl.formatMessage({ id: 'activity.toast.loadFailed' });
  const loadFailedBody = intl.formatMessage({ id: 'activity.toast.loadFailed.body' });
  useLoadFailureToast(failedAt, () => notify.danger(loadFailed, loadFailedBody));

  // A new search or filter starts again at the newest entries.
  const [lastFilters, setLastFilters] = useState(filters);
  if (lastFilters !== filters) {
    setLastFilters(filters);
    setPage(1);
  }

  const answer = list.data;
  let body;
  if (answer === undefined) {
    body = list.isError ? (
      <LoadFailure description={loadFailedBody} onRetry={() => void list.refetch()} />
    ) : (
      <SectionLoading />
    );
  } else {
    body = (
      <ActivityList
        answer={answer}
        page={page}
        filtered={isFiltered(state)}
        loadingPage={list.isPlaceholderData}
        mayRevert={hasPermission(user, 'manage_organization_settings')}
        onPage={setPage}
        onRevert={setReverting}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.activity' })}
        subtitle={intl.formatMessage({ id: 'activity.subtitle' })}
        actions={
          <>
            <Button
              icon="refresh"
              text={intl.formatMessage({ id: 'activity.refresh' })}
              loading={list.isRefetching && !list.isPlaceholderData}
              onClick={() => void refresh()}
            />
            <ExportMenu filters={filters} />
            {hasPermission(user, 'manage_security_settings') && <ClearActivityButton />}
          </>
        }
      />
      <div className="settings-page activity-page">
        <ActivitySummaryCards summary={summary.data} />
        <Card className="settings-card" aria-busy={list.isFetching}>
          <ActivityFilterBar
            searchText={searchText}
            choices={choices}
            onSearchText={setSearchText}
            onChoices={setChoices}
          />
          {body}
        </Card>
      </div>
      <RevertDialog entry={reverting} onClose={() => setReverting(null)} />
    </>
  );
}
