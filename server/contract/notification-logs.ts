import { Type, type Static } from 'typebox';
import { TEMPLATE_TYPES } from './message-templates';
import { deepFreeze, Id, Labelled, Strict, TextField } from './common';
import { englishReason, LogReason, logReason } from './log-reasons';

/**
 * Notification Logs (spec part 3 §2, §3 "Notification log", §4, §7, §8): every message the
 * delivery engine has queued, sent or given up on. The log is the outbox itself (one row per
 * message), so what the screen shows is what the engine did, never a copy that could disagree.
 */
export const MESSAGE_CHANNELS = ['email', 'sms', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * The spec's four, plus `cancelled`: a reminder whose appointment was cancelled or moved before it
 * was due. It was never sent, and the log says so rather than deleting it.
 */
export const MESSAGE_STATUSES = ['pending', 'sent', 'delivered', 'failed', 'cancelled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** What caused a message: the booking events, the team's own, and the ones sent by hand. */
export const MESSAGE_EVENTS = [
  'appointmentConfirmation',
  'appointmentReminder',
  'appointmentCancellation',
  'appointmentRescheduling',
  'adminBooking',
  'adminCancellation',
  'adminNoShow',
  'adminConflict',
  'adminDigest',
  'teamInvitation',
  'loginAlert',
  'passwordChange',
  'unusualActivity',
  'providerTest',
  'custom',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

export const LOG_PAGE_SIZE = 25;
export const LOG_SEARCH_MAX = 100;
/** Spec part 3 §9: the screen refetches the logs after a minute. */
export const LOG_STALE_MS = 60_000;
/** Days the daily chart covers. */
export const LOG_CHART_DAYS = 14;

export const NotificationLog = Strict({
  id: Id,
  type: Type.Enum([...MESSAGE_CHANNELS]),
  status: Type.Enum([...MESSAGE_STATUSES]),
  event: Type.Enum([...MESSAGE_EVENTS]),
  recipient: Type.String(),
  recipientName: Type.Union([Type.String(), Type.Null()]),
  subject: Type.Union([Type.String(), Type.Null()]),
  content: Type.String(),
  /** The template it was rendered from; null for a message written by hand ('Custom'). */
  template: Type.Union([
    Strict({
      name: Type.String(),
      subtype: Type.String(),
      /**
       * The type of the platform template it was rendered from, whose name ships with the product
       * (the screens say it in the reader's language); null for the organization's own (our addition).
       */
      shippedType: Type.Union([Type.Enum([...TEMPLATE_TYPES]), Type.Null()]),
    }),
    Type.Null(),
  ]),
  provider: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  /** When it is (or was) due: later than createdAt for reminders and quiet hours. */
  scheduledFor: Type.String(),
  sentAt: Type.Union([Type.String(), Type.Null()]),
  deliveredAt: Type.Union([Type.String(), Type.Null()]),
  /** Attempts after the first. */
  retryCount: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
  /**
   * `error` as the key and values of one of the log's reasons (contract/log-reasons.ts), for the
   * screens to say it in the reader's language; null when the words came as they are (our addition).
   */
  errorReason: Type.Union([LogReason, Type.Null()]),
  /** What else the engine noted: the appointment, a fallback from SMS to email, the entry it resends. */
  metadata: Type.Record(Type.String(), Type.Unknown()),
});
export type NotificationLog = Static<typeof NotificationLog>;

/**
 * The metadata keys the log's detail dialog puts into words (any other key is listed as it is).
 * Every key is optional: the engine writes the ones that apply.
 */
export interface NotificationLogMetadata {
  /** The failed entry this message resends. */
  resendOf?: string;
  /** The channel it was meant for when it went by another (an SMS over the plan's limit goes by email). */
  fallbackFrom?: MessageChannel;
  /** Why it went by another channel, as a sentence for the user, in English... */
  fallbackReason?: string;
  /** ...and as the key of one of the log's reasons (contract/log-reasons.ts), for the screens. */
  fallbackReasonKey?: string;
  /** The appointment it is about, and when that starts (UTC ISO). */
  appointmentId?: string;
  appointmentStart?: string;
}

/**
 * Keyset paging: `cursor` is the opaque value of the previous answer's `nextCursor` (older
 * entries) or `prevCursor` (newer), so page 10,000 costs what page 1 does. `total` and
 * `totalPages` count what the filters match.
 */
export const NotificationLogQuery = Strict({
  notificationType: Type.Optional(Labelled('Type', Type.Enum([...MESSAGE_CHANNELS]))),
  status: Type.Optional(Labelled('Status', Type.Enum([...MESSAGE_STATUSES]))),
  search: Type.Optional(TextField({ label: 'Search', maxLength: LOG_SEARCH_MAX })),
  cursor: Type.Optional(Labelled('Page', Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }))),
  pageSize: Type.Optional(Type.Integer({ title: 'Page size', minimum: 1, maximum: 100, default: LOG_PAGE_SIZE })),
});
export type NotificationLogQuery = Static<typeof NotificationLogQuery>;

export const NotificationLogList = Strict({
  logs: Type.Array(NotificationLog),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  pageSize: Type.Integer(),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
  prevCursor: Type.Union([Type.String(), Type.Null()]),
});
export type NotificationLogList = Static<typeof NotificationLogList>;

/** The chart beside the table: per day in the organization's time zone, oldest first. */
export const NotificationLogDaily = Strict({
  timeZone: Type.String(),
  days: Type.Array(
    Strict({ date: Type.String(), sent: Type.Integer(), delivered: Type.Integer(), failed: Type.Integer() }),
  ),
});
export type NotificationLogDaily = Static<typeof NotificationLogDaily>;

/** POST /api/notifications/send: a message written by hand to one recipient. */
export const SendNotificationBody = Strict({
  type: Labelled('Type', Type.Enum([...MESSAGE_CHANNELS])),
  /** An email address, an international phone number, or a device token, by type. */
  recipient: TextField({ label: 'Recipient', maxLength: 4096 }),
  recipientName: Type.Optional(TextField({ label: 'Recipient name', maxLength: 200 })),
  /** Ties the message to a client: their rate limits apply and it shows in their history. */
  clientId: Type.Optional(Labelled('Client', Id)),
  subject: Type.Optional(TextField({ label: 'Subject', maxLength: 200 })),
  message: TextField({ label: 'Message', maxLength: 10_000, multiline: true }),
});
export type SendNotificationBody = Static<typeof SendNotificationBody>;

export const LOG_MESSAGES = deepFreeze({
  resendOnlyFailed: 'Only failed notifications can be resent',
  notConnected: (channel: MessageChannel) => englishReason(logReason('logReason.notConnected', { channel })),
});
