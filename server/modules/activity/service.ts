import type {
  ActivityEntry,
  ActivityFilters,
  ActivityPage,
  ActivityQuery,
  ActivitySummary,
} from '../../contract/activity';
import { DAY_MS, MINUTE_MS, offsetMinutesAt } from '../../contract/availability/zone-clock';
import { pagedRows } from '../../exports/paged-rows';
import { derivedRead } from '../../db/read-cache';
import type { AppDeps, RequestContext } from '../../types';
import { readUserPreferences } from '../settings/preferences';
import {
  activityPageAfter,
  clearActivity,
  listActivity,
  summarizeActivity,
  type ActivityFilter,
  type ActivityListRow,
} from './repository';
import { detailOf } from './detail-of';
import { revertService } from './revert';

/** Midnight today in the user's own time zone, as a UTC instant (the wall time since then, taken off now). */
export function startOfDay(now: Date, timeZone: string): Date {
  const at = now.getTime();
  const wall = at + offsetMinutesAt(timeZone, at) * MINUTE_MS;
  return new Date(at - (((wall % DAY_MS) + DAY_MS) % DAY_MS));
}

/**
 * Whose entries of the activity log someone may see: administrators the whole organization's
 * (undefined: no filter), everyone else only their own, since the log carries other people's names,
 * addresses and changes. Every view of the log (the activity list, the overview) goes through it.
 */
export function visibleActivityAuthor(ctx: RequestContext): string | undefined {
  return ctx.can('manage_organization_settings') ? undefined : ctx.user.id;
}

/** The filters of the screen as the repository takes them, with the caller's visibility. */
function filterOf(deps: AppDeps, ctx: RequestContext, query: ActivityFilters): ActivityFilter {
  const now = deps.now();
  let since: string | undefined;
  if (query.dateRange === 'today') {
    since = startOfDay(now, readUserPreferences(deps.db, ctx).data.timezone).toISOString();
  } else if (query.dateRange === 'week') since = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  else if (query.dateRange === 'month') since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const search = query.search?.trim();
  return {
    section: query.section,
    action: query.action,
    since,
    success: query.success === undefined ? undefined : query.success === 'success',
    userId: visibleActivityAuthor(ctx),
    ...(search ? { search } : {}),
  };
}

export function activityService(deps: AppDeps) {
  const reverts = revertService(deps);
  return {
    /** The log as the caller may see it (visibleActivityAuthor), newest first, one page. */
    list(ctx: RequestContext, query: ActivityQuery): ActivityPage {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 25;
      const read = listActivity(
        deps.db,
        ctx.organizationId,
        filterOf(deps, ctx, query),
        pageSize,
        (page - 1) * pageSize,
      );
      // Whether an entry can be reverted depends on the caller and on the database, which the
      // cached page stands for until the next write: one answer per page read and caller.
      return derivedRead(read, ctx, () => {
        const { rows, total } = read;
        const stateOf = reverts.revertState(
          ctx,
          rows.map((row) => row.entry),
        );
        const items = rows.map((row) => ({ ...entryOf(row), ...stateOf(row.entry) }));
        return { items, total, page, pageSize };
      });
    },

    /** The four cards over the entries the list would show with the same filters. */
    summary(ctx: RequestContext, query: ActivityFilters): ActivitySummary {
      return summarizeActivity(deps.db, ctx.organizationId, filterOf(deps, ctx, query));
    },

    /** Every entry the filters and visibility let through, newest first, read a page at a time. */
    exportRows(ctx: RequestContext, query: ActivityFilters): Iterable<ExportedEntry> {
      const filter = filterOf(deps, ctx, query);
      const rows = pagedRows<ActivityListRow>((after, limit) =>
        activityPageAfter(deps.db, ctx.organizationId, filter, after?.entry, limit),
      );
      return (function* () {
        for (const row of rows) yield entryOf(row);
      })();
    },

    /** Clear Activity: the organization's whole log; the route records the clearing afterwards. */
    clear(ctx: RequestContext): number {
      return clearActivity(deps.db, ctx.organizationId);
    },

    revert: reverts.revert,
  };
}

/** An entry as the list and the export show it, without what depends on the caller. */
export type ExportedEntry = Omit<ActivityEntry, 'canRevert' | 'revertedBy'>;

function entryOf({ entry, user }: ActivityListRow): ExportedEntry {
  return {
    id: entry.id,
    userId: entry.userId,
    user:
      user && user.email !== null
        ? { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email }
        : null,
    section: entry.section,
    action: entry.action,
    details: entry.details,
    detail: detailOf(entry),
    success: entry.success,
    errorMessage: entry.errorMessage,
    errorCode: entry.errorCode,
    ipAddress: entry.ipAddress,
    createdAt: entry.createdAt,
    changes: entry.changes ?? null,
    repeatCount: entry.repeatCount,
    lastRepeatedAt: entry.lastRepeatedAt,
    revertOf: entry.revertOf,
  };
}
