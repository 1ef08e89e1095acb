import { createPublicKey, generateKeyPairSync, randomBytes, randomUUID, verify as verifySignature } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NOTIFICATION_URL_VARIABLES, type NotificationProviderUrls } from '../config';

/**
 * SendGrid, Twilio, Google's OAuth token endpoint and Firebase Cloud Messaging in one small HTTP
 * server on 127.0.0.1, answering the paths the adapters call (server/integrations/notifications/)
 * the way the real APIs do, so connection checks, sends, look-ups and delivery reports run for
 * real without the internet. What a credential does is written in it:
 *
 * - contains `good`: accepted (FAKE_NOTIFICATION_CREDENTIALS, FAKE_FIREBASE_SERVICE_ACCOUNT);
 * - contains `slow`: never answered (the caller's timeout must end it);
 * - contains `boom`: a 503, as a provider having an outage answers;
 * - contains `html`: a 200 with an HTML page, as a captive portal or a wrong URL answers;
 * - anything else: refused with the provider's own error body.
 *
 * A message's recipient can trigger a failure too (FAKE_RECIPIENTS), and `failNext()` makes the
 * next sends fail whoever they are for. Every accepted message is recorded, duplicates included,
 * so a test can see a message sent twice.
 */

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
const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

const { privateKey: FAKE_PRIVATE_KEY, publicKey: FAKE_PUBLIC_KEY } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

