import { logReason } from '../../contract/log-reasons';
import { callProvider, failure, plainReason, textAt, type ProviderAnswer } from '../http';
import { googleTokenSource, type ServiceAccount } from './google-token';
import type { OutgoingPush, PushAdapter } from './types';

const PROVIDER = 'Firebase Cloud Messaging';
export const FCM_DEFAULT_URL = 'https://fcm.googleapis.com';

export interface FcmOptions {
  /** The API's base URL (FCM_API_URL); unset: Google's own. */
  baseUrl?: string;
  /** Google's OAuth token endpoint (GOOGLE_OAUTH_TOKEN_URL); unset: Google's own. */
  tokenUrl?: string;
  timeoutMs: number;
  now?: () => Date;
}

/** FCM's error code: `error.details[].errorCode` (UNREGISTERED...), else Google's `error.status`. */
function errorCodeOf(json: unknown): string | undefined {
  const details = (json as { error?: { details?: unknown } } | null)?.error?.details;
  if (Array.isArray(details)) {
    for (let i = 0; i < details.length; i += 1) {
      const code = textAt(details, i, 'errorCode');
      if (code) return code;
    }
  }
  return textAt(json, 'error', 'status');
}

/**
 * Push notifications through Firebase Cloud Messaging's HTTP v1 API, authorised by an access token
 * the service account's key obtains from Google (google-token.ts). FCM takes no idempotency key
 * and cannot be asked what it sent, so there is no lookup: a push is short-lived, and a rare
 * second copy after a crash is the lesser harm than one never sent.
 */
export function fcmAdapter(account: ServiceAccount, options: FcmOptions): PushAdapter {
  const base = options.baseUrl ?? FCM_DEFAULT_URL;
  const tokens = googleTokenSource(account, {
    timeoutMs: options.timeoutMs,
    provider: PROVIDER,
    ...(options.tokenUrl ? { tokenUrl: options.tokenUrl } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const secrets = [account.privateKey];

  async function post(body: unknown): Promise<ProviderAnswer> {
    return callProvider({
      provider: PROVIDER,
      url: `${base}/v1/projects/${encodeURIComponent(account.projectId)}/messages:send`,
      method: 'POST',
      headers: { authorization: `Bearer ${await tokens.token()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      timeoutMs: options.timeoutMs,
    });
  }

  return {
    displayName: PROVIDER,

    // Obtaining an access token proves the key and the service account; nothing is sent.
    async verify() {
      tokens.forget();
      await tokens.token();
    },

    async send(message: OutgoingPush) {
      const body = {
        message: {
          token: message.token,
          notification: { title: message.title, body: message.body },
          ...(message.data ? { data: message.data } : {}),
        },
      };
      let answer = await post(body);
      // A token revoked early: one new token, one more try.
      if (answer.status === 401) {
        tokens.forget();
        answer = await post(body);
      }
      const name = textAt(answer.json, 'name');
      if (answer.status === 200 && name) return { providerMessageId: name };
      const code = errorCodeOf(answer.json);
      const reason = plainReason(textAt(answer.json, 'error', 'message') ?? `error ${answer.status}`, secrets);
      if (code === 'UNREGISTERED') {
        throw failure('rejected', logReason('logReason.deviceUnregistered'), answer.status);
      }
      if (code === 'INVALID_ARGUMENT') {
        throw refusedMessage(reason, answer.status);
      }
      if (answer.status === 401 || answer.status === 403) {
        const said = logReason('logReason.fcmAccountRefused', { project: account.projectId, why: reason });
        throw failure('rejected', said, answer.status);
      }
      throw refusedMessage(reason, answer.status);
    },
  };
}

const refusedMessage = (why: string, status: number) =>
  failure(
    'rejected',
    logReason('logReason.refused', { provider: 'Firebase Cloud Messaging', what: 'message', why }),
    status,
  );
