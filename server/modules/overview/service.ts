import { join } from 'node:path';
import type { OverviewResponse } from '../../contract/overview';
import { monthOf } from '../../plugins/api-usage';
import type { AppDeps, RequestContext } from '../../types';
import { visibleActivityAuthor } from '../activity/service';
import { currentPlan } from '../billing/plan';
import { countActiveUsers } from '../team/repository';
import { recentChanges, storedApiCalls } from './repository';
import { databaseBytes, folderBytes } from './storage';

const RECENT_CHANGES = 5;

/** Where an organization's uploaded files live under the data folder. */
export const uploadsDir = (dataDir: string, organizationId: string) => join(dataDir, 'uploads', organizationId);

export function overviewService(deps: AppDeps, pendingApiCalls: (organizationId: string, month: string) => number) {
  return {
    get(ctx: RequestContext): OverviewResponse {
      const month = monthOf(deps.now());
      // The same entries the activity log would show this person, so it cannot show more than that.
      const changes = recentChanges(deps.db, ctx.organizationId, RECENT_CHANGES, visibleActivityAuthor(ctx));
      return {
        activeUsers: countActiveUsers(deps.db, ctx.organizationId),
        // The effective tier: FREE without a subscription, or once a trial has run out.
        planType: currentPlan(deps.db, ctx.organizationId, deps.now()).plan,
        // The last change this person may see, so the card and the list never disagree.
        lastUpdated: changes[0]?.entry.createdAt ?? null,
        recentChanges: changes.map(({ entry, firstName, lastName }) => ({
          id: entry.id,
          section: entry.section,
          action: entry.action,
          details: entry.details,
          userName: firstName ? `${firstName} ${lastName ?? ''}`.trim() : 'Someone no longer on the team',
          createdAt: entry.createdAt,
        })),
        // The database is shared by the organizations of one installation; uploads are per organization.
        storageUsedBytes:
          databaseBytes(deps.database.sqlite) + folderBytes(uploadsDir(deps.config.dataDir, ctx.organizationId)),
        apiCallsThisMonth:
          storedApiCalls(deps.db, ctx.organizationId, month) + pendingApiCalls(ctx.organizationId, month),
      };
    },
  };
}
