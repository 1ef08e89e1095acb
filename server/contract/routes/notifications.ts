import { IdParams } from '../common';
import {
  NotificationLog,
  NotificationLogDaily,
  NotificationLogList,
  NotificationLogQuery,
  SendNotificationBody,
} from '../notification-logs';
import {
  EmailConfiguration,
  EmailConfigurationBody,
  EmailTestBody,
  ProviderTestAnswer,
  PushConfiguration,
  PushConfigurationBody,
  PushTestBody,
  SmsConfiguration,
  SmsConfigurationBody,
  SmsTestBody,
} from '../notification-providers';
import {
  AdminNotificationSettings,
  AdminNotificationSettingsPatch,
  CustomerNotificationSettings,
  CustomerNotificationSettingsPatch,
  ProviderStatus,
} from '../notification-settings';
import { defineRoute } from './define';

/**
 * Booking notifications (spec part 2 §7 "Customer and admin notifications"), the provider
 * connections (part 3 §7 "SMS and notifications"; email and push are our addition in the same
 * shape) and the notification logs. The page needs manage_notification_settings (part 2 §6); the
 * admin part needs manage_organization_settings as well, which the service checks. The logs hold
 * clients' addresses and numbers, so they need the same permission as the page.
 */
const permission = 'manage_notification_settings';
const update = { section: 'notifications', action: 'update' } as const;
const create = { section: 'notifications', action: 'create' } as const;

export const notificationsRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/api/notifications/settings',
    permission,
    response: CustomerNotificationSettings,
    versioned: true,
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/api/notifications/settings',
    permission,
    body: CustomerNotificationSettingsPatch,
    response: CustomerNotificationSettings,
    activity: update,
    versioned: true,
  }),
  providers: defineRoute({
    method: 'GET',
    path: '/api/notifications/settings/providers',
    permission,
    response: ProviderStatus,
  }),
  admin: defineRoute({
    method: 'GET',
    path: '/api/notifications/settings/admin',
    permission: 'manage_organization_settings',
    response: AdminNotificationSettings,
    versioned: true,
  }),
  saveAdmin: defineRoute({
    method: 'PUT',
    path: '/api/notifications/settings/admin',
    permission: 'manage_organization_settings',
    body: AdminNotificationSettingsPatch,
    response: AdminNotificationSettings,
    activity: update,
    versioned: true,
  }),

  emailConfiguration: defineRoute({
    method: 'GET',
    path: '/api/email-configuration',
    permission,
    response: EmailConfiguration,
    versioned: true,
  }),
  saveEmailConfiguration: defineRoute({
    method: 'PUT',
    path: '/api/email-configuration',
    permission,
    body: EmailConfigurationBody,
    response: EmailConfiguration,
    activity: update,
    versioned: true,
  }),
  testEmail: defineRoute({
    method: 'POST',
    path: '/api/email-configuration/test',
    permission,
    body: EmailTestBody,
    response: ProviderTestAnswer,
    activity: create,
  }),
  smsConfiguration: defineRoute({
    method: 'GET',
    path: '/api/sms-configuration',
    permission,
    response: SmsConfiguration,
    versioned: true,
  }),
  saveSmsConfiguration: defineRoute({
    method: 'PUT',
    path: '/api/sms-configuration',
    permission,
    body: SmsConfigurationBody,
    response: SmsConfiguration,
    activity: update,
    versioned: true,
  }),
  testSms: defineRoute({
    method: 'POST',
    path: '/api/sms-configuration/test',
    permission,
    body: SmsTestBody,
    response: ProviderTestAnswer,
    activity: create,
  }),
  pushConfiguration: defineRoute({
    method: 'GET',
    path: '/api/push-configuration',
    permission,
    response: PushConfiguration,
    versioned: true,
  }),
  savePushConfiguration: defineRoute({
    method: 'PUT',
    path: '/api/push-configuration',
    permission,
    body: PushConfigurationBody,
    response: PushConfiguration,
    activity: update,
    versioned: true,
  }),
  testPush: defineRoute({
    method: 'POST',
    path: '/api/push-configuration/test',
    permission,
    body: PushTestBody,
    response: ProviderTestAnswer,
    activity: create,
  }),

  logs: defineRoute({
    method: 'GET',
    path: '/api/notification-logs',
    permission,
    query: NotificationLogQuery,
    response: NotificationLogList,
  }),
  logsDaily: defineRoute({
    method: 'GET',
    path: '/api/notification-logs/daily',
    permission,
    response: NotificationLogDaily,
  }),
  log: defineRoute({
    method: 'GET',
    path: '/api/notification-logs/:id',
    permission,
    params: IdParams,
    response: NotificationLog,
  }),
  /** Failed entries only; answers the new entry, which records the one it resends. */
  resend: defineRoute({
    method: 'POST',
    path: '/api/notification-logs/:id/resend',
    permission,
    params: IdParams,
    response: NotificationLog,
    status: 201,
    activity: create,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/notifications/send',
    permission,
    body: SendNotificationBody,
    response: NotificationLog,
    status: 201,
    activity: create,
  }),
};
