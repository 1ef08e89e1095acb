import type { FastifyInstance } from 'fastify';
import { detail, type ActivityDetail } from '../../contract/activity-details';
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

/** The activity line of a message sent or resent by hand: what went where, or why it did not. */
function messageLine(verb: 'send' | 'resend', entry: NotificationLog): ActivityDetail {
  const values = { channel: entry.type, to: entry.recipient };
  if (entry.status !== 'failed')
    return detail(
      verb === 'send' ? 'activityDetail.notifications.sent' : 'activityDetail.notifications.resent',
      values,
    );
  const reason = entry.error ?? 'the provider refused it';
  return detail(
    verb === 'send' ? 'activityDetail.notifications.sendFailed' : 'activityDetail.notifications.resendFailed',
    {
      ...values,
      reason,
    },
  );
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
    detail: detail('activityDetail.customerNotifications.updated'),
  });
  documentRoutes(app, {
    get: notifications.admin,
    put: notifications.saveAdmin,
    service: adminNotificationSettingsService(deps),
    detail: detail('activityDetail.adminNotifications.updated'),
  });
  route(app, notifications.providers, (_request, _reply, ctx) => providerStatus(deps, ctx), KEEP_ANSWER);

  // The email, SMS and push configurations (GET / PUT), saved after the provider accepted them.
  notificationConnectionRoutes(app);

  const sending = notificationSendService(deps);
  /** The activity line of a test: what was tried, and the provider's answer when it failed. */
  const tested = (channel: NotificationLog['type'], to: string, answer: ProviderTestAnswer) =>
    answer.success
      ? detail('activityDetail.notifications.testSent', { channel, to })
      : detail('activityDetail.notifications.testFailed', { channel, to, reason: answer.message });
  route(app, notifications.testEmail, async (request, _reply, ctx) => {
    const answer = await sending.testEmail(ctx, request.body);
    request.activityNote.detail = tested('email', request.body.email, answer);
    return answer;
  });
  route(app, notifications.testSms, async (request, _reply, ctx) => {
    const answer = await sending.testSms(ctx, request.body);
    request.activityNote.detail = tested('sms', request.body.phoneNumber, answer);
    return answer;
  });
  route(app, notifications.testPush, async (request, _reply, ctx) => {
    const answer = await sending.testPush(ctx, request.body);
    request.activityNote.detail = tested('push', '', answer);
    return answer;
  });
  route(app, notifications.send, async (request, _reply, ctx) => {
    const entry = await sending.send(ctx, request.body);
    request.activityNote.detail = messageLine('send', entry);
    return entry;
  });

  const logs = notificationLogsService(deps);
  route(app, notifications.logs, (request, _reply, ctx) => logs.list(ctx, request.query), KEEP_ANSWER);
  route(app, notifications.logsDaily, (_request, _reply, ctx) => logs.daily(ctx), KEEP_ANSWER);
  route(app, notifications.log, (request, _reply, ctx) => logs.get(ctx, request.params.id), KEEP_ANSWER);
  route(app, notifications.resend, async (request, _reply, ctx) => {
    const entry = await logs.resend(ctx, request.params.id);
    request.activityNote.detail = messageLine('resend', entry);
    return entry;
  });
}
