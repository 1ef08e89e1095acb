import { Button, Card, FormGroup, Intent, Tab, Tabs, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  APPOINTMENT_VIEWS,
  type AppointmentView,
  type DeskAppointment,
} from '../../../../server/contract/appointments';
import { tabPanelProps } from '../../components/tab-panel';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailure } from '../../components/form/LoadFailure';
import { SectionLoading } from '../../components/FullPageLoading';
import { PageHeader } from '../../components/PageHeader';
import { useLoadFailureToast } from '../../components/toaster/useLoadFailureToast';
import { useNotify } from '../../components/toaster/useNotify';
import { PAGE_SIZE, useAppointments, useApprove, useDecline, useRefreshBookings } from './api';
import { BookingTable, clientName } from './BookingTable';
import { CancelBookingDialog } from './CancelBookingDialog';
import { NewBookingDialog } from './NewBookingDialog';
import { NoShowDialog } from './NoShowDialog';
import '../../components/form/styles';
import './icons';
import './bookings.css';

const VIEW_PARAM = 'view';
const TABS_ID = 'bookings-view';
const viewOf = (value: string | null): AppointmentView =>
  (APPOINTMENT_VIEWS as readonly string[]).includes(value ?? '') ? (value as AppointmentView) : 'today';

/**
 * Bookings (issue 16, "At the desk"): Today, Upcoming and Pending approval with their counts, read
 * again every 30 seconds so reception sees online bookings arrive; Approve, Decline (confirmed
 * first) on pending rows; Cancel and No-show on today's and upcoming ones; and New booking for a
 * client on file.
 */
export function BookingsPage() {
  const intl = useIntl();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get(VIEW_PARAM));
  const [page, setPage] = useState(1);
  const list = useAppointments(view, page);
  const refresh = useRefreshBookings();
  const approve = useApprove();
  const decline = useDecline();
  const [declining, setDeclining] = useState<DeskAppointment | null>(null);
  const [reason, setReason] = useState('');
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<DeskAppointment | null>(null);
  const [markingNoShow, setMarkingNoShow] = useState<DeskAppointment | null>(null);

  const loadFailed = intl.formatMessage({ id: 'bookings.loadFailed' });
  useLoadFailureToast(list.isError ? list.errorUpdatedAt : 0, () => notify.danger(loadFailed));

  function choose(next: AppointmentView) {
    setPage(1);
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set(VIEW_PARAM, next);
      return copy;
    });
  }

  function onApprove(appointment: DeskAppointment) {
    approve.mutate(appointment, {
      onSuccess: () =>
        notify.success(
          intl.formatMessage({ id: 'bookings.toast.approved' }),
          intl.formatMessage({ id: 'bookings.toast.approved.body' }, { client: clientName(appointment) }),
        ),
      onError: (error) => notify.failure(intl.formatMessage({ id: 'bookings.toast.approveFailed' }), error),
      onSettled: () => void refresh(),
    });
  }

  function onDeclineConfirmed() {
    if (declining === null) return;
    decline.mutate(
      { appointment: declining, reason },
      {
        onSuccess: () => notify.success(intl.formatMessage({ id: 'bookings.toast.declined' })),
        onError: (error) => notify.failure(intl.formatMessage({ id: 'bookings.toast.declineFailed' }), error),
        onSettled: () => {
          setDeclining(null);
          setReason('');
          void refresh();
        },
      },
    );
  }

  const answer = list.data;
  const counts = answer?.counts;
  const busyId = approve.isPending ? approve.variables.id : decline.isPending ? decline.variables.appointment.id : null;

  let body;
  if (answer === undefined) {
    body = list.isError ? (
      <LoadFailure description={loadFailed} onRetry={() => void list.refetch()} />
    ) : (
      <SectionLoading />
    );
  } else if (answer.items.length === 0) {
    body = (
      <EmptyState
        icon="calendar"
        headingLevel={3}
        title={intl.formatMessage({ id: `bookings.empty.${view}` })}
        description={intl.formatMessage({ id: `bookings.empty.${view}.description` })}
      />
    );
  } else {
    const pages = Math.max(1, Math.ceil(answer.total / PAGE_SIZE));
    body = (
      <>
        <BookingTable
          view={view}
          appointments={answer.items}
          busyId={busyId}
          onApprove={onApprove}
          onDecline={setDeclining}
          onCancel={setCancelling}
          onNoShow={setMarkingNoShow}
        />
        {pages > 1 && (
          <div className="bookings-pager">
            <Button
              icon="chevron-left"
              text={intl.formatMessage({ id: 'bookings.previous' })}
              disabled={page <= 1 || list.isPlaceholderData}
              onClick={() => setPage(page - 1)}
            />
            <span role="status">
              {intl.formatMessage({ id: 'bookings.page' }, { page, pages, total: answer.total })}
            </span>
            <Button
              endIcon="chevron-right"
              text={intl.formatMessage({ id: 'bookings.next' })}
              disabled={page >= pages || list.isPlaceholderData}
              onClick={() => setPage(page + 1)}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.organization.bookings' })}
        subtitle={intl.formatMessage({ id: 'bookings.subtitle' })}
      />
      <div className="settings-page bookings-page">
        <Card className="settings-card" aria-busy={list.isFetching}>
          <div className="bookings-toolbar">
            <Tabs
              id={TABS_ID}
              selectedTabId={view}
              onChange={(next) => choose(next as AppointmentView)}
              aria-label={intl.formatMessage({ id: 'bookings.tabs.label' })}
            >
              {APPOINTMENT_VIEWS.map((name) => (
                <Tab
                  key={name}
                  id={name}
                  title={intl.formatMessage({ id: `bookings.tab.${name}` }, { count: counts?.[name] ?? '–' })}
                />
              ))}
            </Tabs>
            <div className="bookings-toolbar-actions">
              <Button
                icon="refresh"
                text={intl.formatMessage({ id: 'bookings.refresh' })}
                loading={list.isRefetching && !list.isPlaceholderData}
                onClick={() => void refresh()}
              />
              <Button
                intent={Intent.PRIMARY}
                icon="add"
                text={intl.formatMessage({ id: 'bookings.new' })}
                onClick={() => setCreating(true)}
              />
            </div>
          </div>
          <div {...tabPanelProps(TABS_ID, view)}>{body}</div>
        </Card>
      </div>
      <ConfirmDialog
        isOpen={declining !== null}
        title={intl.formatMessage(
          { id: 'bookings.decline.title' },
          { client: declining === null ? '' : clientName(declining) },
        )}
        confirmText={intl.formatMessage({ id: 'bookings.decline.confirm' })}
        cancelText={intl.formatMessage({ id: 'bookings.cancel' })}
        loading={decline.isPending}
        onConfirm={onDeclineConfirmed}
        onCancel={() => {
          setDeclining(null);
          setReason('');
        }}
      >
        <p>{intl.formatMessage({ id: 'bookings.decline.body' })}</p>
        <FormGroup label={intl.formatMessage({ id: 'bookings.decline.reason' })} labelFor="bookings-decline-reason">
          <TextArea
            id="bookings-decline-reason"
            fill
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormGroup>
      </ConfirmDialog>
      <CancelBookingDialog
        appointment={cancelling}
        onClose={() => setCancelling(null)}
        onSettled={() => void refresh()}
      />
      <NoShowDialog
        appointment={markingNoShow}
        onClose={() => setMarkingNoShow(null)}
        onSettled={() => void refresh()}
      />
      {creating && (
        <NewBookingDialog
          onClose={() => setCreating(false)}
          onBooked={() => {
            setCreating(false);
            void refresh();
          }}
        />
      )}
    </>
  );
}
