import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../ids';
import { insertActivity } from '../modules/activity/repository';

const describe = (action: string, section: string) =>
  `${action.charAt(0).toUpperCase()}${action.slice(1)} ${section} settings`;

/**
 * Records every call to a route that declares `activity`, successful or not, once the answer is
 * known. Handlers add what changed through `request.activityNote`; failures carry the error text.
 * Calls without a session have no organization to file them under and are not recorded.
 */
export function registerActivity(app: FastifyInstance): void {
  const { db, now } = app.deps;
  // Fastify forbids object defaults on decorators (they would be shared); each request gets its own.
  app.decorateRequest('activityNote', null as unknown as FastifyRequest['activityNote']);
  app.addHook('onRequest', async (request) => {
    request.activityNote = {};
  });
  app.addHook('onResponse', async (request, reply) => {
    const activity = request.routeOptions.config.activity;
    const ctx = request.ctx;
    if (!activity || !ctx || request.is404) return;
    const note = request.activityNote;
    const success = reply.statusCode < 400;
    try {
      insertActivity(db, {
        id: newId(),
        organizationId: ctx.organizationId,
        userId: ctx.user.id,
        section: activity.section,
        action: activity.action,
        details: note.details ?? describe(activity.action, activity.section),
        changes: success && note.changes && Object.keys(note.changes).length > 0 ? note.changes : null,
        success,
        errorMessage: success ? null : (note.error ?? `Failed with status ${reply.statusCode}`),
        ipAddress: request.ip,
        createdAt: now().toISOString(),
      });
    } catch (err) {
      // The user's change is already saved; a log write failing must not turn it into an error.
      request.log.error({ err }, 'could not record activity');
    }
  });
}
