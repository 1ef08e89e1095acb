import type { FastifyInstance } from 'fastify';
import type { NotificationLog } from '../../contract/notification-logs';
import type { ProviderTestAnswer } from '../../contract/notification-providers';
import { ROUTES } from '../../contract/routes';
import { documentRoutes } from '../../documents/routes';
import { KEEP_ANSWER, route } from '../../http/route';
import { notificationConnectionRoutes } from './connection-routes';
import { notificationLogsService } from './logs';
import { providerStatus } from './provider-status';
import { notificationSendService } from './send';
import { adminNotificationSettingsService, customerNotificationSettingsService } from './settings';

const { notifications } = ROUTES;

const MESSAGE_WORDS: Readonly<Record<NotificationLog['type'], string>> = {
  email: 'an email',
  sms: 'an SMS',
  push: 'a push notification',
};

/** The activity line of a message sent or resent by hand: what went where, or why it did not. */
function messageLine(verb: 'send' | 'resend', entry: NotificationLog): string {
  const what = `${MESSAGE_WORDS[entry.type]} to ${entry.recipient}`;
  if (entry.status === 'failed') return `Could not ${verb} ${what}: ${entry.error ?? 'the provider refused it'}`;
  return `${verb === 'send' ? 'Sent' : 'Resent'} ${what}`;
}

/**
 * Booking Notifications (spec part 2 §7 "Customer and admin notifications") and Notification Logs
 * (part 3 §7 "SMS and notifications"): the two settings documents, the provider status, the
 * provider connections, the test sends, the log with resend, and a message sent by hand.
 */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  documentRoutes(app, {
    get: notifications.settings,
    put: notifications.saveSettings,
    service: customerNotificationSettingsService(deps),
    details: 'Updated customer notification settings',
  });
  documentRoutes(app, {
    get: notifications.admin,
    put: notifications.saveAdmin,
    service: adminNotificationSettingsService(deps),
    details: 'Updated admin notification settings',
  });
  route(app, notifications.providers, (_request, _reply, ctx) => providerStatus(deps, ctx), KEEP_ANSWER);

  // The email, SMS and push configurations (GET / PUT), saved after the provider accepted them.
  notificationConnectionRoutes(app);

  const sending = notificationSendService(deps);
  /** The activity line of a test: what was tried, and the provider's answer when it failed. */
  const tested = (what: string, answer: ProviderTestAnswer) =>
    answer.success ? `Sent a ${what}` : `Could not send a ${what}: ${answer.message}`;
  route(app, notifications.testEmail, async (request, _reply, ctx) => {
    const answer = await sending.testEmail(ctx, request.body);
    request.activityNote.details = tested(`test email to ${request.body.email}`, answer);
    return answer;
  });
  route(app, notifications.testSms, async (request, _reply, ctx) => {
    const answer = await sending.testSms(ctx, request.body);
    request.activityNote.details = tested(`test SMS to ${request.body.phoneNumber}`, answer);
    return answer;
  });
  route(app, notifications.testPush, async (request, _reply, ctx) => {
    const answer = await sending.testPush(ctx, request.body);
    request.activityNote.details = tested('test push notification', answer);
    return answer;
  });
  route(app, notifications.send, async (request, _reply, ctx) => {
    const entry = await sending.send(ctx, request.body);
    request.activityNote.details = messageLine('send', entry);
    return entry;
  });

  const logs = notificationLogsService(deps);
  route(app, notifications.logs, (request, _reply, ctx) => logs.list(ctx, request.query), KEEP_ANSWER);
  route(app, notifications.logsDaily, (_request, _reply, ctx) => logs.daily(ctx), KEEP_ANSWER);
  route(app, notifications.log, (request, _reply, ctx) => logs.get(ctx, request.params.id), KEEP_ANSWER);
  route(app, notifications.resend, async (request, _reply, ctx) => {
    const entry = await logs.resend(ctx, request.params.id);
    request.activityNote.details = messageLine('resend', entry);
    return entry;
  });
}
