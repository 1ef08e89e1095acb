import type { NotificationLog, NotificationLogList } from '../../../../server/contract/notification-logs';

/** Test entries: a confirmation email sent an hour before `now`, changed as each test needs. */
export function logEntry(changes: Partial<NotificationLog> = {}, now = new Date()): NotificationLog {
  const hourAgo = new Date(now.getTime() - 60 * 60_000).toISOString();
  return {
    id: '01900000-0000-7000-8000-00000000a001',
    type: 'email',
    status: 'sent',
    event: 'appointmentConfirmation',
    recipient: 'ana@example.test',
    recipientName: 'Ana Alves',
    subject: 'Your appointment is confirmed',
    content: 'Hi Ana, see you on Friday at 10:00.',
    template: { name: 'Appointment confirmation', subtype: 'email', shippedType: null },
    provider: 'smtp',
    createdAt: hourAgo,
    scheduledFor: hourAgo,
    sentAt: hourAgo,
    deliveredAt: null,
    retryCount: 0,
    error: null,
    errorReason: null,
    metadata: {},
    ...changes,
  };
}

export function logPage(logs: NotificationLog[], changes: Partial<NotificationLogList> = {}): NotificationLogList {
  return {
    logs,
    total: logs.length,
    totalPages: logs.length === 0 ? 0 : 1,
    pageSize: 25,
    nextCursor: null,
    prevCursor: null,
    ...changes,
  };
}
