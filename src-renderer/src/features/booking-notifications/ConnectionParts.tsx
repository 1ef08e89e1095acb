import { Button, Callout, FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { connectionOutcome } from './connection-outcome';

interface InputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  help?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'password';
  /** A password-like field shown as a text area (a private key); never filled from the server. */
  multiline?: boolean;
  maxLength?: number;
  inputMode?: 'numeric' | 'tel' | 'email';
  disabled?: boolean;
}

/** One field of a connection dialog; secret ones never offer a saved browser password. */
export function ConnectionInput({
  id,
  label,
  value,
  onChange,
  required,
  help,
  type = 'text',
  multiline = false,
  maxLength,
  inputMode,
  disabled,
}: InputProps) {
  const intl = useIntl();
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? intl.formatMessage({ id: 'form.required' }) : undefined}
      helperText={help}
    >
      {multiline ? (
        <TextArea
          id={id}
          fill
          rows={4}
          className="booking-notifications-secret-text"
          spellCheck={false}
          autoComplete="off"
          maxLength={maxLength}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <InputGroup
          id={id}
          type={type}
          inputMode={inputMode}
          // A browser must not offer a saved password for a provider's key.
          autoComplete={type === 'password' ? 'new-password' : 'off'}
          spellCheck={false}
          maxLength={maxLength}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormGroup>
  );
}

interface StatusProps {
  connection: Parameters<typeof connectionOutcome>[1] & { lastCheckedAt: string | null };
}

/** Where the stored connection stands after the provider's last check: connected, or its refusal. */
export function ConnectionStatusNotice({ connection }: StatusProps) {
  const intl = useIntl();
  const outcome = connectionOutcome(intl, connection);
  if (outcome === null) return null;
  const ok = outcome.kind === 'success';
  return (
    <Callout
      intent={ok ? Intent.SUCCESS : Intent.DANGER}
      icon={ok ? 'tick-circle' : 'error'}
      title={outcome.title}
      role={ok ? 'status' : 'alert'}
      className="booking-notifications-connection-status"
    >
      <p>{outcome.body}</p>
      {connection.lastCheckedAt !== null && (
        <p className="settings-hint">
          {intl.formatMessage(
            { id: 'bookingNotifications.status.lastChecked' },
            { time: intl.formatDate(connection.lastCheckedAt, { dateStyle: 'medium', timeStyle: 'short' }) },
          )}
        </p>
      )}
    </Callout>
  );
}

interface TestSectionProps {
  title: string;
  /** The connection is stored: a test goes through it. */
  ready: boolean;
  sending: boolean;
  buttonText: string;
  onSend: () => void;
  children: ReactNode;
}

/**
 * Send a test through the stored connection: a form of its own below the connection's, so Enter in
 * its field sends the test rather than saving the connection.
 */
export function TestSection({ title, ready, sending, buttonText, onSend, children }: TestSectionProps) {
  const intl = useIntl();
  return (
    <form
      noValidate
      className="booking-notifications-test"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !sending) onSend();
      }}
    >
      <fieldset className="booking-notifications-dialog-group">
        <legend className="booking-notifications-dialog-legend">{title}</legend>
        {!ready && <p className="settings-hint">{intl.formatMessage({ id: 'bookingNotifications.test.needsSave' })}</p>}
        {children}
        <Button type="submit" icon="send-message" text={buttonText} loading={sending} disabled={!ready} />
      </fieldset>
    </form>
  );
}

/** The foot of every connection form: saving asks the provider first, so the user is told so. */
export function CheckedSaveButton({ provider, saving }: { provider: string; saving: boolean }) {
  const intl = useIntl();
  return (
    <>
      <p className="settings-hint">
        {intl.formatMessage({ id: 'bookingNotifications.dialog.checkNote' }, { provider })}
      </p>
      <Button
        type="submit"
        intent="primary"
        text={intl.formatMessage({ id: 'bookingNotifications.dialog.save' })}
        loading={saving}
      />
    </>
  );
}
