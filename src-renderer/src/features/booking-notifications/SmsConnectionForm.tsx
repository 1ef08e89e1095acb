import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SmsConfiguration } from '../../../../server/contract/notification-providers';
import type { MessageId } from '../../i18n/en';
import { isSetUp, isStored, missingSmsFields, smsBody, smsValues, type SmsValues } from './connection-forms';
import { ConnectionInput, CheckedSaveButton, ConnectionStatusNotice, TestSection } from './ConnectionParts';
import { useConnectionActions } from './useConnectionActions';

const LABELS: Readonly<Record<string, MessageId>> = {
  accountSid: 'bookingNotifications.sms.accountSid',
  authToken: 'bookingNotifications.sms.authToken',
  fromNumber: 'bookingNotifications.sms.fromNumber',
  // The test's fields.
  phoneNumber: 'bookingNotifications.sms.test.phoneNumber',
  message: 'bookingNotifications.sms.test.message',
};

/** The largest SMS the test sends (spec part 3 §9: 1600 characters in all). */
const SMS_MAX_LENGTH = 1600;

/**
 * The Twilio connection (spec part 3 §7): Account SID, auth token (blank keeps the stored one),
 * the number or Messaging Service it sends from, Save (checked with Twilio by the server), then a
 * test SMS `{phoneNumber, message}`.
 */
export function SmsConnectionForm({ connection }: { connection: SmsConfiguration | null }) {
  const intl = useIntl();
  const format = (id: MessageId) => intl.formatMessage({ id });
  const [values, setValues] = useState<SmsValues>(() => smsValues(connection));
  const [phoneNumber, setPhoneNumber] = useState('');
  const [message, setMessage] = useState(() => format('bookingNotifications.sms.test.defaultMessage'));
  const actions = useConnectionActions('sms', LABELS);
  const set = (changes: Partial<SmsValues>) => setValues((current) => ({ ...current, ...changes }));

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = missingSmsFields(values, connection);
    if (missing.length > 0) {
      actions.refuseMissing(missing, 'sms');
      return;
    }
    actions.save(smsBody(values), () => set({ authToken: '' }));
  }

  const tokenStored = isStored(connection, 'authToken');
  return (
    <>
      <form noValidate onSubmit={save} className="booking-notifications-connection-form">
        <div className="settings-grid">
          <ConnectionInput
            id="sms-accountSid"
            label={format('bookingNotifications.sms.accountSid')}
            required
            maxLength={34}
            value={values.accountSid}
            onChange={(accountSid) => set({ accountSid })}
          />
          <ConnectionInput
            id="sms-authToken"
            label={format('bookingNotifications.sms.authToken')}
            type="password"
            required={!tokenStored}
            maxLength={4096}
            help={tokenStored ? format('bookingNotifications.dialog.secretKept') : undefined}
            value={values.authToken}
            onChange={(authToken) => set({ authToken })}
          />
        </div>
        <div className="settings-grid">
          <ConnectionInput
            id="sms-fromNumber"
            label={format('bookingNotifications.sms.fromNumber')}
            type="tel"
            required
            maxLength={20}
            help={format('bookingNotifications.sms.phone.help')}
            value={values.fromNumber}
            onChange={(fromNumber) => set({ fromNumber })}
          />
          <ConnectionInput
            id="sms-messagingServiceSid"
            label={format('bookingNotifications.sms.messagingServiceSid')}
            maxLength={34}
            help={format('bookingNotifications.sms.messagingServiceSid.help')}
            value={values.messagingServiceSid}
            onChange={(messagingServiceSid) => set({ messagingServiceSid })}
          />
        </div>
        <CheckedSaveButton provider={'Twilio'} saving={actions.saving} />
      </form>
      {connection !== null && <ConnectionStatusNotice connection={connection} />}
      <TestSection
        title={format('bookingNotifications.sms.test.title')}
        ready={isSetUp(connection) && !actions.saving}
        sending={actions.testing}
        buttonText={format('bookingNotifications.sms.test.send')}
        onSend={() => actions.test({ phoneNumber: phoneNumber.replace(/[\s()-]/g, ''), message })}
      >
        <ConnectionInput
          id="sms-test-phoneNumber"
          label={format('bookingNotifications.sms.test.phoneNumber')}
          type="tel"
          maxLength={20}
          help={format('bookingNotifications.sms.phone.help')}
          value={phoneNumber}
          onChange={setPhoneNumber}
        />
        <ConnectionInput
          id="sms-test-message"
          label={format('bookingNotifications.sms.test.message')}
          multiline
          maxLength={SMS_MAX_LENGTH}
          value={message}
          onChange={setMessage}
        />
      </TestSection>
    </>
  );
}
