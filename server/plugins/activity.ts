import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  onResponseHookHandler,
} from 'fastify';
import { detail } from '../contract/activity-details';
import { newId } from '../ids';
import { detailColumns } from '../modules/activity/english-detail';
import { recordActivity } from '../modules/activity/repository';
import { readSecurityPolicy, securityPolicyKind } from '../modules/security-policy/document';
import type { RequestContext } from '../types';

/**
 * An identical failure within this long of the entry it repeats is counted on that entry; after
 * it, a new entry starts, so the log still shows roughly when a long run of failures went on.
 */
export const FOLD_REPEATS_WITHIN_MS = 60 * 60 * 1000;

/**
 * Records every call to a route that declares `activity`, successful or not, once the answer is
 * known. Handlers add what changed through `request.activityNote`; failures carry the error text.
 * Calls without a session have no organization to file them under and are not recorded.
 * Successes are always recorded one by one; repeated identical failures are folded into one entry.
 */
export function registerActivity(app: FastifyInstance): void {
  const { db, now } = app.deps;
  // Fastify forbids object defaults on decorators (they would be shared). The note exists on the
  // routes that declare `activity`, the only ones that record; elsewhere it stays null.
  app.decorateRequest('activityNote', null as unknown as FastifyRequest['activityNote']);
  // Both hooks go on the routes that declare `activity` only (a 404 has no route), so the reads
  // that make up most requests do not even pass them. Callback hooks: no promise per request.
  const start: onRequestHookHandler = (request, _reply, done) => {
    request.activityNote = {};
    done();
  };
  app.addHook('onRoute', (route) => {
    const activity = route.config?.activity;
    if (!activity) return;
    const record: onResponseHookHandler = (request, reply, done) => {
      const ctx = request.ctx;
      if (ctx) recordCall(request, reply.statusCode, ctx, activity);
      done();
    };
    route.onRequest = [start, ...[route.onRequest ?? []].flat()];
    route.onResponse = [...[route.onResponse ?? []].flat(), record];
  });

  function recordCall(
    request: FastifyRequest,
    statusCode: number,
    ctx: RequestContext,
    activity: NonNullable<FastifyContextConfig['activity']>,
  ): void {
    const note = request.activityNote;
    const section = note.section ?? activity.section;
    const success = statusCode < 400;
    const at = now();
    const said = note.detail ?? detail('activityDetail.generic', { action: activity.action, section });
    // The security policy's audit log: off records only changes to the policy itself (so turning
    // it off is on record); 'basic' keeps who did what and when, without the before/after values.
    const audit = readSecurityPolicy(db, ctx.organizationId).auditLog;
    const policyChange = note.target?.kind === securityPolicyKind.kind;
    if (!audit.enabled && !policyChange) return;
    const changes =
      success &&
      note.changes !== undefined &&
      Object.keys(note.changes).length > 0 &&
      (audit.logLevel !== 'basic' || policyChange);
    try {
      recordActivity(
        db,
        {
          id: (success ? note.entryId : undefined) ?? newId(),
          organizationId: ctx.organizationId,
          userId: ctx.user.id,
          section,
          action: activity.action,
          ...detailColumns(said),
          changes: changes ? note.changes : null,
          success,
          errorMessage: success ? null : (note.error ?? `Failed with status ${statusCode}`),
          errorCode: success ? null : (note.errorCode ?? null),
          ipAddress: request.ip,
          createdAt: at.toISOString(),
          // Only a change that changed something can be reverted, or is a revert.
          targetKind: changes ? (note.target?.kind ?? null) : null,
          targetUserId: changes ? (note.target?.userId ?? null) : null,
          revertOf: changes ? (note.revertOf ?? null) : null,
        },
        new Date(at.getTime() - FOLD_REPEATS_WITHIN_MS).toISOString(),
      );
    } catch (err) {
      // The user's change is already saved; a log write failing must not turn it into an error.
      request.log.error({ err, reqId: request.id, url: request.url }, 'could not record activity');
    }
  }
}
