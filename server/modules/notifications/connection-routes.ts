import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../contract/routes';
import { KEEP_ANSWER, ifMatchOf, route } from '../../http/route';
import { closeNotificationAdapters } from '../../notifications/connections';
import { notificationConnectionsService } from '../../notifications/connection-service';

const { notifications } = ROUTES;

/**
 * The email, SMS and push provider connections (GET and PUT; the `/test` sends are the
 * notifications module's, through the delivery engine). A PUT answers only after the provider
 * has checked the credentials: a refusal is saved too, with status `error` and the reason, so
 * the screen can show why.
 */
export function notificationConnectionRoutes(app: FastifyInstance): void {
  const connections = notificationConnectionsService(app.deps);
  // The engine's cached adapters hold SMTP connections open: they go when the app does.
  app.addHook('onClose', (instance, done) => {
    closeNotificationAdapters(instance.deps);
    done();
  });

  route(app, notifications.emailConfiguration, (_request, _reply, ctx) => connections.email(ctx), KEEP_ANSWER);
  route(app, notifications.smsConfiguration, (_request, _reply, ctx) => connections.sms(ctx), KEEP_ANSWER);
  route(app, notifications.pushConfiguration, (_request, _reply, ctx) => connections.push(ctx), KEEP_ANSWER);

  route(app, notifications.saveEmailConfiguration, async (request, _reply, ctx) => {
    const saved = await connections.saveEmail(ctx, request.body, ifMatchOf(request));
    request.activityNote.detail = saved.detail;
    request.activityNote.changes = saved.changes;
    return { data: saved.configuration, version: saved.version };
  });

  route(app, notifications.saveSmsConfiguration, async (request, _reply, ctx) => {
    const saved = await connections.saveSms(ctx, request.body, ifMatchOf(request));
    request.activityNote.detail = saved.detail;
    request.activityNote.changes = saved.changes;
    return { data: saved.configuration, version: saved.version };
  });

  route(app, notifications.savePushConfiguration, async (request, _reply, ctx) => {
    const saved = await connections.savePush(ctx, request.body, ifMatchOf(request));
    request.activityNote.detail = saved.detail;
    request.activityNote.changes = saved.changes;
    return { data: saved.configuration, version: saved.version };
  });
}
