import { FormGroup, HTMLSelect, Radio, RadioGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SMTP_SECURITY, type EmailConfiguration } from '../../../../server/contract/notification-providers';
import { EMAIL_PROVIDERS, type EmailProvider } from '../../../../server/contract/notification-settings';
import type { MessageId } from '../../i18n/en';
import {
  emailBody,
  emailValues,
  isSetUp,
  isStored,
  missingEmailFields,
  SMTP_PORTS,
  type EmailValues,
  type SmtpSecurity,
} from './connection-forms';
import { providerName } from './connection-outcome';
import { ConnectionInput, CheckedSaveButton, ConnectionStatusNotice, TestSection } from './ConnectionParts';
import { useConnectionActions } from './useConnectionActions';

const LABELS: Readonly<Record<string, MessageId>> = {
  fromEmail: 'bookingNotifications.email.fromEmail',
  host: 'bookingNotifications.email.host',
  port: 'bookingNotifications.email.port',
  sendgridApiKey: 'bookingNotifications.email.sendgridApiKey',
  // The test's field.
  email: 'bookingNotifications.email.test.to',
};

const SECURITY_LABELS: Readonly<Record<SmtpSecurity, MessageId>> = {
  tls: 'bookingNotifications.email.security.tls',
  starttls: 'bookingNotifications.email.security.starttls',
  none: 'bookingNotifications.email.security.none',
};

const PROVIDER_LABELS: Readonly<Record<EmailProvider, MessageId>> = {
  smtp: 'bookingNotifications.email.provider.smtp',
  sendgrid: 'bookingNotifications.email.provider.sendgrid',
};

interface EmailConnectionFormProps {
  connection: EmailConfiguration | null;
  /** The provider the customer settings name, for a connection not set up yet. */
  chosenProvider: EmailProvider;
}

/**
 * The email connection: SMTP or SendGrid, the sender, the server's details or the API key (secret
 * fields blank, a stored one kept), Save (checked with the provider by the server), then a test
 * email to any address.
 */
export function EmailConnectionForm({ connection, chosenProvider }: EmailConnectionFormProps) {
  const intl = useIntl();
  const format = (id: MessageId) => intl.formatMessage({ id });
  const [values, setValues] = useState<EmailValues>(() => emailValues(connection, chosenProvider));
  const [testTo, setTestTo] = useState('');
  const actions = useConnectionActions('email', LABELS);
  const set = (changes: Partial<EmailValues>) => setValues((current) => ({ ...current, ...changes }));
  const smtp = values.provider === 'smtp';

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = missingEmailFields(values, connection);
    if (missing.length > 0) {
      actions.refuseMissing(missing, 'email');
      return;
    }
    // Typed secrets are sent once; the fields go blank again, the stored value kept.
    actions.save(emailBody(values), () => set({ smtpPassword: '', sendgridApiKey: '' }));
  }

  const passwordStored = isStored(connection, 'smtpPassword');
  const keyStored = isStored(connection, 'sendgridApiKey');
  return (
    <>
      <form noValidate onSubmit={save} className="booking-notifications-connection-form">
        <fieldset className="booking-notifications-dialog-group">
          <legend className="booking-notifications-dialog-legend">
            {format('bookingNotifications.email.provider')}
          </legend>
          <RadioGroup
            inline
            name="email-provider"
            selectedValue={values.provider}
            onChange={(event) => set({ provider: event.currentTarget.value as EmailProvider })}
          >
            {EMAIL_PROVIDERS.map((provider) => (
              <Radio key={provider} value={provider} label={format(PROVIDER_LABELS[provider])} />
            ))}
          </RadioGroup>
        </fieldset>
        <div className="settings-grid">
          <ConnectionInput
            id="email-fromEmail"
            label={format('bookingNotifications.email.fromEmail')}
            type="email"
            required
            maxLength={254}
            value={values.fromEmail}
            onChange={(fromEmail) => set({ fromEmail })}
          />
          <ConnectionInput
            id="email-fromName"
            label={format('bookingNotifications.email.fromName')}
            maxLength={100}
            value={values.fromName}
            onChange={(fromName) => set({ fromName })}
          />
        </div>
        <ConnectionInput
          id="email-replyTo"
          label={format('bookingNotifications.email.replyTo')}
          type="email"
          maxLength={254}
          help={format('bookingNotifications.email.replyTo.help')}
          value={values.replyTo}
          onChange={(replyTo) => set({ replyTo })}
        />
        {smtp ? (
          <fieldset className="booking-notifications-dialog-group">
            <legend className="booking-notifications-dialog-legend">
              {format('bookingNotifications.email.smtpServer')}
            </legend>
            <div className="settings-grid settings-grid-3">
              <ConnectionInput
                id="email-host"
                label={format('bookingNotifications.email.host')}
                required
                maxLength={253}
                value={values.host}
                onChange={(host) => set({ host })}
              />
              <FormGroup label={format('bookingNotifications.email.security')} labelFor="email-security">
                <HTMLSelect
                  id="email-security"
                  fill
                  value={values.security}
                  onChange={(event) => {
                    const security = event.target.value as SmtpSecurity;
                    // The usual port follows the security unless another one was typed.
                    const usual = Object.values(SMTP_PORTS).map(String).includes(values.port.trim());
                    set(usual ? { security, port: String(SMTP_PORTS[security]) } : { security });
                  }}
                >
                  {SMTP_SECURITY.map((security) => (
                    <option key={security} value={security}>
                      {format(SECURITY_LABELS[security])}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <ConnectionInput
                id="email-port"
                label={format('bookingNotifications.email.port')}
                required
                inputMode="numeric"
                maxLength={5}
                value={values.port}
                onChange={(port) => set({ port })}
              />
            </div>
            <div className="settings-grid">
              <ConnectionInput
                id="email-username"
                label={format('bookingNotifications.email.username')}
                maxLength={254}
                help={format('bookingNotifications.email.username.help')}
                value={values.username}
                onChange={(username) => set({ username })}
              />
              <ConnectionInput
                id="email-smtpPassword"
                label={format('bookingNotifications.email.password')}
                type="password"
                maxLength={4096}
                help={passwordStored ? format('bookingNotifications.dialog.secretKept') : undefined}
                value={values.smtpPassword}
                onChange={(smtpPassword) => set({ smtpPassword })}
              />
            </div>
          </fieldset>
        ) : (
          <ConnectionInput
            id="email-sendgridApiKey"
            label={format('bookingNotifications.email.sendgridApiKey')}
            type="password"
            required={!keyStored}
            maxLength={4096}
            help={keyStored ? format('bookingNotifications.dialog.secretKept') : undefined}
            value={values.sendgridApiKey}
            onChange={(sendgridApiKey) => set({ sendgridApiKey })}
          />
        )}
        <CheckedSaveButton provider={providerName(values.provider)} saving={actions.saving} />
      </form>
      {connection !== null && <ConnectionStatusNotice connection={connection} />}
      <TestSection
        title={format('bookingNotifications.email.test.title')}
        ready={isSetUp(connection) && !actions.saving}
        sending={actions.testing}
        buttonText={format('bookingNotifications.email.test.send')}
        onSend={() => actions.test({ email: testTo.trim() })}
      >
        <ConnectionInput
          id="email-test-to"
          label={format('bookingNotifications.email.test.to')}
          type="email"
          maxLength={254}
          value={testTo}
          onChange={setTestTo}
        />
      </TestSection>
    </>
  );
}