/** A Firebase service account the fake OAuth endpoint knows: its key pair is made once per test run. */
export const FAKE_FIREBASE_SERVICE_ACCOUNT = Object.freeze({
  projectId: 'fake-salon-12345',
  clientEmail: 'notifications-good@fake-salon-12345.iam.gserviceaccount.com',
  privateKey: FAKE_PRIVATE_KEY,
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

type Behaviour = 'good' | 'bad' | 'slow' | 'boom' | 'html';

function behaviourOf(credential: string): Behaviour {
  if (credential.includes('slow')) return 'slow';
  if (credential.includes('boom')) return 'boom';
  if (credential.includes('html')) return 'html';
  return credential.includes('good') ? 'good' : 'bad';
}

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const html = (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<!doctype html><title>Sign in to the network</title><p>Please sign in.</p>');
};

/** Answers the outage and odd-answer behaviours; true when it did (or left the request hanging). */
function misbehaves(res: ServerResponse, behaviour: Behaviour | FailureMode | null): boolean {
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
function recipientFailure(list: Readonly<Record<string, string>>, to: string): FailureMode | null {
  if (to === list.outage) return 'outage';
  if (to === list.hang) return 'hang';
  if (to === list.html) return 'html';
  if (to === list.answerLost) return 'answerLost';
  return null;
}

const bearerOf = (headers: Readonly<Record<string, string>>) =>
  /^Bearer (.*)$/.exec(headers.authorization ?? '')?.[1] ?? '';
const basicOf = (headers: Readonly<Record<string, string>>) => {
  const encoded = /^Basic (.*)$/.exec(headers.authorization ?? '')?.[1] ?? '';
  const [user = '', ...rest] = Buffer.from(encoded, 'base64').toString().split(':');
  return { user, password: rest.join(':') };
};

const objectOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const stringOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parseJson(text: string): Record<string, unknown> {
  try {
    return objectOf(JSON.parse(text) as unknown);
  } catch {
    return {};
  }
}

/** Twilio writes dates as RFC 2822. */
const rfc2822 = (date: Date) => date.toUTCString().replace('GMT', '+0000');

interface State {
  url: string;
  requests: RecordedNotificationRequest[];
  messages: FakeNotificationMessage[];
  failures: FailureMode[];
  /** Access tokens issued by the OAuth endpoint: the project each is for, and when it expires. */
  tokens: Map<string, { projectId: string; expiresAt: number }>;
}

interface Exchange {
  request: RecordedNotificationRequest;
  req: IncomingMessage;
  res: ServerResponse;
  state: State;
}

/** Records a message, or applies the failure the recipient or failNext() asks for; true when accepted. */
function accept(exchange: Exchange, failure: FailureMode | null, message: FakeNotificationMessage): boolean {
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

function sendgrid(exchange: Exchange): void {
  const { request, res, state } = exchange;
  const key = bearerOf(request.headers);
  const behaviour = behaviourOf(key);
  if (misbehaves(res, behaviour)) return;
  if (behaviour === 'bad') {
    send(res, 401, {
      errors: [{ field: null, message: 'The provided authorization grant is invalid, expired, or revoked' }],
    });
    return;
  }
  const readOnly = key.includes('readonly');
  if (request.method === 'GET' && request.path === '/v3/scopes') {
    send(res, 200, {
      scopes: readOnly ? ['user.profile.read', 'stats.read'] : ['mail.send', 'user.profile.read', 'messages.read'],
    });
    return;
  }
  if (request.method === 'GET' && request.path === '/v3/messages') {
    if (key.includes('noactivity')) {
      send(res, 403, { errors: [{ field: null, message: 'authorization required' }] });
      return;
    }
    const query = new URLSearchParams(request.query).get('query') ?? '';
    const quoted = /unique_args\['idempotency_key'\]="((?:[^"\\]|\\.)*)"/.exec(query)?.[1];
    const wanted = quoted?.replace(/\\(.)/g, '$1');
    const found = state.messages.filter((m) => m.provider === 'sendgrid' && m.idempotencyKey === wanted);
    send(res, 200, {
      messages: found.slice(0, 1).map((m) => ({
        from_email: m.from,
        msg_id: `${m.id}.filterdrecv-fake-0`,
        subject: m.subject,
        to_email: m.to,
        status: 'delivered',
        opens_count: 0,
        clicks_count: 0,
        last_event_time: m.acceptedAt,
      })),
    });
    return;
  }
  if (readOnly) {
    send(res, 403, { errors: [{ field: null, message: 'access forbidden' }] });
    return;
  }
  const json = parseJson(request.body);
  const personalization = objectOf(Array.isArray(json.personalizations) ? json.personalizations[0] : undefined);
  const to = stringOf(objectOf(Array.isArray(personalization.to) ? personalization.to[0] : undefined).email);
  const from = stringOf(objectOf(json.from).email);
  if (!to || !to.includes('@') || to === FAKE_RECIPIENTS.email.refused) {
    send(res, 400, {
      errors: [{ message: 'Does not contain a valid address.', field: 'personalizations.0.to.0.email' }],
    });
    return;
  }
  if (!from) {
    send(res, 400, { errors: [{ message: 'The from object must be provided for every email send.', field: 'from' }] });
    return;
  }
  const content = Array.isArray(json.content) ? json.content.map(objectOf) : [];
  const part = (type: string) => stringOf(content.find((c) => c.type === type)?.value);
  const id = randomBytes(16).toString('base64url');
  const accepted = accept(exchange, recipientFailure(FAKE_RECIPIENTS.email, to), {
    provider: 'sendgrid',
    id,
    to,
    from,
    subject: stringOf(json.subject),
    body: part('text/plain') ?? '',
    html: part('text/html'),
    title: null,
    data: null,
    idempotencyKey: stringOf(objectOf(json.custom_args).idempotency_key),
    status: 'accepted',
    acceptedAt: new Date().toISOString(),
  });
  if (!accepted) return;
  res.writeHead(202, { 'x-message-id': id });
  res.end();
}

const TWILIO_ERRORS: Record<string, { code: number; message: (to: string) => string }> = {
  [FAKE_RECIPIENTS.sms.invalidNumber]: {
    code: 21211,
    message: (to) => `The 'To' number ${to} is not a valid phone number.`,
  },
  [FAKE_RECIPIENTS.sms.notMobile]: { code: 21614, message: (to) => `'To' number ${to} is not a valid mobile number` },
};

function twilioError(res: ServerResponse, status: number, code: number, message: string) {
  send(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

/** A Twilio message as the API shows it; reading one that is queued settles it (delivered, or undelivered). */
function twilioView(message: FakeNotificationMessage, accountSid: string, read: boolean) {
  if (read && message.status === 'queued') {
    message.status = message.to === FAKE_RECIPIENTS.sms.undelivered ? 'undelivered' : 'delivered';
  }
  const undelivered = message.status === 'undelivered';
  const date = rfc2822(new Date(message.acceptedAt));
  return {
    sid: message.id,
    account_sid: accountSid,
    to: message.to,
    from: message.from,
    body: message.body,
    status: message.status,
    direction: 'outbound-api',
    num_segments: '1',
    date_created: date,
    date_sent: date,
    date_updated: date,
    error_code: undelivered ? 30005 : null,
    error_message: undelivered ? 'Unknown destination handset' : null,
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.id}.json`,
  };
}

function twilio(exchange: Exchange): void {
  const { request, res, state } = exchange;
  const match = /^\/2010-04-01\/Accounts\/([^/.]+)(\.json|\/Messages\.json|\/Messages\/([^/]+)\.json)$/.exec(
    request.path,
  );
  const { user, password } = basicOf(request.headers);
  const behaviour = behaviourOf(password);
  if (misbehaves(res, behaviour)) return;
  if (!match || behaviour === 'bad' || user !== match[1]) {
    twilioError(res, 401, 20003, 'Authenticate');
    return;
  }
  const accountSid = match[1]!;
  const suspended = accountSid === FAKE_NOTIFICATION_CREDENTIALS.twilioSuspended.accountSid;
  if (match[2] === '.json') {
    send(res, 200, {
      sid: accountSid,
      friendly_name: 'Fake Salon',
      status: suspended ? 'suspended' : 'active',
      type: 'Full',
      date_created: rfc2822(new Date('2024-01-01T00:00:00Z')),
    });
    return;
  }
  if (suspended) {
    twilioError(res, 401, 20005, 'Account not active');
    return;
  }
  const ownMessages = state.messages.filter((m) => m.provider === 'twilio');
  if (match[3] !== undefined) {
    const found = ownMessages.find((m) => m.id === decodeURIComponent(match[3]!));
    if (!found) twilioError(res, 404, 20404, `The requested resource ${request.path} was not found`);
    else send(res, 200, twilioView(found, accountSid, true));
    return;
  }
  if (request.method === 'GET') {
    const query = new URLSearchParams(request.query);
    const to = query.get('To');
    const since = query.get('DateSent>');
    const pageSize = Math.min(Number(query.get('PageSize') ?? 50) || 50, 1000);
    const listed = ownMessages
      .filter((m) => (to === null || m.to === to) && (since === null || m.acceptedAt.slice(0, 10) >= since))
      .reverse()
      .slice(0, pageSize);
    send(res, 200, {
      messages: listed.map((m) => twilioView(m, accountSid, true)),
      page: 0,
      page_size: pageSize,
      next_page_uri: null,
    });
    return;
  }
  const form = new URLSearchParams(request.body);
  const to = form.get('To') ?? '';
  const body = form.get('Body') ?? '';
  const from = form.get('From');
  const service = form.get('MessagingServiceSid');
  if (!/^\+[1-9][0-9]{6,14}$/.test(to)) {
    twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    return;
  }
  const refusal = TWILIO_ERRORS[to];
  if (refusal) {
    twilioError(res, 400, refusal.code, refusal.message(to));
    return;
  }
  if (!from && !service) {
    twilioError(res, 400, 21603, "A 'From' phone number is required.");
    return;
  }
  if (body === '') {
    twilioError(res, 400, 21602, 'Message body is required.');
    return;
  }
  const message: FakeNotificationMessage = {
    provider: 'twilio',
    id: sid('SM'),
    to,
    from: from ?? service,
    subject: null,
    body,
    html: null,
    title: null,
    data: null,
    idempotencyKey: null,
    status: 'queued',
    acceptedAt: new Date().toISOString(),
  };
  if (accept(exchange, recipientFailure(FAKE_RECIPIENTS.sms, to), message)) {
    send(res, 201, twilioView(message, accountSid, false));
  }
}

/** Google's OAuth 2.0 token endpoint for service accounts: checks the RS256 assertion. */
function googleOAuth(exchange: Exchange): void {
  const { request, res, state } = exchange;
  const form = new URLSearchParams(request.body);
  const invalidGrant = (description: string) =>
    send(res, 400, { error: 'invalid_grant', error_description: description });
  if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
    send(res, 400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type: ' });
    return;
  }
  const [header = '', claims = '', signature = ''] = (form.get('assertion') ?? '').split('.');
  const decode = (part: string) => parseJson(Buffer.from(part, 'base64url').toString());
  const payload = decode(claims);
  const iss = stringOf(payload.iss) ?? '';
  if (misbehaves(res, behaviourOf(iss))) return;
  if (decode(header).alg !== 'RS256') return invalidGrant('Invalid JWT: unsupported algorithm.');
  if (iss !== FAKE_FIREBASE_SERVICE_ACCOUNT.clientEmail) return invalidGrant('Invalid grant: account not found');
  const signed = verifySignature(
    'RSA-SHA256',
    Buffer.from(`${header}.${claims}`),
    createPublicKey(FAKE_PUBLIC_KEY),
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return invalidGrant('Invalid JWT Signature.');
  if (payload.aud !== `${state.url}/token`) return invalidGrant('Invalid JWT audience.');
  const scope = stringOf(payload.scope) ?? '';
  if (!scope.split(' ').includes('https://www.googleapis.com/auth/firebase.messaging')) {
    send(res, 400, { error: 'invalid_scope', error_description: 'Invalid OAuth scope or ID token audience provided.' });
    return;
  }
  const now = Date.now() / 1000;
  const iat = Number(payload.iat);
  const exp = Number(payload.exp);
  if (!(iat <= now + 300 && exp > now && exp - iat <= 3600)) {
    return invalidGrant(
      'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.',
    );
  }
  const token = `ya29.fake-${randomUUID()}`;
  state.tokens.set(token, { projectId: FAKE_FIREBASE_SERVICE_ACCOUNT.projectId, expiresAt: Date.now() + 3599_000 });
  send(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
}

function googleError(res: ServerResponse, status: number, code: string, message: string, fcmCode?: string) {
  send(res, status, {
    error: {
      code: status,
      message,
      status: code,
      ...(fcmCode
        ? { details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: fcmCode }] }
        : {}),
    },
  });
}

function fcm(exchange: Exchange): void {
  const { request, res, state } = exchange;
  const projectId = decodeURIComponent(/^\/v1\/projects\/([^/]+)\/messages:send$/.exec(request.path)?.[1] ?? '');
  const issued = state.tokens.get(bearerOf(request.headers));
  if (!issued || issued.expiresAt < Date.now()) {
    googleError(
      res,
      401,
      'UNAUTHENTICATED',
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    );
    return;
  }
  if (issued.projectId !== projectId) {
    googleError(
      res,
      403,
      'PERMISSION_DENIED',
      `Permission 'cloudmessaging.messages.create' denied on resource '//cloudresourcemanager.googleapis.com/projects/${projectId}' (or it may not exist).`,
    );
    return;
  }
  const message = objectOf(parseJson(request.body).message);
  const token = stringOf(message.token) ?? '';
  if (token === '' || token === FAKE_RECIPIENTS.push.invalid) {
    googleError(
      res,
      400,
      'INVALID_ARGUMENT',
      'The registration token is not a valid FCM registration token',
      'INVALID_ARGUMENT',
    );
    return;
  }
  if (token === FAKE_RECIPIENTS.push.unregistered) {
    googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED');
    return;
  }
  const notification = objectOf(message.notification);
  const data = objectOf(message.data);
  const name = `projects/${projectId}/messages/${randomBytes(8).readBigUInt64BE().toString()}`;
  const accepted = accept(exchange, recipientFailure(FAKE_RECIPIENTS.push, token), {
    provider: 'fcm',
    id: name,
    to: token,
    from: null,
    subject: null,
    body: stringOf(notification.body) ?? '',
    html: null,
    title: stringOf(notification.title),
    data: Object.keys(data).length > 0 ? (data as Record<string, string>) : null,
    idempotencyKey: null,
    status: 'accepted',
    acceptedAt: new Date().toISOString(),
  });
  if (accepted) send(res, 200, { name });
}

function providerOf(method: string, path: string): FakeNotificationProvider {
  if (path === '/v3/mail/send' || path === '/v3/scopes' || path === '/v3/messages') return 'sendgrid';
  if (path.startsWith('/2010-04-01/Accounts/')) return 'twilio';
  if (method === 'POST' && path === '/token') return 'google-oauth';
  if (/^\/v1\/projects\/[^/]+\/messages:send$/.test(path)) return 'fcm';
  return 'unknown';
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString()));
    req.on('error', reject);
  });
}

const identityOf = (m: FakeNotificationMessage) => m.idempotencyKey ?? `${m.provider} ${m.to} ${m.body}`;

/** Starts the fake providers on a free port of 127.0.0.1. */
export async function startFakeNotificationProviders(): Promise<FakeNotificationProviders> {
  const state: State = { url: '', requests: [], messages: [], failures: [], tokens: new Map() };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      );
      const request: RecordedNotificationRequest = {
        provider: providerOf(method, url.pathname),
        method,
        path: url.pathname,
        query: url.search.slice(1),
        headers,
        body,
      };
      state.requests.push(request);
      const exchange: Exchange = { request, req, res, state };
      switch (request.provider) {
        case 'sendgrid':
          return sendgrid(exchange);
        case 'twilio':
          return twilio(exchange);
        case 'google-oauth':
          return googleOAuth(exchange);
        case 'fcm':
          return fcm(exchange);
        default:
          return send(res, 404, { error: 'Not found', path: request.path });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  return {
    url: state.url,
    requests: state.requests,
    messages: () => state.messages,
    countOf: (keyOrBody) => state.messages.filter((m) => m.idempotencyKey === keyOrBody || m.body === keyOrBody).length,
    duplicates() {
      const seen = new Map<string, number>();
      for (const message of state.messages) seen.set(identityOf(message), (seen.get(identityOf(message)) ?? 0) + 1);
      return [...seen].filter(([, count]) => count > 1).map(([identity]) => identity);
    },
    failNext(count, how = 'outage') {
      for (let i = 0; i < count; i += 1) state.failures.push(how);
    },
    reset() {
      state.requests.length = 0;
      state.messages.length = 0;
      state.failures.length = 0;
      state.tokens.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        // The hanging requests are still open: end them, or close would wait for them forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
