import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db as Connection, DbOrTx as Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { cachedRead } from '../../db/read-cache';
import { activityLog, users } from '../../db/schema';

export type ActivityRow = typeof activityLog.$inferSelect;

export type NewActivityRow = typeof activityLog.$inferInsert;

export function insertActivity(db: Db, row: NewActivityRow): void {
  db.insert(activityLog).values(row).run();
}

const at = (name: string) => sql.placeholder(name);

/** Exported for the query-plan test: the fold look-up runs on every failed write. */
export const recordStatements = preparedOnce((db) => ({
  // By the organization, person and time index (activity_org_user_time); rowid, not id, breaks
  // ties, since the index holds it in order: the look-up is one seek to the person's latest entry.
  // No LIMIT: `get()` reads the first row only, and Drizzle binds a limit as a parameter, which made
  // SQLite spend four times as long on this look-up (fold-lookup-plan.test.ts checks no sort comes in).
  latestOf: db
    .select({
      id: activityLog.id,
      section: activityLog.section,
      action: activityLog.action,
      details: activityLog.details,
      success: activityLog.success,
      errorMessage: activityLog.errorMessage,
    })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.organizationId, at('organizationId')),
        gte(activityLog.createdAt, at('since')),
        eq(activityLog.userId, at('userId')),
      ),
    )
    .orderBy(desc(activityLog.createdAt), desc(sql`${activityLog}.rowid`))
    .prepare(),
  fold: db
    .update(activityLog)
    .set({ repeatCount: sql`${activityLog.repeatCount} + 1`, lastRepeatedAt: sql`${at('at')}` })
    .where(and(eq(activityLog.organizationId, at('organizationId')), eq(activityLog.id, at('id'))))
    .prepare(),
  insert: db
    .insert(activityLog)
    .values({
      id: at('id'),
      organizationId: at('organizationId'),
      userId: at('userId'),
      section: at('section'),
      action: at('action'),
      details: at('details'),
      detailKey: at('detailKey'),
      detailValues: at('detailValues'),
      changes: at('changes'),
      success: at('success'),
      errorMessage: at('errorMessage'),
      errorCode: at('errorCode'),
      ipAddress: at('ipAddress'),
      createdAt: at('createdAt'),
      targetKind: at('targetKind'),
      targetUserId: at('targetUserId'),
      revertOf: at('revertOf'),
    })
    .prepare(),
}));

/** An entry as recordActivity takes it: what every call knows, the rest optional. */
export type RecordedCall = Omit<NewActivityRow, 'repeatCount' | 'lastRepeatedAt'>;

/**
 * Records one call. A failure identical to the same person's latest entry since `foldSince`
 * (same section, action, details and error text, also a failure) adds to that entry's count
 * instead of adding a row, so a stuck retry loop costs one row rather than thousands.
 * better-sqlite3 is synchronous, so the look-up and the write cannot interleave with another call.
 * Every write request passes here: its queries are prepared once (db/prepared.ts).
 */
export function recordActivity(db: Connection, row: RecordedCall, foldSince: string): 'inserted' | 'folded' {
  const { latestOf, fold, insert } = recordStatements(db);
  return db.transaction(() => {
    if (!row.success && row.userId) {
      const latest = latestOf.get({ organizationId: row.organizationId, since: foldSince, userId: row.userId });
      if (
        latest &&
        !latest.success &&
        latest.section === row.section &&
        latest.action === row.action &&
        latest.details === row.details &&
        latest.errorMessage === (row.errorMessage ?? null)
      ) {
        fold.run({ organizationId: row.organizationId, id: latest.id, at: row.createdAt });
        return 'folded';
      }
    }
    insert.run({
      ...row,
      userId: row.userId ?? null,
      changes: row.changes ?? null,
      detailKey: row.detailKey ?? null,
      detailValues: row.detailValues ?? null,
      errorMessage: row.errorMessage ?? null,
      errorCode: row.errorCode ?? null,
      targetKind: row.targetKind ?? null,
      targetUserId: row.targetUserId ?? null,
      revertOf: row.revertOf ?? null,
    });
    return 'inserted';
  });
}

