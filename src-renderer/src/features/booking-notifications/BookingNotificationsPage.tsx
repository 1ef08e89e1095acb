import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  DEFAULT_ADMIN_NOTIFICATION_SETTINGS,
  type AdminNotificationSettings,
  type CustomerNotificationSettings,
} from '../../../../server/contract/notification-settings';
import { hasPermission } from '../../../../server/contract/permissions';
import { useSession } from '../../app/session/SessionContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { withCheckedSave } from '../../components/form/checked-save';
import { DocumentForm } from '../../components/form/DocumentForm';
import { useSettingsDocument, type SettingsDocument } from '../../components/form/useSettingsDocument';
import { PageHeader } from '../../components/PageHeader';
import { useNotify } from '../../components/toaster/useNotify';
import { isWorthRetrying } from '../settings/notifications/retry';
import { AdminNotificationsCard, ADMIN_LABELS } from './AdminNotificationsCard';
import type { Channel } from './api';
import { AppointmentNotificationsCard } from './AppointmentNotificationsCard';
import { confirmationFor, type Confirmation } from './confirmations';
import { ConnectionDialog } from './ConnectionDialog';
import { useAdminEndpoint, useCustomerEndpoint, type AdminBody } from './document';
import { ProviderStatusCard } from './ProviderStatusCard';
import { RateLimitsCard, rateLimitRangeText } from './RateLimitsCard';
import { ReminderTimingCard } from './ReminderTimingCard';
import {
  defaultsKeepingProviders,
  editableFields,
  eventKey,
  isOn,
  rateLimitProblem,
  reminderProblem,
  type Fields,
} from './rules';
import { saveFailureAnnouncement, type Announcement } from './save-retries';
import '../../components/form/styles';
import './icons';
import './booking-notifications.css';

const CUSTOMER_LABELS = {
  appointmentRemindersTiming: 'bookingNotifications.reminders.title',
  notificationMaxPerClientPerDay: 'bookingNotifications.rateLimits.maxPerClientPerDay',
  notificationMinIntervalMinutes: 'bookingNotifications.rateLimits.minIntervalMinutes',
} as const;

const adminBodyOf = ({ updatedAt: _updatedAt, ...fields }: AdminNotificationSettings): AdminBody => fields;

/** A reminder the server would refuse (or that would send twice at once), in the user's words. */
function reminderText(intl: IntlShape, values: Fields): string | null {
  const reminder = reminderProblem(values.appointmentRemindersTiming);
  return reminder === null
    ? null
    : intl.formatMessage(
        { id: `bookingNotifications.reminders.problem.${reminder.kind}` },
        { number: reminder.index + 1 },
      );
}

/** What the page's own check refuses before anything is sent (the server applies the same bounds). */
function problemOf(intl: IntlShape, values: Fields | undefined): string | null {
  if (values === undefined) return null;
  const reminder = reminderText(intl, values);
  if (reminder !== null) return reminder;
  const limit = rateLimitProblem(values);
  return limit === null ? null : rateLimitRangeText(intl, limit);
}

/**
 * Booking Settings / Customer Notifications (organization/booking-notifications, spec part 2 §2):
 * provider status with the connection dialogs, appointment notifications per event and channel,
 * reminder timing, admin notifications (with manage_organization_settings only, §6), rate limits,
 * and Revert to Defaults, Reset and Save Changes. The customer and admin settings are two
 * documents saved together by the one Save Changes; each save is retried as §4 says.
 */
