import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/sqlite-core';
import type { MessageChannel } from '../../contract/notification-logs';
import type { Db, DbOrTx } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { clients, notificationMessages as m } from '../../db/schema';
import type { LogCursor } from './log-cursor';

export type MessageRow = typeof m.$inferSelect;
export type NewMessageRow = typeof m.$inferInsert;

// What the log shows of an entry: everything but the HTML part (a few kilobytes an email) and the
// engine's bookkeeping, so a page reads only what it answers.
const {
  html: _html,
  idempotencyKey: _key,
  leaseUntil: _lease,
  nextAttemptAt: _next,
  version: _version,
  ...logColumns
} = getTableColumns(m);
export type LogRow = Pick<MessageRow, keyof typeof logColumns>;

/** What the log's filters narrow to, already decided by the service. */
export interface LogFilters {
  channel?: MessageChannel;
  /** Stored statuses: `pending` on the screen is `pending` or `sending` here. */
  statuses?: readonly string[];
  /** Lower-cased prefix of the recipient (recipient_key). */
  recipientPrefix?: string;
  /** A client's first, last or full name, lower-cased, matched exactly. */
  clientName?: string;
}

/** Above every character: `key < prefix || TOP` ends the range of keys starting with `prefix`. */
const TOP = String.fromCodePoint(0x10ffff);

const keyOf = (cursor: Pick<LogCursor, 'at' | 'id'>) => sql`(${cursor.at}, ${cursor.id})`;
const pagingKey = sql`(${m.scheduledFor}, ${m.id})`;
const beyond = (key: Pick<LogCursor, 'at' | 'id'>, direction: LogCursor['direction']) =>
  direction === 'newer' ? sql`${pagingKey} > ${keyOf(key)}` : sql`${pagingKey} < ${keyOf(key)}`;

/**
 * The rows a search matches, as rowids read from indexes only: a range of
 * notification_messages_org_recipient for the recipient's prefix, and the named clients' messages
 * through notification_messages_client. A search is narrow, so the few rows it finds are then
 * fetched by rowid and sorted, rather than walking the whole log in order looking for them.
 */
function searchHits(db: Db, organizationId: string, filters: LogFilters) {
  const rowid = sql<number>`${m}.rowid`.as('hit');
  const parts = [];
  if (filters.recipientPrefix !== undefined) {
    const prefix = filters.recipientPrefix;
    const range = and(gte(m.recipientKey, prefix), lt(m.recipientKey, prefix + TOP));
    parts.push(
      db
        .select({ hit: rowid })
        .from(m)
        .where(and(eq(m.organizationId, organizationId), range)),
    );
  }
  if (filters.clientName !== undefined) {
    const name = filters.clientName;
    const named = db
      .select({ id: clients.id })
      .from(clients)
      .where(
        and(
          eq(clients.organizationId, organizationId),
          sql`(lower(${clients.firstName}) = ${name} or lower(${clients.lastName}) = ${name} or lower(${clients.firstName} || ' ' || ${clients.lastName}) = ${name})`,
        ),
      );
    parts.push(
      db
        .select({ hit: rowid })
        .from(m)
        .where(and(eq(m.organizationId, organizationId), inArray(m.clientId, named))),
    );
  }
  const [first, second] = parts;
  if (!first) return null;
  return (second ? union(first, second) : first).as('hits');
}

/**
 * The filters other than the search, for one status (or none): with the organization first, each
 * is the prefix of an index that ends with the paging key (notification_messages_org_created,
 * _org_channel, _org_status), so a page is a seek and the count reads the index alone.
 */
function conditions(organizationId: string, filters: LogFilters, status: string | undefined): SQL[] {
  const where: SQL[] = [eq(m.organizationId, organizationId)];
  if (filters.channel) where.push(eq(m.channel, filters.channel));
  if (status !== undefined) where.push(eq(m.status, status));
  return where;
}

/** One query per status asked for (`pending` is two stored ones), so each stays a seek on its index. */
const statusesOf = (filters: LogFilters): (string | undefined)[] =>
  filters.statuses && filters.statuses.length > 0 ? [...filters.statuses] : [undefined];

/** A search's rows are fetched by rowid: the CROSS JOIN keeps the hits as the outer loop. */
const hitRow = (hits: NonNullable<ReturnType<typeof searchHits>>) => sql`${m}.rowid = ${hits.hit}`;
const statusIn = (filters: LogFilters) =>
  filters.statuses && filters.statuses.length > 0 ? inArray(m.status, [...filters.statuses]) : undefined;

const byKey = (direction: 'newer' | 'older') => (a: LogRow, b: LogRow) => {
  const order =
    a.scheduledFor === b.scheduledFor
      ? a.id < b.id
        ? -1
        : a.id > b.id
          ? 1
          : 0
      : a.scheduledFor < b.scheduledFor
        ? -1
        : 1;
  return direction === 'newer' ? order : -order;
};

/**
 * Up to `limit` entries next to `from` in its direction (older: newest first after it; newer:
 * oldest first before it), or the newest when there is no cursor. The row-value comparison on
 * (scheduled_for, id) is a range of the index, so page 10,000 is a seek like page 1.
 */