export interface ActivityFilter {
  section?: string;
  action?: string;
  since?: string;
  success?: boolean;
  userId?: string;
  /** Matched in the details and the author's email, first and last name, case-insensitively. */
  search?: string;
}

/**
 * Every revert's details start with this; the activity search index finds those entries, which
 * stands in for an index on revert_of (reverts are few, the log may hold a million entries).
 */
export const REVERT_DETAILS_PREFIX = 'Reverted: ';

/** The shortest search the trigram index answers (any part of the text). */
const TRIGRAM = 3;

/** An FTS5 string: the term as one phrase, its double quotes doubled, so no query syntax gets through. */
const ftsString = (term: string) => `"${term.replaceAll('"', '""')}"`;
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Which index answers a search, and how it is asked. Three characters or more: the trigram index
 * (migration 0014), any part of the details, the author's email and names. One or two: the words
 * index (0016), the words that start with them ("Ed" finds Edwards and ed@…, "al" Alice): two
 * letters are inside nearly every entry, so a match anywhere would find everything and help no
 * one. A term with no letter or digit has no word to start: null, a LIKE over the filtered rows.
 */
interface SearchIndex {
  table: SQL;
  match: string;
}

function searchIndexOf(term: string): SearchIndex | null {
  if ([...term].length >= TRIGRAM) return { table: sql.raw('activity_search'), match: ftsString(term) };
  if (/[\p{L}\p{N}]/u.test(term)) return { table: sql.raw('activity_words'), match: `${ftsString(term)}*` };
  return null;
}

/** Entries whose indexed text (details, author's email and names) the index finds for the term. */
const indexed = ({ table, match }: SearchIndex) =>
  sql`${activityLog}.rowid in (select rowid from ${table} where ${table} match ${match})`;

/**
 * How a search reads the log. SQLite's planner always walks the organization's entries on
 * activity_org_time and checks each against the index's matches (a million steps for a rare
 * name); looking the matches up by rowid instead costs a step per match. A page newest first:
 * the walk stops once the page is full, so it wins as soon as matches are common (it walks about
 * 25 x entries / matches), the lookups while they are few. A count or the summary reads every
 * match either way: always the lookups.
 */
const PAGE_LOOKUP_UP_TO = 2_000;

/** How many entries of the whole log (every organization) hold the term: the index alone. */
function indexMatches(db: Db, { table, match }: SearchIndex): number {
  return db.get<{ n: number }>(sql`select count(*) as n from ${table} where ${table} match ${match}`)?.n ?? 0;
}

/** Whether the log holds no other organization's entries: two seeks on activity_org_time. */
function logIsOnlyOf(db: Db, organizationId: string): boolean {
  const other = db.get<{ found: number }>(
    sql`select exists(select 1 from ${activityLog} where ${activityLog.organizationId} < ${organizationId}) or exists(select 1 from ${activityLog} where ${activityLog.organizationId} > ${organizationId}) as found`,
  );
  return other?.found === 0;
}

function likeSearch(organizationId: string, term: string): SQL {
  const pattern = likePattern(term);
  const like = (column: SQL | typeof users.email) => sql`${column} like ${pattern} escape '\\'`;
  return sql`(${like(sql`${activityLog.details}`)} or ${activityLog.userId} in (select ${users.id} from ${users} where ${users.organizationId} = ${organizationId} and (${like(users.email)} or ${like(sql`${users.firstName}`)} or ${like(sql`${users.lastName}`)})))`;
}

/** The search as matched: FTS5 ends a string at a NUL (a syntax error), and spaces around mean nothing. */
const searchTermOf = (filter: ActivityFilter) => filter.search?.replaceAll('\u0000', '').trim() ?? '';

interface Conditions {
  /** The filters as SQL; `lookup` reads a search's matches by rowid (see PAGE_LOOKUP_UP_TO). */
  where(lookup: boolean): SQL | undefined;
  /** Nothing can match: the index has no entry holding the term. */
  none: boolean;
  /** How many entries of the whole log hold the term; undefined without an indexed search. */
  matches?: number;
  /** The number of matching entries, when the index alone tells it (a search and nothing else). */
  total?: number;
}

