import { logged, loggedAsIs, logReason, type LoggedReason } from '../contract/log-reasons';
import { errorColumns, NEVER } from '../notifications/repository';
import { createHash } from 'node:crypto';
import type { CreateClientBody } from '../contract/clients';
import type { MessageChannel } from '../contract/notification-logs';
import type { DbOrTx } from '../db/client';
import { newId } from '../ids';
import { findClientByKey } from '../modules/clients/repository';
import { emailKeyOf, phoneKeyOf } from '../modules/clients/rules';
import { localDate, startOfLocalDay } from '../modules/notifications/days';
import { insertMessages, type NewMessageRow } from '../modules/notifications/logs-repository';
import { renderTemplate } from '../templates/render';
import { DEMO_CLIENTS } from './client-samples';
import type { DemoIds } from './seed';
import { smsNumberOf } from '../notifications/sms-number';

const TIME_ZONE = 'Australia/Sydney';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How far back the log goes: the chart's two weeks. */
const HISTORY_DAYS = 14;

/** A small seeded generator (mulberry32): the same demo on every run, no Math.random. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SERVICES = [
  { name: "Women's Cut & Blow-dry", practitioner: 'Priya Patel', location: 'Demo Salon — City' },
  { name: "Men's Cut", practitioner: 'Jamie Junior', location: 'Demo Salon — City' },
  { name: 'Balayage', practitioner: 'Priya Patel', location: 'Demo Salon — City' },
  { name: 'Blow-dry & Style', practitioner: 'Jamie Junior', location: 'Demo Salon — City' },
  { name: 'Full Head Colour', practitioner: 'Priya Patel', location: 'Demo Salon — City' },
  { name: 'Hot Stone Massage', practitioner: 'Priya Patel', location: 'Demo Salon — Beach' },
] as const;

/** The client's number as an SMS provider takes it: the demo's clients are Australian. */
function mobileOf(phone: string | undefined): string | null {
  if (!phone) return null;
  const number = smsNumberOf(phone, '+61');
  return number.startsWith('+') ? number : null;
}

/** The provider's message id as each gives it: SendGrid's X-Message-Id, Twilio's SM sid. */
const providerId = (channel: MessageChannel, key: string) => {
  const hash = createHash('sha256').update(key).digest();
  return channel === 'sms' ? `SM${hash.toString('hex').slice(0, 32)}` : hash.toString('base64url').slice(0, 22);
};

const dateText = (at: number) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' }).format(at);
const timeText = (at: number) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' }).format(at);

interface Visit {
  id: string;
  client: CreateClientBody;
  clientId: string | null;
  service: (typeof SERVICES)[number];
  start: number;
  bookedAt: number;
}

/**
 * What became of a message the demo "sent": most SMS were confirmed delivered and emails accepted;
 * a few failed the way real ones do. Jack's number is a landline (Twilio refuses it), Ethan's old
 * email bounced after he moved, one SMS met a Twilio outage and one email a sender SendGrid had not
 * verified yet.
 */
const JACKS_LANDLINE = '+61290004321';
const ETHANS_OLD_EMAIL = 'ethan.walker@example.com';

interface Outcome {
  status: 'sent' | 'delivered' | 'failed';
  /** As the engine writes it: one of the log's reasons, or a provider's report as it came. */
  error?: LoggedReason;
  attempts?: number;
}

