import { and, asc, count, eq, gte, inArray, lt, lte, max, notInArray, sql, sum } from 'drizzle-orm';
import { reasonColumns, type LoggedReason } from '../contract/log-reasons';
import type { Db, DbOrTx } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { clients, notificationMessages } from '../db/schema';

/**
 * The engine's queries on the outbox (notification_messages) and the digest items. Every function
 * but the worker's claims takes the organization; the claims work across organizations because the
 * worker serves them all from one queue.
 */

export type MessageRow = typeof notificationMessages.$inferSelect;
export type NewMessageRow = typeof notificationMessages.$inferInsert;

/**
 * `next_attempt_at` of a row the worker has nothing more to do with (a sent email, an SMS whose
 * delivery checks are over): later than every clock reading, so the due index never walks past it.
 */
export const NEVER = '9999-12-31T23:59:59.999Z';

const bump = (nowIso: string) => ({ version: sql`${notificationMessages.version} + 1`, updatedAt: nowIso });

/** Inserts unless the organization already has a message with this idempotency key; true when inserted. */
export function insertMessage(db: DbOrTx, row: NewMessageRow): boolean {
  return (
    db
      .insert(notificationMessages)
      .values(row)
      .onConflictDoNothing({ target: [notificationMessages.organizationId, notificationMessages.idempotencyKey] })
      .run().changes === 1
  );
}

export function findMessageByKey(db: DbOrTx, organizationId: string, idempotencyKey: string) {
  return db
    .select({ id: notificationMessages.id, status: notificationMessages.status })
    .from(notificationMessages)
    .where(
      and(
        eq(notificationMessages.organizationId, organizationId),
        eq(notificationMessages.idempotencyKey, idempotencyKey),
      ),
    )
    .get();
}

// Read for every log entry opened and every message sent: prepared once per connection.
const messageById = preparedOnce((db) =>
  db
    .select()
    .from(notificationMessages)
    .where(
      and(
        eq(notificationMessages.organizationId, sql.placeholder('organizationId')),
        eq(notificationMessages.id, sql.placeholder('id')),
      ),
    )
    .prepare(),
);

export function findMessage(db: DbOrTx, organizationId: string, id: string): MessageRow | undefined {
  return messageById(db).get({ organizationId, id });
}

export interface ClaimedRow extends MessageRow {
  /** It was found `sending` with its lease run out: an attempt was interrupted (a crash). */
  recovered: boolean;
}

/**
 * Claims up to `limit` messages that are due, or whose claim went stale, in one short
 * transaction: each becomes `sending` with a lease and one more attempt. `skip` holds the ids this
 * process is still sending (a lease that ran out under a slow provider is not a crash).
 */
export function claimDue(db: Db, nowIso: string, leaseIso: string, limit: number, skip: ReadonlySet<string>) {
  return db.transaction((tx) => {
    const take = limit + skip.size;
    const due = tx
      .select()
      .from(notificationMessages)
      .where(and(eq(notificationMessages.status, 'pending'), lte(notificationMessages.nextAttemptAt, nowIso)))
      .orderBy(asc(notificationMessages.nextAttemptAt))
      .limit(take)
      .all();
    const stale = tx
      .select()
      .from(notificationMessages)
      .where(and(eq(notificationMessages.status, 'sending'), lte(notificationMessages.leaseUntil, nowIso)))
      .limit(take)
      .all();
    const claimed: ClaimedRow[] = [];
    for (const row of [...stale, ...due]) {
      if (claimed.length >= limit) break;
      if (skip.has(row.id)) continue;
      tx.update(notificationMessages)
        .set({ status: 'sending', leaseUntil: leaseIso, attempts: row.attempts + 1, ...bump(nowIso) })
        .where(eq(notificationMessages.id, row.id))
        .run();
      claimed.push({
        ...row,
        recovered: row.status === 'sending',
        status: 'sending',
        leaseUntil: leaseIso,
        attempts: row.attempts + 1,
      });
    }
    return claimed;
  });
}

/** Claims one pending message of the organization now, whenever it was due (a test send, a resend). */
export function claimOne(db: DbOrTx, organizationId: string, id: string, nowIso: string, leaseIso: string) {
  const row = findMessage(db, organizationId, id);
  if (!row || row.status !== 'pending') return undefined;
  const changed = db
    .update(notificationMessages)
    .set({ status: 'sending', leaseUntil: leaseIso, attempts: row.attempts + 1, ...bump(nowIso) })
    .where(and(eq(notificationMessages.id, id), eq(notificationMessages.status, 'pending')))
    .run().changes;
  if (changed !== 1) return undefined;
  return {
    ...row,
    recovered: false,
    status: 'sending',
    leaseUntil: leaseIso,
    attempts: row.attempts + 1,
  } as ClaimedRow;
}

