import type { ValidateFunction } from 'ajv';
import { Email } from '../../contract/common';
import {
  LOG_MESSAGES,
  type MessageChannel,
  type NotificationLog,
  type SendNotificationBody,
} from '../../contract/notification-logs';
import {
  PhoneNumber,
  PushTestBody,
  type EmailTestBody,
  type ProviderTestAnswer,
  type PushTestBody as PushTest,
  type SmsTestBody,
} from '../../contract/notification-providers';
import { englishReason, logReason, storedReason, type LogReason } from '../../contract/log-reasons';
import { NotFoundError, ConflictError, ValidationError } from '../../errors';
import { newId } from '../../ids';
import { connectionStates, emailSender, pushSender, smsSender } from '../../notifications/connections';
import { deliverNow } from '../../notifications/deliver';
import { emailHtml, emailText } from '../../notifications/email-layout';
import { enqueue, type NewMessage } from '../../notifications/outbox';
import { makeAjv } from '../../plugins/validation';
import { emailBrand } from '../../templates/brand';
import { renderTemplate, type RenderedTemplate } from '../../templates/render';
import type { AppDeps, RequestContext } from '../../types';
import { findClient } from '../clients/repository';
import { findMessage, type MessageRow } from './logs-repository';
import { presentLog } from './present';

// The recipient's rules are the ones the provider screens use for the same kind of value.
let isEmail: ValidateFunction | undefined;
type StringRules = { pattern: string; minLength: number; maxLength: number };
const PHONE = new RegExp((PhoneNumber as unknown as Pick<StringRules, 'pattern'>).pattern);
const DEVICE_TOKEN = PushTestBody.properties.token as unknown as StringRules;
const TOKEN = new RegExp(DEVICE_TOKEN.pattern);

/** The recipient as the channel needs it, or a 400 that says what was expected. */
function recipientFor(type: MessageChannel, typed: string): string {
  const value = typed.trim();
  if (type === 'email') {
    isEmail ??= makeAjv().compile(Email);
    if (!isEmail(value)) throw new ValidationError('recipient', 'must be an email address such as name@example.com');
    return value;
  }
  if (type === 'sms') {
    const number = value.replace(/[\s().-]/g, '');
    if (!PHONE.test(number))
      throw new ValidationError('recipient', 'must be an international number such as +61412345678');
    return number;
  }
  const long = value.length >= DEVICE_TOKEN.minLength && value.length <= DEVICE_TOKEN.maxLength;
  if (!long || !TOKEN.test(value)) throw new ValidationError('recipient', 'must be a device token from the app');
  return value;
}

/** A test's answer said by one of the log's reasons: its English is the message. */
const said = (reason: LogReason, logId: string | null): ProviderTestAnswer => ({
  success: false,
  message: englishReason(reason),
  reason,
  willRetry: false,
  logId,
});

/** The test's answer from the entry after the attempt: what the provider said, in the user's words. */
function testAnswer(row: MessageRow, sent: LogReason): ProviderTestAnswer {
  if (row.status === 'sent' || row.status === 'delivered') return { ...said(sent, row.id), success: true };
  // A failed entry always keeps its English; its key and values when the reason is one of ours.
  const reason = storedReason(row.errorKey, row.errorValues);
  if (row.status === 'failed') {
    if (row.error === null) return said(logReason('logReason.undelivered'), row.id);
    return { success: false, message: row.error, reason, willRetry: false, logId: row.id };
  }
  // Not refused, not accepted: the provider did not answer, and the engine will try again.
  const why = row.error ?? 'The provider did not answer';
  return {
    success: false,
    message: `${why.replace(/\.$/, '')}. It will be tried again shortly.`,
    reason,
    willRetry: true,
    logId: row.id,
  };
}