/** The demo's outcomes, in the order the messages were due; `failures` remembers the one-off ones. */
function outcomeOf(
  channel: MessageChannel,
  recipient: string,
  random: () => number,
  failures: { outage: boolean; sender: boolean; due: number },
): Outcome {
  failures.due += 1;
  if (channel === 'sms' && recipient === JACKS_LANDLINE) {
    const why = `The 'To' number ${JACKS_LANDLINE} is not a valid mobile number (error 21614).`;
    return {
      status: 'failed',
      error: logged(logReason('logReason.refused', { provider: 'Twilio', what: 'message', why })),
    };
  }
  if (recipient === ETHANS_OLD_EMAIL) {
    // A bounce the provider reported after sending: its own words.
    return {
      status: 'failed',
      error: loggedAsIs(`The mailbox ${ETHANS_OLD_EMAIL} does not exist: 550 5.1.1 User unknown.`),
    };
  }
  if (channel === 'sms' && !failures.outage && failures.due >= 40) {
    failures.outage = true;
    return {
      status: 'failed',
      error: logged(logReason('logReason.timeout', { provider: 'Twilio', seconds: 10 })),
      attempts: 5,
    };
  }
  if (channel === 'email' && !failures.sender && failures.due >= 8) {
    failures.sender = true;
    const why = 'The from address does not match a verified Sender Identity. Verify it in SendGrid first.';
    return {
      status: 'failed',
      error: logged(logReason('logReason.refused', { provider: 'SendGrid', what: 'message', why })),
    };
  }
  if (channel === 'email') return { status: 'sent' };
  return { status: random() < 0.88 ? 'delivered' : 'sent' };
}

/**
 * Demo Salon's notification log (CONTRACT.md: "a realistic sample of ... notification logs"):
 * about 80 confirmations and reminders by email and SMS to the demo clients over the last two
 * weeks, as the engine would have left them. They were sent in the past: no provider is called.
 * The reminders of the next few days are still pending. Other Spa gets none.
 */
