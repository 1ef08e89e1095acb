import { cachedRead } from '../../db/read-cache';
import {
  LOG_CHART_DAYS,
  LOG_MESSAGES,
  LOG_PAGE_SIZE,
  type NotificationLog,
  type NotificationLogDaily,
  type NotificationLogList,
  type NotificationLogQuery,
} from '../../contract/notification-logs';
import { ConflictError, NotFoundError } from '../../errors';
import { deliverNow } from '../../notifications/deliver';
import { enqueue } from '../../notifications/outbox';
import type { AppDeps, RequestContext } from '../../types';
import { readOrganizationRegional } from '../organizations/document';
import { lastDays, nextDate, startOfLocalDay } from './days';
import { decodeCursor, encodeCursor, type LogCursor } from './log-cursor';
import {
  countMessages,
  dailyCounts,
  findMessage,
  hasMessagesBeyond,
  messagesFrom,
  resendsOf,
  type LogFilters,
  type LogRow,
} from './logs-repository';
import { presentLog } from './present';

const DAY_MS = 86_400_000;
/**
 * How long before it leaves a message can be queued: the longest reminder (four weeks, contract
 * REMINDER_HOURS) and a few days of retries, quiet hours and rate-limit waits.
 */
const LONGEST_QUEUE_MS = 35 * DAY_MS;

/** A phone number as typed ("+61 412 345-678"): the log keeps numbers in E.164, without spaces. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/**
 * The search box: a prefix of the recipient (address, number or device token) whatever its case,
 * and, for text that is not an address or a number, the exact name of a client (first, last or
 * full), through that client's messages. Both are index ranges; a contains-search could not be.
 */
function searchFilters(search: string | undefined): Pick<LogFilters, 'recipientPrefix' | 'clientName'> {
  const text = search?.trim().toLowerCase();
  if (!text) return {};
  if (PHONE_LIKE.test(text) && /\d/.test(text)) return { recipientPrefix: text.replace(/[\s().-]/g, '') };
  if (text.includes('@')) return { recipientPrefix: text };
  return { recipientPrefix: text, clientName: text.replace(/\s+/g, ' ') };
}

function filtersOf(query: NotificationLogQuery): LogFilters {
  return {
    ...(query.notificationType ? { channel: query.notificationType } : {}),
    ...(query.status ? { statuses: query.status === 'pending' ? ['pending', 'sending'] : [query.status] } : {}),
    ...searchFilters(query.search),
  };
}

const keyOf = (row: LogRow) => ({ at: row.scheduledFor, id: row.id });