export function messagesFrom(
  db: Db,
  organizationId: string,
  filters: LogFilters,
  from: LogCursor | null,
  limit: number,
): LogRow[] {
  const direction = from?.direction ?? 'older';
  const order = direction === 'newer' ? [asc(m.scheduledFor), asc(m.id)] : [desc(m.scheduledFor), desc(m.id)];
  const after = from ? beyond(from, direction) : undefined;
  const hits = searchHits(db, organizationId, filters);
  if (hits) {
    return db
      .select(logColumns)
      .from(hits)
      .crossJoin(m)
      .where(and(hitRow(hits), ...conditions(organizationId, filters, undefined), statusIn(filters), after))
      .orderBy(...order)
      .limit(limit)
      .all();
  }
  const rows = statusesOf(filters).flatMap((status) =>
    db
      .select(logColumns)
      .from(m)
      .where(and(...conditions(organizationId, filters, status), after))
      .orderBy(...order)
      .limit(limit)
      .all(),
  );
  return rows.length <= limit ? rows.sort(byKey(direction)) : rows.sort(byKey(direction)).slice(0, limit);
}

/** Whether any entry matching the filters lies beyond `key` in `direction`. */
export function hasMessagesBeyond(
  db: Db,
  organizationId: string,
  filters: LogFilters,
  key: Pick<LogCursor, 'at' | 'id'>,
  direction: LogCursor['direction'],
): boolean {
  return messagesFrom(db, organizationId, filters, { ...key, direction }, 1).length > 0;
}

/**
 * How many entries match, counted on the filters' indexes. Kept until the next write
 * (db/read-cache): moving from page to page counts once.
 */
export function countMessages(db: Db, organizationId: string, filters: LogFilters): number {
  const key = `notification-log-count|${JSON.stringify([organizationId, filters])}`;
  return cachedRead(db, key, () => {
    const hits = searchHits(db, organizationId, filters);
    if (hits) {
      return (
        db
          .select({ n: count() })
          .from(hits)
          .crossJoin(m)
          .where(and(hitRow(hits), ...conditions(organizationId, filters, undefined), statusIn(filters)))
          .get()?.n ?? 0
      );
    }
    return statusesOf(filters).reduce(
      (total, status) =>
        total +
        (db
          .select({ n: count() })
          .from(m)
          .where(and(...conditions(organizationId, filters, status)))
          .get()?.n ?? 0),
      0,
    );
  });
}

/** One entry, whole: the engine's own read (prepared once per connection). */
export { findMessage } from '../../notifications/repository';

/**
 * The copies already made of an entry by resend (idempotency keys `resend:{id}:{n}`), newest first:
 * a range of the unique (organization, idempotency key) index.
 */
export function resendsOf(db: DbOrTx, organizationId: string, id: string): MessageRow[] {
  const prefix = `resend:${id}:`;
  return db
    .select()
    .from(m)
    .where(and(eq(m.organizationId, organizationId), gte(m.idempotencyKey, prefix), lt(m.idempotencyKey, prefix + TOP)))
    .orderBy(desc(m.createdAt), desc(m.id))
    .all();
}

export interface DailyCounts {
  sent: number[];
  delivered: number[];
  failed: number[];
}

/**
 * Per day between consecutive `boundaries` (UTC instants of local midnights): entries that left
 * (sent_at), that the provider confirmed (delivered_at), and that failed (status failed, counted on
 * the day it was given up: updated_at). Read in one pass over the entries created since
 * `createdSince` (the created_at index): a message leaves at the latest a few weeks after it is
 * queued (the longest reminder), so older entries cannot fall in the chart.
 */
export function dailyCounts(db: Db, organizationId: string, boundaries: readonly string[], createdSince: string) {
  const days = boundaries.slice(1).map((end, i) => [boundaries[i]!, end] as const);
  const within = (column: SQL, extra?: SQL) => (start: string, end: string) =>
    sql`sum(${column} >= ${start} and ${column} < ${end}${extra ? sql` and ${extra}` : sql``})`;
  const measures = {
    sent: within(sql`${m.sentAt}`),
    delivered: within(sql`${m.deliveredAt}`),
    failed: within(sql`${m.updatedAt}`, sql`${m.status} = 'failed'`),
  };
  const columns = Object.values(measures).flatMap((measure) => days.map(([start, end]) => measure(start, end)));
  const row = db
    .select({ sums: sql<string>`json_array(${sql.join(columns, sql`, `)})` })
    .from(m)
    .where(and(eq(m.organizationId, organizationId), gte(m.createdAt, createdSince)))
    .get();
  const sums = (JSON.parse(row?.sums ?? '[]') as (number | null)[]).map((n) => n ?? 0);
  const part = (k: number) => days.map((_, i) => sums[k * days.length + i] ?? 0);
  return { sent: part(0), delivered: part(1), failed: part(2) } satisfies DailyCounts;
}

/** Rows per INSERT: about 30 columns each stay well under SQLite's 32,766 bound parameters. */
const INSERT_CHUNK = 500;

/** Stores entries as they are (demo data, tests): what was sent before, with no provider called. */
export function insertMessages(db: DbOrTx, rows: readonly NewMessageRow[]): void {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    db.insert(m)
      .values(rows.slice(start, start + INSERT_CHUNK))
      .run();
  }
}
