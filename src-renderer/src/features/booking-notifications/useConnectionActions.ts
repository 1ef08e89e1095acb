import { useIntl } from 'react-intl';
import { readableError } from '../../components/form/form-errors';
import { useNotify } from '../../components/toaster/useNotify';
import type { MessageId } from '../../i18n/en';
import { useSaveConnection, useSendTest, type Channel, type ConnectionBodies, type TestBodies } from './api';
import { savedConnectionToast, testFailedTitle, testToast, type Outcome } from './connection-outcome';

/**
 * Save and test in a connection dialog, with their toasts: after Save, where the provider's check
 * left the connection (connected, or its refusal); after a test, the server's answer.
 */
export function useConnectionActions<C extends Channel>(channel: C, labels: Readonly<Record<string, MessageId>>) {
  const intl = useIntl();
  const notify = useNotify();
  const saving = useSaveConnection(channel);
  const testing = useSendTest(channel);
  const show = (outcome: Outcome) => notify[outcome.kind](outcome.title, outcome.body);

  const labelOf = (name: string) => {
    const id = labels[name];
    return id === undefined ? name : intl.formatMessage({ id });
  };
  /** A refused field by the label the dialog shows it under ('smtp.host' is the SMTP host field). */
  const shownLabel = (path: string) => {
    const id = labels[path] ?? labels[path.split('.').at(-1) ?? path];
    return id === undefined ? undefined : intl.formatMessage({ id });
  };

  /** The fields a save needs that are blank, named by their labels; the first one gets the focus. */
  function refuseMissing(missing: readonly string[], idPrefix: string) {
    notify.danger(
      intl.formatMessage({ id: 'bookingNotifications.toast.missing' }),
      intl.formatMessage({ id: 'bookingNotifications.toast.missingBody' }, { labels: missing.map(labelOf).join(', ') }),
    );
    const first = missing[0];
    if (first !== undefined) document.getElementById(`${idPrefix}-${first}`)?.focus();
  }

  function save(body: ConnectionBodies[C], onSaved?: () => void) {
    saving.mutate(body, {
      onSuccess: ({ connection, providerNotFollowed }) => {
        show(savedConnectionToast(intl, connection));
        if (providerNotFollowed !== null) {
          notify.failure(
            intl.formatMessage({ id: 'bookingNotifications.toast.providerNotFollowed' }),
            providerNotFollowed,
          );
        }
        onSaved?.();
      },
      onError: (error) =>
        notify.failure(
          intl.formatMessage({ id: 'bookingNotifications.toast.connectionSaveFailed' }),
          readableError(intl, error, shownLabel),
        ),
    });
  }

  function test(body: TestBodies[C]) {
    testing.mutate(body, {
      onSuccess: (answer) => show(testToast(intl, channel, answer)),
      onError: (error) => notify.failure(testFailedTitle(intl, channel), readableError(intl, error, shownLabel)),
    });
  }

  return { save, test, refuseMissing, saving: saving.isPending, testing: testing.isPending };
}
