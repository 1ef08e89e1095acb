import { QueryClient } from '@tanstack/react-query';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailConfiguration } from '../../../../server/contract/notification-providers';
import {
  DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS,
  type CustomerNotificationSettings,
} from '../../../../server/contract/notification-settings';
import { englishReason, logReason } from '../../../../server/contract/log-reasons';
import german from '../../i18n/de';
import { en } from '../../i18n/en';
import { bookingNotificationKeys, saveConnectionAndFollow } from './api';
import {
  emailBody,
  emailValues,
  missingEmailFields,
  missingPushFields,
  missingSmsFields,
  pushBody,
  pushValues,
  smsBody,
  smsValues,
} from './connection-forms';
import { savedConnectionToast, testToast } from './connection-outcome';

const intl = createIntl({ locale: 'en', messages: en });
const deutsch = createIntl({ locale: 'de', messages: german });

const SID = `AC${'0123456789abcdef'.repeat(2)}`;

const STORED_SMTP: EmailConfiguration = {
  provider: 'smtp',
  fromEmail: 'hello@studio.test',
  fromName: 'Studio',
  replyTo: null,
  smtp: { host: '127.0.0.1', port: 2525, security: 'none', username: '' },
  isEnabled: true,
  status: 'connected',
  storedSecrets: [],
  lastCheckedAt: '2026-03-01T09:00:00.000Z',
  lastError: null,
  lastErrorReason: null,
  version: 1,
  updatedAt: '2026-03-01T09:00:00.000Z',
};

describe('the connection forms', () => {
  it('sends an SMTP connection with its server, no username and no password when none is typed', () => {
    const values = { ...emailValues(null, 'smtp'), fromEmail: ' hello@studio.test ', host: '127.0.0.1', port: '2525' };
    expect(missingEmailFields(values, null)).toEqual([]);
    expect(emailBody({ ...values, security: 'none' })).toEqual({
      provider: 'smtp',
      isEnabled: true,
      fromEmail: 'hello@studio.test',
      fromName: '',
      replyTo: null,
      smtp: { host: '127.0.0.1', port: 2525, security: 'none', username: '' },
    });
    expect(emailBody({ ...values, smtpPassword: 's3cret' }).smtpPassword).toBe('s3cret');
  });

  it('sends SendGrid without the SMTP server, and needs its key only until one is stored', () => {
    const values = { ...emailValues(null, 'sendgrid'), fromEmail: 'hello@studio.test' };
    expect(missingEmailFields(values, null)).toEqual(['sendgridApiKey']);
    const stored = { ...STORED_SMTP, provider: 'sendgrid' as const, storedSecrets: ['sendgridApiKey'] };
    expect(missingEmailFields(values, stored)).toEqual([]);
    const body = emailBody({ ...values, sendgridApiKey: ' SG.key ' });
    expect(body).not.toHaveProperty('smtp');
    expect(body.sendgridApiKey).toBe('SG.key');
  });

  it('fills the form from the stored connection, secrets blank', () => {
    expect(emailValues({ ...STORED_SMTP, storedSecrets: ['smtpPassword'] }, 'sendgrid')).toMatchObject({
      provider: 'smtp',
      host: '127.0.0.1',
      port: '2525',
      security: 'none',
      smtpPassword: '',
    });
  });

  it('sends Twilio with a blank Messaging Service as null and the auth token only when typed', () => {
    const values = { ...smsValues(null), accountSid: SID, fromNumber: '+61 400 000 000' };
    expect(missingSmsFields(values, null)).toEqual(['authToken']);
    expect(smsBody({ ...values, authToken: 'token' })).toEqual({
      provider: 'twilio',
      isEnabled: true,
      accountSid: SID,
      fromNumber: '+61400000000',
      messagingServiceSid: null,
      authToken: 'token',
    });
  });

  it('sends Firebase with the private key’s escaped line breaks made real, and never reads it back', () => {
    expect(pushValues(null).privateKey).toBe('');
    const values = { projectId: 'my-salon-12345', clientEmail: 'push@my-salon.iam.test', privateKey: '' };
    expect(missingPushFields(values, null)).toEqual(['privateKey']);
    const body = pushBody({
      ...values,
      privateKey: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----\\n',
    });
    expect(body.privateKey).toBe('-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----');
  });
});

