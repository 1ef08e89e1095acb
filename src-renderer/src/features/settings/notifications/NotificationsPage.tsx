import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationEvent,
  type NotificationPreferences,
} from '../../../../../server/contract/notification-preferences';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DocumentForm } from '../../../components/form/DocumentForm';
import { useSettingsDocument } from '../../../components/form/useSettingsDocument';
import { PageHeader } from '../../../components/PageHeader';
import { useNotify } from '../../../components/toaster/useNotify';
import { CategoryCard } from './CategoryCard';
import { useNotificationPreferencesEndpoint } from './document';
import { QuietHoursCard } from './QuietHoursCard';
import { isWorthRetrying } from './retry';
import { anySmsOn, defaultFlags, editableFlags, isOn, toggleChannel, toggleEvent, type Channel } from './rules';
import './notifications.css';

const CATEGORIES = Object.keys(NOTIFICATION_CATEGORIES) as NotificationCategory[];

// Part 1 §7: without an answer the built-in defaults are shown, read-only (saving them would
// overwrite choices the server may well have).
const DEFAULTS = defaultFlags() as NotificationPreferences;

/** Part 1 §2 Notifications: five category cards, quiet hours, Revert to Defaults, Reset and Save Changes. */
export function NotificationsPage() {
  const intl = useIntl();
  const notify = useNotify();
  const [confirming, setConfirming] = useState<'revert' | 'reset' | null>(null);
  const form = useSettingsDocument(useNotificationPreferencesEndpoint(), {
    idPrefix: 'notifications',
    fallback: DEFAULTS,
    // The flat fields, without updatedAt, each filled with its default when the server has none.
    toBody: editableFlags,
    labels: {
      quietHoursEnabled: 'notifications.quietHours.switch',
      quietHoursStart: 'notifications.quietHours.start',
      quietHoursEnd: 'notifications.quietHours.end',
      quietHoursTimezone: 'notifications.quietHours.timezone',
      digestEnabled: 'notifications.digest.switch',
      digestFrequency: 'notifications.digest.frequency',
      digestTime: 'notifications.digest.time',
    },
    messages: {
      saved: 'notifications.toast.saved',
      failed: 'notifications.toast.saveFailed',
      failedBody: 'notifications.toast.saveFailedBody',
      loadFailed: ['notifications.toast.loadFailed', 'notifications.toast.loadFailedBody'],
    },
    onSaved: (_saved, body) =>
      notify.success(
        intl.formatMessage({ id: 'notifications.toast.saved' }),
        anySmsOn(body) ? undefined : intl.formatMessage({ id: 'notifications.toast.smsOff' }),
      ),
    onFailed: (error, shown) => {
      const title = intl.formatMessage({ id: 'notifications.toast.saveFailed' });
      const body = intl.formatMessage({ id: 'notifications.toast.saveFailedBody' });
      // After the retries: the spec's words. A refusal was not retried: its reason is what helps.
      if (isWorthRetrying(error)) notify.danger(title, body);
      else notify.failure(title, shown, body);
    },
  });

  const values = form.values;
  const flags = values === undefined ? undefined : editableFlags(values);
  const edit = (next: ReturnType<typeof editableFlags>) => values && form.replace({ ...values, ...next });

  function revertToDefaults() {
    if (values) form.replace({ ...values, ...defaultFlags() });
    setConfirming(null);
    notify.success(intl.formatMessage({ id: 'notifications.toast.reverted' }));
  }

  function reset() {
    form.reset();
    setConfirming(null);
  }

  const busy = form.readOnly || form.saving;
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.personal.notifications' })}
        subtitle={intl.formatMessage({ id: 'notifications.subtitle' })}
      />
      <DocumentForm
        form={form}
        loadFailure={{
          title: intl.formatMessage({ id: 'notifications.toast.loadFailed' }),
          description: intl.formatMessage({ id: 'notifications.toast.loadFailedBody' }),
          note: intl.formatMessage({ id: 'notifications.loadFailed.note' }),
        }}
        actions={
          <>
            <Button
              icon="undo"
              text={intl.formatMessage({ id: 'notifications.revert' })}
              disabled={busy}
              onClick={() => setConfirming('revert')}
            />
            <Button
              icon="reset"
              text={intl.formatMessage({ id: 'notifications.reset' })}
              disabled={busy}
              onClick={() => (form.dirty ? setConfirming('reset') : reset())}
            />
          </>
        }
      >
        {() => (
          <>
            {form.document !== undefined && form.document.updatedAt === undefined && (
              <Callout
                intent={Intent.PRIMARY}
                icon="info-sign"
                title={intl.formatMessage({ id: 'notifications.defaultsBanner.title' })}
                className="notification-defaults-banner"
              >
                {intl.formatMessage({ id: 'notifications.defaultsBanner.body' })}
              </Callout>
            )}
            <p className="settings-hint notification-sms-note">{intl.formatMessage({ id: 'notifications.smsNote' })}</p>
            {flags !== undefined &&
              CATEGORIES.map((category) => (
                <CategoryCard
                  key={category}
                  category={category}
                  flags={flags}
                  disabled={form.readOnly}
                  onToggleCategory={(toggled) => form.set(`${toggled}Enabled`, !isOn(flags, `${toggled}Enabled`))}
                  onToggleEvent={(event: NotificationEvent) => edit(toggleEvent(flags, event))}
                  onToggleChannel={(event: NotificationEvent, channel: Channel) =>
                    edit(toggleChannel(flags, event, channel))
                  }
                />
              ))}
            <QuietHoursCard form={form} />
          </>
        )}
      </DocumentForm>
      <ConfirmDialog
        isOpen={confirming === 'revert'}
        title={intl.formatMessage({ id: 'notifications.revert.title' })}
        confirmText={intl.formatMessage({ id: 'notifications.revert' })}
        cancelText={intl.formatMessage({ id: 'personal.cancel' })}
        intent={Intent.WARNING}
        onConfirm={revertToDefaults}
        onCancel={() => setConfirming(null)}
      >
        <p>{intl.formatMessage({ id: 'notifications.revert.body' })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirming === 'reset'}
        title={intl.formatMessage({ id: 'notifications.reset.title' })}
        confirmText={intl.formatMessage({ id: 'notifications.reset' })}
        cancelText={intl.formatMessage({ id: 'personal.cancel' })}
        intent={Intent.WARNING}
        onConfirm={reset}
        onCancel={() => setConfirming(null)}
      >
        <p>{intl.formatMessage({ id: 'notifications.reset.body' })}</p>
      </ConfirmDialog>
    </>
  );
}
