import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NOTIFICATION_URL_VARIABLES, type NotificationProviderUrls } from '../config';

/** What the fake notification providers (fake-notification-providers.ts) share: credentials, recipients, answers. */
export type FakeNotificationProvider = 'sendgrid' | 'twilio' | 'google-oauth' | 'fcm' | 'unknown';

export interface RecordedNotificationRequest {
  provider: FakeNotificationProvider;
  method: string;
  path: string;
  query: string;
  headers: Readonly<Record<string, string>>;
  body: string;
}

/** A message one of the fake providers accepted. */
export interface FakeNotificationMessage {
  provider: 'sendgrid' | 'twilio' | 'fcm';
  /** X-Message-Id, the Twilio SID (SM...), or the FCM message name. */
  id: string;
  /** An email address, a phone number or a device token. */
  to: string;
  from: string | null;
  subject: string | null;
  /** The plain text of an email, an SMS's text, a push notification's body. */
  body: string;
  html: string | null;
  /** A push notification's title. */
  title: string | null;
  data: Readonly<Record<string, string>> | null;
  /** SendGrid's `custom_args.idempotency_key`; Twilio and FCM take none. */
  idempotencyKey: string | null;
  /** Twilio's status: queued until read, then delivered (or undelivered for FAKE_RECIPIENTS.sms.undelivered). */
  status: string;
  acceptedAt: string;
}

export type FailureMode = 'outage' | 'hang' | 'answerLost' | 'html';

export interface FakeNotificationProviders {
  url: string;
  requests: RecordedNotificationRequest[];
  /** Every accepted message in the order accepted, duplicates included. */
  messages(): readonly FakeNotificationMessage[];
  /** How many accepted messages carry this idempotency key (SendGrid) or this text (Twilio, FCM). */
  countOf(keyOrBody: string): number;
  /** The idempotency keys (or, without one, provider + recipient + text) accepted more than once. */
  duplicates(): string[];
  /**
   * The next `count` sends (any provider) fail: `outage` a 503, `hang` never answered,
   * `answerLost` accepted and recorded but the connection dropped before the answer, as a crash
   * or a network cut mid-send leaves it.
   */
  failNext(count: number, how?: FailureMode): void;
  /** Forgets messages, requests, pending failures and issued tokens. */
  reset(): void;
  close(): Promise<void>;
}

/** A Twilio-style SID: the prefix and 32 hex digits. */
export const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

let keyPair: { privateKey: string; publicKey: string } | undefined;
/**
 * The fake service account's RSA key pair, made when first needed: making one takes from a tenth
 * of a second to most of one, and most test files that load the fakes never sign with it.
 */
const fakeKeyPair = () =>
  (keyPair ??= generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  }));

/** The public half of the fake service account's key, which the fake OAuth endpoint checks with. */
export const fakeServiceAccountPublicKey = (): string => fakeKeyPair().publicKey;

/** A Firebase service account the fake OAuth endpoint knows: its key pair is made once per test run. */
export const FAKE_FIREBASE_SERVICE_ACCOUNT: Readonly<{ projectId: string; clientEmail: string; privateKey: string }> =
  Object.freeze({
    projectId: 'fake-salon-12345',
    clientEmail: 'notifications-good@fake-salon-12345.iam.gserviceaccount.com',
    get privateKey() {
      return fakeKeyPair().privateKey;
    },
  });

/** Credentials the fake providers accept, by the connection forms' names. */
export const FAKE_NOTIFICATION_CREDENTIALS = Object.freeze({
  sendgrid: { apiKey: 'SG.fakegood-sendgrid-api-key-0000' },
  /** A valid key without the mail.send permission. */
  sendgridReadOnly: { apiKey: 'SG.fakegood-readonly-key-0000' },
  /** A key that can send but has no Email Activity access (the look-up answers 403). */
  sendgridNoActivity: { apiKey: 'SG.fakegood-noactivity-key-0000' },
  twilio: {
    accountSid: 'AC0123456789abcdef0123456789abcdef',
    authToken: 'fakegood-twilio-auth-token',
    fromNumber: '+15005550006',
    messagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
  },
  /** A valid SID and token of an account Twilio has suspended. */
  twilioSuspended: { accountSid: 'AC00000000000000000000000000dead00', authToken: 'fakegood-suspended-token' },
  firebase: FAKE_FIREBASE_SERVICE_ACCOUNT,
});