describe('what a save and a test show', () => {
  it('after Save: "SMTP connected", or the provider’s refusal', () => {
    expect(savedConnectionToast(intl, STORED_SMTP)).toEqual({ kind: 'success', title: 'SMTP connected' });
    expect(
      savedConnectionToast(intl, { ...STORED_SMTP, status: 'error', lastError: 'Authentication failed (535)' }),
    ).toEqual({ kind: 'danger', title: 'Connection failed', body: 'Authentication failed (535)' });
    expect(
      savedConnectionToast(intl, { provider: 'twilio', status: 'error', lastError: null, lastErrorReason: null }),
    ).toEqual({
      kind: 'danger',
      title: 'Connection failed',
      body: 'Please check your Twilio details.',
    });
  });

  it('after a test: the answer’s message under a success or failure title', () => {
    expect(
      testToast(intl, 'email', {
        success: true,
        message: 'Test email sent to ines@studio.test',
        reason: null,
        willRetry: false,
        logId: 'x',
      }),
    ).toEqual({
      kind: 'success',
      title: 'Test email sent',
      body: 'Test email sent to ines@studio.test',
    });
    expect(
      testToast(intl, 'sms', {
        success: false,
        message: 'The number is not valid',
        reason: null,
        willRetry: false,
        logId: null,
      }),
    ).toEqual({
      kind: 'danger',
      title: 'Test SMS failed',
      body: 'The number is not valid',
    });
  });

  it('says a refusal and a test’s answer in the reader’s language when they came with their key', () => {
    const credentials = logReason('logReason.smtpCredentials');
    const refused = { ...STORED_SMTP, status: 'error' as const, lastError: englishReason(credentials) };
    expect(savedConnectionToast(intl, { ...refused, lastErrorReason: credentials }).body).toBe(
      'The SMTP server refused the username or password.',
    );
    expect(savedConnectionToast(deutsch, { ...refused, lastErrorReason: credentials })).toEqual({
      kind: 'danger',
      title: 'Verbindung fehlgeschlagen',
      body: 'Der SMTP-Server hat den Benutzernamen oder das Passwort abgelehnt.',
    });
    // Kept as it came when it has no key (a check stored before reasons had keys).
    expect(savedConnectionToast(deutsch, { ...refused, lastErrorReason: null }).body).toBe(
      'The SMTP server refused the username or password.',
    );

    const sent = logReason('logReason.testEmailSent', { recipient: 'ines@studio.test' });
    const answer = { success: true, message: englishReason(sent), reason: sent, willRetry: false, logId: 'x' };
    expect(testToast(intl, 'email', answer).body).toBe('Test email sent to ines@studio.test');
    expect(testToast(deutsch, 'email', answer).body).toBe('Test-E-Mail an ines@studio.test gesendet');

    const silent = logReason('logReason.smtpUnreachable', { where: '127.0.0.1:2525' });
    const retrying = {
      success: false,
      message: `${englishReason(silent).replace(/\.$/, '')}. It will be tried again shortly.`,
      reason: silent,
      willRetry: true,
      logId: 'y',
    };
    expect(testToast(intl, 'email', retrying).body).toBe(retrying.message);
    expect(testToast(deutsch, 'email', retrying).body).toMatch(
      /127\.0\.0\.1:2525.* Es wird in Kürze erneut versucht\.$/,
    );
  });
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The server as the renderer's api client reaches it: answers by method and path, calls noted. */
function fakeServer(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path: input, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    const answer = answers[`${method} ${input}`] ?? { status: 404, body: { statusCode: 404, message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', etag: '"2"' },
    });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const SETTINGS: CustomerNotificationSettings = { ...structuredClone(DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS) };

describe('saving a connection', () => {
  it('makes the connected email provider the one the settings name, saving only that field', async () => {
    const client = new QueryClient();
    client.setQueryData(bookingNotificationKeys.settings, SETTINGS);
    const calls = fakeServer({
      'PUT /api/email-configuration': { status: 200, body: STORED_SMTP },
      'PUT /api/notifications/settings': {
        status: 200,
        body: { ...SETTINGS, notificationEmailProvider: 'smtp', updatedAt: '2026-03-01T09:00:01.000Z' },
      },
    });
    const body = emailBody({ ...emailValues(null, 'smtp'), fromEmail: 'hello@studio.test', host: '127.0.0.1' });
    const saved = await saveConnectionAndFollow(client, 'email', body);

    expect(saved).toEqual({ connection: STORED_SMTP, providerNotFollowed: null });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/email-configuration',
      'PUT /api/notifications/settings',
    ]);
    expect(calls[1]?.body).toEqual({ notificationEmailProvider: 'smtp' });
    expect(client.getQueryData(bookingNotificationKeys.connection('email'))).toEqual(STORED_SMTP);
    expect(client.getQueryData<CustomerNotificationSettings>(bookingNotificationKeys.settings)).toMatchObject({
      notificationEmailProvider: 'smtp',
    });
  });

  it('leaves the settings alone when they already name that provider', async () => {
    const client = new QueryClient();
    client.setQueryData(bookingNotificationKeys.settings, { ...SETTINGS, notificationEmailProvider: 'smtp' });
    const calls = fakeServer({ 'PUT /api/email-configuration': { status: 200, body: STORED_SMTP } });
    await saveConnectionAndFollow(client, 'email', emailBody(emailValues(STORED_SMTP, 'smtp')));
    expect(calls.map((call) => call.method)).toEqual(['PUT']);
  });

  it('still reports the saved connection when switching the provider is refused', async () => {
    const client = new QueryClient();
    client.setQueryData(bookingNotificationKeys.settings, SETTINGS);
    fakeServer({
      'PUT /api/email-configuration': { status: 200, body: STORED_SMTP },
      'PUT /api/notifications/settings': {
        status: 412,
        body: { statusCode: 412, error: 'Precondition Failed', message: 'Someone else changed these settings' },
      },
    });
    const saved = await saveConnectionAndFollow(client, 'email', emailBody(emailValues(STORED_SMTP, 'smtp')));
    expect(saved.connection).toEqual(STORED_SMTP);
    expect(saved.providerNotFollowed).toMatchObject({ status: 412, message: 'Someone else changed these settings' });
  });

  it('reports a refused connection as the failure it is', async () => {
    const client = new QueryClient();
    fakeServer({
      'PUT /api/sms-configuration': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'From number must be an international number' },
      },
    });
    await expect(
      saveConnectionAndFollow(client, 'sms', smsBody({ ...smsValues(null), accountSid: SID, fromNumber: '0400' })),
    ).rejects.toMatchObject({ status: 400, message: 'From number must be an international number' });
    expect(client.getQueryData(bookingNotificationKeys.connection('sms'))).toBeUndefined();
  });
});