export function notificationLogsService(deps: AppDeps) {
  const { db } = deps;

  /**
   * One page, newest first, by keyset: the cursor names the row next to the page and the way to
   * read. Next / Previous cursors are given only when there is something that way.
   */
  function page(ctx: RequestContext, query: NotificationLogQuery): NotificationLogList {
    const organizationId = ctx.organizationId;
    const pageSize = query.pageSize ?? LOG_PAGE_SIZE;
    const filters = filtersOf(query);
    const from: LogCursor | null = query.cursor ? decodeCursor(query.cursor) : null;
    const fetched = messagesFrom(db, organizationId, filters, from, pageSize + 1);
    const more = fetched.length > pageSize;
    const rows = fetched.slice(0, pageSize);
    if (from?.direction === 'newer') rows.reverse();
    const first = rows[0];
    const last = rows.at(-1);

    let hasOlder: boolean;
    let hasNewer: boolean;
    if (from?.direction === 'newer') {
      hasNewer = more;
      hasOlder = last ? hasMessagesBeyond(db, organizationId, filters, keyOf(last), 'older') : false;
    } else {
      hasOlder = more;
      hasNewer = from && first ? hasMessagesBeyond(db, organizationId, filters, keyOf(first), 'newer') : false;
    }
    // Past either end (the rows around the cursor are gone): the way back is still offered.
    if (!first && from) {
      if (from.direction === 'older') hasNewer = hasMessagesBeyond(db, organizationId, filters, from, 'newer');
      else hasOlder = hasMessagesBeyond(db, organizationId, filters, from, 'older');
    }

    const total = countMessages(db, organizationId, filters);
    const cursorAt = (row: LogRow | undefined, direction: LogCursor['direction']) =>
      row ? encodeCursor({ direction, ...keyOf(row) }) : from ? encodeCursor({ ...from, direction }) : null;
    return {
      logs: rows.map(presentLog),
      total,
      totalPages: Math.ceil(total / pageSize),
      pageSize,
      nextCursor: hasOlder ? cursorAt(last, 'older') : null,
      prevCursor: hasNewer ? cursorAt(first, 'newer') : null,
    };
  }

  return {
    /**
     * The screen opens on the newest page of a view without a search, and refreshes it: that page
     * is kept until the next write (db/read-cache.ts), as one frozen answer whose JSON is made once.
     * Later pages and searches are read afresh: their keys have no end, and each would keep a page
     * of messages in memory.
     */
    list(ctx: RequestContext, query: NotificationLogQuery): NotificationLogList {
      if (query.cursor || query.search?.trim()) return page(ctx, query);
      const view = `${query.notificationType ?? ''}|${query.status ?? ''}|${query.pageSize ?? LOG_PAGE_SIZE}`;
      return cachedRead(db, `notification-log-first-page|${ctx.organizationId}|${view}`, () => page(ctx, query));
    },

    /**
     * The chart beside the table: the last LOG_CHART_DAYS days in the organization's time zone.
     * `sent` counts every message that left that day (delivered ones included: delivery is
     * confirmed after it left), `delivered` those the provider confirmed that day, `failed` those
     * given up that day.
     */
    daily(ctx: RequestContext): NotificationLogDaily {
      const timeZone = readOrganizationRegional(db, ctx).timezone;
      const dates = lastDays(deps.now(), timeZone, LOG_CHART_DAYS);
      const boundaries = [...dates, nextDate(dates.at(-1)!)].map((date) =>
        startOfLocalDay(date, timeZone).toISOString(),
      );
      const since = new Date(Date.parse(boundaries[0]!) - LONGEST_QUEUE_MS).toISOString();
      // One scan of the window per change of the log, not per look (db/read-cache.ts: until the next
      // write, at most a second): the chart sits on a page that refetches every minute.
      const counts = cachedRead(db, `notification-daily|${ctx.organizationId}|${boundaries.join(',')}`, () =>
        dailyCounts(db, ctx.organizationId, boundaries, since),
      );
      return {
        timeZone,
        days: dates.map((date, i) => ({
          date,
          sent: counts.sent[i] ?? 0,
          delivered: counts.delivered[i] ?? 0,
          failed: counts.failed[i] ?? 0,
        })),
      };
    },

    get(ctx: RequestContext, id: string): NotificationLog {
      const row = findMessage(db, ctx.organizationId, id);
      if (!row) throw new NotFoundError('Notification');
      return presentLog(row);
    },

    /**
     * Sends a failed entry again as a new entry (`resend:{id}:{n}`, metadata `resendOf`); the failed
     * one stays in the log as it was. The number is decided inside the transaction that queues the
     * copy, and a copy still waiting or being sent is answered instead of a second one: two clicks
     * (two reception PCs) resend once.
     */
    async resend(ctx: RequestContext, id: string): Promise<NotificationLog> {
      const organizationId = ctx.organizationId;
      const decided = db.transaction((tx) => {
        const original = findMessage(tx, organizationId, id);
        if (!original) throw new NotFoundError('Notification');
        if (original.status !== 'failed') throw new ConflictError(LOG_MESSAGES.resendOnlyFailed);
        const copies = resendsOf(tx, organizationId, id);
        const underway = copies.find((copy) => copy.status === 'pending' || copy.status === 'sending');
        if (underway) return { id: underway.id, deliver: false };
        const queued = enqueue(
          tx,
          {
            organizationId,
            idempotencyKey: `resend:${id}:${copies.length + 1}`,
            channel: original.channel as NotificationLog['type'],
            event: original.event as NotificationLog['event'],
            recipient: original.recipient,
            recipientName: original.recipientName,
            recipientKind: original.recipientKind as 'client' | 'staff' | 'other',
            clientId: original.clientId,
            userId: original.userId,
            appointmentId: original.appointmentId,
            subject: original.subject,
            content: original.content,
            html: original.html,
            templateName: original.templateName,
            templateSubtype: original.templateSubtype,
            // The template's variables let the engine rewrite an SMS as an email over the plan's limit.
            metadata: {
              ...(original.metadata.variables === undefined ? {} : { variables: original.metadata.variables }),
              resendOf: id,
            },
          },
          deps.now(),
        );
        return { id: queued.id, deliver: queued.created };
      });
      if (decided.deliver) await deliverNow(deps, organizationId, decided.id);
      return presentLog(findMessage(db, organizationId, decided.id)!);
    },
  };
}