/** Recipients that make the providers fail in one particular way. */
export const FAKE_RECIPIENTS = Object.freeze({
  email: {
    refused: 'refused@fake-recipient.test',
    outage: 'outage@fake-recipient.test',
    hang: 'hang@fake-recipient.test',
    html: 'html@fake-recipient.test',
    answerLost: 'answer-lost@fake-recipient.test',
  },
  sms: {
    /** Twilio 21211, as its test number +15005550001 answers. */
    invalidNumber: '+15005550001',
    /** Twilio 21614, as its test number +15005550009 answers. */
    notMobile: '+15005550009',
    /** Accepted, then reported undelivered (30005). */
    undelivered: '+15005550404',
    outage: '+15005550503',
    hang: '+15005550408',
    html: '+15005550200',
    answerLost: '+15005550444',
  },
  push: {
    unregistered: 'fake-unregistered-device-token-0000',
    invalid: 'fake-invalid-device-token-0000',
    outage: 'fake-outage-device-token-0000',
    hang: 'fake-hang-device-token-0000',
    html: 'fake-html-device-token-0000',
    answerLost: 'fake-answer-lost-device-token-0000',
  },
});

/** SENDGRID_API_URL... pointing every provider at the fake, for a spawned server (tests/e2e). */
export function fakeNotificationEnv(url: string): Record<string, string> {
  return {
    [NOTIFICATION_URL_VARIABLES.sendgrid]: url,
    [NOTIFICATION_URL_VARIABLES.twilio]: url,
    [NOTIFICATION_URL_VARIABLES.fcm]: url,
    [NOTIFICATION_URL_VARIABLES.googleOAuthToken]: `${url}/token`,
  };
}

/** The server configuration pointing every provider at the fake (buildTestApp's `config`). */
export function fakeNotificationUrls(url: string): NotificationProviderUrls {
  return { sendgrid: url, twilio: url, fcm: url, googleOAuthToken: `${url}/token` };
}

export type Behaviour = 'good' | 'bad' | 'slow' | 'boom' | 'html';

export function behaviourOf(credential: string): Behaviour {
  if (credential.includes('slow')) return 'slow';
  if (credential.includes('boom')) return 'boom';
  if (credential.includes('html')) return 'html';
  return credential.includes('good') ? 'good' : 'bad';
}

export const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

export const html = (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<!doctype html><title>Sign in to the network</title><p>Please sign in.</p>');
};

/** Answers the outage and odd-answer behaviours; true when it did (or left the request hanging). */
export function misbehaves(res: ServerResponse, behaviour: Behaviour | FailureMode | null): boolean {
  if (behaviour === 'slow' || behaviour === 'hang') return true;
  if (behaviour === 'boom' || behaviour === 'outage') {
    send(res, 503, { error: 'Service Unavailable' });
    return true;
  }
  if (behaviour === 'html') {
    html(res);
    return true;
  }
  return false;
}

/** Which failure a recipient asks for, by the FAKE_RECIPIENTS list of its channel. */
export function recipientFailure(list: Readonly<Record<string, string>>, to: string): FailureMode | null {
  if (to === list.outage) return 'outage';
  if (to === list.hang) return 'hang';
  if (to === list.html) return 'html';
  if (to === list.answerLost) return 'answerLost';
  return null;
}

export const bearerOf = (headers: Readonly<Record<string, string>>) =>
  /^Bearer (.*)$/.exec(headers.authorization ?? '')?.[1] ?? '';
export const basicOf = (headers: Readonly<Record<string, string>>) => {
  const encoded = /^Basic (.*)$/.exec(headers.authorization ?? '')?.[1] ?? '';
  const [user = '', ...rest] = Buffer.from(encoded, 'base64').toString().split(':');
  return { user, password: rest.join(':') };
};

export const objectOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const stringOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function parseJson(text: string): Record<string, unknown> {
  try {
    return objectOf(JSON.parse(text) as unknown);
  } catch {
    return {};
  }
}

/** Twilio writes dates as RFC 2822. */
export const rfc2822 = (date: Date) => date.toUTCString().replace('GMT', '+0000');

export interface State {
  url: string;
  requests: RecordedNotificationRequest[];
  messages: FakeNotificationMessage[];
  failures: FailureMode[];
  /** Access tokens issued by the OAuth endpoint: the project each is for, and when it expires. */
  tokens: Map<string, { projectId: string; expiresAt: number }>;
}

export interface Exchange {
  request: RecordedNotificationRequest;
  req: IncomingMessage;
  res: ServerResponse;
  state: State;
}

/** Records a message, or applies the failure the recipient or failNext() asks for; true when accepted. */
export function accept(exchange: Exchange, failure: FailureMode | null, message: FakeNotificationMessage): boolean {
  const { state, res, req } = exchange;
  const how = state.failures.shift() ?? failure;
  if (how === 'answerLost') {
    state.messages.push(message);
    req.socket.destroy();
    return false;
  }
  if (misbehaves(res, how)) return false;
  state.messages.push(message);
  return true;
}
