import type {
  EmailConfiguration,
  EmailConfigurationBody,
  PushConfiguration,
  PushConfigurationBody,
  SmsConfiguration,
  SmsConfigurationBody,
} from '../../../../server/contract/notification-providers';
import type { SMTP_SECURITY } from '../../../../server/contract/notification-providers';
import type { EmailProvider } from '../../../../server/contract/notification-settings';

/**
 * The connection dialogs' values and the bodies they save (spec part 3 §7, with email and push in
 * the same shape). Secret fields start blank and are sent only when typed: a blank one keeps the
 * stored value (the read lists which are stored, never their values).
 */
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

/** The names the connection's `storedSecrets` uses: the body's own field names. */
export type SecretName = 'smtpPassword' | 'sendgridApiKey' | 'authToken' | 'privateKey';

export const isStored = (connection: { storedSecrets: readonly string[] } | null, name: SecretName): boolean =>
  connection?.storedSecrets.includes(name) === true;

/** Saved and checked with the provider at least once: a test can be sent through it. */
export const isSetUp = (connection: { status: string } | null): boolean =>
  connection !== null && connection.status !== 'not_configured';

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const typed = (text: string): string | undefined => (text === '' ? undefined : text);

/** The default port of each kind of connection security. */
export const SMTP_PORTS: Readonly<Record<SmtpSecurity, number>> = { tls: 465, starttls: 587, none: 25 };

export interface EmailValues {
  provider: EmailProvider;
  fromEmail: string;
  fromName: string;
  replyTo: string;
  host: string;
  port: string;
  security: SmtpSecurity;
  username: string;
  smtpPassword: string;
  sendgridApiKey: string;
}

/** `chosen`: the provider the customer settings name, for a connection not set up yet. */
export function emailValues(connection: EmailConfiguration | null, chosen: EmailProvider): EmailValues {
  const smtp = isSetUp(connection) ? connection?.smtp : undefined;
  return {
    provider: isSetUp(connection) ? (connection?.provider ?? chosen) : chosen,
    fromEmail: connection?.fromEmail ?? '',
    fromName: connection?.fromName ?? '',
    replyTo: connection?.replyTo ?? '',
    host: smtp?.host ?? '',
    port: smtp?.port === undefined ? String(SMTP_PORTS.starttls) : String(smtp.port),
    security: smtp?.security ?? 'starttls',
    username: smtp?.username ?? '',
    smtpPassword: '',
    sendgridApiKey: '',
  };
}

/** The port as typed: a whole number, else NaN (the server names the field when it refuses it). */
export function portOf(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

export function emailBody(values: EmailValues): EmailConfigurationBody {
  const body: EmailConfigurationBody = {
    provider: values.provider,
    isEnabled: true,
    fromEmail: values.fromEmail.trim(),
    fromName: values.fromName.trim(),
    replyTo: blankToNull(values.replyTo),
  };
  if (values.provider === 'smtp') {
    body.smtp = {
      host: values.host.trim(),
      port: portOf(values.port),
      security: values.security,
      username: values.username.trim(),
    };
    const password = typed(values.smtpPassword);
    if (password !== undefined) body.smtpPassword = password;
  } else {
    const key = typed(values.sendgridApiKey.trim());
    if (key !== undefined) body.sendgridApiKey = key;
  }
  return body;
}

/** The fields left blank that a save needs, by name (a stored secret may stay blank). */
export function missingEmailFields(values: EmailValues, connection: EmailConfiguration | null): string[] {
  const missing: string[] = [];
  if (values.fromEmail.trim() === '') missing.push('fromEmail');
  if (values.provider === 'smtp') {
    if (values.host.trim() === '') missing.push('host');
    if (values.port.trim() === '') missing.push('port');
  } else if (values.sendgridApiKey.trim() === '' && !isStored(connection, 'sendgridApiKey')) {
    missing.push('sendgridApiKey');
  }
  return missing;
}

export interface SmsValues {
  accountSid: string;
  authToken: string;
  fromNumber: string;
  messagingServiceSid: string;
}

export function smsValues(connection: SmsConfiguration | null): SmsValues {
  return {
    accountSid: connection?.accountSid ?? '',
    authToken: '',
    fromNumber: connection?.fromNumber ?? '',
    messagingServiceSid: connection?.messagingServiceSid ?? '',
  };
}

export function smsBody(values: SmsValues): SmsConfigurationBody {
  const body: SmsConfigurationBody = {
    provider: 'twilio',
    isEnabled: true,
    accountSid: values.accountSid.trim(),
    fromNumber: values.fromNumber.replace(/[\s()-]/g, ''),
    messagingServiceSid: blankToNull(values.messagingServiceSid),
  };
  const token = typed(values.authToken.trim());
  if (token !== undefined) body.authToken = token;
  return body;
}

export function missingSmsFields(values: SmsValues, connection: SmsConfiguration | null): string[] {
  const missing: string[] = [];
  if (values.accountSid.trim() === '') missing.push('accountSid');
  if (values.authToken.trim() === '' && !isStored(connection, 'authToken')) missing.push('authToken');
  if (values.fromNumber.trim() === '') missing.push('fromNumber');
  return missing;
}

export interface PushValues {
  projectId: string;
  clientEmail: string;
  privateKey: string;
}

export function pushValues(connection: PushConfiguration | null): PushValues {
  return { projectId: connection?.projectId ?? '', clientEmail: connection?.clientEmail ?? '', privateKey: '' };
}

export function pushBody(values: PushValues): PushConfigurationBody {
  const body: PushConfigurationBody = {
    provider: 'firebase',
    isEnabled: true,
    projectId: values.projectId.trim(),
    clientEmail: values.clientEmail.trim(),
  };
  // Copied out of the service account's JSON file, the key's line breaks are still "\n" escapes.
  const key = typed(values.privateKey.replace(/\\n/g, '\n').trim());
  if (key !== undefined) body.privateKey = key;
  return body;
}

export function missingPushFields(values: PushValues, connection: PushConfiguration | null): string[] {
  const missing: string[] = [];
  if (values.projectId.trim() === '') missing.push('projectId');
  if (values.clientEmail.trim() === '') missing.push('clientEmail');
  if (values.privateKey.trim() === '' && !isStored(connection, 'privateKey')) missing.push('privateKey');
  return missing;
}
