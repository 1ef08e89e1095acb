import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * The outbox and the notification log in one table: every message the engine will send, is
 * sending, or has sent or given up on. A message is written in the same transaction as the event
 * that causes it, under an idempotency key unique per organization, so the same event can never
 * queue it twice; the worker claims it with a lease before calling the provider
 * (server/notifications/).
 */
export const notificationMessages = sqliteTable(
  'notification_messages',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** "appointment:{id}:reminder:24:email:{start}", "resend:{logId}:1"...: one message per event. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** email | sms | push */
    channel: text('channel').notNull(),
    /** contract/notification-logs.ts MESSAGE_EVENTS */
    event: text('event').notNull(),
    /** pending | sending (claimed by a worker) | sent | delivered | failed | cancelled */
    status: text('status').notNull(),
    recipient: text('recipient').notNull(),
    /** Lower-cased recipient, for the search by prefix through an index. */
    recipientKey: text('recipient_key').notNull(),
    recipientName: text('recipient_name'),
    /** client | staff | other: whose quiet hours and rate limits apply. */
    recipientKind: text('recipient_kind').notNull(),
    clientId: text('client_id'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The appointment it is about, so its reminders can be cancelled or moved with it. */
    appointmentId: text('appointment_id'),
    subject: text('subject'),
    content: text('content').notNull(),
    html: text('html'),
    templateName: text('template_name'),
    templateSubtype: text('template_subtype'),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    /** When it is due (reminders, quiet hours): the log's "Time" for what has not gone yet. */
    scheduledFor: text('scheduled_for').notNull(),
    /** When the worker may next try it (after a back-off or a rate-limit wait). */
    nextAttemptAt: text('next_attempt_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** What the message costs in credits: an SMS's parts (contract/sms-segments.ts), else 1. */
    segments: integer('segments').notNull().default(1),
    /** A claimed message belongs to its worker until then; after it, the claim is stale (a crash). */
    leaseUntil: text('lease_until'),
    /** Why it was not sent, in English (what the search finds)... */
    error: text('error'),
    /** ...and as the key and values of one of the log's reasons, for the screens to translate. */
    errorKey: text('error_key'),
    errorValues: text('error_values', { mode: 'json' }).$type<Record<string, string | number>>(),
    metadata: text('metadata', { mode: 'json' })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    sentAt: text('sent_at'),
    deliveredAt: text('delivered_at'),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('notification_messages_key').on(t.organizationId, t.idempotencyKey),
    // The log, latest due first (sent ones by when they went, pending ones by when they will), with
    // or without the type and status filters: keyset paging on (scheduled_for, id).
    index('notification_messages_org_due').on(t.organizationId, t.scheduledFor, t.id),
    index('notification_messages_org_channel').on(t.organizationId, t.channel, t.scheduledFor, t.id),
    index('notification_messages_org_status').on(t.organizationId, t.status, t.scheduledFor, t.id),
    // The daily chart's window.
    index('notification_messages_org_created').on(t.organizationId, t.createdAt),
    index('notification_messages_org_recipient').on(t.organizationId, t.recipientKey),
    // The worker's queue: what is due, across organizations.
    index('notification_messages_due').on(t.status, t.nextAttemptAt),
    index('notification_messages_appointment').on(t.organizationId, t.appointmentId),
    // A client's recent messages, for the rate limits.
    index('notification_messages_client').on(t.organizationId, t.clientId, t.sentAt),
  ],
);

/**
 * The organization's provider connection per channel (email, sms, push). Non-secret settings are
 * plain JSON; the secret ones (SMTP password, API key, auth token, private key) one JSON object
 * encrypted with the data folder's key (security/secrets.ts).
 */
export const notificationConnections = sqliteTable(
  'notification_connections',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    provider: text('provider').notNull(),
    isEnabled: integer('is_enabled', { mode: 'boolean' }).notNull().default(true),
    settings: text('settings', { mode: 'json' })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    secrets: text('secrets'),
    /** not_configured | connected | error */
    status: text('status').notNull().default('not_configured'),
    lastCheckedAt: text('last_checked_at'),
    /** Why the provider refused the last check, in English... */
    lastError: text('last_error'),
    /** ...and as one of the log's reasons (contract/log-reasons.ts), for the screen to translate. */
    lastErrorKey: text('last_error_key'),
    lastErrorValues: text('last_error_values', { mode: 'json' }).$type<Record<string, string | number>>(),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('notification_connections_org_channel').on(t.organizationId, t.channel)],
);

/**
 * What the admin digest will report: one row per admin event per recipient, until the digest
 * that reports it is queued (`digest_message_id`).
 */
export const adminDigestItems = sqliteTable(
  'admin_digest_items',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    summary: text('summary').notNull(),
    digestMessageId: text('digest_message_id'),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('admin_digest_items_pending').on(t.organizationId, t.userId, t.digestMessageId)],
);

/** A team member's link to set their own password: the token's SHA-256 only, used once. */
export const teamInvitations = sqliteTable(
  'team_invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: text('expires_at').notNull(),
    acceptedAt: text('accepted_at'),
    /** Set when a newer invitation replaces it. */
    revokedAt: text('revoked_at'),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('team_invitations_token').on(t.tokenHash), index('team_invitations_user').on(t.userId)],
);
