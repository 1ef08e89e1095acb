import type { ActivityEntry, ActivityPage, ActivityQuery } from '../../contract/activity';
import type { AppDeps, RequestContext } from '../../types';
import { readUserPreferences } from '../settings/preferences';
import { listActivity } from './repository';

/** Midnight today in the user's own time zone, as a UTC instant. */
export function startOfDay(now: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const elapsed = (part('hour') * 3600 + part('minute') * 60 + part('second')) * 1000 + now.getUTCMilliseconds();
  return new Date(now.getTime() - elapsed);
}

const DAY_MS = 86_400_000;

/**
 * Whose entries of the activity log someone may see: administrators the whole organization's
 * (undefined: no filter), everyone else only their own, since the log carries other people's names,
 * addresses and changes. Every view of the log (the activity list, the overview) goes through it.
 */
export function visibleActivityAuthor(ctx: RequestContext): string | undefined {
  return ctx.can('manage_organization_settings') ? undefined : ctx.user.id;
}

export function activityService(deps: AppDeps) {
  return {
    /** The log as the caller may see it (visibleActivityAuthor), newest first, one page. */
    list(ctx: RequestContext, query: ActivityQuery): ActivityPage {
      const now = deps.now();
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 25;
      let since: string | undefined;
      if (query.dateRange === 'today') {
        since = startOfDay(now, readUserPreferences(deps.db, ctx).data.timezone).toISOString();
      } else if (query.dateRange === 'week') since = new Date(now.getTime() - 7 * DAY_MS).toISOString();
      else if (query.dateRange === 'month') since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
      const { rows, total } = listActivity(
        deps.db,
        ctx.organizationId,
        {
          section: query.section,
          action: query.action,
          since,
          success: query.success === undefined ? undefined : query.success === 'success',
          userId: visibleActivityAuthor(ctx),
        },
        pageSize,
        (page - 1) * pageSize,
      );
      return { items: entriesOf(rows), total, page, pageSize };
    },
  };
}

type Rows = ReturnType<typeof listActivity>['rows'];

// A page without a time bound is the read cache's array until the next write: it is put in the
// answer's form once.
const shownPages = new WeakMap<Rows, ActivityEntry[]>();

function entriesOf(rows: Rows): ActivityEntry[] {
  let items = shownPages.get(rows);
  if (!items) {
    items = rows.map(({ entry, user }) => ({
      id: entry.id,
      userId: entry.userId,
      user:
        user && user.email !== null
          ? { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email }
          : null,
      section: entry.section,
      action: entry.action,
      details: entry.details,
      success: entry.success,
      errorMessage: entry.errorMessage,
      ipAddress: entry.ipAddress,
      createdAt: entry.createdAt,
      changes: entry.changes ?? null,
      repeatCount: entry.repeatCount,
      lastRepeatedAt: entry.lastRepeatedAt,
    }));
    shownPages.set(rows, items);
  }
  return items;
}
