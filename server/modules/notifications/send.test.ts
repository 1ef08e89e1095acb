import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../contract/activity';
import { LOG_MESSAGES, type NotificationLog, type NotificationLogList } from '../../contract/notification-logs';
import type { EmailConfiguration, ProviderTestAnswer } from '../../contract/notification-providers';
import { closeNotificationAdapters } from '../../notifications/connections';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import {
  FAKE_FIREBASE_SERVICE_ACCOUNT,
  FAKE_NOTIFICATION_CREDENTIALS,
  FAKE_RECIPIENTS,
  fakeNotificationUrls,
  startFakeNotificationProviders,
  type FakeNotificationProviders,
} from '../../testing/fake-notification-providers';
import { startFakeSmtp, type FakeSmtp } from '../../testing/fake-smtp';
import { findClientByKey } from '../clients/repository';
import { notificationCalls } from './test-helpers';

const SEND = '/api/notifications/send';
const LOGS = '/api/notification-logs';
const TEST = {
  email: '/api/email-configuration/test',
  sms: '/api/sms-configuration/test',
  push: '/api/push-configuration/test',
} as const;
const POWERED_BY = 'Powered by Salon Back Office';

describe('messages sent by hand and provider tests', () => {
  let fake: FakeNotificationProviders;
  let smtp: FakeSmtp;
  let app: FastifyInstance;
  let owner: Session;
  let send: ReturnType<typeof notificationCalls>;

  beforeAll(async () => {
    fake = await startFakeNotificationProviders();
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    await fake.close();
    await smtp.close();
  });
  beforeEach(async () => {
    app = await buildTestApp({
      config: {
        writeRateLimit: false,
        notificationProviderUrls: fakeNotificationUrls(fake.url),
        notificationTimeoutMs: 500,
      },
    });
    owner = loginAs(app, 'owner');
    send = notificationCalls(app, owner);
  });
  afterEach(async () => {
    closeNotificationAdapters(app.deps);
    await app.close();
    fake.reset();
    smtp.reset();
    smtp.setSilent(false);
  });

  /** The configuration screens' saves: each checks the credentials with the (fake) provider first. */
  const connect = {
    async smtp(overrides: object = {}) {
      const res = await send<EmailConfiguration>('PUT', '/api/email-configuration', {
        provider: 'smtp',
        fromEmail: 'hello@demo-salon.test',
        fromName: 'Demo Salon',
        smtp: { host: '127.0.0.1', port: smtp.port, security: 'none', username: '' },
        ...overrides,
      });
      expect(res.status).toBe(200);
      return res.body;
    },
    async twilio() {
      const { accountSid, fromNumber, authToken } = FAKE_NOTIFICATION_CREDENTIALS.twilio;
      const res = await send<{ status: string }>('PUT', '/api/sms-configuration', {
        provider: 'twilio',
        accountSid,
        fromNumber,
        authToken,
      });
      expect(res.body.status).toBe('connected');
    },
    async firebase() {
      const { projectId, clientEmail, privateKey } = FAKE_FIREBASE_SERVICE_ACCOUNT;
      const res = await send<{ status: string }>('PUT', '/api/push-configuration', {
        provider: 'firebase',
        projectId,
        clientEmail,
        privateKey,
      });
      expect(res.body.status).toBe('connected');
    },
  };

  describe('provider tests', () => {
    it('connects SMTP and Twilio, tests both, sees both in the logs, and resends a failed one', async () => {
      expect((await connect.smtp()).status).toBe('connected');
      const email = await send<ProviderTestAnswer>('POST', TEST.email, { email: 'owner@demo.test' });
      expect(email.status).toBe(200);
      expect(email.body).toEqual({
        success: true,
        message: 'Test email sent to owner@demo.test',
        reason: { key: 'logReason.testEmailSent', values: { recipient: 'owner@demo.test' } },
        willRetry: false,
        logId: expect.any(String),
      });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatchObject({ to: ['owner@demo.test'], subject: 'Test email from Demo Salon' });
      expect(smtp.messages[0]!.text).toContain(POWERED_BY);
      expect(smtp.messages[0]!.html).toContain(POWERED_BY);

      await connect.twilio();
      const sms = await send<ProviderTestAnswer>('POST', TEST.sms, {
        phoneNumber: '+61412345678',
        message: 'Hello from Demo Salon',
      });
      expect(sms.body).toEqual({
        success: true,
        message: 'Test SMS sent to +61412345678',
        reason: { key: 'logReason.testSmsSent', values: { recipient: '+61412345678' } },
        willRetry: false,
        logId: expect.any(String),
      });
      expect(fake.messages()).toMatchObject([
        { provider: 'twilio', to: '+61412345678', body: 'Hello from Demo Salon' },
      ]);

      // The demo's log holds reminders still to go, listed above what was just sent (and a demo
      // client has this very number): find each entry among its recipient's.
      const logOf = async (recipient: string, id: string) =>
        (await send<NotificationLogList>('GET', `${LOGS}?search=${encodeURIComponent(recipient)}`)).body.logs.find(
          (log) => log.id === id,
        );
      expect(await logOf('+61412345678', sms.body.logId!)).toMatchObject({
        type: 'sms',
        status: 'sent',
        event: 'providerTest',
        provider: 'twilio',
      });
      expect(await logOf('owner@demo.test', email.body.logId!)).toMatchObject({
        type: 'email',
        status: 'sent',
        event: 'providerTest',
        provider: 'smtp',
      });

      // A number Twilio refuses: the test says why, and the failed entry can be resent.
      const refused = await send<ProviderTestAnswer>('POST', TEST.sms, {
        phoneNumber: FAKE_RECIPIENTS.sms.invalidNumber,
        message: 'Hello again',
      });
      expect(refused.body.success).toBe(false);
      expect(refused.body.message).toMatch(/not a valid phone number/i);
      const failed = await send<NotificationLog>('GET', `${LOGS}/${refused.body.logId}`);
      expect(failed.body).toMatchObject({ status: 'failed', error: refused.body.message });
      // Twilio's own words inside a sentence of ours, which the screen translates.
      expect(refused.body.reason).toEqual(failed.body.errorReason);
      expect(refused.body.reason).toMatchObject({ key: 'logReason.refused', values: { provider: 'Twilio' } });
      const resent = await send<NotificationLog>('POST', `${LOGS}/${refused.body.logId}/resend`);
      expect(resent.status).toBe(201);
      expect(resent.body).toMatchObject({
        status: 'failed',
        recipient: FAKE_RECIPIENTS.sms.invalidNumber,
        metadata: { resendOf: refused.body.logId },
      });

      const activity = (await send<ActivityPage>('GET', '/api/settings/activity?section=notifications')).body.items;
      expect(activity.map((entry) => entry.details)).toEqual(
        expect.arrayContaining([
          'Sent a test email to owner@demo.test',
          'Sent a test SMS to +61412345678',
          `Could not send a test SMS to ${FAKE_RECIPIENTS.sms.invalidNumber}: ${refused.body.message}`,
        ]),
      );
    });

    it('asks for the configuration first when nothing is saved, and sends nothing', async () => {
      const answers = await Promise.all([
        send<ProviderTestAnswer>('POST', TEST.email, { email: 'owner@demo.test' }),
        send<ProviderTestAnswer>('POST', TEST.sms, { phoneNumber: '+61412345678', message: 'Hi' }),
        send<ProviderTestAnswer>('POST', TEST.push, { token: 'abcdefghijklmnopqrstuvwxyz' }),
      ]);
      expect(answers.map((answer) => answer.body)).toEqual([
        {
          success: false,
          message: 'No email provider is set up yet. Save the email configuration first, then send a test.',
          reason: { key: 'logReason.noProviderYet', values: { channel: 'email' } },
          willRetry: false,
          logId: null,
        },
        {
          success: false,
          message: 'No SMS provider is set up yet. Save the SMS configuration first, then send a test.',
          reason: { key: 'logReason.noProviderYet', values: { channel: 'sms' } },
          willRetry: false,
          logId: null,
        },
        {
          success: false,
          message: 'No push provider is set up yet. Save the push configuration first, then send a test.',
          reason: { key: 'logReason.noProviderYet', values: { channel: 'push' } },
          willRetry: false,
          logId: null,
        },
      ]);
      const entries = app.deps.database.sqlite
        .prepare("select count(*) from notification_messages where event = 'providerTest'")
        .pluck()
        .get();
      expect(entries).toBe(0);
    });

    it('says so when the connection is switched off', async () => {
      await connect.smtp();
      await connect.smtp({ isEnabled: false });
      const res = await send<ProviderTestAnswer>('POST', TEST.email, { email: 'owner@demo.test' });
      expect(res.body).toEqual({
        success: false,
        message: 'Sending by email is switched off. Switch it on and save the email configuration first.',
        reason: { key: 'logReason.channelSwitchedOff', values: { channel: 'email' } },
        willRetry: false,
        logId: null,
      });
      expect(smtp.accepted()).toBe(0);
    });

    it('says the server did not answer, and that the engine will try again, when SMTP is silent', async () => {
      await connect.smtp();
      smtp.setSilent(true);
      const res = await send<ProviderTestAnswer>('POST', TEST.email, { email: 'owner@demo.test' });
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(
        /Could not reach the SMTP server 127\.0\.0\.1:\d+.*It will be tried again shortly\.$/,
      );
      // The reason without the sentence about trying again, which the answer says as willRetry.
      expect(res.body).toMatchObject({
        reason: { key: 'logReason.smtpUnreachable', values: { where: expect.stringMatching(/^127\.0\.0\.1:\d+$/) } },
        willRetry: true,
      });
      const entry = await send<NotificationLog>('GET', `${LOGS}/${res.body.logId}`);
      expect(entry.body.status).toBe('pending');
    });

    it('sends a push notification to a device through Firebase, and reports a token it refuses', async () => {
      await connect.firebase();
      const ok = await send<ProviderTestAnswer>('POST', TEST.push, { token: 'device-token-of-the-front-desk-tablet' });
      expect(ok.body).toEqual({
        success: true,
        message: 'Test notification sent to the device',
        reason: { key: 'logReason.testPushSent', values: {} },
        willRetry: false,
        logId: expect.any(String),
      });
      expect(fake.messages()).toMatchObject([{ provider: 'fcm', to: 'device-token-of-the-front-desk-tablet' }]);
      const refused = await send<ProviderTestAnswer>('POST', TEST.push, { token: FAKE_RECIPIENTS.push.unregistered });
      expect(refused.body).toMatchObject({
        success: false,
        reason: { key: 'logReason.deviceUnregistered', values: {} },
        willRetry: false,
      });
      expect(refused.body.message.length).toBeGreaterThan(10);
    });

    it('is the Booking Notifications page’s: a receptionist gets 403 and nothing is sent', async () => {
      await connect.smtp();
      const receptionist = loginAs(app, 'receptionist');
      const res = await send('POST', TEST.email, { email: 'owner@demo.test' }, { session: receptionist });
      expect(res.status).toBe(403);
      expect(smtp.accepted()).toBe(0);
    });
  });

  describe('POST /api/notifications/send', () => {
    const charlotteId = () =>
      findClientByKey(app.deps.db, owner.organizationId, { column: 'emailKey', value: 'charlotte.nguyen@example.com' })!
        .id;

    it('sends an email to a client now, in the frame every email has, and answers its entry', async () => {
      await connect.smtp();
      const res = await send<NotificationLog>('POST', SEND, {
        type: 'email',
        recipient: ' charlotte.nguyen@example.com ',
        clientId: charlotteId(),
        message: 'Your colour is in stock: see you Tuesday!',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        type: 'email',
        status: 'sent',
        event: 'custom',
        recipient: 'charlotte.nguyen@example.com',
        recipientName: 'Charlotte Nguyen',
        subject: 'Message from Demo Salon',
        template: null,
        provider: 'smtp',
        sentAt: expect.any(String),
      });
      expect(res.body.content).toContain('Your colour is in stock');
      expect(res.body.content).toContain(POWERED_BY);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatchObject({
        to: ['charlotte.nguyen@example.com'],
        subject: 'Message from Demo Salon',
      });
      expect(smtp.messages[0]!.html).toContain(POWERED_BY);
    });

    it('sends an SMS to a number typed with spaces, as E.164, without a subject', async () => {
      await connect.twilio();
      const res = await send<NotificationLog>('POST', SEND, {
        type: 'sms',
        recipient: '+61 412 345 678',
        recipientName: 'Charlotte',
        subject: 'ignored for SMS',
        message: 'Running 10 minutes late, sorry!',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        recipient: '+61412345678',
        status: 'sent',
        provider: 'twilio',
        recipientName: 'Charlotte',
        subject: null,
      });
      expect(fake.messages()).toMatchObject([{ to: '+61412345678', body: 'Running 10 minutes late, sorry!' }]);
    });

    it.each([
      ['email', 'charlotte at example.com', 'Recipient must be an email address such as name@example.com'],
      ['sms', '0412 345 678', 'Recipient must be an international number such as +61412345678'],
      ['sms', '+61 412 abc', 'Recipient must be an international number such as +61412345678'],
      ['push', 'short', 'Recipient must be a device token from the app'],
      ['push', 'token with spaces in it, which no app makes', 'Recipient must be a device token from the app'],
    ])('refuses a %s to %j: %s', async (type, recipient, message) => {
      await connect.smtp();
      const res = await send('POST', SEND, { type, recipient, message: 'Hello' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses a channel without a connected provider, before anything is queued', async () => {
      const res = await send('POST', SEND, { type: 'sms', recipient: '+61412345678', message: 'Hello' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(LOG_MESSAGES.notConnected('sms'));
      const queued = app.deps.database.sqlite
        .prepare("select count(*) from notification_messages where event = 'custom'")
        .pluck()
        .get();
      expect(queued).toBe(0);
    });

    it('refuses a client of another organization, or none at all, with 404', async () => {
      await connect.smtp();
      const other = loginAs(app, 'otherOwner');
      const created = await send<{ id: string }>(
        'POST',
        '/api/clients',
        { firstName: 'Olga', lastName: 'Other', email: 'olga@other.test' },
        { session: other },
      );
      expect(created.status).toBe(201);
      for (const clientId of [created.body.id, '0195a000-0000-7000-8000-000000000000']) {
        const res = await send('POST', SEND, {
          type: 'email',
          recipient: 'olga@other.test',
          clientId,
          message: 'Hello',
        });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Client not found');
      }
      expect(smtp.accepted()).toBe(0);
    });

    it('is refused to a receptionist', async () => {
      await connect.smtp();
      const res = await send(
        'POST',
        SEND,
        { type: 'email', recipient: 'a@example.com', message: 'Hi' },
        { session: loginAs(app, 'receptionist') },
      );
      expect(res.status).toBe(403);
      expect(smtp.accepted()).toBe(0);
    });
  });
});
