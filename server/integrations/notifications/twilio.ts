import { logReason } from '../../contract/log-reasons';
import { callProvider, failure, formBody, plainReason, textAt, type ProviderFailure } from '../http';
import type { DeliveryState, OutgoingSms, SmsAdapter } from './types';

const PROVIDER = 'Twilio';
export const TWILIO_DEFAULT_URL = 'https://api.twilio.com';

export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  /** E.164; unused when a Messaging Service sends. */
  fromNumber: string;
  messagingServiceSid: string | null;
}

export interface TwilioOptions {
  /** The API's base URL (TWILIO_API_URL); unset: Twilio's own. */
  baseUrl?: string;
  timeoutMs: number;
}

/** Twilio's refusal in its words: `{code, message, more_info, status}`. */
const reasonOf = (json: unknown) => textAt(json, 'message');

const badCredentials = (status: number) => failure('rejected', logReason('logReason.twilioCredentials'), status);

/** YYYY-MM-DD of the day before `now` (UTC): the lookup's window, wide enough across midnight. */
const dayBefore = (now: Date) => new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);

interface TwilioMessage {
  sid?: unknown;
  body?: unknown;
  status?: unknown;
  error_message?: unknown;
  error_code?: unknown;
}

/**
 * SMS through Twilio's Programmable Messaging REST API (form-encoded, HTTP Basic with the Account
 * SID and auth token). Twilio takes no idempotency key: a message whose answer was lost is looked
 * for among the account's recent messages to the same number with the same text, which is as
 * close as Twilio lets anyone get (the same text sent twice on purpose the same day would match).
 */
export function twilioAdapter(
  account: TwilioAccount,
  options: TwilioOptions,
  now: () => Date = () => new Date(),
): SmsAdapter {
  const base = `${options.baseUrl ?? TWILIO_DEFAULT_URL}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}`;
  const secrets = [account.authToken];
  const authorization = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;

  const request = (method: 'GET' | 'POST', path: string, body?: string) =>
    callProvider({
      provider: PROVIDER,
      url: `${base}${path}`,
      method,
      headers: {
        authorization,
        ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(body === undefined ? {} : { body }),
      timeoutMs: options.timeoutMs,
    });

  /** A refusal: the credentials (401), or this message (a bad number: 21211, 21614...). */
  function refusal(status: number, json: unknown): ProviderFailure {
    if (status === 401) return badCredentials(status);
    const why = plainReason(reasonOf(json) ?? `error ${status}`, secrets);
    return failure('rejected', logReason('logReason.refused', { provider: PROVIDER, what: 'message', why }), status);
  }

  return {
    displayName: PROVIDER,

    // Reading the account itself: the cheapest call that needs both the SID and the token.
    async verify() {
      const { status, json } = await callProvider({
        provider: PROVIDER,
        url: `${base}.json`,
        method: 'GET',
        headers: { authorization },
        timeoutMs: options.timeoutMs,
      });
      if (status === 401 || status === 404) throw badCredentials(status);
      if (status !== 200) throw refusal(status, json);
      const state = textAt(json, 'status');
      if (state && state !== 'active') {
        throw failure('rejected', logReason('logReason.twilioAccount', { state }), status);
      }
    },

    async send(message: OutgoingSms) {
      const sender = account.messagingServiceSid
        ? { MessagingServiceSid: account.messagingServiceSid }
        : { From: account.fromNumber };
      const { status, json } = await request(
        'POST',
        '/Messages.json',
        formBody({ To: message.to, Body: message.body, ...sender }),
      );
      const sid = textAt(json, 'sid');
      if ((status !== 201 && status !== 200) || !sid) throw refusal(status, json);
      return { providerMessageId: sid };
    },

    async lookup(message: OutgoingSms) {
      const query = new URLSearchParams({ To: message.to, 'DateSent>': dayBefore(now()), PageSize: '50' });
      const { status, json } = await request('GET', `/Messages.json?${query.toString()}`);
      if (status !== 200) throw refusal(status, json);
      const list = (json as { messages?: unknown }).messages;
      const messages = Array.isArray(list) ? (list as TwilioMessage[]) : [];
      // A trial account puts its own words before the text, so the end is what is compared.
      const match = messages.find((m) => typeof m.body === 'string' && m.body.endsWith(message.body));
      return match
        ? { found: true, providerMessageId: typeof match.sid === 'string' ? match.sid : null }
        : { found: false };
    },

    async deliveryState(providerMessageId: string) {
      const { status, json } = await request('GET', `/Messages/${encodeURIComponent(providerMessageId)}.json`);
      if (status !== 200) throw refusal(status, json);
      const reported = json as TwilioMessage;
      let state: DeliveryState = 'sent';
      if (reported.status === 'delivered') state = 'delivered';
      if (reported.status === 'failed' || reported.status === 'undelivered') state = 'failed';
      if (state !== 'failed') return { state, error: null };
      const why =
        typeof reported.error_message === 'string' && reported.error_message !== ''
          ? reported.error_message
          : `Twilio could not deliver the message (error ${String(reported.error_code ?? 'unknown')}).`;
      return { state, error: plainReason(why, secrets) };
    },
  };
}
