import { Type, type Static } from 'typebox';
import { Email, Labelled, Strict, TextField } from './common';
import { LogReason } from './log-reasons';
import { EMAIL_PROVIDERS, PUSH_PROVIDERS, SMS_PROVIDERS } from './notification-settings';

/**
 * How the organization's messages leave: one email, one SMS and one push provider connection
 * (spec part 3 §7 "GET and PUT /sms-configuration; POST /sms-configuration/test"; email and push
 * follow the same shape, our addition). Secret fields (SMTP password, API keys, auth token, the
 * service account's private key) are encrypted at rest and never answered: a read lists which are
 * stored. A save checks the credentials with the provider before it answers, so "connected" means
 * the provider accepted them.
 */
export const CONNECTION_STATUSES = ['not_configured', 'connected', 'error'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

const Secret = (label: string) => Type.String({ title: label, minLength: 1, maxLength: 4096 });
const Setting = (label: string, maxLength = 200) => TextField({ label, maxLength });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** What every connection answers besides its own fields. */
const connectionState = {
  isEnabled: Type.Boolean(),
  status: Type.Enum([...CONNECTION_STATUSES]),
  /** Names of the secret fields that hold a stored value. */
  storedSecrets: Type.Array(Type.String()),
  lastCheckedAt: Nullable(Type.String()),
  /** The provider's refusal in the user's words, when the last check failed... */
  lastError: Nullable(Type.String()),
  /** ...as one of the log's reasons, for the screen to say in the reader's language (null: as it came). */
  lastErrorReason: Type.Union([LogReason, Type.Null()]),
  version: Type.Integer(),
  updatedAt: Nullable(Type.String()),
};

export const SMTP_SECURITY = ['tls', 'starttls', 'none'] as const;

export const SmtpSettings = Strict({
  host: Labelled('SMTP host', Type.String({ minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.:\\[\\]-]+$' })),
  port: Type.Integer({ title: 'SMTP port', minimum: 1, maximum: 65535 }),
  security: Type.Enum([...SMTP_SECURITY], { title: 'Connection security' }),
  username: Setting('SMTP username', 254),
});

export const EmailConfiguration = Strict({
  provider: Type.Enum([...EMAIL_PROVIDERS]),
  fromEmail: Type.String(),
  fromName: Type.String(),
  replyTo: Nullable(Type.String()),
  smtp: SmtpSettings,
  ...connectionState,
});
export type EmailConfiguration = Static<typeof EmailConfiguration>;

/** PUT: secret fields left out keep their stored value. */
export const EmailConfigurationBody = Strict({
  provider: Type.Enum([...EMAIL_PROVIDERS], { title: 'Email provider' }),
  isEnabled: Type.Optional(Type.Boolean({ title: 'Enabled' })),
  fromEmail: Labelled('From email', Email),
  fromName: Setting('From name', 100),
  replyTo: Type.Optional(Type.Union([Labelled('Reply-to email', Email), Type.Null()], { title: 'Reply-to email' })),
  smtp: Type.Optional(Labelled('SMTP settings', SmtpSettings)),
  smtpPassword: Type.Optional(Secret('SMTP password')),
  sendgridApiKey: Type.Optional(Secret('SendGrid API key')),
});
export type EmailConfigurationBody = Static<typeof EmailConfigurationBody>;

export const EmailTestBody = Strict({ email: Labelled('Send test to', Email) });
export type EmailTestBody = Static<typeof EmailTestBody>;

/** E.164: a plus, the country code, up to 15 digits. */
export const PhoneNumber = Type.String({
  pattern: '^\\+[1-9][0-9]{6,14}$',
  errorMessage: 'must be an international number such as +61412345678',
});

export const SmsConfiguration = Strict({
  provider: Type.Enum([...SMS_PROVIDERS]),
  accountSid: Type.String(),
  fromNumber: Type.String(),
  /** A Twilio Messaging Service sends instead of the single number when set. */
  messagingServiceSid: Nullable(Type.String()),
  ...connectionState,
});
export type SmsConfiguration = Static<typeof SmsConfiguration>;

export const SmsConfigurationBody = Strict({
  provider: Type.Enum([...SMS_PROVIDERS], { title: 'SMS provider' }),
  isEnabled: Type.Optional(Type.Boolean({ title: 'Enabled' })),
  accountSid: Labelled(
    'Account SID',
    Type.String({
      pattern: '^AC[0-9a-fA-F]{32}$',
      errorMessage: 'must start with AC followed by 32 letters and digits',
    }),
  ),
  fromNumber: Labelled('From number', PhoneNumber),
  messagingServiceSid: Type.Optional(
    Type.Union(
      [
        Labelled(
          'Messaging Service SID',
          Type.String({
            pattern: '^MG[0-9a-fA-F]{32}$',
            errorMessage: 'must start with MG followed by 32 letters and digits',
          }),
        ),
        Type.Null(),
      ],
      { title: 'Messaging Service SID' },
    ),
  ),
  authToken: Type.Optional(Secret('Auth token')),
});
export type SmsConfigurationBody = Static<typeof SmsConfigurationBody>;

/** The spec's test call: `{phoneNumber, message}`. */
export const SmsTestBody = Strict({
  phoneNumber: Labelled('Phone number', PhoneNumber),
  message: TextField({ label: 'Message', maxLength: 1600, multiline: true }),
});
export type SmsTestBody = Static<typeof SmsTestBody>;

export const PushConfiguration = Strict({
  provider: Type.Enum([...PUSH_PROVIDERS]),
  projectId: Type.String(),
  clientEmail: Type.String(),
  ...connectionState,
});
export type PushConfiguration = Static<typeof PushConfiguration>;

/** From the Firebase service account's JSON key: project_id, client_email and private_key. */
export const PushConfigurationBody = Strict({
  provider: Type.Enum([...PUSH_PROVIDERS], { title: 'Push provider' }),
  isEnabled: Type.Optional(Type.Boolean({ title: 'Enabled' })),
  projectId: Labelled(
    'Project ID',
    Type.String({
      pattern: '^[a-z][a-z0-9-]{4,61}[a-z0-9]$',
      errorMessage: 'must be a Firebase project ID such as my-salon-12345',
    }),
  ),
  clientEmail: Labelled('Service account email', Email),
  privateKey: Type.Optional(Secret('Private key')),
});
export type PushConfigurationBody = Static<typeof PushConfigurationBody>;

export const PushTestBody = Strict({
  token: Labelled('Device token', Type.String({ minLength: 20, maxLength: 4096, pattern: '^[A-Za-z0-9_:.-]+$' })),
});
export type PushTestBody = Static<typeof PushTestBody>;

/** Every test answers the success flag and the message the screen shows. */
export const ProviderTestAnswer = Strict({
  success: Type.Boolean(),
  message: Type.String(),
  /** The message as one of the log's reasons, for the screen to say in the reader's language. */
  reason: Type.Union([LogReason, Type.Null()]),
  /** The provider did not answer, and the engine will try again (the message says so too). */
  willRetry: Type.Boolean(),
  /** The notification log entry of the message the test sent, when one was sent. */
  logId: Type.Union([Type.String(), Type.Null()]),
});
export type ProviderTestAnswer = Static<typeof ProviderTestAnswer>;
