import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../contract/activity';
import {
  DEFAULT_ADMIN_NOTIFICATION_SETTINGS,
  DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS,
  type AdminNotificationSettings,
  type CustomerNotificationSettings,
  type ProviderStatus,
} from '../../contract/notification-settings';
import { closeNotificationAdapters } from '../../notifications/connections';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { startFakeSmtp, type FakeSmtp } from '../../testing/fake-smtp';
import { sessionWithRole } from '../clients/test-helpers';
import { notificationCalls, storeConnection } from './test-helpers';

const SETTINGS = '/api/notifications/settings';
const ADMIN = '/api/notifications/settings/admin';
const PROVIDERS = '/api/notifications/settings/providers';

describe('booking notification settings', () => {
  let app: FastifyInstance;
  let owner: Session;
  let send: ReturnType<typeof notificationCalls>;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
    send = notificationCalls(app, owner);
  });
  afterEach(async () => {
    closeNotificationAdapters(app.deps);
    await app.close();
  });

  describe('customer settings', () => {
    it('answers the defaults of §9 without updatedAt until the first save', async () => {
      const res = await send<CustomerNotificationSettings>('GET', SETTINGS);
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe('"0"');
      expect(res.body).toEqual(DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS);
      expect(res.body).not.toHaveProperty('updatedAt');
      expect(res.body).toMatchObject({
        appointmentConfirmationEmailEnabled: true,
        appointmentConfirmationInAppEnabled: true,
        appointmentConfirmationSmsEnabled: false,
        appointmentRemindersTiming: [
          { hours: 24, channels: ['email'] },
          { hours: 2, channels: ['sms'] },
        ],
        notificationMaxPerClientPerDay: 10,
        notificationMinIntervalMinutes: 5,
        notificationEmailProvider: 'sendgrid',
        notificationSmsProvider: 'twilio',
        notificationPushProvider: 'firebase',
      });
    });

    it('saves a change with If-Match, then answers updatedAt, and records it in the activity log', async () => {
      const saved = await send<CustomerNotificationSettings>(
        'PUT',
        SETTINGS,
        { notificationMaxPerClientPerDay: 3, appointmentRemindersTiming: [{ hours: 48, channels: ['email', 'sms'] }] },
        { ifMatch: '"0"' },
      );
      expect(saved.status).toBe(200);
      expect(saved.headers.etag).toBe('"1"');
      expect(saved.body.updatedAt).toEqual(expect.any(String));
      expect(saved.body).toMatchObject({
        notificationMaxPerClientPerDay: 3,
        appointmentRemindersTiming: [{ hours: 48, channels: ['email', 'sms'] }],
        appointmentConfirmationEmailEnabled: true,
      });
      const read = await send<CustomerNotificationSettings>('GET', SETTINGS);
      expect(read.body).toEqual(saved.body);
      const activity = await send<ActivityPage>('GET', '/api/settings/activity?section=notifications');
      expect(activity.body.items[0]).toMatchObject({
        details: 'Updated customer notification settings',
        success: true,
        changes: { notificationMaxPerClientPerDay: { before: 10, after: 3 } },
      });
    });

    it('refuses a stale If-Match with 412 and keeps what the other screen saved', async () => {
      expect((await send('PUT', SETTINGS, { notificationMinIntervalMinutes: 15 }, { ifMatch: '"0"' })).status).toBe(
        200,
      );
      const stale = await send('PUT', SETTINGS, { notificationMinIntervalMinutes: 30 }, { ifMatch: '"0"' });
      expect(stale.status).toBe(412);
      expect(stale.body.code).toBe('STALE_VERSION');
      expect((await send<CustomerNotificationSettings>('GET', SETTINGS)).body.notificationMinIntervalMinutes).toBe(15);
    });

    it('switches every channel of an event off with the event (§4), and keeps them off', async () => {
      const saved = await send<CustomerNotificationSettings>('PUT', SETTINGS, {
        appointmentCancellationEnabled: false,
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        appointmentCancellationEnabled: false,
        appointmentCancellationEmailEnabled: false,
        appointmentCancellationSmsEnabled: false,
        appointmentCancellationPushEnabled: false,
        appointmentCancellationInAppEnabled: false,
        // The other events are untouched.
        appointmentConfirmationEmailEnabled: true,
      });
      const on = await send<CustomerNotificationSettings>('PUT', SETTINGS, { appointmentCancellationEnabled: true });
      expect(on.body).toMatchObject({
        appointmentCancellationEnabled: true,
        appointmentCancellationEmailEnabled: false,
      });
    });

    it('refuses a channel switched on for an event left off, naming both', async () => {
      const res = await send('PUT', SETTINGS, {
        appointmentReschedulingEnabled: false,
        appointmentReschedulingSmsEnabled: true,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Appointment rescheduling by SMS cannot be on while appointment rescheduling is off',
      );
      expect((await send('GET', SETTINGS)).headers.etag).toBe('"0"');
    });

    it.each([
      [
        {
          appointmentRemindersTiming: [
            { hours: 24, channels: ['email'] },
            { hours: 24, channels: ['sms'] },
          ],
        },
        'Two reminders are set 24 hours before the appointment. Give each reminder its own time.',
      ],
      [{ appointmentRemindersTiming: [] }, 'Add at least one reminder time, or turn appointment reminders off'],
      [
        { appointmentRemindersTiming: [{ hours: 1, channels: ['push'] }] },
        'The reminder 1 hour before is sent by push, but push reminders are switched off. Switch push reminders on, or take push off this reminder.',
      ],
      [
        { appointmentRemindersSmsEnabled: false },
        'The reminder 2 hours before is sent by SMS, but SMS reminders are switched off. Switch SMS reminders on, or take SMS off this reminder.',
      ],
      [{ notificationMaxPerClientPerDay: 51 }, 'Max notifications per client per day must be 50 or less'],
      [{ notificationMaxPerClientPerDay: 0 }, 'Max notifications per client per day must be 1 or more'],
      [{ notificationMinIntervalMinutes: 61 }, 'Minimum interval between notifications must be 60 or less'],
      [{ notificationMinIntervalMinutes: 2.5 }, 'Minimum interval between notifications must be a whole number'],
      [{ appointmentRemindersTiming: [{ hours: 0, channels: ['email'] }] }, 'Hours before must be 1 or more'],
      [{ appointmentRemindersTiming: [{ hours: 24, channels: [] }] }, 'Reminder channels must have at least 1 items'],
      [{ notificationEmailProvider: 'mailchimp' }, 'Email provider must be one of: sendgrid, smtp'],
      [{ appointmentConfirmationFaxEnabled: true }, 'appointmentConfirmationFaxEnabled is not an accepted field'],
    ])('refuses %j', async (payload, message) => {
      const res = await send('PUT', SETTINGS, payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await send('GET', SETTINGS)).headers.etag).toBe('"0"');
    });

    it('keeps the timings while reminders are off, and takes them back when they are switched on again', async () => {
      const off = await send<CustomerNotificationSettings>('PUT', SETTINGS, { appointmentRemindersEnabled: false });
      expect(off.status).toBe(200);
      expect(off.body.appointmentRemindersTiming).toEqual(
        DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS.appointmentRemindersTiming,
      );
      // Switched on again, its channels are off: the timings need theirs on in the same save.
      const bare = await send('PUT', SETTINGS, { appointmentRemindersEnabled: true });
      expect(bare.status).toBe(400);
      const on = await send<CustomerNotificationSettings>('PUT', SETTINGS, {
        appointmentRemindersEnabled: true,
        appointmentRemindersEmailEnabled: true,
        appointmentRemindersSmsEnabled: true,
      });
      expect(on.status).toBe(200);
      expect(on.body.appointmentRemindersSmsEnabled).toBe(true);
    });

    it('is the Booking Notifications page’s: a receptionist may neither read nor save it', async () => {
      const receptionist = loginAs(app, 'receptionist');
      expect((await send('GET', SETTINGS, undefined, { session: receptionist })).status).toBe(403);
      expect(
        (await send('PUT', SETTINGS, { notificationMaxPerClientPerDay: 2 }, { session: receptionist })).status,
      ).toBe(403);
      expect((await send('GET', PROVIDERS, undefined, { session: receptionist })).status).toBe(403);
    });

    it('belongs to each organization: Other Spa reads its own defaults', async () => {
      expect((await send('PUT', SETTINGS, { notificationMaxPerClientPerDay: 2 })).status).toBe(200);
      const other = await send<CustomerNotificationSettings>('GET', SETTINGS, undefined, {
        session: loginAs(app, 'otherOwner'),
      });
      expect(other.body.notificationMaxPerClientPerDay).toBe(10);
      expect(other.body).not.toHaveProperty('updatedAt');
    });
  });

  describe('admin settings', () => {
    it('answers the defaults (digest daily at 08:00, admin and owner) until saved, then updatedAt', async () => {
      const res = await send<AdminNotificationSettings>('GET', ADMIN);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(DEFAULT_ADMIN_NOTIFICATION_SETTINGS);
      expect(res.body).toMatchObject({
        adminNotificationsDigestSchedule: 'daily',
        adminNotificationsDigestTime: '08:00',
        adminNotificationsNotifyRoles: ['admin', 'owner'],
      });
      const saved = await send<AdminNotificationSettings>(
        'PUT',
        ADMIN,
        { adminNotificationsMode: 'digest', adminNotificationsDigestTime: '17:00' },
        { ifMatch: '"0"' },
      );
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ adminNotificationsMode: 'digest', adminNotificationsDigestTime: '17:00' });
      expect(saved.body.updatedAt).toEqual(expect.any(String));
      expect((await send('PUT', ADMIN, { adminNotificationsMode: 'none' }, { ifMatch: '"0"' })).status).toBe(412);
    });

    it.each([
      [{ adminNotificationsDigestTime: '08:30' }, 'Digest time must be one of'],
      [{ adminNotificationsMode: 'sometimes' }, 'Notification mode must be one of: realtime, digest, exceptions, none'],
      [
        { adminNotificationsNotifyRoles: [], adminNotificationsPractitioners: false },
        'Choose at least one role to notify, or turn admin notifications off',
      ],
    ])('refuses %j', async (payload, message) => {
      const res = await send('PUT', ADMIN, payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });

    it('needs no recipient when admin notifications are off', async () => {
      const res = await send<AdminNotificationSettings>('PUT', ADMIN, {
        adminNotificationsEnabled: false,
        adminNotificationsNotifyRoles: [],
        adminNotificationsPractitioners: false,
      });
      expect(res.status).toBe(200);
      expect(res.body.adminNotificationsNotifyRoles).toEqual([]);
    });

    it('needs manage_organization_settings: not for a receptionist, nor for a role with the notifications page only', async () => {
      const receptionist = loginAs(app, 'receptionist');
      expect((await send('GET', ADMIN, undefined, { session: receptionist })).status).toBe(403);
      const coordinator = sessionWithRole(app, 'Notifications Coordinator', ['manage_notification_settings']);
      // The customer part is theirs...
      expect((await send('GET', SETTINGS, undefined, { session: coordinator })).status).toBe(200);
      // ...the admin part is not: neither read nor saved.
      const read = await send('GET', ADMIN, undefined, { session: coordinator });
      expect(read.status).toBe(403);
      const write = await send('PUT', ADMIN, { adminNotificationsMode: 'none' }, { session: coordinator });
      expect(write.status).toBe(403);
      expect((await send<AdminNotificationSettings>('GET', ADMIN)).body.adminNotificationsMode).toBe('realtime');
    });

    it('needs the notifications page’s permission as well', async () => {
      const organizer = sessionWithRole(app, 'Salon Organizer', ['manage_organization_settings']);
      const read = await send('GET', ADMIN, undefined, { session: organizer });
      expect(read.status).toBe(403);
      expect(read.body.message).toBe('You do not have permission to manage notification settings');
      expect((await send('PUT', ADMIN, { adminNotificationsMode: 'none' }, { session: organizer })).status).toBe(403);
      // A manager has both.
      expect((await send('GET', ADMIN, undefined, { session: loginAs(app, 'manager') })).status).toBe(200);
    });
  });

  describe('provider status', () => {
    it('says nothing is connected before any connection is saved', async () => {
      const res = await send<ProviderStatus>('GET', PROVIDERS);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        email: { provider: 'sendgrid', connected: false },
        sms: { provider: 'twilio', connected: false },
        push: { provider: 'firebase', connected: false },
      });
    });

    it('counts a connection of the chosen provider, switched on and accepted at its last check', async () => {
      storeConnection(app, owner.organizationId, { channel: 'email', smtpPort: smtp.port });
      storeConnection(app, owner.organizationId, { channel: 'sms' });
      storeConnection(app, owner.organizationId, { channel: 'push' }, { status: 'error' });
      // SMTP is connected, but the settings still choose SendGrid.
      expect((await send<ProviderStatus>('GET', PROVIDERS)).body).toEqual({
        email: { provider: 'sendgrid', connected: false },
        sms: { provider: 'twilio', connected: true },
        push: { provider: 'firebase', connected: false },
      });
      expect((await send('PUT', SETTINGS, { notificationEmailProvider: 'smtp' })).status).toBe(200);
      expect((await send<ProviderStatus>('GET', PROVIDERS)).body.email).toEqual({ provider: 'smtp', connected: true });
      // Other Spa has none of Demo Salon's connections.
      const other = await send<ProviderStatus>('GET', PROVIDERS, undefined, { session: loginAs(app, 'otherOwner') });
      expect(other.body.sms.connected).toBe(false);
    });

    it('does not count a connection that is switched off', async () => {
      storeConnection(app, owner.organizationId, { channel: 'sms' }, { isEnabled: false });
      expect((await send<ProviderStatus>('GET', PROVIDERS)).body.sms).toEqual({ provider: 'twilio', connected: false });
    });
  });
});