/** Messages sent by hand: POST /api/notifications/send and the three provider tests. */
export function notificationSendService(deps: AppDeps) {
  const { db } = deps;

  /** Queues the message and sends it at once; answers its entry after that attempt. */
  async function sendNow(message: Omit<NewMessage, 'idempotencyKey'>): Promise<MessageRow> {
    // Each is its own message: sending the same text again on purpose sends it again.
    const { id } = enqueue(db, { ...message, idempotencyKey: `${message.event}:${newId()}` }, deps.now());
    await deliverNow(deps, message.organizationId, id);
    return findMessage(db, message.organizationId, id)!;
  }

  const notSetUp = (channel: MessageChannel, organizationId: string): ProviderTestAnswer => {
    const stored = connectionStates(deps, organizationId)[channel].provider !== null;
    return said(logReason(stored ? 'logReason.channelSwitchedOff' : 'logReason.noProviderYet', { channel }), null);
  };

  /** The provider test's message; it cannot be switched off (templates/catalog.ts), so it always renders. */
  const testContent = (ctx: RequestContext, channel: MessageChannel, message: string): RenderedTemplate => {
    const variables = { organizationName: ctx.organization.name, businessName: ctx.organization.name, message };
    const rendered = renderTemplate(db, ctx.organizationId, 'provider_test', channel, variables);
    if (!rendered) throw new Error('The provider test template is switched off');
    return rendered;
  };

  return {
    /**
     * A message written by hand to one recipient. Refused before anything is queued when the
     * recipient does not fit the type, the client is not this organization's, or no provider of the
     * channel is connected (the engine would only record a failure).
     */
    async send(ctx: RequestContext, body: SendNotificationBody): Promise<NotificationLog> {
      const organizationId = ctx.organizationId;
      const recipient = recipientFor(body.type, body.recipient);
      const client = body.clientId ? findClient(db, organizationId, body.clientId) : undefined;
      if (body.clientId && !client) throw new NotFoundError('Client');
      if (!connectionStates(deps, organizationId)[body.type].connected) {
        throw new ConflictError(LOG_MESSAGES.notConnected(body.type));
      }
      // An SMS has no subject; an email or a push notification always has one.
      const subject = body.type === 'sms' ? null : body.subject?.trim() || `Message from ${ctx.organization.name}`;
      // An email goes out in the one frame every email has (the 'powered by' footer included).
      const email = body.type === 'email' ? [{ type: 'paragraph' as const, text: body.message }] : null;
      const row = await sendNow({
        organizationId,
        channel: body.type,
        event: 'custom',
        recipient,
        recipientName: body.recipientName?.trim() || (client ? `${client.firstName} ${client.lastName}` : null),
        recipientKind: client ? 'client' : 'other',
        clientId: client?.id ?? null,
        subject,
        content: email ? emailText(email) : body.message,
        html: email ? emailHtml(ctx.organization.name, email, emailBrand(db, organizationId)) : null,
      });
      return presentLog(row);
    },

    async testEmail(ctx: RequestContext, body: EmailTestBody): Promise<ProviderTestAnswer> {
      const sender = emailSender(deps, ctx.organizationId);
      if (!sender) return notSetUp('email', ctx.organizationId);
      const rendered = testContent(ctx, 'email', `It was sent through ${sender.adapter.displayName}.`);
      const row = await sendNow({
        organizationId: ctx.organizationId,
        channel: 'email',
        event: 'providerTest',
        recipient: body.email,
        recipientKind: 'other',
        subject: rendered.subject,
        content: rendered.text,
        html: rendered.html,
        templateName: rendered.templateName,
        templateSubtype: rendered.templateSubtype,
      });
      return testAnswer(row, logReason('logReason.testEmailSent', { recipient: body.email }));
    },

    /** The spec's test: the number and the message typed on the screen, sent as they are. */
    async testSms(ctx: RequestContext, body: SmsTestBody): Promise<ProviderTestAnswer> {
      if (!smsSender(deps, ctx.organizationId)) return notSetUp('sms', ctx.organizationId);
      const rendered = testContent(ctx, 'sms', body.message);
      const row = await sendNow({
        organizationId: ctx.organizationId,
        channel: 'sms',
        event: 'providerTest',
        recipient: body.phoneNumber,
        recipientKind: 'other',
        content: rendered.text,
        templateName: rendered.templateName,
        templateSubtype: rendered.templateSubtype,
      });
      return testAnswer(row, logReason('logReason.testSmsSent', { recipient: body.phoneNumber }));
    },

    async testPush(ctx: RequestContext, body: PushTest): Promise<ProviderTestAnswer> {
      const sender = pushSender(deps, ctx.organizationId);
      if (!sender) return notSetUp('push', ctx.organizationId);
      const rendered = testContent(ctx, 'push', '');
      const row = await sendNow({
        organizationId: ctx.organizationId,
        channel: 'push',
        event: 'providerTest',
        recipient: body.token,
        recipientKind: 'other',
        subject: rendered.subject,
        content: rendered.text,
        templateName: rendered.templateName,
        templateSubtype: rendered.templateSubtype,
      });
      return testAnswer(row, logReason('logReason.testPushSent'));
    },
  };
}
