import { Type, type Static, type TSchema } from 'typebox';
import { deepFreeze, Strict } from './common';

/**
 * Booking Settings / Customer Notifications (spec part 2 §3, §5, §9): what the business sends its
 * clients about their appointments, and what it tells its own team. Both are settings documents of
 * the organization, answered as the spec's flat fields.
 */
export const CUSTOMER_EVENTS = [
  'appointmentConfirmation',
  'appointmentReminders',
  'appointmentCancellation',
  'appointmentRescheduling',
] as const;
export type CustomerEvent = (typeof CUSTOMER_EVENTS)[number];

/** The channel suffixes of the flat fields: `appointmentConfirmationEmailEnabled`. */
export const CUSTOMER_CHANNELS = ['Email', 'Sms', 'Push', 'InApp'] as const;
export type CustomerChannel = (typeof CUSTOMER_CHANNELS)[number];

/** Channels a reminder timing names (the list of `{hours, channels}`). */
export const REMINDER_CHANNELS = ['email', 'sms', 'push', 'inApp'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const EMAIL_PROVIDERS = ['sendgrid', 'smtp'] as const;
export type EmailProvider = (typeof EMAIL_PROVIDERS)[number];
export const SMS_PROVIDERS = ['twilio'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];
export const PUSH_PROVIDERS = ['firebase'] as const;
export type PushProvider = (typeof PUSH_PROVIDERS)[number];

export const PROVIDER_DISPLAY_NAMES: Readonly<Record<EmailProvider | SmsProvider | PushProvider, string>> = deepFreeze({
  sendgrid: 'SendGrid',
  smtp: 'SMTP',
  twilio: 'Twilio',
  firebase: 'Firebase Cloud Messaging',
});

/** §5 bounds and the fallbacks a blank field takes on the screen. */
export const RATE_LIMITS = deepFreeze({
  maxPerClientPerDay: { min: 1, max: 50, fallback: 10 },
  minIntervalMinutes: { min: 1, max: 60, fallback: 5 },
});

/** A reminder can be sent from one hour to four weeks before the appointment. */
export const REMINDER_HOURS = { min: 1, max: 672 } as const;
export const MAX_REMINDER_TIMINGS = 5;

/** §4: a failed save is retried 2 more times, after 1 s then 2 s. */
export const SAVE_RETRY_DELAYS_MS = [1000, 2000] as const;

export const EVENT_LABELS: Readonly<Record<CustomerEvent, string>> = deepFreeze({
  appointmentConfirmation: 'Appointment confirmation',
  appointmentReminders: 'Appointment reminders',
  appointmentCancellation: 'Appointment cancellation',
  appointmentRescheduling: 'Appointment rescheduling',
});
const CHANNEL_LABELS: Readonly<Record<CustomerChannel, string>> = {
  Email: 'email',
  Sms: 'SMS',
  Push: 'push',
  InApp: 'in-app',
};

export const ReminderTiming = Strict({
  hours: Type.Integer({ title: 'Hours before', minimum: REMINDER_HOURS.min, maximum: REMINDER_HOURS.max }),
  channels: Type.Array(Type.Enum([...REMINDER_CHANNELS], { title: 'Reminder channel' }), {
    title: 'Reminder channels',
    minItems: 1,
    maxItems: REMINDER_CHANNELS.length,
    uniqueItems: true,
  }),
});
export type ReminderTiming = Static<typeof ReminderTiming>;

function customerProperties() {
  const properties: Record<string, TSchema> = {
    notificationEmailProvider: Type.Enum([...EMAIL_PROVIDERS], { title: 'Email provider' }),
    notificationSmsProvider: Type.Enum([...SMS_PROVIDERS], { title: 'SMS provider' }),
    notificationPushProvider: Type.Enum([...PUSH_PROVIDERS], { title: 'Push provider' }),
  };
  for (const event of CUSTOMER_EVENTS) {
    properties[`${event}Enabled`] = Type.Boolean({ title: EVENT_LABELS[event] });
    for (const channel of CUSTOMER_CHANNELS) {
      properties[`${event}${channel}Enabled`] = Type.Boolean({
        title: `${EVENT_LABELS[event]} by ${CHANNEL_LABELS[channel]}`,
      });
    }
  }
  properties.appointmentRemindersTiming = Type.Array(ReminderTiming, {
    title: 'Reminder timing',
    maxItems: MAX_REMINDER_TIMINGS,
  });
  properties.notificationMaxPerClientPerDay = Type.Integer({
    title: 'Max notifications per client per day',
    minimum: RATE_LIMITS.maxPerClientPerDay.min,
    maximum: RATE_LIMITS.maxPerClientPerDay.max,
  });
  properties.notificationMinIntervalMinutes = Type.Integer({
    title: 'Minimum interval between notifications',
    minimum: RATE_LIMITS.minIntervalMinutes.min,
    maximum: RATE_LIMITS.minIntervalMinutes.max,
  });
  return properties;
}

/** The flat fields by key pattern; the schema below is the real check. */
export type CustomerNotificationFields = Record<string, boolean | string | number | ReminderTiming[]> & {
  notificationEmailProvider: EmailProvider;
  notificationSmsProvider: SmsProvider;
  notificationPushProvider: PushProvider;
  appointmentRemindersTiming: ReminderTiming[];
  notificationMaxPerClientPerDay: number;
  notificationMinIntervalMinutes: number;
};

export const CustomerNotificationSettingsPatch = Type.Partial(
  Type.Object(customerProperties(), { additionalProperties: false }),
  { additionalProperties: false },
);
/** The answer: `updatedAt` is absent while the defaults are in use (§3). */
export const CustomerNotificationSettings = Type.Object(
  { ...customerProperties(), updatedAt: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
export type CustomerNotificationSettings = CustomerNotificationFields & { updatedAt?: string };

/** §9: confirmation by email and in-app; reminders by email, SMS and in-app at 24 h (email) and 2 h (SMS). */
export const DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS: CustomerNotificationFields = deepFreeze(
  (() => {
    const on: Readonly<Record<CustomerEvent, readonly CustomerChannel[]>> = {
      appointmentConfirmation: ['Email', 'InApp'],
      appointmentReminders: ['Email', 'Sms', 'InApp'],
      appointmentCancellation: ['Email', 'InApp'],
      appointmentRescheduling: ['Email', 'InApp'],
    };
    const fields: Record<string, boolean | string | number | ReminderTiming[]> = {
      notificationEmailProvider: 'sendgrid',
      notificationSmsProvider: 'twilio',
      notificationPushProvider: 'firebase',
    };
    for (const event of CUSTOMER_EVENTS) {
      fields[`${event}Enabled`] = true;
      for (const channel of CUSTOMER_CHANNELS) fields[`${event}${channel}Enabled`] = on[event].includes(channel);
    }
    fields.appointmentRemindersTiming = [
      { hours: 24, channels: ['email'] },
      { hours: 2, channels: ['sms'] },
    ];
    fields.notificationMaxPerClientPerDay = RATE_LIMITS.maxPerClientPerDay.fallback;
    fields.notificationMinIntervalMinutes = RATE_LIMITS.minIntervalMinutes.fallback;
    return fields as CustomerNotificationFields;
  })(),
);

export const ADMIN_MODES = ['realtime', 'digest', 'exceptions', 'none'] as const;
export type AdminMode = (typeof ADMIN_MODES)[number];
export const DIGEST_SCHEDULES = ['hourly', 'daily', 'weekly'] as const;
export type DigestSchedule = (typeof DIGEST_SCHEDULES)[number];
/** §9: "hourly choices 00:00 to 23:00". */
export const DIGEST_TIMES = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
/** Roles an admin notification can go to (canonical role keys). */
export const ADMIN_NOTIFY_ROLES = ['owner', 'admin', 'manager', 'receptionist', 'practitioner'] as const;

const adminProperties = {
  adminNotificationsEnabled: Type.Boolean({ title: 'Admin notifications' }),
  adminNotificationsMode: Type.Enum([...ADMIN_MODES], { title: 'Notification mode' }),
  adminNotificationsAllBookings: Type.Boolean({ title: 'All bookings' }),
  adminNotificationsVipOnly: Type.Boolean({ title: 'VIP clients only' }),
  adminNotificationsPractitioners: Type.Boolean({ title: 'Notify practitioners' }),
  adminNotificationsCancellations: Type.Boolean({ title: 'Cancellations' }),
  adminNotificationsNoShows: Type.Boolean({ title: 'No-shows' }),
  adminNotificationsConflicts: Type.Boolean({ title: 'Booking conflicts' }),
  adminNotificationsDigestSchedule: Type.Enum([...DIGEST_SCHEDULES], { title: 'Digest schedule' }),
  adminNotificationsDigestTime: Type.Enum(DIGEST_TIMES, { title: 'Digest time' }),
  adminNotificationsNotifyRoles: Type.Array(Type.Enum([...ADMIN_NOTIFY_ROLES], { title: 'Role' }), {
    title: 'Notify roles',
    maxItems: ADMIN_NOTIFY_ROLES.length,
    uniqueItems: true,
  }),
};

export const AdminNotificationSettingsPatch = Type.Partial(Strict(adminProperties), { additionalProperties: false });
export type AdminNotificationSettingsPatch = Static<typeof AdminNotificationSettingsPatch>;
export const AdminNotificationSettings = Strict({ ...adminProperties, updatedAt: Type.Optional(Type.String()) });
export type AdminNotificationSettings = Static<typeof AdminNotificationSettings>;
export type AdminNotificationFields = Omit<AdminNotificationSettings, 'updatedAt'>;

/** §9: digest daily at 08:00; roles admin and owner (§6). */
export const DEFAULT_ADMIN_NOTIFICATION_SETTINGS: AdminNotificationFields = deepFreeze({
  adminNotificationsEnabled: true,
  adminNotificationsMode: 'realtime',
  adminNotificationsAllBookings: true,
  adminNotificationsVipOnly: false,
  adminNotificationsPractitioners: true,
  adminNotificationsCancellations: true,
  adminNotificationsNoShows: true,
  adminNotificationsConflicts: true,
  adminNotificationsDigestSchedule: 'daily',
  adminNotificationsDigestTime: '08:00',
  adminNotificationsNotifyRoles: ['admin', 'owner'],
});

/** GET /api/notifications/settings/providers: each channel's chosen provider and whether it is connected. */
const ProviderState = Strict({ provider: Type.String(), connected: Type.Boolean() });
export const ProviderStatus = Strict({ email: ProviderState, sms: ProviderState, push: ProviderState });
export type ProviderStatus = Static<typeof ProviderStatus>;