/**
 * The SQL of the filters. A search goes through an index (searchIndexOf; its length counted in
 * characters, as the tokenizers do, not UTF-16 units); one without letters or digits is a LIKE over
 * the filtered entries.
 */
function conditionsOf(db: Db, organizationId: string, filter: ActivityFilter): Conditions {
  const conditions: SQL[] = [];
  if (filter.section) conditions.push(eq(activityLog.section, filter.section));
  if (filter.action) conditions.push(eq(activityLog.action, filter.action));
  if (filter.since) conditions.push(gte(activityLog.createdAt, filter.since));
  if (filter.success !== undefined) conditions.push(eq(activityLog.success, filter.success));
  if (filter.userId) conditions.push(eq(activityLog.userId, filter.userId));
  const term = searchTermOf(filter);
  const index = term ? searchIndexOf(term) : null;
  if (!index) {
    if (term) conditions.push(likeSearch(organizationId, term));
    const where = and(eq(activityLog.organizationId, organizationId), ...conditions);
    return { where: () => where, none: false };
  }
  const matches = indexMatches(db, index);
  if (matches === 0) return { where: () => undefined, none: true };
  const total = conditions.length === 0 && logIsOnlyOf(db, organizationId) ? matches : undefined;
  return {
    // `+column` keeps SQLite off activity_org_time, so it looks the matches up by rowid.
    where: (lookup) =>
      and(
        lookup
          ? sql`+${activityLog.organizationId} = ${organizationId}`
          : eq(activityLog.organizationId, organizationId),
        indexed(index),
        ...conditions,
      ),
    none: false,
    matches,
    total,
  };
}

/** Whether a page of a search is read by rowid lookups rather than by walking the log. */
const pageByLookup = (found: Conditions) => found.matches !== undefined && found.matches <= PAGE_LOOKUP_UP_TO;

/**
 * One page of the log and the number of entries that match. Pages without a time bound or search
 * are kept until the next write (db/read-cache.ts); a bound moves with the clock and searches are
 * typed afresh, so those are read each time rather than filling the cache with pages never asked
 * for again.
 */
export function listActivity(db: Db, organizationId: string, filter: ActivityFilter, limit: number, offset: number) {
  if (filter.since !== undefined || searchTermOf(filter))
    return queryActivity(db, organizationId, filter, limit, offset);
  // JSON keeps values apart that could otherwise run into each other.
  const { section, action, success, userId } = filter;
  const key = `activity|${JSON.stringify([organizationId, section, action, success, userId, limit, offset])}`;
  return cachedRead(db, key, () => queryActivity(db, organizationId, filter, limit, offset));
}

const entryWithUser = {
  entry: activityLog,
  user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
};

function queryActivity(db: Db, organizationId: string, filter: ActivityFilter, limit: number, offset: number) {
  const found = conditionsOf(db, organizationId, filter);
  if (found.none) return { rows: [], total: 0 };
  const where = found.where(pageByLookup(found));
  const rows = db
    .select(entryWithUser)
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.userId))
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total = found.total ?? db.select({ n: count() }).from(activityLog).where(found.where(true)).get()?.n ?? 0;
  return { rows, total };
}

export type ActivityListRow = ReturnType<typeof queryActivity>['rows'][number];

/**
 * The filtered log newest first, `limit` entries after `after` (keyset on time and id), for the
 * export: pages stay the same length however deep the file goes.
 */
export function activityPageAfter(
  db: Db,
  organizationId: string,
  filter: ActivityFilter,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
): ActivityListRow[] {
  const found = conditionsOf(db, organizationId, filter);
  if (found.none) return [];
  const where = found.where(pageByLookup(found));
  const keyset = after
    ? or(
        lt(activityLog.createdAt, after.createdAt),
        and(eq(activityLog.createdAt, after.createdAt), lt(activityLog.id, after.id)),
      )
    : undefined;
  return db
    .select(entryWithUser)
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.userId))
    .where(and(where, keyset))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit)
    .all();
}

