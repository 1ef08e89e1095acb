import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { PushConfiguration } from '../../../../server/contract/notification-providers';
import type { MessageId } from '../../i18n/en';
import { isSetUp, isStored, missingPushFields, pushBody, pushValues, type PushValues } from './connection-forms';
import { ConnectionInput, CheckedSaveButton, ConnectionStatusNotice, TestSection } from './ConnectionParts';
import { useConnectionActions } from './useConnectionActions';

const LABELS: Readonly<Record<string, MessageId>> = {
  projectId: 'bookingNotifications.push.projectId',
  clientEmail: 'bookingNotifications.push.clientEmail',
  privateKey: 'bookingNotifications.push.privateKey',
  // The test's field.
  token: 'bookingNotifications.push.test.token',
};

/**
 * The Firebase Cloud Messaging connection: the service account's project ID, email and private
 * key (a text area, never shown back; blank keeps the stored one), Save (checked with Google by
 * the server), then a test notification to a device token.
 */
export function PushConnectionForm({ connection }: { connection: PushConfiguration | null }) {
  const intl = useIntl();
  const format = (id: MessageId) => intl.formatMessage({ id });
  const [values, setValues] = useState<PushValues>(() => pushValues(connection));
  const [token, setToken] = useState('');
  const actions = useConnectionActions('push', LABELS);
  const set = (changes: Partial<PushValues>) => setValues((current) => ({ ...current, ...changes }));

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = missingPushFields(values, connection);
    if (missing.length > 0) {
      actions.refuseMissing(missing, 'push');
      return;
    }
    actions.save(pushBody(values), () => set({ privateKey: '' }));
  }

  const keyStored = isStored(connection, 'privateKey');
  return (
    <>
      <form noValidate onSubmit={save} className="booking-notifications-connection-form">
        <p className="settings-hint">{format('bookingNotifications.push.help')}</p>
        <div className="settings-grid">
          <ConnectionInput
            id="push-projectId"
            label={format('bookingNotifications.push.projectId')}
            required
            maxLength={63}
            value={values.projectId}
            onChange={(projectId) => set({ projectId })}
          />
          <ConnectionInput
            id="push-clientEmail"
            label={format('bookingNotifications.push.clientEmail')}
            type="email"
            required
            maxLength={254}
            value={values.clientEmail}
            onChange={(clientEmail) => set({ clientEmail })}
          />
        </div>
        <ConnectionInput
          id="push-privateKey"
          label={format('bookingNotifications.push.privateKey')}
          multiline
          required={!keyStored}
          maxLength={4096}
          help={format(
            keyStored ? 'bookingNotifications.dialog.secretKept' : 'bookingNotifications.push.privateKey.help',
          )}
          value={values.privateKey}
          onChange={(privateKey) => set({ privateKey })}
        />
        <CheckedSaveButton provider={'Firebase'} saving={actions.saving} />
      </form>
      {connection !== null && <ConnectionStatusNotice connection={connection} />}
      <TestSection
        title={format('bookingNotifications.push.test.title')}
        ready={isSetUp(connection) && !actions.saving}
        sending={actions.testing}
        buttonText={format('bookingNotifications.push.test.send')}
        onSend={() => actions.test({ token: token.trim() })}
      >
        <ConnectionInput
          id="push-test-token"
          label={format('bookingNotifications.push.test.token')}
          maxLength={4096}
          help={format('bookingNotifications.push.test.token.help')}
          value={token}
          onChange={setToken}
        />
      </TestSection>
    </>
  );
}
