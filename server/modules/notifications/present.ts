import type { MessageChannel, MessageEvent, MessageStatus, NotificationLog } from '../../contract/notification-logs';
import { storedReason } from '../../contract/log-reasons';
import { CATALOG } from '../../templates/catalog';
import type { LogRow } from './logs-repository';

/**
 * The type of the platform template a message was rendered from, found by its shipped name and
 * subtype (the log keeps the name it was sent under), or null for the organization's own.
 */
const SHIPPED_TYPES = new Map(CATALOG.map((entry) => [`${entry.subtype}\n${entry.name}`, entry.type]));
const shippedTypeOf = (name: string, subtype: string | null) => SHIPPED_TYPES.get(`${subtype}\n${name}`) ?? null;

/**
 * A row of the outbox as the log shows it. `sending` (claimed by the worker this very moment) is
 * still pending to the reader: it has not left yet. Retries are the attempts after the first.
 */
export function presentLog(row: LogRow): NotificationLog {
  return {
    id: row.id,
    type: row.channel as MessageChannel,
    status: (row.status === 'sending' ? 'pending' : row.status) as MessageStatus,
    event: row.event as MessageEvent,
    recipient: row.recipient,
    recipientName: row.recipientName,
    subject: row.subject,
    content: row.content,
    template: row.templateName
      ? {
          name: row.templateName,
          subtype: row.templateSubtype ?? '',
          shippedType: shippedTypeOf(row.templateName, row.templateSubtype),
        }
      : null,
    provider: row.provider,
    createdAt: row.createdAt,
    scheduledFor: row.scheduledFor,
    sentAt: row.sentAt,
    deliveredAt: row.deliveredAt,
    retryCount: Math.max(0, row.attempts - 1),
    error: row.error,
    errorReason: storedReason(row.errorKey, row.errorValues),
    metadata: row.metadata,
  };
}
