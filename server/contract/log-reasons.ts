import { Type, type Static } from 'typebox';
import { englishMessage } from './english-message';

/**
 * Why a notification was not sent, or went another way, as ICU messages. The English text is what
 * the log entry's `error` (and a fallback's `fallbackReason`) stores, for the search, the export and
 * the API's readers; the entry also keeps the key and its values, so the Notification Logs screen
 * says it in the reader's language (the renderer's catalogs hold the same keys in the other seven).
 * A provider's own words (`why`, `reply`) and names stay as they came.
 */
export const LOG_REASONS = {
  'logReason.unexpected': 'The message could not be sent because of an unexpected error. It will be tried again.',
  'logReason.notConnected':
    'No {channel, select, email {email} sms {SMS} push {push} other {{channel}}} provider is connected. Set one up under Booking Settings.',
  'logReason.dailyLimit':
    'Not sent: {name} has already received {sent} notifications today (the limit is {max} a day).',
  'logReason.smsPlanLimit': 'Your {plan} plan allows {limit} SMS a month. Upgrade to send more.',
  'logReason.smsFallback': 'The SMS limit of your plan is reached.',
  /** The provider reported the message undeliverable without saying why. */
  'logReason.undelivered': 'The provider could not deliver the message.',

  // Any provider over HTTP (server/integrations/http.ts).
  'logReason.timeout':
    '{provider} did not answer within {seconds, plural, one {# second} other {# seconds}}. Check the internet connection and try again.',
  'logReason.unreachable': 'Could not reach {provider}. Check the internet connection and try again.',
  'logReason.tooManyRequests':
    '{provider} is receiving too many requests from this account. Wait a minute and try again.',
  'logReason.providerTrouble': '{provider} is having trouble right now (error {status}). Try again in a few minutes.',
  'logReason.unreadable':
    '{provider} sent an answer that could not be read (error {status}). Try again in a few minutes.',
  'logReason.credentialsRefused': '{provider} did not accept these credentials: {why}',
  /** Keys that carry no mode (PayPal, Tyro), refused in both environments (integrations/payments/environments.ts). */
  'logReason.credentialsRefusedBoth':
    '{provider} did not accept these credentials: {why} (in the live and the sandbox environment).',
  'logReason.refused':
    '{provider} refused the {what, select, payment {payment} refund {refund} message {message} other {{what}}}: {why}',

  // Firebase Cloud Messaging and Google's service accounts.
  'logReason.deviceUnregistered':
    'This device is no longer registered for notifications (the app was removed or its token expired).',
  'logReason.fcmAccountRefused':
    'Firebase Cloud Messaging did not accept the service account for project {project}: {why}',
  'logReason.badPrivateKey': 'The private key is not a valid PEM key.',

  // SendGrid.
  'logReason.sendgridCannotSend': 'This SendGrid API key cannot send mail (it lacks the mail.send permission).',
  'logReason.sendgridNoActivity':
    'SendGrid cannot say whether it has this message: the account has no Email Activity access.',

  // SMTP.
  'logReason.smtpUnreachable':
    'Could not reach the SMTP server {where}. Check the host, port and connection security, and that the server is running.',
  'logReason.smtpCredentials': 'The SMTP server refused the username or password.',
  'logReason.smtpTls':
    'The SMTP server {where} could not set up a secure connection. Check the connection security setting.',
  'logReason.smtpRefused': 'The SMTP server refused the message: {why}',
  'logReason.smtpBusy': 'The SMTP server {where} cannot take the message right now: {why}',

  // A connection's check, and the provider tests of the connection screens.
  'logReason.settingsIncomplete': 'The {provider} settings are incomplete.',
  'logReason.channelSwitchedOff':
    'Sending by {channel, select, email {email} sms {SMS} push {push} other {{channel}}} is switched off. Switch it on and save the {channel, select, email {email} sms {SMS} push {push} other {{channel}}} configuration first.',
  'logReason.noProviderYet':
    'No {channel, select, email {email} sms {SMS} push {push} other {{channel}}} provider is set up yet. Save the {channel, select, email {email} sms {SMS} push {push} other {{channel}}} configuration first, then send a test.',
  'logReason.testEmailSent': 'Test email sent to {recipient}',
  'logReason.testSmsSent': 'Test SMS sent to {recipient}',
  'logReason.testPushSent': 'Test notification sent to the device',

  // Twilio.
  'logReason.twilioCredentials': 'Twilio refused the Account SID or auth token.',
  'logReason.twilioAccount':
    'This Twilio account is {state, select, suspended {suspended} closed {closed} other {{state}}}: it cannot send messages.',
} as const;

export type LogReasonKey = keyof typeof LOG_REASONS;

/** A reason as key and values; a value is a text (a name, a provider's words) or a number. */
export const LogReason = Type.Object({
  key: Type.String(),
  values: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});
export interface LogReason {
  key: LogReasonKey;
  values: Readonly<Record<string, string | number>>;
}
export type StoredLogReason = Static<typeof LogReason>;

/** A reason as two columns keep it: its key, and its values as JSON (storedReason reads them back). */
export const reasonColumns = (reason: LogReason | null) => ({
  key: reason?.key ?? null,
  values: reason ? { ...reason.values } : null,
});

/** A reason as two columns keep it (a key, its values as JSON), for an answer: null when it has none. */
export const storedReason = (
  key: string | null,
  values: Record<string, string | number> | null,
): StoredLogReason | null => (key && values ? { key, values } : null);

export const logReason = (key: LogReasonKey, values: LogReason['values'] = {}): LogReason => ({ key, values });

/** A reason in English, as the log stores it. */
export const englishReason = (reason: LogReason): string => englishMessage(LOG_REASONS, reason.key, reason.values);

/**
 * What the log stores of a reason: the English text, and the key and values when it is one of ours
 * (null for words that came as they are, such as a provider's report of an undelivered message).
 */
export interface LoggedReason {
  text: string;
  reason: LogReason | null;
}
export const logged = (reason: LogReason): LoggedReason => ({ text: englishReason(reason), reason });
export const loggedAsIs = (text: string): LoggedReason => ({ text, reason: null });
