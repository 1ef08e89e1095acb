import { Button, Callout, Intent } from '@blueprintjs/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationEvent,
} from '../../../../../server/contract/notification-preferences';
import { putNotificationPreferences, useNotificationPreferences } from '../../../api/notification-preferences';
import { queryKeys } from '../../../api/query-keys';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { SectionLoading } from '../../../components/FullPageLoading';
import { PageHeader } from '../../../components/PageHeader';
import { useNotify } from '../../../components/toaster/useNotify';
import { withReadableMessage } from '../shared/errors';
import { LoadFailure } from '../shared/LoadFailure';
import { SaveBar } from '../../../components/SaveBar';
import { useDraft } from '../shared/useDraft';
import { useLoadFailureToast } from '../../../components/toaster/useLoadFailureToast';
import { useMessage } from '../shared/useMessage';
import { CategoryCard } from './CategoryCard';
import { QuietHoursCard } from './QuietHoursCard';
import { isWorthRetrying, withRetries } from './retry';
import {
  anySmsOn,
  defaultFlags,
  editableFlags,
  isOn,
  toggleChannel,
  toggleEvent,
  type Channel,
  type Flags,
} from './rules';
import '../personal.css';
import '../shared/icons';

const CATEGORIES = Object.keys(NOTIFICATION_CATEGORIES) as NotificationCategory[];

/** Part 1 §2 Notifications: five category cards, quiet hours, Revert to Defaults, Reset and Save Changes. */
export function NotificationsPage() {
  const intl = useIntl();
  const message = useMessage();
  const query = useNotificationPreferences();

  useLoadFailureToast(query.isError ? query.errorUpdatedAt : 0, () =>
    message(
      'danger',
      intl.formatMessage({ id: 'notifications.toast.loadFailed' }),
      intl.formatMessage({ id: 'notifications.toast.loadFailedBody' }),
    ),
  );

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.personal.notifications' })}
        subtitle={intl.formatMessage({ id: 'notifications.subtitle' })}
      />
      {query.isPending && <SectionLoading />}
      {query.isError && (
        <LoadFailure
          title={intl.formatMessage({ id: 'notifications.toast.loadFailed' })}
          description={intl.formatMessage({ id: 'notifications.toast.loadFailedBody' })}
          note={intl.formatMessage({ id: 'notifications.loadFailed.note' })}
          onRetry={() => void query.refetch()}
        />
      )}
      {/* Part 1 §7: without an answer the built-in defaults are shown, read-only (saving them would
          overwrite choices the server may well have). */}
      {(query.data || query.isError) && (
        <NotificationsForm
          document={query.data}
          readOnly={!query.data}
          isDefault={query.data !== undefined && query.data.updatedAt === undefined}
        />
      )}
    </>
  );
}

interface NotificationsFormProps {
  document: Readonly<Record<string, unknown>> | undefined;
  readOnly: boolean;
  isDefault: boolean;
}

function NotificationsForm({ document, readOnly, isDefault }: NotificationsFormProps) {
  const intl = useIntl();
  const notify = useNotify();
  const message = useMessage();
  const queryClient = useQueryClient();
  const saved = useMemo(() => (document ? editableFlags(document) : defaultFlags()), [document]);
  const draft = useDraft<Flags>(saved);
  const flags = draft.values ?? saved;
  const [confirming, setConfirming] = useState<'revert' | 'reset' | null>(null);

  // Part 1 §4: leaving the page with unsaved changes triggers the browser's warning.
  const dirty = draft.dirty;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers still need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = useMutation({
    mutationFn: (body: Flags) =>
      withRetries(() => putNotificationPreferences({ ...body }), {
        onRetry: (attempt, of) =>
          message(
            'warning',
            intl.formatMessage({ id: 'notifications.toast.retrying' }),
            intl.formatMessage({ id: 'notifications.toast.retryingBody' }, { attempt, total: of }),
          ),
      }),
    onSuccess: (document) => queryClient.setQueryData(queryKeys.notificationPreferences, document),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (readOnly || !draft.dirty) return;
    const edits = draft.edits;
    const body = flags;
    save.mutate(body, {
      onSuccess: () => {
        draft.settle(edits);
        message(
          'success',
          intl.formatMessage({ id: 'notifications.toast.saved' }),
          anySmsOn(body) ? undefined : intl.formatMessage({ id: 'notifications.toast.smsOff' }),
        );
      },
      onError: (error) => {
        if (isWorthRetrying(error)) {
          message(
            'danger',
            intl.formatMessage({ id: 'notifications.toast.saveFailed' }),
            intl.formatMessage({ id: 'notifications.toast.saveFailedBody' }),
          );
        } else {
          // A refusal (e.g. someone else saved first) was not retried: its reason is what helps.
          notify.failure(
            intl.formatMessage({ id: 'notifications.toast.saveFailed' }),
            withReadableMessage(error),
            intl.formatMessage({ id: 'notifications.toast.saveFailedBody' }),
          );
          void queryClient.invalidateQueries({ queryKey: queryKeys.notificationPreferences });
        }
      },
    });
  }

  const toggleCategory = (category: NotificationCategory) =>
    draft.set(`${category}Enabled`, !isOn(flags, `${category}Enabled`));
  const onToggleEvent = (event: NotificationEvent) => draft.replace(toggleEvent(flags, event));
  const onToggleChannel = (event: NotificationEvent, channel: Channel) =>
    draft.replace(toggleChannel(flags, event, channel));

  function revertToDefaults() {
    draft.replace(defaultFlags());
    setConfirming(null);
    message('success', intl.formatMessage({ id: 'notifications.toast.reverted' }));
  }

  function reset() {
    draft.reset();
    setConfirming(null);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="personal-form">
      {isDefault && (
        <Callout
          intent={Intent.PRIMARY}
          icon="info-sign"
          title={intl.formatMessage({ id: 'notifications.defaultsBanner.title' })}
          className="notification-defaults-banner"
        >
          {intl.formatMessage({ id: 'notifications.defaultsBanner.body' })}
        </Callout>
      )}
      <p className="personal-hint notification-sms-note">{intl.formatMessage({ id: 'notifications.smsNote' })}</p>
      {CATEGORIES.map((category) => (
        <CategoryCard
          key={category}
          category={category}
          flags={flags}
          disabled={readOnly}
          onToggleCategory={toggleCategory}
          onToggleEvent={onToggleEvent}
          onToggleChannel={onToggleChannel}
        />
      ))}
      <QuietHoursCard flags={flags} disabled={readOnly} onChange={(key, value) => draft.set(key, value)} />
      <SaveBar dirty={draft.dirty} saving={save.isPending} disabled={readOnly}>
        <Button
          icon="undo"
          text={intl.formatMessage({ id: 'notifications.revert' })}
          disabled={readOnly || save.isPending}
          onClick={() => setConfirming('revert')}
        />
        <Button
          icon="reset"
          text={intl.formatMessage({ id: 'notifications.reset' })}
          disabled={readOnly || save.isPending}
          onClick={() => (draft.dirty ? setConfirming('reset') : reset())}
        />
      </SaveBar>
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
    </form>
  );
}