export function BookingNotificationsPage() {
  const intl = useIntl();
  const notify = useNotify();
  const { user } = useSession();
  const mayManageAdmin = hasPermission(user, 'manage_organization_settings');
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const [dialog, setDialog] = useState<Channel | null>(null);
  const [failure, setFailure] = useState<Announcement | null>(null);

  // After the automatic retries: the spec's toast, and the Retry button on the page. A refusal
  // (400, 412) was not retried; its toast names the reason, and retrying it would not help.
  const onFailed = (error: unknown, shown: unknown) => {
    const announcement = saveFailureAnnouncement(intl, shown);
    notify.danger(announcement.title, announcement.body);
    if (isWorthRetrying(error)) setFailure(announcement);
  };

  const customer = useSettingsDocument(useCustomerEndpoint(), {
    idPrefix: 'booking-notifications',
    toBody: editableFields,
    labels: CUSTOMER_LABELS,
    messages: {
      saved: 'bookingNotifications.toast.saved',
      failed: 'bookingNotifications.toast.saveFailed',
      failedBody: 'bookingNotifications.toast.saveFailedBody',
      loadFailed: ['bookingNotifications.toast.error', 'bookingNotifications.toast.loadFailed'],
    },
    onFailed,
  });
  const admin = useSettingsDocument(useAdminEndpoint(), {
    idPrefix: 'admin-notifications',
    enabled: mayManageAdmin,
    // §7: a load failure falls back to the defaults (shown, not saved over what could not be read).
    fallback: DEFAULT_ADMIN_NOTIFICATION_SETTINGS,
    toBody: adminBodyOf,
    labels: ADMIN_LABELS,
    messages: {
      saved: 'bookingNotifications.toast.adminSaved',
      failed: 'bookingNotifications.toast.saveFailed',
      failedBody: 'bookingNotifications.toast.saveFailedBody',
    },
    onFailed,
  });

  const adminDirty = mayManageAdmin && admin.dirty;
  const problem = problemOf(intl, customer.values);
  // One Save Changes for both documents; each saves only when it holds changes.
  const page: SettingsDocument<CustomerNotificationSettings> = {
    ...customer,
    dirty: customer.dirty || adminDirty,
    saving: customer.saving || admin.saving,
    save: () => {
      setFailure(null);
      customer.save();
      if (mayManageAdmin) admin.save();
    },
  };
  const form = withCheckedSave(page, problem, (text) =>
    notify.danger(intl.formatMessage({ id: 'bookingNotifications.toast.saveFailed' }), text),
  );

  function revertToDefaults() {
    if (customer.values) customer.replace(defaultsKeepingProviders(customer.values));
    if (mayManageAdmin && admin.values && !admin.readOnly) {
      admin.replace({ ...admin.values, ...structuredClone(DEFAULT_ADMIN_NOTIFICATION_SETTINGS) });
    }
    setConfirming(null);
    notify.success(
      intl.formatMessage({ id: 'bookingNotifications.toast.reverted' }),
      intl.formatMessage({ id: 'bookingNotifications.toast.revertedBody' }),
    );
  }

  function reset() {
    customer.reset();
    admin.reset();
    setFailure(null);
    setConfirming(null);
  }

  const busy = customer.readOnly || page.saving;
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.organization.bookingNotifications' })}
        subtitle={intl.formatMessage({ id: 'bookingNotifications.subtitle' })}
      />
      <div className="settings-page booking-notifications-page">
        <ProviderStatusCard onOpen={setDialog} />
      </div>
      <DocumentForm
        form={form}
        className="booking-notifications-form"
        loadFailure={{
          title: intl.formatMessage({ id: 'bookingNotifications.toast.loadFailed' }),
          description: intl.formatMessage({ id: 'bookingNotifications.loadFailed.body' }),
        }}
        actions={
          <>
            <Button
              icon="undo"
              text={intl.formatMessage({ id: 'bookingNotifications.revert' })}
              disabled={busy}
              onClick={() => setConfirming(confirmationFor('revert', page.dirty))}
            />
            <Button
              icon="reset"
              text={intl.formatMessage({ id: 'bookingNotifications.reset' })}
              disabled={busy}
              onClick={() => {
                const asking = confirmationFor('reset', page.dirty);
                if (asking === null) reset();
                else setConfirming(asking);
              }}
            />
          </>
        }
      >
        {(values) => (
          <>
            {customer.document !== undefined && customer.document.updatedAt === undefined && (
              <Callout
                intent={Intent.PRIMARY}
                icon="info-sign"
                title={intl.formatMessage({ id: 'bookingNotifications.defaultsBanner.title' })}
                className="booking-notifications-defaults-banner"
              >
                {intl.formatMessage({ id: 'bookingNotifications.defaultsBanner.body' })}
              </Callout>
            )}
            {failure !== null && (
              <Callout
                intent={Intent.DANGER}
                icon="error"
                title={failure.title}
                role="alert"
                className="booking-notifications-save-failure"
              >
                <p>{failure.body}</p>
                <Button
                  icon="refresh"
                  text={intl.formatMessage({ id: 'bookingNotifications.saveFailed.retry' })}
                  loading={page.saving}
                  onClick={form.save}
                />
              </Callout>
            )}
            <AppointmentNotificationsCard
              values={values}
              disabled={customer.readOnly}
              onChange={(next) => customer.replace(next)}
            />
            <ReminderTimingCard
              timings={values.appointmentRemindersTiming}
              remindersOn={isOn(values, eventKey('appointmentReminders'))}
              disabled={customer.readOnly}
              problem={reminderText(intl, values)}
              onChange={(next) => customer.set('appointmentRemindersTiming', next)}
            />
            {mayManageAdmin && <AdminNotificationsCard form={admin} />}
            <RateLimitsCard form={customer} />
          </>
        )}
      </DocumentForm>
      {dialog !== null && (
        <ConnectionDialog
          channel={dialog}
          chosenEmailProvider={customer.document?.notificationEmailProvider ?? 'sendgrid'}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        isOpen={confirming === 'revert'}
        title={intl.formatMessage({ id: 'bookingNotifications.revert.title' })}
        confirmText={intl.formatMessage({ id: 'bookingNotifications.revert' })}
        cancelText={intl.formatMessage({ id: 'bookingNotifications.cancel' })}
        intent={Intent.WARNING}
        onConfirm={revertToDefaults}
        onCancel={() => setConfirming(null)}
      >
        <p>{intl.formatMessage({ id: 'bookingNotifications.revert.body' })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirming === 'reset'}
        title={intl.formatMessage({ id: 'bookingNotifications.reset.title' })}
        confirmText={intl.formatMessage({ id: 'bookingNotifications.reset' })}
        cancelText={intl.formatMessage({ id: 'bookingNotifications.cancel' })}
        intent={Intent.WARNING}
        onConfirm={reset}
        onCancel={() => setConfirming(null)}
      >
        <p>{intl.formatMessage({ id: 'bookingNotifications.reset.body' })}</p>
      </ConfirmDialog>
    </>
  );
}
