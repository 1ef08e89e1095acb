import type { OverviewResponse } from '../../contract/overview';
import { monthOf } from '../../plugins/api-usage';
import type { AppDeps, RequestContext } from '../../types';
import { detailOf } from '../activity/detail-of';
import { visibleActivityAuthor } from '../activity/service';
import { currentPlan } from '../billing/plan';
import { storageInUse } from '../billing/usage';
import { countActiveUsers } from '../team/repository';
import { recentChanges, storedApiCalls } from './repository';

const RECENT_CHANGES = 5;

type Changes = ReturnType<typeof recentChanges>;

// The list is the read cache's array until the next write: it is put in the answer's form once.
const shownChanges = new WeakMap<Changes, OverviewResponse['recentChanges']>();

function show(changes: Changes): OverviewResponse['recentChanges'] {
  let shown = shownChanges.get(changes);
  if (!shown) {
    shown = changes.map(({ entry, firstName, lastName }) => ({
      id: entry.id,
      section: entry.section,
      action: entry.action,
      details: entry.details,
      detail: detailOf(entry),
      userName: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
      createdAt: entry.createdAt,
    }));
    shownChanges.set(changes, shown);
  }
  return shown;
}

export function overviewService(deps: AppDeps, pendingApiCalls: (organizationId: string, month: string) => number) {
  return {
    get(ctx: RequestContext): OverviewResponse {
      const now = deps.now();
      const month = monthOf(now);
      // The same entries the activity log would show this person, so it cannot show more than that.
      const changes = recentChanges(deps.db, ctx.organizationId, RECENT_CHANGES, visibleActivityAuthor(ctx));
      return {
        activeUsers: countActiveUsers(deps.db, ctx.organizationId),
        // The effective tier: FREE without a subscription, or once a trial has run out.
        planType: currentPlan(deps.db, ctx.organizationId, now).plan,
        // The last change this person may see, so the card and the list never disagree.
        lastUpdated: changes[0]?.entry.createdAt ?? null,
        recentChanges: show(changes),
        // The database is shared by the organizations of one installation; uploads are per organization.
        storageUsedBytes: storageInUse(deps, deps.db, ctx.organizationId),
        apiCallsThisMonth:
          storedApiCalls(deps.db, ctx.organizationId, month) + pendingApiCalls(ctx.organizationId, month),
      };
    },
  };
}
