import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { ErrorBody } from '../../contract/common';
import type { EmailConfiguration, PushConfiguration, SmsConfiguration } from '../../contract/notification-providers';
import { openDatabase } from '../../db/client';
import { connectionStates, emailSender, smsSender } from '../../notifications/connections';
import { SecretBox } from '../../security/secrets';
import { call, loginAs, type Session } from '../../testing/build-test-app';
import { databaseSnapshot } from '../../testing/database-snapshots';
import {
  FAKE_FIREBASE_SERVICE_ACCOUNT,
  FAKE_NOTIFICATION_CREDENTIALS,
  fakeNotificationUrls,
  startFakeNotificationProviders,
  type FakeNotificationProviders,
} from '../../testing/fake-notification-providers';
import { startFakeSmtp, type FakeSmtp } from '../../testing/fake-smtp';
import { notificationConnectionRoutes } from './connection-routes';

const EMAIL = '/api/email-configuration';
const SMS = '/api/sms-configuration';
const PUSH = '/api/push-configuration';

const SMTP_USER = 'mailer@demo-salon.test';
/** Secrets entered here: none may ever be readable but by the providers. */
const SMTP_PASSWORD = 'smtp-Zq81-correct-password';
const WRONG_PASSWORD = 'smtp-Zq81-wrong-password';
const { twilio } = FAKE_NOTIFICATION_CREDENTIALS;
const REFUSED_TOKEN = 'fakebad-Zq81-other-token';
const SECRETS = [SMTP_PASSWORD, WRONG_PASSWORD, twilio.authToken, REFUSED_TOKEN];
const KEY_BODY = FAKE_FIREBASE_SERVICE_ACCOUNT.privateKey.split('\n')[5]!;

const leaked = (text: string) => [...SECRETS, KEY_BODY].filter((secret) => text.includes(secret));

/**
 * The app on its own copy of the demo database, its providers pointed at the fakes. Until the
 * notifications module registers the connection routes (its routes.ts), they are registered here.
 */
async function connectionsApp(fake: FakeNotificationProviders): Promise<FastifyInstance> {
  const snapshot = await databaseSnapshot(new Date(), true);
  const database = openDatabase(snapshot.image);
  const app = await buildApp({
    deps: {
      db: database.db,
      database,
      secrets: new SecretBox(snapshot.key),
      config: {
        port: 0,
        host: '127.0.0.1',
        dataDir: '/nonexistent',
        demo: true,
        writeRateLimit: false,
        notificationProviderUrls: fakeNotificationUrls(fake.url),
        notificationTimeoutMs: 1000,
      },
      now: () => new Date(),
    },
  });
  if (!app.routeTable.some((r) => r.method === 'PUT' && r.url === EMAIL)) notificationConnectionRoutes(app);
  app.addHook('onClose', async () => database.close());
  await app.ready();
  return app;
}

