import type { ServerResponse } from 'node:http';
import {
  accept,
  basicOf,
  behaviourOf,
  type Exchange,
  FAKE_NOTIFICATION_CREDENTIALS,
  FAKE_RECIPIENTS,
  type FakeNotificationMessage,
  misbehaves,
  recipientFailure,
  rfc2822,
  send,
  sid,
} from './fake-notification-shared';

/** Twilio as the fake notification server answers it. */
const TWILIO_ERRORS: Record<string, { code: number; message: (to: string) => string }> = {
  [FAKE_RECIPIENTS.sms.invalidNumber]: {
    code: 21211,
    message: (to) => `The 'To' number ${to} is not a valid phone number.`,
  },
  [FAKE_RECIPIENTS.sms.notMobile]: { code: 21614, message: (to) => `'To' number ${to} is not a valid mobile number` },
};

function twilioError(res: ServerResponse, status: number, code: number, message: string) {
  send(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

/** A Twilio message as the API shows it; reading one that is queued settles it (delivered, or undelivered). */
function twilioView(message: FakeNotificationMessage, accountSid: string, read: boolean) {
  if (read && message.status === 'queued') {
    message.status = message.to === FAKE_RECIPIENTS.sms.undelivered ? 'undelivered' : 'delivered';
  }
  const undelivered = message.status === 'undelivered';
  const date = rfc2822(new Date(message.acceptedAt));
  return {
    sid: message.id,
    account_sid: accountSid,
    to: message.to,
    from: message.from,
    body: message.body,
    status: message.status,
    direction: 'outbound-api',
    num_segments: '1',
    date_created: date,
    date_sent: date,
    date_updated: date,
    error_code: undelivered ? 30005 : null,
    error_message: undelivered ? 'Unknown destination handset' : null,
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.id}.json`,
  };
}

export function twilio(exchange: Exchange): void {
  const { request, res, state } = exchange;
  const match = /^\/2010-04-01\/Accounts\/([^/.]+)(\.json|\/Messages\.json|\/Messages\/([^/]+)\.json)$/.exec(
    request.path,
  );
  const { user, password } = basicOf(request.headers);
  const behaviour = behaviourOf(password);
  if (misbehaves(res, behaviour)) return;
  if (!match || behaviour === 'bad' || user !== match[1]) {
    twilioError(res, 401, 20003, 'Authenticate');
    return;
  }
  const accountSid = match[1]!;
  const suspended = accountSid === FAKE_NOTIFICATION_CREDENTIALS.twilioSuspended.accountSid;
  if (match[2] === '.json') {
    send(res, 200, {
      sid: accountSid,
      friendly_name: 'Fake Salon',
      status: suspended ? 'suspended' : 'active',
      type: 'Full',
      date_created: rfc2822(new Date('2024-01-01T00:00:00Z')),
    });
    return;
  }
  if (suspended) {
    twilioError(res, 401, 20005, 'Account not active');
    return;
  }
  const ownMessages = state.messages.filter((m) => m.provider === 'twilio');
  if (match[3] !== undefined) {
    const found = ownMessages.find((m) => m.id === decodeURIComponent(match[3]!));
    if (!found) twilioError(res, 404, 20404, `The requested resource ${request.path} was not found`);
    else send(res, 200, twilioView(found, accountSid, true));
    return;
  }
  if (request.method === 'GET') {
    const query = new URLSearchParams(request.query);
    const to = query.get('To');
    const since = query.get('DateSent>');
    const pageSize = Math.min(Number(query.get('PageSize') ?? 50) || 50, 1000);
    const listed = ownMessages
      .filter((m) => (to === null || m.to === to) && (since === null || m.acceptedAt.slice(0, 10) >= since))
      .reverse()
      .slice(0, pageSize);
    send(res, 200, {
      messages: listed.map((m) => twilioView(m, accountSid, true)),
      page: 0,
      page_size: pageSize,
      next_page_uri: null,
    });
    return;
  }
  const form = new URLSearchParams(request.body);
  const to = form.get('To') ?? '';
  const body = form.get('Body') ?? '';
  const from = form.get('From');
  const service = form.get('MessagingServiceSid');
  if (!/^\+[1-9][0-9]{6,14}$/.test(to)) {
    twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    return;
  }
  const refusal = TWILIO_ERRORS[to];
  if (refusal) {
    twilioError(res, 400, refusal.code, refusal.message(to));
    return;
  }
  if (!from && !service) {
    twilioError(res, 400, 21603, "A 'From' phone number is required.");
    return;
  }
  if (body === '') {
    twilioError(res, 400, 21602, 'Message body is required.');
    return;
  }
  const message: FakeNotificationMessage = {
    provider: 'twilio',
    id: sid('SM'),
    to,
    from: from ?? service,
    subject: null,
    body,
    html: null,
    title: null,
    data: null,
    idempotencyKey: null,
    status: 'queued',
    acceptedAt: new Date().toISOString(),
  };
  if (accept(exchange, recipientFailure(FAKE_RECIPIENTS.sms, to), message)) {
    send(res, 201, twilioView(message, accountSid, false));
  }
}
