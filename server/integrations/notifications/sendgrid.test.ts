import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_NOTIFICATION_CREDENTIALS,
  FAKE_RECIPIENTS,
  startFakeNotificationProviders,
  type FakeNotificationProviders,
} from '../../testing/fake-notification-providers';
import { sendgridAdapter } from './sendgrid';
import { email, expectFailure, TEST_TIMEOUT_MS } from './test-helpers';

const { sendgrid, sendgridReadOnly, sendgridNoActivity } = FAKE_NOTIFICATION_CREDENTIALS;

describe('SendGrid adapter', () => {
  let fake: FakeNotificationProviders;
  const adapter = (apiKey: string = sendgrid.apiKey) =>
    sendgridAdapter(apiKey, { baseUrl: fake.url, timeoutMs: TEST_TIMEOUT_MS });

  beforeAll(async () => {
    fake = await startFakeNotificationProviders();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  it('verifies a key that may send mail, sending nothing', async () => {
    await expect(adapter().verify()).resolves.toBeUndefined();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v3/scopes']);
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${sendgrid.apiKey}`);
    expect(fake.messages()).toEqual([]);
  });

  it('refuses a wrong key in SendGrid’s words, and a key without mail.send in ours', async () => {
    await expectFailure(
      adapter('SG.wrong-key-1234567890').verify(),
      'rejected',
      'SendGrid did not accept these credentials: The provided authorization grant is invalid, expired, or revoked',
    );
    await expectFailure(
      adapter(sendgridReadOnly.apiKey).verify(),
      'rejected',
      'This SendGrid API key cannot send mail (it lacks the mail.send permission).',
    );
  });

  it('sends with the idempotency key as a custom argument, and answers X-Message-Id', async () => {
    const message = email();
    const { providerMessageId } = await adapter().send(message);
    const [sent] = fake.messages();
    expect(providerMessageId).toBe(sent!.id);
    expect(sent).toMatchObject({
      provider: 'sendgrid',
      to: 'jane@example.com',
      from: 'hello@salon.test',
      subject: 'Your appointment is confirmed',
      body: 'See you on Friday at 10:00.',
      html: '<p>See you on Friday at 10:00.</p>',
      idempotencyKey: message.idempotencyKey,
    });
    expect(JSON.parse(fake.requests[0]!.body)).toMatchObject({
      personalizations: [{ to: [{ email: 'jane@example.com', name: 'Jane Doe' }] }],
      from: { email: 'hello@salon.test', name: 'Demo Salon' },
      reply_to: { email: 'front-desk@salon.test' },
      content: [
        { type: 'text/plain', value: 'See you on Friday at 10:00.' },
        { type: 'text/html', value: '<p>See you on Friday at 10:00.</p>' },
      ],
    });
  });

  it('answers a refused recipient as rejected with SendGrid’s reason', async () => {
    await expectFailure(
      adapter().send(email({ to: FAKE_RECIPIENTS.email.refused })),
      'rejected',
      'SendGrid refused the message: Does not contain a valid address.',
    );
  });

  it('answers an outage, an HTML page and silence as worth another try', async () => {
    await expectFailure(
      adapter().send(email({ to: FAKE_RECIPIENTS.email.outage })),
      'unreachable',
      'SendGrid is having trouble right now (error 503). Try again in a few minutes.',
    );
    await expectFailure(
      adapter().send(email({ to: FAKE_RECIPIENTS.email.html })),
      'unreachable',
      'SendGrid sent an answer that could not be read (error 200). Try again in a few minutes.',
    );
    await expectFailure(
      adapter('SG.fakegood-slow').verify(),
      'unreachable',
      'SendGrid did not answer within 0.5 seconds. Check the internet connection and try again.',
    );
    expect(fake.messages()).toEqual([]);
  });

  it('finds a message whose answer was lost, by its idempotency key', async () => {
    const message = email({ idempotencyKey: 'appointment:0190:reminder:24:email' });
    fake.failNext(1, 'answerLost');
    await expectFailure(adapter().send(message), 'unreachable', /^Could not reach SendGrid/);
    const found = await adapter().lookup!(message);
    expect(found).toEqual({ found: true, providerMessageId: fake.messages()[0]!.id });
    expect(await adapter().lookup!(email({ idempotencyKey: 'never-sent' }))).toEqual({ found: false });
    expect(fake.countOf(message.idempotencyKey)).toBe(1);
  });

  it('cannot tell without the Email Activity API, and says so rather than "not found"', async () => {
    await expectFailure(
      adapter(sendgridNoActivity.apiKey).lookup!(email()),
      'unreachable',
      'SendGrid cannot say whether it has this message: the account has no Email Activity access.',
    );
  });
});