describe('notification provider connections', () => {
  let fake: FakeNotificationProviders;
  let smtp: FakeSmtp;
  let app: FastifyInstance;
  let owner: Session;
  const answers: string[] = [];

  const send = async <T>(method: 'GET' | 'PUT', url: string, payload?: object, ifMatch?: string, session = owner) => {
    const res = await call<T & ErrorBody>(app, {
      method,
      url,
      headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      ...(payload ? { payload } : {}),
    });
    answers.push(JSON.stringify(res.body), JSON.stringify(res.headers));
    return res;
  };
  const smtpBody = (overrides: object = {}) => ({
    provider: 'smtp',
    fromEmail: 'hello@demo-salon.test',
    fromName: 'Demo Salon',
    replyTo: 'front-desk@demo-salon.test',
    smtp: { host: '127.0.0.1', port: smtp.port, security: 'none', username: SMTP_USER },
    smtpPassword: SMTP_PASSWORD,
    ...overrides,
  });
  const twilioBody = (overrides: object = {}) => ({
    provider: 'twilio',
    accountSid: twilio.accountSid,
    fromNumber: twilio.fromNumber,
    authToken: twilio.authToken,
    ...overrides,
  });
  const firebaseBody = (overrides: object = {}) => ({
    provider: 'firebase',
    projectId: FAKE_FIREBASE_SERVICE_ACCOUNT.projectId,
    clientEmail: FAKE_FIREBASE_SERVICE_ACCOUNT.clientEmail,
    privateKey: FAKE_FIREBASE_SERVICE_ACCOUNT.privateKey,
    ...overrides,
  });

  beforeAll(async () => {
    fake = await startFakeNotificationProviders();
    smtp = await startFakeSmtp({ users: { [SMTP_USER]: SMTP_PASSWORD } });
  });
  beforeEach(async () => {
    app = await connectionsApp(fake);
    owner = loginAs(app, 'owner');
  });
  afterEach(async () => {
    await app.close();
    fake.reset();
    smtp.reset();
  });
  afterAll(async () => {
    expect(answers.flatMap(leaked)).toEqual([]);
    await fake.close();
    await smtp.close();
  });

  it('answers defaults while nothing is saved, and another organization its own', async () => {
    const email = await send<EmailConfiguration>('GET', EMAIL);
    expect(email.status).toBe(200);
    expect(email.headers.etag).toBe('"0"');
    expect(email.body).toEqual({
      provider: 'sendgrid',
      fromEmail: '',
      fromName: 'Demo Salon',
      replyTo: null,
      smtp: { host: '', port: 587, security: 'starttls', username: '' },
      isEnabled: true,
      status: 'not_configured',
      storedSecrets: [],
      lastCheckedAt: null,
      lastError: null,
      lastErrorReason: null,
      version: 0,
      updatedAt: null,
    });
    expect((await send<SmsConfiguration>('GET', SMS)).body).toMatchObject({
      provider: 'twilio',
      accountSid: '',
      status: 'not_configured',
      version: 0,
    });
    expect((await send<PushConfiguration>('GET', PUSH)).body).toMatchObject({
      provider: 'firebase',
      projectId: '',
      status: 'not_configured',
      version: 0,
    });

    expect((await send('PUT', EMAIL, smtpBody())).body).toMatchObject({ status: 'connected' });
    const other = loginAs(app, 'otherOwner');
    const theirs = await send<EmailConfiguration>('GET', EMAIL, undefined, undefined, other);
    expect(theirs.body).toMatchObject({ status: 'not_configured', version: 0, fromEmail: '', fromName: 'Other Spa' });
    expect(connectionStates(app.deps, other.organizationId).email).toEqual({ provider: null, connected: false });
  });

  it('connects SMTP only after the server accepted the sign-in, and never answers the password', async () => {
    const res = await send<EmailConfiguration>('PUT', EMAIL, smtpBody(), '"0"');
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    expect(res.body).toMatchObject({
      provider: 'smtp',
      fromEmail: 'hello@demo-salon.test',
      replyTo: 'front-desk@demo-salon.test',
      smtp: { host: '127.0.0.1', port: smtp.port, security: 'none', username: SMTP_USER },
      isEnabled: true,
      status: 'connected',
      storedSecrets: ['smtpPassword'],
      lastCheckedAt: expect.any(String),
      lastError: null,
      version: 1,
    });
    expect(smtp.accepted()).toBe(0);
    expect((await send<EmailConfiguration>('GET', EMAIL)).body).toEqual(res.body);
    expect(connectionStates(app.deps, owner.organizationId).email).toEqual({ provider: 'smtp', connected: true });

    // The engine sends through what was saved.
    const sender = emailSender(app.deps, owner.organizationId)!;
    expect(sender).toMatchObject({ provider: 'smtp', fromEmail: 'hello@demo-salon.test', fromName: 'Demo Salon' });
    await sender.adapter.send({
      idempotencyKey: 'test:1',
      to: 'jane@example.com',
      toName: null,
      fromEmail: sender.fromEmail,
      fromName: sender.fromName,
      replyTo: sender.replyTo,
      subject: 'Hello',
      text: 'Hello from the salon.',
      html: null,
    });
    expect(smtp.messages).toMatchObject([{ to: ['jane@example.com'], user: SMTP_USER, subject: 'Hello' }]);
  });

  it('saves a refused password with status error and the reason, and keeps a stored password when left out', async () => {
    const refused = await send<EmailConfiguration>('PUT', EMAIL, smtpBody({ smtpPassword: WRONG_PASSWORD }));
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      status: 'error',
      lastError: 'The SMTP server refused the username or password.',
      lastErrorReason: { key: 'logReason.smtpCredentials', values: {} },
      storedSecrets: ['smtpPassword'],
      version: 1,
    });
    // Read again, the refusal keeps its key.
    expect((await send<EmailConfiguration>('GET', EMAIL)).body.lastErrorReason).toEqual({
      key: 'logReason.smtpCredentials',
      values: {},
    });
    expect(connectionStates(app.deps, owner.organizationId).email).toEqual({ provider: 'smtp', connected: false });

    const fixed = await send<EmailConfiguration>('PUT', EMAIL, smtpBody(), '"1"');
    expect(fixed.body).toMatchObject({ status: 'connected', lastError: null, lastErrorReason: null, version: 2 });
    // Left out: the stored one is kept (and checked again).
    const { smtpPassword: _left, ...withoutPassword } = smtpBody({ fromName: 'Demo Salon Reception' });
    const kept = await send<EmailConfiguration>('PUT', EMAIL, withoutPassword, '"2"');
    expect(kept.body).toMatchObject({ status: 'connected', fromName: 'Demo Salon Reception', version: 3 });
  });

  it('asks for the secrets the first time, and refuses the other provider’s fields', async () => {
    const { smtpPassword: _left, ...withoutPassword } = smtpBody();
    const missing = await send('PUT', EMAIL, withoutPassword);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'Please fill in: SMTP password', code: 'MISSING_REQUIRED_FIELDS' });
    const noSmtp = await send('PUT', EMAIL, { provider: 'smtp', fromEmail: 'a@b.test', fromName: 'A' });
    expect(noSmtp.body).toMatchObject({
      statusCode: 400,
      message: 'Please fill in: SMTP host, SMTP port, Connection security',
    });
    const mixed = await send('PUT', EMAIL, {
      provider: 'sendgrid',
      fromEmail: 'a@b.test',
      fromName: 'A',
      sendgridApiKey: FAKE_NOTIFICATION_CREDENTIALS.sendgrid.apiKey,
      smtpPassword: SMTP_PASSWORD,
    });
    expect(mixed.body).toMatchObject({ statusCode: 400, message: 'SMTP password is not a SendGrid setting' });
    expect((await send('PUT', SMS, twilioBody({ authToken: undefined }))).body).toMatchObject({
      statusCode: 400,
      message: 'Please fill in: Auth token',
    });
    expect((await send<EmailConfiguration>('GET', EMAIL)).body.version).toBe(0);
  });

  it('connects SendGrid, and says when the key may not send mail', async () => {
    const body = {
      provider: 'sendgrid',
      fromEmail: 'hello@demo-salon.test',
      fromName: 'Demo Salon',
      sendgridApiKey: FAKE_NOTIFICATION_CREDENTIALS.sendgridReadOnly.apiKey,
    };
    expect((await send<EmailConfiguration>('PUT', EMAIL, body)).body).toMatchObject({
      status: 'error',
      lastError: 'This SendGrid API key cannot send mail (it lacks the mail.send permission).',
    });
    const good = await send<EmailConfiguration>('PUT', EMAIL, {
      ...body,
      sendgridApiKey: FAKE_NOTIFICATION_CREDENTIALS.sendgrid.apiKey,
    });
    expect(good.body).toMatchObject({ provider: 'sendgrid', status: 'connected', storedSecrets: ['sendgridApiKey'] });
  });

  it('saves an unreachable provider as an error in plain words', async () => {
    const res = await send<EmailConfiguration>(
      'PUT',
      EMAIL,
      smtpBody({ smtp: { host: '127.0.0.1', port: 1, security: 'none', username: '' } }),
    );
    expect(res.body).toMatchObject({
      status: 'error',
      lastError:
        'Could not reach the SMTP server 127.0.0.1:1. Check the host, port and connection security, and that the server is running.',
      storedSecrets: [],
    });
  });

  it('connects Twilio against the fake, and records a refused token', async () => {
    const res = await send<SmsConfiguration>('PUT', SMS, twilioBody());
    expect(res.body).toMatchObject({
      provider: 'twilio',
      accountSid: twilio.accountSid,
      fromNumber: twilio.fromNumber,
      messagingServiceSid: null,
      status: 'connected',
      storedSecrets: ['authToken'],
      version: 1,
    });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /2010-04-01/Accounts/${twilio.accountSid}.json`,
    ]);
    expect(smsSender(app.deps, owner.organizationId)).toMatchObject({ provider: 'twilio' });

    const refused = await send<SmsConfiguration>('PUT', SMS, twilioBody({ authToken: REFUSED_TOKEN }), '"1"');
    expect(refused.body).toMatchObject({
      status: 'error',
      lastError: 'Twilio refused the Account SID or auth token.',
      version: 2,
    });
    expect(fake.messages()).toEqual([]);
  });

  it('connects Firebase Cloud Messaging against the fake, and refuses a malformed key in plain words', async () => {
    const res = await send<PushConfiguration>('PUT', PUSH, firebaseBody());
    expect(res.body).toMatchObject({
      provider: 'firebase',
      projectId: FAKE_FIREBASE_SERVICE_ACCOUNT.projectId,
      clientEmail: FAKE_FIREBASE_SERVICE_ACCOUNT.clientEmail,
      status: 'connected',
      storedSecrets: ['privateKey'],
    });
    const bad = await send<PushConfiguration>(
      'PUT',
      PUSH,
      firebaseBody({ privateKey: '-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----' }),
      '"1"',
    );
    expect(bad.body).toMatchObject({ status: 'error', lastError: 'The private key is not a valid PEM key.' });
    expect(connectionStates(app.deps, owner.organizationId).push).toEqual({ provider: 'firebase', connected: false });
  });

  it('refuses a stale If-Match with 412 and changes nothing', async () => {
    await send('PUT', SMS, twilioBody(), '"0"');
    const stale = await send('PUT', SMS, twilioBody({ fromNumber: '+61400000000' }), '"0"');
    expect(stale.status).toBe(412);
    expect((await send<SmsConfiguration>('GET', SMS)).body).toMatchObject({
      fromNumber: twilio.fromNumber,
      version: 1,
    });
  });

  it('keeps secrets out of the activity log and stores them only sealed', async () => {
    await send('PUT', EMAIL, smtpBody());
    await send('PUT', EMAIL, smtpBody({ smtpPassword: WRONG_PASSWORD }));
    await send('PUT', SMS, twilioBody());
    await send('PUT', PUSH, firebaseBody());
    const stored = JSON.stringify(app.deps.database.sqlite.prepare('select * from notification_connections').all());
    expect(stored).toContain(SMTP_USER);
    expect(leaked(stored)).toEqual([]);

    const activity = await send<{ entries?: unknown[] }>(
      'GET',
      '/api/settings/activity?section=notifications&pageSize=100',
    );
    expect(activity.status).toBe(200);
    const text = JSON.stringify(activity.body);
    expect(leaked(text)).toEqual([]);
    expect(text).toContain('Saved the SMTP email connection. SMTP accepted the settings.');
    expect(text).toContain('Saved the SMTP email connection. The SMTP server refused the username or password.');
    expect(text).toContain('Saved the Twilio SMS connection. Twilio accepted the settings.');
    expect(text).toContain('••••');
  });

  it('gives the engine one adapter per saved version, and none while switched off', async () => {
    await send('PUT', EMAIL, smtpBody());
    const first = emailSender(app.deps, owner.organizationId)!.adapter;
    expect(emailSender(app.deps, owner.organizationId)!.adapter).toBe(first);
    await send('PUT', EMAIL, smtpBody({ fromName: 'New name' }), '"1"');
    const second = emailSender(app.deps, owner.organizationId)!;
    expect(second.adapter).not.toBe(first);
    expect(second.fromName).toBe('New name');
    await send('PUT', EMAIL, smtpBody({ isEnabled: false }), '"2"');
    expect(emailSender(app.deps, owner.organizationId)).toBeNull();
    expect((await send<EmailConfiguration>('GET', EMAIL)).body).toMatchObject({
      isEnabled: false,
      status: 'connected',
    });
  });
});
