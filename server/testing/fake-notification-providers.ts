import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fcm, googleOAuth } from './fake-google';
import {
  send,
  type Exchange,
  type FakeNotificationMessage,
  type FakeNotificationProvider,
  type FakeNotificationProviders,
  type RecordedNotificationRequest,
  type State,
} from './fake-notification-shared';
import { sendgrid } from './fake-sendgrid';
import { twilio } from './fake-twilio';

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
export {
  FAKE_FIREBASE_SERVICE_ACCOUNT,
  FAKE_NOTIFICATION_CREDENTIALS,
  FAKE_RECIPIENTS,
  fakeNotificationEnv,
  fakeNotificationUrls,
  type FailureMode,
  type FakeNotificationMessage,
  type FakeNotificationProvider,
  type FakeNotificationProviders,
  type RecordedNotificationRequest,
} from './fake-notification-shared';

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