export const notificationSamplers: ((tx: DbOrTx, ids: DemoIds, now: Date) => void)[] = [
  function notificationLogsSample(tx, ids, now) {
    const random = seeded(14);
    const nowMs = now.getTime();
    const organizationId = ids.demoSalonId;
    // Jack only gave his landline and Ethan has moved away: each comes once, below.
    const regulars = DEMO_CLIENTS.filter((client) => client.isActive !== false && client.lastName !== 'Wilson');
    const clientIdOf = (client: CreateClientBody) => {
      const email = emailKeyOf(client.email ?? '');
      const phone = phoneKeyOf(client.phone ?? '');
      const row =
        (email ? findClientByKey(tx, organizationId, { column: 'emailKey', value: email }) : undefined) ??
        (phone ? findClientByKey(tx, organizationId, { column: 'phoneKey', value: phone }) : undefined);
      return row?.id ?? null;
    };

    // Two or three appointments a day, on the half hour between 9:00 and 16:30 Sydney time,
    // booked two to nine days ahead; three more in the coming days.
    const visits: Visit[] = [];
    const oldest = nowMs - HISTORY_DAYS * DAY;
    const today = Date.parse(`${localDate(now, TIME_ZONE)}T00:00:00Z`);
    const sydneyMidnight = (daysFromToday: number) =>
      startOfLocalDay(new Date(today + daysFromToday * DAY).toISOString().slice(0, 10), TIME_ZONE).getTime();
    const byLastName = (lastName: string) => DEMO_CLIENTS.find((c) => c.lastName === lastName)!;
    for (let day = -HISTORY_DAYS + 1; day <= 3; day++) {
      const count = day > 0 ? 1 : random() < 0.85 ? 2 : 3;
      for (let n = 0; n < count; n++) {
        // Ethan came before he moved away; Jack, who only gave his landline, once.
        const pick = regulars[Math.floor(random() * regulars.length)]!;
        const client =
          n === 0 && day === -12 ? byLastName('Walker') : n === 0 && day === -5 ? byLastName('Wilson') : pick;
        const start = sydneyMidnight(day) + 9 * HOUR + Math.floor(random() * 16) * 30 * MINUTE;
        const ahead = (2 + Math.floor(random() * 8)) * DAY + Math.floor(random() * 8) * HOUR;
        // Kept inside the two weeks shown, and in the past.
        const bookedAt = Math.min(
          Math.max(start - ahead, oldest + (1 + random() * 6) * HOUR),
          nowMs - (1 + random() * 20) * HOUR,
        );
        const service = SERVICES[Math.floor(random() * SERVICES.length)]!;
        visits.push({ id: newId(bookedAt), client, clientId: clientIdOf(client), service, start, bookedAt });
      }
    }

    const rows: NewMessageRow[] = [];
    const failures = { outage: false, sender: false, due: 0 };
    const add = (visit: Visit, channel: MessageChannel, kind: 'confirmation' | 'reminder', hours: number) => {
      const { client, service } = visit;
      const recipient = channel === 'email' ? client.email : mobileOf(client.phone);
      const due = kind === 'confirmation' ? visit.bookedAt : visit.start - hours * HOUR;
      // A reminder whose time had passed when the appointment was booked is never queued.
      if (!recipient || due < visit.bookedAt) return;
      const subtype = kind === 'confirmation' ? 'appointment_confirmation' : 'appointment_reminder';
      const rendered = renderTemplate(tx, organizationId, subtype, channel, {
        clientFirstName: client.firstName,
        firstName: client.firstName,
        organizationName: 'Demo Salon',
        businessName: 'Demo Salon',
        appointmentDate: dateText(visit.start),
        appointmentTime: timeText(visit.start),
        treatmentName: service.name,
        serviceName: service.name,
        practitionerName: service.practitioner,
        locationName: service.location,
      });
      if (!rendered) return;
      const idempotencyKey =
        kind === 'confirmation'
          ? `appointment:${visit.id}:confirmation:${channel}`
          : `appointment:${visit.id}:reminder:${hours}:${channel}:${new Date(visit.start).toISOString()}`;
      const pending = due > nowMs;
      const outcome: Outcome = pending ? { status: 'sent' } : outcomeOf(channel, recipient, random, failures);
      const attempts = pending ? 0 : (outcome.attempts ?? 1);
      // The last attempt: seconds after it was due, or after the last back-off (30 s, 2, 10 and 60 min).
      const lastTry = due + 2_000 + (attempts === 5 ? 72.5 * MINUTE : 0);
      const sentAt = !pending && outcome.status !== 'failed' ? new Date(lastTry).toISOString() : null;
      const deliveredAt =
        outcome.status === 'delivered' && !pending
          ? new Date(lastTry + (4 + random() * 40) * 1000).toISOString()
          : null;
      const createdAt = new Date(visit.bookedAt).toISOString();
      rows.push({
        id: newId(visit.bookedAt),
        organizationId,
        idempotencyKey,
        channel,
        event: kind === 'confirmation' ? 'appointmentConfirmation' : 'appointmentReminder',
        status: pending ? 'pending' : outcome.status,
        recipient,
        recipientKey: recipient.toLowerCase(),
        recipientName: `${client.firstName} ${client.lastName}`,
        recipientKind: 'client',
        clientId: visit.clientId,
        appointmentId: visit.id,
        subject: rendered.subject,
        content: rendered.text,
        html: rendered.html,
        templateName: rendered.templateName,
        templateSubtype: rendered.templateSubtype,
        provider: pending ? null : channel === 'email' ? 'sendgrid' : 'twilio',
        providerMessageId: sentAt ? providerId(channel, idempotencyKey) : null,
        scheduledFor: new Date(due).toISOString(),
        // What has gone (or failed) is settled; the worker only ever looks at what is still pending.
        nextAttemptAt: pending ? new Date(due).toISOString() : NEVER,
        attempts,
        ...errorColumns(outcome.error ?? null),
        metadata: { appointmentId: visit.id, appointmentStart: new Date(visit.start).toISOString() },
        sentAt,
        deliveredAt,
        createdAt,
        updatedAt: pending ? createdAt : new Date(deliveredAt ? Date.parse(deliveredAt) : lastTry).toISOString(),
      });
    };

    // As the default settings send them (spec part 2 §9): the confirmation by email (by SMS for a
    // client without an address), reminders 24 h before by email and 2 h before by SMS.
    for (const visit of visits) {
      add(visit, visit.client.email ? 'email' : 'sms', 'confirmation', 0);
      add(visit, 'email', 'reminder', 24);
      add(visit, 'sms', 'reminder', 2);
    }
    insertMessages(tx, rows);
  },
];
