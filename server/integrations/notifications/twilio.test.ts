import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_NOTIFICATION_CREDENTIALS,
  FAKE_RECIPIENTS,
  startFakeNotificationProviders,
  type FakeNotificationProviders,
} from '../../testing/fake-notification-providers';
import { expectFailure, TEST_TIMEOUT_MS } from './test-helpers';
import { twilioAdapter, type TwilioAccount } from './twilio';
import type { OutgoingSms } from './types';

const { twilio, twilioSuspended } = FAKE_NOTIFICATION_CREDENTIALS;
const ACCOUNT: TwilioAccount = { ...twilio, messagingServiceSid: null };

const sms = (overrides: Partial<OutgoingSms> = {}): OutgoingSms => ({
  idempotencyKey: 'appointment:0190:reminder:2:sms',
  to: '+61412345678',
  body: 'Reminder: your appointment is today at 14:00.',
  ...overrides,
});

describe('Twilio adapter', () => {
  let fake: FakeNotificationProviders;
  const adapter = (account: Partial<TwilioAccount> = {}) =>
    twilioAdapter({ ...ACCOUNT, ...account }, { baseUrl: fake.url, timeoutMs: TEST_TIMEOUT_MS });

  beforeAll(async () => {
    fake = await startFakeNotificationProviders();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  it('verifies the Account SID and auth token by reading the account', async () => {
    await expect(adapter().verify()).resolves.toBeUndefined();
    const [request] = fake.requests;
    expect(`${request!.method} ${request!.path}`).toBe(`GET /2010-04-01/Accounts/${twilio.accountSid}.json`);
    expect(request!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
    );
  });

  it('refuses a wrong token, and a suspended account', async () => {
    await expectFailure(
      adapter({ authToken: 'wrong-token' }).verify(),
      'rejected',
      'Twilio refused the Account SID or auth token.',
    );
    await expectFailure(
      adapter(twilioSuspended).verify(),
      'rejected',
      'This Twilio account is suspended: it cannot send messages.',
    );
  });

  it('sends from the number, or through the Messaging Service when there is one', async () => {
    const { providerMessageId } = await adapter().send(sms());
    expect(providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(Object.fromEntries(new URLSearchParams(fake.requests[0]!.body))).toEqual({
      To: '+61412345678',
      Body: 'Reminder: your appointment is today at 14:00.',
      From: twilio.fromNumber,
    });
    await adapter({ messagingServiceSid: twilio.messagingServiceSid }).send(sms());
    expect(Object.fromEntries(new URLSearchParams(fake.requests[1]!.body))).toEqual({
      To: '+61412345678',
      Body: 'Reminder: your appointment is today at 14:00.',
      MessagingServiceSid: twilio.messagingServiceSid,
    });
  });

  it('answers a bad number as rejected with Twilio’s message', async () => {
    await expectFailure(
      adapter().send(sms({ to: FAKE_RECIPIENTS.sms.invalidNumber })),
      'rejected',
      "Twilio refused the message: The 'To' number +15005550001 is not a valid phone number.",
    );
    await expectFailure(
      adapter().send(sms({ to: FAKE_RECIPIENTS.sms.notMobile })),
      'rejected',
      "Twilio refused the message: 'To' number +15005550009 is not a valid mobile number",
    );
    expect(fake.messages()).toEqual([]);
  });

  it('reports delivered, or failed with Twilio’s reason', async () => {
    const sent = await adapter().send(sms());
    expect(await adapter().deliveryState!(sent.providerMessageId!)).toEqual({ state: 'delivered', error: null });
    const lost = await adapter().send(sms({ to: FAKE_RECIPIENTS.sms.undelivered }));
    expect(await adapter().deliveryState!(lost.providerMessageId!)).toEqual({
      state: 'failed',
      error: 'Unknown destination handset',
    });
  });

  it('finds a message whose answer was lost among the number’s recent messages', async () => {
    fake.failNext(1, 'answerLost');
    await expectFailure(adapter().send(sms()), 'unreachable', /^Could not reach Twilio/);
    const found = await adapter().lookup!(sms());
    expect(found).toEqual({ found: true, providerMessageId: fake.messages()[0]!.id });
    expect(await adapter().lookup!(sms({ body: 'Another text' }))).toEqual({ found: false });
    expect(await adapter().lookup!(sms({ to: '+61400000000' }))).toEqual({ found: false });
    expect(fake.countOf(sms().body)).toBe(1);
    const query = new URLSearchParams(fake.requests[1]!.query);
    expect(query.get('To')).toBe('+61412345678');
    expect(query.get('DateSent>')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers an outage, an HTML page and silence as worth another try', async () => {
    await expectFailure(
      adapter().send(sms({ to: FAKE_RECIPIENTS.sms.outage })),
      'unreachable',
      'Twilio is having trouble right now (error 503). Try again in a few minutes.',
    );
    await expectFailure(
      adapter().send(sms({ to: FAKE_RECIPIENTS.sms.html })),
      'unreachable',
      'Twilio sent an answer that could not be read (error 200). Try again in a few minutes.',
    );
    await expectFailure(
      adapter().send(sms({ to: FAKE_RECIPIENTS.sms.hang })),
      'unreachable',
      'Twilio did not answer within 0.5 seconds. Check the internet connection and try again.',
    );
    expect(fake.messages()).toEqual([]);
  });
});
