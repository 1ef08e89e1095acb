import { logReason } from '../../contract/log-reasons';
import { callProvider, failure, plainReason, rejected, textAt } from '../http';
import type { EmailAdapter, OutgoingEmail } from './types';

const PROVIDER = 'SendGrid';
export const SENDGRID_DEFAULT_URL = 'https://api.sendgrid.com';

export interface SendGridOptions {
  /** The API's base URL (SENDGRID_API_URL); unset: SendGrid's own. */
  baseUrl?: string;
  timeoutMs: number;
}

/** SendGrid's errors: `{errors: [{message, field}]}`. */
const reasonOf = (json: unknown) => textAt(json, 'errors', 0, 'message');

/** The Email Activity query language quotes values in double quotes. */
const quoted = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * Email through SendGrid's v3 Web API. Each message carries the engine's idempotency key as a
 * custom argument, which the Email Activity API can search for: that is how a message whose
 * answer was lost (a crash mid-send) is found again instead of sent twice.
 */
export function sendgridAdapter(apiKey: string, options: SendGridOptions): EmailAdapter {
  const base = options.baseUrl ?? SENDGRID_DEFAULT_URL;
  const secrets = [apiKey];

  const request = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider({
      provider: PROVIDER,
      url: `${base}${path}`,
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      timeoutMs: options.timeoutMs,
    });

  return {
    displayName: PROVIDER,

    // The scopes of the key: it must be valid, and allowed to send mail.
    async verify() {
      const { status, json } = await request('GET', '/v3/scopes');
      if (status !== 200) throw rejected(PROVIDER, reasonOf(json), status, secrets);
      const scopes = (json as { scopes?: unknown }).scopes;
      if (!Array.isArray(scopes) || !scopes.includes('mail.send')) {
        throw failure('rejected', logReason('logReason.sendgridCannotSend'), status);
      }
    },

    async send(message: OutgoingEmail) {
      const content = [{ type: 'text/plain', value: message.text }];
      if (message.html !== null) content.push({ type: 'text/html', value: message.html });
      const { status, json, headers } = await request('POST', '/v3/mail/send', {
        personalizations: [{ to: [{ email: message.to, ...(message.toName ? { name: message.toName } : {}) }] }],
        from: { email: message.fromEmail, ...(message.fromName ? { name: message.fromName } : {}) },
        ...(message.replyTo ? { reply_to: { email: message.replyTo } } : {}),
        subject: message.subject,
        content,
        custom_args: { idempotency_key: message.idempotencyKey },
      });
      if (status === 401) throw rejected(PROVIDER, reasonOf(json), status, secrets);
      if (status !== 202 && status !== 200) {
        const why = plainReason(reasonOf(json) ?? `error ${status}`, secrets);
        throw failure('rejected', logReason('logReason.refused', { provider: PROVIDER, what: 'message', why }), status);
      }
      return { providerMessageId: headers.get('x-message-id') };
    },

    // The Email Activity API (an add-on some accounts lack). Without it SendGrid cannot tell, and
    // saying "not found" would make the engine send again: it hears "unreachable" instead.
    async lookup(message: OutgoingEmail) {
      const query = `unique_args['idempotency_key']=${quoted(message.idempotencyKey)}`;
      const { status, json } = await request('GET', `/v3/messages?limit=1&query=${encodeURIComponent(query)}`);
      if (status === 403 || status === 404) {
        throw failure('unreachable', logReason('logReason.sendgridNoActivity'), status);
      }
      if (status !== 200) throw rejected(PROVIDER, reasonOf(json), status, secrets);
      const found = (json as { messages?: unknown }).messages;
      if (!Array.isArray(found) || found.length === 0) return { found: false };
      // The activity's msg_id starts with the X-Message-Id the send answered.
      const id = textAt(found, 0, 'msg_id');
      return { found: true, providerMessageId: id ? (id.split('.')[0] ?? id) : null };
    },
  };
}