const mine = (organizationId: string, id: string) =>
  and(eq(notificationMessages.organizationId, organizationId), eq(notificationMessages.id, id));

export function recordSent(
  db: DbOrTx,
  organizationId: string,
  id: string,
  fields: {
    provider: string;
    providerMessageId: string | null;
    sentAt: string;
    nextCheckAt: string;
    metadata: Record<string, unknown>;
  },
): void {
  db.update(notificationMessages)
    .set({
      status: 'sent',
      provider: fields.provider,
      providerMessageId: fields.providerMessageId,
      sentAt: fields.sentAt,
      nextAttemptAt: fields.nextCheckAt,
      leaseUntil: null,
      ...errorColumns(null),
      metadata: fields.metadata,
      ...bump(fields.sentAt),
    })
    .where(mine(organizationId, id))
    .run();
}

/** The three columns of why a message did not go: its English text, and its key and values when it has them. */
export const errorColumns = (error: LoggedReason | null) => {
  const { key, values } = reasonColumns(error?.reason ?? null);
  return { error: error?.text ?? null, errorKey: key, errorValues: values };
};

export function recordFailed(
  db: DbOrTx,
  organizationId: string,
  id: string,
  error: LoggedReason,
  nowIso: string,
  extra: { provider?: string | null; metadata?: Record<string, unknown> } = {},
): void {
  db.update(notificationMessages)
    .set({
      status: 'failed',
      ...errorColumns(error),
      leaseUntil: null,
      nextAttemptAt: NEVER,
      ...extra,
      ...bump(nowIso),
    })
    .where(mine(organizationId, id))
    .run();
}

/** Back to the queue after a provider could not be reached; the reason stays visible meanwhile. */
export function recordRetry(
  db: DbOrTx,
  organizationId: string,
  id: string,
  error: LoggedReason,
  nextIso: string,
  nowIso: string,
  provider: string | null,
): void {
  db.update(notificationMessages)
    .set({
      status: 'pending',
      ...errorColumns(error),
      provider,
      leaseUntil: null,
      nextAttemptAt: nextIso,
      ...bump(nowIso),
    })
    .where(mine(organizationId, id))
    .run();
}

/**
 * Not yet, and through no fault of the provider (quiet hours, the minimum interval): back to the
 * queue due at `untilIso`, the attempt given back.
 */
export function postpone(db: DbOrTx, organizationId: string, id: string, untilIso: string, nowIso: string): void {
  db.update(notificationMessages)
    .set({
      status: 'pending',
      leaseUntil: null,
      nextAttemptAt: untilIso,
      scheduledFor: untilIso,
      attempts: sql`max(${notificationMessages.attempts} - 1, 0)`,
      ...bump(nowIso),
    })
    .where(mine(organizationId, id))
    .run();
}

/** Over the plan's SMS limit: the same message, the same key, now an email. */
export function switchToEmail(
  db: DbOrTx,
  organizationId: string,
  id: string,
  fields: {
    recipient: string;
    subject: string | null;
    content: string;
    html: string | null;
    templateName: string | null;
    metadata: Record<string, unknown>;
  },
  nowIso: string,
): void {
  db.update(notificationMessages)
    // An email costs one, whatever parts the SMS had.
    .set({ channel: 'email', recipientKey: fields.recipient.toLowerCase(), segments: 1, ...fields, ...bump(nowIso) })
    .where(mine(organizationId, id))
    .run();
}

/** Sent rows looked at per claim: those with no checks planned are settled on the way. */
const DELIVERY_SCAN = 200;

/**
 * Sent SMS whose delivery check is due; each is held until `holdIso` while it is checked. A sent
 * row with no checks planned that is due all the same (written by something other than the engine,
 * such as sample data) is settled here with NEVER, so the due index never walks past it again.
 */
export function claimDeliveryChecks(db: Db, nowIso: string, holdIso: string, limit: number, skip: ReadonlySet<string>) {
  return db.transaction((tx) => {
    const rows = tx
      .select()
      .from(notificationMessages)
      .where(and(eq(notificationMessages.status, 'sent'), lte(notificationMessages.nextAttemptAt, nowIso)))
      .orderBy(asc(notificationMessages.nextAttemptAt))
      .limit(Math.max(limit, DELIVERY_SCAN) + skip.size)
      .all();
    const claimed: MessageRow[] = [];
    for (const row of rows) {
      if (skip.has(row.id)) continue;
      const planned =
        row.channel === 'sms' && row.providerMessageId !== null && typeof row.metadata.deliveryChecks === 'number';
      if (planned && claimed.length >= limit) continue;
      tx.update(notificationMessages)
        .set({ nextAttemptAt: planned ? holdIso : NEVER })
        .where(eq(notificationMessages.id, row.id))
        .run();
      if (planned) claimed.push(row);
    }
    return claimed;
  });
}

