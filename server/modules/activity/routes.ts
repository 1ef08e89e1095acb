import type { FastifyInstance } from 'fastify';
import type { ActivitySection } from '../../contract/activity';
import { detail } from '../../contract/activity-details';
import { ROUTES } from '../../contract/routes';
import { KEEP_ANSWER, route } from '../../http/route';
import { newId } from '../../ids';
import { readOrganizationRegional } from '../organizations/document';
import { englishDetail } from './english-detail';
import { sendActivityExport } from './export';
import { activityService } from './service';

const { activity: routes } = ROUTES;

export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const activity = activityService(app.deps);
  route(app, routes.list, (request, _reply, ctx) => activity.list(ctx, request.query), KEEP_ANSWER);
  route(app, routes.summary, (request, _reply, ctx) => activity.summary(ctx, request.query), KEEP_ANSWER);

  route(app, routes.export, (request, reply, ctx) => {
    request.activityNote.detail = detail('activityDetail.activity.exported');
    return sendActivityExport(reply, {
      body: request.body,
      entries: activity.exportRows(ctx, request.body),
      now: app.deps.now(),
      timeZone: readOrganizationRegional(app.deps.db, ctx).timezone,
    });
  });

  route(app, routes.clear, (request, _reply, ctx) => {
    activity.clear(ctx);
    // Recorded once the answer is sent (plugins/activity.ts): the one entry the cleared log keeps.
    request.activityNote.detail = detail('activityDetail.activity.cleared');
  });

  route(app, routes.revert, (request, _reply, ctx) => {
    // What a refused attempt is recorded as; a revert that happens is recorded as the change it is.
    request.activityNote.detail = detail('activityDetail.activity.revertTried');
    const done = activity.revert(ctx, request.params.id);
    const entryId = newId();
    Object.assign(request.activityNote, {
      entryId,
      section: done.section as ActivitySection,
      detail: done.detail,
      changes: done.changes,
      target: done.target,
      revertOf: done.revertOf,
    });
    return {
      id: entryId,
      revertOf: done.revertOf,
      section: done.section,
      // The line the entry stores (plugins/activity.ts), from the same detail.
      details: englishDetail(done.detail),
      detail: done.detail,
      changes: done.changes,
    };
  });
}
