import { randomBytes } from 'node:crypto';
import {
  accept,
  bearerOf,
  behaviourOf,
  type Exchange,
  FAKE_RECIPIENTS,
  misbehaves,
  objectOf,
  parseJson,
  recipientFailure,
  send,
  stringOf,
} from './fake-notification-shared';

/** SendGrid as the fake notification server answers it. */
export function sendgrid(exchange: Exchange): void {
  const { request, res, state } = exchange;
  const key = bearerOf(request.headers);
  const behaviour = behaviourOf(key);
  if (misbehaves(res, behaviour)) return;
  if (behaviour === 'bad') {
    send(res, 401, {
      errors: [{ field: null, message: 'The provided authorization grant is invalid, expired, or revoked' }],
    });
    return;
  }
  const readOnly = key.includes('readonly');
  if (request.method === 'GET' && request.path === '/v3/scopes') {
    send(res, 200, {
      scopes: readOnly ? ['user.profile.read', 'stats.read'] : ['mail.send', 'user.profile.read', 'messages.read'],
    });
    return;
  }
  if (request.method === 'GET' && request.path === '/v3/messages') {
    if (key.includes('noactivity')) {
      send(res, 403, { errors: [{ field: null, message: 'authorization required' }] });
      return;
    }
    const query = new URLSearchParams(request.query).get('query') ?? '';
    const quoted = /unique_args\['idempotency_key'\]="((?:[^"\\]|\\.)*)"/.exec(query)?.[1];
    const wanted = quoted?.replace(/\\(.)/g, '$1');
    const found = state.messages.filter((m) => m.provider === 'sendgrid' && m.idempotencyKey === wanted);
    send(res, 200, {
      messages: found.slice(0, 1).map((m) => ({
        from_email: m.from,
        msg_id: `${m.id}.filterdrecv-fake-0`,
        subject: m.subject,
        to_email: m.to,
        status: 'delivered',
        opens_count: 0,
        clicks_count: 0,
        last_event_time: m.acceptedAt,
      })),
    });
    return;
  }
  if (readOnly) {
    send(res, 403, { errors: [{ field: null, message: 'access forbidden' }] });
    return;
  }
  const json = parseJson(request.body);
  const personalization = objectOf(Array.isArray(json.personalizations) ? json.personalizations[0] : undefined);
  const to = stringOf(objectOf(Array.isArray(personalization.to) ? personalization.to[0] : undefined).email);
  const from = stringOf(objectOf(json.from).email);
  if (!to || !to.includes('@') || to === FAKE_RECIPIENTS.email.refused) {
    send(res, 400, {
      errors: [{ message: 'Does not contain a valid address.', field: 'personalizations.0.to.0.email' }],
    });
    return;
  }
  if (!from) {
    send(res, 400, { errors: [{ message: 'The from object must be provided for every email send.', field: 'from' }] });
    return;
  }
  const content = Array.isArray(json.content) ? json.content.map(objectOf) : [];
  const part = (type: string) => stringOf(content.find((c) => c.type === type)?.value);
  const id = randomBytes(16).toString('base64url');
  const accepted = accept(exchange, recipientFailure(FAKE_RECIPIENTS.email, to), {
    provider: 'sendgrid',
    id,
    to,
    from,
    subject: stringOf(json.subject),
    body: part('text/plain') ?? '',
    html: part('text/html'),
    title: null,
    data: null,
    idempotencyKey: stringOf(objectOf(json.custom_args).idempotency_key),
    status: 'accepted',
    acceptedAt: new Date().toISOString(),
  });
  if (!accepted) return;
  res.writeHead(202, { 'x-message-id': id });
  res.end();
}
