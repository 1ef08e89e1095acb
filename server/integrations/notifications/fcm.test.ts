import { generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_FIREBASE_SERVICE_ACCOUNT,
  FAKE_RECIPIENTS,
  fakeNotificationUrls,
  startFakeNotificationProviders,
  type FakeNotificationProviders,
} from '../../testing/fake-notification-providers';
import { fcmAdapter } from './fcm';
import type { ServiceAccount } from './google-token';
import { expectFailure, TEST_TIMEOUT_MS } from './test-helpers';
import type { OutgoingPush } from './types';

const push = (overrides: Partial<OutgoingPush> = {}): OutgoingPush => ({
  idempotencyKey: 'appointment:0190:confirmation:push',
  token: 'fake-device-token-0123456789',
  title: 'Appointment confirmed',
  body: 'Friday at 10:00 with Alex.',
  data: { appointmentId: '0190' },
  ...overrides,
});

const otherKey = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  }).privateKey;

describe('Firebase Cloud Messaging adapter', () => {
  let fake: FakeNotificationProviders;
  const adapter = (account: Partial<ServiceAccount> = {}) => {
    const urls = fakeNotificationUrls(fake.url);
    return fcmAdapter(
      { ...FAKE_FIREBASE_SERVICE_ACCOUNT, ...account },
      { baseUrl: urls.fcm!, tokenUrl: urls.googleOAuthToken!, timeoutMs: TEST_TIMEOUT_MS },
    );
  };

  beforeAll(async () => {
    fake = await startFakeNotificationProviders();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  it('verifies the service account by obtaining an access token with a signed assertion', async () => {
    await expect(adapter().verify()).resolves.toBeUndefined();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /token']);
    const form = new URLSearchParams(fake.requests[0]!.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const claims = JSON.parse(Buffer.from(form.get('assertion')!.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      iss: FAKE_FIREBASE_SERVICE_ACCOUNT.clientEmail,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: `${fake.url}/token`,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  it('refuses a malformed key, another key, and an unknown service account', async () => {
    await expectFailure(
      adapter({ privateKey: 'not a key' }).verify(),
      'rejected',
      'The private key is not a valid PEM key.',
    );
    await expectFailure(
      adapter({ privateKey: otherKey() }).verify(),
      'rejected',
      'Firebase Cloud Messaging did not accept these credentials: Invalid JWT Signature.',
    );
    await expectFailure(
      adapter({ clientEmail: 'someone@elsewhere.iam.gserviceaccount.com' }).verify(),
      'rejected',
      'Firebase Cloud Messaging did not accept these credentials: Invalid grant: account not found',
    );
  });

  it('accepts a key pasted with its JSON escapes (\\n) still in it', async () => {
    const escaped = FAKE_FIREBASE_SERVICE_ACCOUNT.privateKey.replaceAll('\n', '\\n');
    await expect(adapter({ privateKey: escaped }).verify()).resolves.toBeUndefined();
  });

  it('sends with one token for many messages, and answers the message name', async () => {
    const sender = adapter();
    const first = await sender.send(push());
    await sender.send(push({ body: 'Second' }));
    expect(first.providerMessageId).toMatch(/^projects\/fake-salon-12345\/messages\/\d+$/);
    expect(fake.requests.filter((r) => r.path === '/token')).toHaveLength(1);
    expect(fake.messages()[0]).toMatchObject({
      provider: 'fcm',
      to: push().token,
      title: 'Appointment confirmed',
      body: 'Friday at 10:00 with Alex.',
      data: { appointmentId: '0190' },
    });
  });

  it('gets a new token when the old one stops working', async () => {
    const sender = adapter();
    await sender.send(push());
    fake.reset(); // forgets the tokens it issued
    await expect(sender.send(push())).resolves.toMatchObject({ providerMessageId: expect.any(String) });
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/v1/projects/fake-salon-12345/messages:send',
      '/token',
      '/v1/projects/fake-salon-12345/messages:send',
    ]);
  });

  it('answers an unregistered or invalid device token as rejected', async () => {
    await expectFailure(
      adapter().send(push({ token: FAKE_RECIPIENTS.push.unregistered })),
      'rejected',
      'This device is no longer registered for notifications (the app was removed or its token expired).',
    );
    await expectFailure(
      adapter().send(push({ token: FAKE_RECIPIENTS.push.invalid })),
      'rejected',
      'Firebase Cloud Messaging refused the message: The registration token is not a valid FCM registration token',
    );
  });

  it('refuses a project the service account does not belong to', async () => {
    await expectFailure(
      adapter({ projectId: 'someone-elses-project' }).send(push()),
      'rejected',
      /^Firebase Cloud Messaging did not accept the service account for project someone-elses-project: Permission/,
    );
  });

  it('answers an outage, an HTML page and silence as worth another try', async () => {
    await expectFailure(
      adapter().send(push({ token: FAKE_RECIPIENTS.push.outage })),
      'unreachable',
      'Firebase Cloud Messaging is having trouble right now (error 503). Try again in a few minutes.',
    );
    await expectFailure(
      adapter().send(push({ token: FAKE_RECIPIENTS.push.html })),
      'unreachable',
      'Firebase Cloud Messaging sent an answer that could not be read (error 200). Try again in a few minutes.',
    );
    await expectFailure(
      adapter().send(push({ token: FAKE_RECIPIENTS.push.hang })),
      'unreachable',
      'Firebase Cloud Messaging did not answer within 0.5 seconds. Check the internet connection and try again.',
    );
  });
});