/**
 * The figures of the four cards, over the filtered log (repeated failures count each time); kept
 * until the next write like the list's pages, under the same conditions.
 */
export function summarizeActivity(db: Db, organizationId: string, filter: ActivityFilter) {
  if (filter.since !== undefined || searchTermOf(filter)) return querySummary(db, organizationId, filter);
  const { section, action, success, userId } = filter;
  const key = `activity-summary|${JSON.stringify([organizationId, section, action, success, userId])}`;
  return cachedRead(db, key, () => querySummary(db, organizationId, filter));
}

function querySummary(db: Db, organizationId: string, filter: ActivityFilter) {
  const found = conditionsOf(db, organizationId, filter);
  if (found.none) return { totalActions: 0, activeUsers: 0, mostActiveSection: null, failedActions: 0 };
  const where = found.where(true);
  const totals = db
    .select({
      actions: sql<number>`coalesce(sum(${activityLog.repeatCount}), 0)`,
      users: sql<number>`count(distinct ${activityLog.userId})`,
      failed: sql<number>`coalesce(sum(case when ${activityLog.success} = 0 then ${activityLog.repeatCount} else 0 end), 0)`,
    })
    .from(activityLog)
    .where(where)
    .get();
  const busiest = db
    .select({ section: activityLog.section })
    .from(activityLog)
    .where(where)
    .groupBy(activityLog.section)
    .orderBy(desc(sql`sum(${activityLog.repeatCount})`), activityLog.section)
    .limit(1)
    .get();
  return {
    totalActions: totals?.actions ?? 0,
    activeUsers: totals?.users ?? 0,
    mostActiveSection: busiest?.section ?? null,
    failedActions: totals?.failed ?? 0,
  };
}

/** One entry of the organization's log; undefined for another organization's id. */
export function findActivity(db: Db, organizationId: string, id: string): ActivityRow | undefined {
  return db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.organizationId, organizationId), eq(activityLog.id, id)))
    .get();
}

/**
 * Which of these entries were reverted, and by which entry (reverted id -> revert's id). Only
 * successful reverts carry revert_of, and all of them have REVERT_DETAILS_PREFIX in their details,
 * so the search index narrows the log to the reverts before revert_of is compared.
 */
export function revertsOf(db: Db, organizationId: string, ids: readonly string[]): Map<string, string> {
  if (ids.length === 0) return new Map();
  const rows = db
    .select({ id: activityLog.id, revertOf: activityLog.revertOf })
    .from(activityLog)
    .where(
      and(
        indexed(searchIndexOf(REVERT_DETAILS_PREFIX)!),
        // Looked up by rowid from the index's few matches, not by walking the organization's log.
        sql`+${activityLog.organizationId} = ${organizationId}`,
        inArray(activityLog.revertOf, [...ids]),
      ),
    )
    .all();
  return new Map(rows.map((row) => [row.revertOf!, row.id]));
}

/** Clear Activity: every entry of the organization (the search index follows by trigger). */
export function clearActivity(db: Db, organizationId: string): number {
  return db.delete(activityLog).where(eq(activityLog.organizationId, organizationId)).run().changes;
}

export function latestActivityTime(db: Db, organizationId: string): string | null {
  return (
    db
      .select({ at: activityLog.createdAt })
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, organizationId), eq(activityLog.success, true)))
      .orderBy(desc(activityLog.createdAt))
      .limit(1)
      .get()?.at ?? null
  );
}

/**
 * Deletes up to `batch` of an organization's entries older than `before` (the retention job):
 * in batches, so a first purge of a large log never holds the one connection for long.
 */
export function deleteActivityBefore(db: Db, organizationId: string, before: string, batch: number): number {
  const oldest = db
    .select({ id: activityLog.id })
    .from(activityLog)
    .where(and(eq(activityLog.organizationId, organizationId), lt(activityLog.createdAt, before)))
    .limit(batch);
  return db.delete(activityLog).where(inArray(activityLog.id, oldest)).run().changes;
}