export function recordDeliveryCheck(
  db: DbOrTx,
  organizationId: string,
  id: string,
  fields: {
    status: 'sent' | 'delivered' | 'failed';
    deliveredAt?: string;
    error?: LoggedReason | null;
    nextCheckAt: string;
    metadata: Record<string, unknown>;
  },
  nowIso: string,
): void {
  db.update(notificationMessages)
    .set({
      status: fields.status,
      nextAttemptAt: fields.nextCheckAt,
      metadata: fields.metadata,
      ...(fields.deliveredAt ? { deliveredAt: fields.deliveredAt } : {}),
      ...(fields.error !== undefined ? errorColumns(fields.error) : {}),
      ...bump(nowIso),
    })
    .where(and(mine(organizationId, id), eq(notificationMessages.status, 'sent')))
    .run();
}

/** Cancels what has not gone yet of an appointment's messages of these events; answers how many. */
export function cancelPending(
  db: DbOrTx,
  organizationId: string,
  appointmentId: string,
  events: readonly string[],
  nowIso: string,
  exceptKeys: readonly string[] = [],
): number {
  return db
    .update(notificationMessages)
    .set({ status: 'cancelled', leaseUntil: null, nextAttemptAt: NEVER, ...bump(nowIso) })
    .where(
      and(
        eq(notificationMessages.organizationId, organizationId),
        eq(notificationMessages.appointmentId, appointmentId),
        eq(notificationMessages.status, 'pending'),
        inArray(notificationMessages.event, [...events]),
        exceptKeys.length > 0 ? notInArray(notificationMessages.idempotencyKey, [...exceptKeys]) : undefined,
      ),
    )
    .run().changes;
}

/** A cancelled reminder due again (the appointment came back to the same time): pending once more. */
export function revive(db: DbOrTx, organizationId: string, id: string, dueIso: string, nowIso: string): void {
  db.update(notificationMessages)
    .set({
      status: 'pending',
      nextAttemptAt: dueIso,
      scheduledFor: dueIso,
      attempts: 0,
      ...errorColumns(null),
      ...bump(nowIso),
    })
    .where(and(mine(organizationId, id), eq(notificationMessages.status, 'cancelled')))
    .run();
}

const SENT = ['sent', 'delivered'];

/** A client's messages of one channel that left: how many today, and when the latest went. */
export function clientSentStats(
  db: DbOrTx,
  organizationId: string,
  clientId: string,
  channel: string,
  dayStartIso: string,
  dayEndIso: string,
): { sentToday: number; lastSentAt: string | null } {
  const base = and(
    eq(notificationMessages.organizationId, organizationId),
    eq(notificationMessages.clientId, clientId),
    eq(notificationMessages.channel, channel),
    inArray(notificationMessages.status, SENT),
  );
  const today = db
    .select({ n: count() })
    .from(notificationMessages)
    .where(and(base, gte(notificationMessages.sentAt, dayStartIso), lt(notificationMessages.sentAt, dayEndIso)))
    .get();
  const last = db
    .select({ at: max(notificationMessages.sentAt) })
    .from(notificationMessages)
    .where(base)
    .get();
  return { sentToday: today?.n ?? 0, lastSentAt: last?.at ?? null };
}

/**
 * Messages nothing queues earlier than this before they go: the furthest reminder (four weeks)
 * plus waits for quiet hours and back-off. It bounds the usage count to an index range.
 */
const LONGEST_QUEUE_MS = 35 * 86_400_000;

/**
 * Messages of a channel that left within [start, end): the plan's usage of emails, SMS and push.
 * SMS count in credits, one per part (spec part 3 §2): the sum of their segments.
 */
export function countSentInPeriod(db: DbOrTx, organizationId: string, channel: string, start: Date, end: Date): number {
  const row = db
    .select({ n: channel === 'sms' ? sql<number>`coalesce(${sum(notificationMessages.segments)}, 0)` : count() })
    .from(notificationMessages)
    .where(
      and(
        eq(notificationMessages.organizationId, organizationId),
        eq(notificationMessages.channel, channel),
        gte(notificationMessages.createdAt, new Date(start.getTime() - LONGEST_QUEUE_MS).toISOString()),
        lt(notificationMessages.createdAt, end.toISOString()),
        inArray(notificationMessages.status, SENT),
        gte(notificationMessages.sentAt, start.toISOString()),
        lt(notificationMessages.sentAt, end.toISOString()),
      ),
    )
    .get();
  return Number(row?.n ?? 0);
}

export function findClientContact(db: DbOrTx, organizationId: string, clientId: string) {
  return db
    .select({ email: clients.email, phone: clients.phone, firstName: clients.firstName, lastName: clients.lastName })
    .from(clients)
    .where(and(eq(clients.organizationId, organizationId), eq(clients.id, clientId)))
    .get();
}
