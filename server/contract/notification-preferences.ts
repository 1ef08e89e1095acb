import { Type, type Static, type TSchema } from 'typebox';
import { deepFreeze, Labelled } from './common';

/** Spec part 1 §3, §4, §9: a person's notification preferences, as flat fields. */
export const NOTIFICATION_CATEGORIES = {
  appointments: ['appointmentBooked', 'appointmentReminder', 'appointmentRescheduled', 'appointmentCancelled'],
  clients: ['newClient', 'clientMessage', 'clientFeedback'],
  financial: ['paymentReceived', 'paymentFailed', 'invoiceReminder'],
  business: ['dailySummary', 'weeklyReport', 'inventoryAlert'],
  security: ['loginAlert', 'passwordChange', 'unusualActivity'],
} as const;
export type NotificationCategory = keyof typeof NOTIFICATION_CATEGORIES;
export type NotificationEvent = (typeof NOTIFICATION_CATEGORIES)[NotificationCategory][number];
export const NOTIFICATION_EVENTS = Object.values(NOTIFICATION_CATEGORIES).flat() as NotificationEvent[];
export const NOTIFICATION_CHANNELS = ['Email', 'Sms', 'Push', 'InApp'] as const;
/** Push and in-app delivery do not exist yet: the screen shows them disabled with 'Soon'. */
export const CHANNELS_AVAILABLE = ['Email', 'Sms'] as const;
/**
 * The events some part of the app raises for a member: the team's appointment messages
 * (notifications/staff-recipients.ts) and the account alerts (notifications/account-alerts.ts).
 * The others are saved like the rest, and the screen says they are not sent yet.
 */
export const EVENTS_RAISED: readonly NotificationEvent[] = [
  'appointmentBooked',
  'appointmentRescheduled',
  'appointmentCancelled',
  'loginAlert',
  'passwordChange',
  'unusualActivity',
];

const PUSH_OFF: readonly NotificationEvent[] = ['clientFeedback', 'invoiceReminder', 'dailySummary', 'weeklyReport'];
const IN_APP_OFF: readonly NotificationEvent[] = ['weeklyReport'];

const TIME = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', errorMessage: 'Use a time such as 22:00' });

/** The names the notifications page gives categories, events and channels (for 400 messages). */
const CATEGORY_LABELS: Readonly<Record<NotificationCategory, string>> = {
  appointments: 'Appointments',
  clients: 'Clients',
  financial: 'Financial',
  business: 'Business',
  security: 'Security',
};
const EVENT_LABELS: Readonly<Record<NotificationEvent, string>> = {
  appointmentBooked: 'Appointment booked',
  appointmentReminder: 'Appointment reminder',
  appointmentRescheduled: 'Appointment rescheduled',
  appointmentCancelled: 'Appointment cancelled',
  newClient: 'New client',
  clientMessage: 'Client message',
  clientFeedback: 'Client feedback',
  paymentReceived: 'Payment received',
  paymentFailed: 'Payment failed',
  invoiceReminder: 'Invoice reminder',
  dailySummary: 'Daily summary',
  weeklyReport: 'Weekly report',
  inventoryAlert: 'Inventory alert',
  loginAlert: 'Login alert',
  passwordChange: 'Password change',
  unusualActivity: 'Unusual activity',
};
const CHANNEL_LABELS: Readonly<Record<(typeof NOTIFICATION_CHANNELS)[number], string>> = {
  Email: 'email',
  Sms: 'SMS',
  Push: 'push',
  InApp: 'in-app',
};

function flatProperties() {
  const properties: Record<string, TSchema> = {};
  for (const [category, label] of Object.entries(CATEGORY_LABELS)) {
    properties[`${category}Enabled`] = Type.Boolean({ title: `${label} notifications` });
  }
  for (const event of NOTIFICATION_EVENTS) {
    properties[`${event}Enabled`] = Type.Boolean({ title: EVENT_LABELS[event] });
    for (const channel of NOTIFICATION_CHANNELS) {
      properties[`${event}${channel}`] = Type.Boolean({
        title: `${EVENT_LABELS[event]} by ${CHANNEL_LABELS[channel]}`,
      });
    }
  }
  properties.quietHoursEnabled = Type.Boolean({ title: 'Quiet hours' });
  properties.quietHoursStart = Labelled('Quiet hours from', TIME);
  properties.quietHoursEnd = Labelled('Quiet hours until', TIME);
  // Checked against the runtime's IANA list by the service.
  properties.quietHoursTimezone = Type.String({ title: 'Quiet hours time zone', minLength: 1, maxLength: 64 });
  // The spec's digest lived only on the screen; here it is saved like every other preference.
  properties.digestEnabled = Type.Boolean({ title: 'Digest' });
  properties.digestFrequency = Type.Enum(['daily', 'weekly'], { title: 'Digest frequency' });
  properties.digestTime = Labelled('Digest time', TIME);
  properties.maxPerDay = Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()], {
    title: 'Most notifications a day',
  });
  properties.maxPerWeek = Type.Union([Type.Integer({ minimum: 1, maximum: 5000 }), Type.Null()], {
    title: 'Most notifications a week',
  });
  return properties;
}

/** Every flat field; a map rather than 100 hand-written names, typed by key pattern. */
export type NotificationFlags = Record<string, boolean | string | number | null>;

export const NotificationPreferencesBody = Type.Object(flatProperties(), { additionalProperties: false });
export const NotificationPreferencesPatch = Type.Partial(NotificationPreferencesBody, { additionalProperties: false });
export const NotificationPreferences = Type.Object(
  { ...flatProperties(), updatedAt: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
export type NotificationPreferences = Static<typeof NotificationPreferences> & NotificationFlags;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationFlags = deepFreeze(
  (() => {
    const defaults: NotificationFlags = {};
    for (const category of Object.keys(NOTIFICATION_CATEGORIES)) defaults[`${category}Enabled`] = true;
    for (const event of NOTIFICATION_EVENTS) {
      defaults[`${event}Enabled`] = true;
      defaults[`${event}Email`] = true;
      defaults[`${event}Sms`] = false; // SMS is off by default to prevent charges.
      defaults[`${event}Push`] = !PUSH_OFF.includes(event);
      defaults[`${event}InApp`] = !IN_APP_OFF.includes(event);
    }
    defaults.quietHoursEnabled = false;
    defaults.quietHoursStart = '22:00';
    defaults.quietHoursEnd = '08:00';
    defaults.quietHoursTimezone = 'UTC';
    defaults.digestEnabled = false;
    defaults.digestFrequency = 'daily';
    defaults.digestTime = '09:00';
    defaults.maxPerDay = null;
    defaults.maxPerWeek = null;
    return defaults;
  })(),
);

/** Save retries (spec §9): 2 more attempts, 1000 ms times the attempt number apart. */
export const NOTIFICATION_SAVE_RETRIES = 2;
export const NOTIFICATION_RETRY_DELAY_MS = 1000;
