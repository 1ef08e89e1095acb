import type { MessageChannel, MessageEvent } from '../contract/notification-logs';
import type { DbOrTx } from '../db/client';
import type { AppDeps } from '../types';
import { wakeWorker } from './deliver';
import { countSmsSegments } from '../contract/sms-segments';
import { newId } from '../ids';
import { findMessageByKey, insertMessage } from './repository';

/**
 * The outbox: a message is written in the same transaction as the event that causes it, under an
 * idempotency key unique per organization (`appointment:{id}:reminder:24:email:{start}`,
 * `invitation:{id}`, `resend:{logId}:{n}`). If the event rolls back, so does the message; if the
 * event is told twice, the second insert finds the key and queues nothing. The worker sends it after
 * the commit (wakeWorker in deliver.ts).
 */
export interface NewMessage {
  organizationId: string;
  idempotencyKey: string;
  channel: MessageChannel;
  event: MessageEvent;
  recipient: string;
  recipientName?: string | null;
  /** Whose rules apply: a client's rate limits, a staff member's quiet hours, or neither. */
  recipientKind: 'client' | 'staff' | 'other';
  clientId?: string | null;
  userId?: string | null;
  appointmentId?: string | null;
  subject?: string | null;
  content: string;
  html?: string | null;
  templateName?: string | null;
  templateSubtype?: string | null;
  /** When it is due; now when absent. */
  scheduledFor?: Date;
  metadata?: Record<string, unknown>;
}

/** Insert-or-ignore by (organization, idempotency key): the same event never queues twice. Call inside the event's own transaction. */
export function enqueue(db: DbOrTx, message: NewMessage, now: Date): { id: string; created: boolean } {
  const nowIso = now.toISOString();
  const due = (message.scheduledFor ?? now).toISOString();
  const id = newId(now.getTime());
  const created = insertMessage(db, {
    id,
    organizationId: message.organizationId,
    idempotencyKey: message.idempotencyKey,
    channel: message.channel,
    event: message.event,
    status: 'pending',
    recipient: message.recipient,
    recipientKey: message.recipient.toLowerCase(),
    recipientName: message.recipientName ?? null,
    recipientKind: message.recipientKind,
    clientId: message.clientId ?? null,
    userId: message.userId ?? null,
    appointmentId: message.appointmentId ?? null,
    subject: message.subject ?? null,
    content: message.content,
    // What it costs in credits: an SMS's parts (at least one), anything else one.
    segments: message.channel === 'sms' ? Math.max(1, countSmsSegments(message.content).segments) : 1,
    html: message.html ?? null,
    templateName: message.templateName ?? null,
    templateSubtype: message.templateSubtype ?? null,
    scheduledFor: due,
    nextAttemptAt: due,
    attempts: 0,
    metadata: message.metadata ?? {},
    createdAt: nowIso,
    updatedAt: nowIso,
  });
  if (created) return { id, created: true };
  const existing = findMessageByKey(db, message.organizationId, message.idempotencyKey);
  if (!existing) throw new Error(`The message ${message.idempotencyKey} was neither inserted nor found`);
  return { id: existing.id, created: false };
}

export interface EventOptions {
  /** The event's own transaction: the messages commit or roll back with it (wake the worker after the commit). */
  tx?: DbOrTx;
}

/**
 * Runs `work` (which queues messages and says how many) in the caller's transaction when given,
 * else in one of its own, waking the worker after that commit when anything was queued.
 */
export function queueWithin(deps: AppDeps, options: EventOptions, work: (db: DbOrTx) => number): { queued: number } {
  if (options.tx) return { queued: work(options.tx) };
  const queued = deps.db.transaction((tx) => work(tx));
  if (queued > 0) wakeWorker(deps);
  return { queued };
}
