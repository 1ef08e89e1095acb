import { createPublicKey, randomBytes, randomUUID, verify as verifySignature } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  accept,
  bearerOf,
  behaviourOf,
  type Exchange,
  FAKE_FIREBASE_SERVICE_ACCOUNT,
  fakeServiceAccountPublicKey,
  FAKE_RECIPIENTS,
  misbehaves,
  objectOf,
  parseJson,
  recipientFailure,
  send,
  stringOf,
} from './fake-notification-shared';

/** Google's OAuth token endpoint and Firebase Cloud Messaging as the fake notification server answers them. */
/** Google's OAuth 2.0 token endpoint for service accounts: checks the RS256 assertion. */
export function googleOAuth(exchange: Exchange): void {
  const { request, res, state } = exchange;
  const form = new URLSearchParams(request.body);
  const invalidGrant = (description: string) =>
    send(res, 400, { error: 'invalid_grant', error_description: description });
  if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
    send(res, 400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type: ' });
    return;
  }
  const [header = '', claims = '', signature = ''] = (form.get('assertion') ?? '').split('.');
  const decode = (part: string) => parseJson(Buffer.from(part, 'base64url').toString());
  const payload = decode(claims);
  const iss = stringOf(payload.iss) ?? '';
  if (misbehaves(res, behaviourOf(iss))) return;
  if (decode(header).alg !== 'RS256') return invalidGrant('Invalid JWT: unsupported algorithm.');
  if (iss !== FAKE_FIREBASE_SERVICE_ACCOUNT.clientEmail) return invalidGrant('Invalid grant: account not found');
  const signed = verifySignature(
    'RSA-SHA256',
    Buffer.from(`${header}.${claims}`),
    createPublicKey(fakeServiceAccountPublicKey()),
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return invalidGrant('Invalid JWT Signature.');
  if (payload.aud !== `${state.url}/token`) return invalidGrant('Invalid JWT audience.');
  const scope = stringOf(payload.scope) ?? '';
  if (!scope.split(' ').includes('https://www.googleapis.com/auth/firebase.messaging')) {
    send(res, 400, { error: 'invalid_scope', error_description: 'Invalid OAuth scope or ID token audience provided.' });
    return;
  }
  const now = Date.now() / 1000;
  const iat = Number(payload.iat);
  const exp = Number(payload.exp);
  if (!(iat <= now + 300 && exp > now && exp - iat <= 3600)) {
    return invalidGrant(
      'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.',
    );
  }
  const token = `ya29.fake-${randomUUID()}`;
  state.tokens.set(token, { projectId: FAKE_FIREBASE_SERVICE_ACCOUNT.projectId, expiresAt: Date.now() + 3599_000 });
  send(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
}

function googleError(res: ServerResponse, status: number, code: string, message: string, fcmCode?: string) {
  send(res, status, {
    error: {
      code: status,
      message,
      status: code,
      ...(fcmCode
        ? { details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: fcmCode }] }
        : {}),
    },
  });
}

export function fcm(exchange: Exchange): void {
  const { request, res, state } = exchange;
  const projectId = decodeURIComponent(/^\/v1\/projects\/([^/]+)\/messages:send$/.exec(request.path)?.[1] ?? '');
  const issued = state.tokens.get(bearerOf(request.headers));
  if (!issued || issued.expiresAt < Date.now()) {
    googleError(
      res,
      401,
      'UNAUTHENTICATED',
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    );
    return;
  }
  if (issued.projectId !== projectId) {
    googleError(
      res,
      403,
      'PERMISSION_DENIED',
      `Permission 'cloudmessaging.messages.create' denied on resource '//cloudresourcemanager.googleapis.com/projects/${projectId}' (or it may not exist).`,
    );
    return;
  }
  const message = objectOf(parseJson(request.body).message);
  const token = stringOf(message.token) ?? '';
  if (token === '' || token === FAKE_RECIPIENTS.push.invalid) {
    googleError(
      res,
      400,
      'INVALID_ARGUMENT',
      'The registration token is not a valid FCM registration token',
      'INVALID_ARGUMENT',
    );
    return;
  }
  if (token === FAKE_RECIPIENTS.push.unregistered) {
    googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED');
    return;
  }
  const notification = objectOf(message.notification);
  const data = objectOf(message.data);
  const name = `projects/${projectId}/messages/${randomBytes(8).readBigUInt64BE().toString()}`;
  const accepted = accept(exchange, recipientFailure(FAKE_RECIPIENTS.push, token), {
    provider: 'fcm',
    id: name,
    to: token,
    from: null,
    subject: null,
    body: stringOf(notification.body) ?? '',
    html: null,
    title: stringOf(notification.title),
    data: Object.keys(data).length > 0 ? (data as Record<string, string>) : null,
    idempotencyKey: null,
    status: 'accepted',
    acceptedAt: new Date().toISOString(),
  });
  if (accepted) send(res, 200, { name });
}
