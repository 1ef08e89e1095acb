import type { MessageEvent } from '../contract/notification-logs';
import type { CustomerEvent } from '../contract/notification-settings';
import type { DbOrTx } from '../db/client';
import { newId } from '../ids';
import { renderTemplate } from '../templates/render';
import type { AppDeps } from '../types';
import { customerSettings, organizationFacts } from './context';
import { formatDate, formatDateTime, formatTime } from './format';
import { enqueue, queueWithin, type EventOptions } from './outbox';
import { hasPendingDigestItem, insertDigestItem } from './digest-repository';
import { cancelPending, findMessageByKey, revive } from './repository';
import { reminderDueAt } from './rules';
import { staffRecipients, type StaffEventKind } from './staff-recipients';
import { smsNumberOf } from './sms-number';

/**
 * What the booking side tells the engine (the booking page of a later issue, and the tests): an
 * appointment was booked, cancelled, moved, missed or clashes. Each call writes the messages it
 * causes into the outbox in one transaction (the caller's, when it passes one) under keys made of
 * the appointment, the event, the channel and the start, so telling the same event twice queues
 * nothing new.
 *
 * Clients get email (when they have an address) and SMS (when they have a number) as the customer
 * notification settings choose. Push is skipped: clients have no device registration yet. In-app
 * notifications are not messages this engine delivers: they belong to the client's account on the
 * booking page, which shows them itself.
 */
export interface AppointmentDescription {
  id: string;
  organizationId: string;
  start: Date;
  end: Date;
  /** The location's zone: the messages write its wall-clock times. */
  timeZone: string;
  client: {
    id: string | null;
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string | null;
    /** For the admin "VIP clients only" choice. */
    vip?: boolean;
  };
  serviceName: string;
  practitioner: { userId: string | null; name: string } | null;
  locationName: string;
}

const CLIENT_CHANNELS = [
  { channel: 'email', flag: 'Email' },
  { channel: 'sms', flag: 'Sms' },
] as const;

const REMINDER_EVENTS: readonly MessageEvent[] = ['appointmentReminder'];
const BEFORE_IT_HAPPENS: readonly MessageEvent[] = [
  'appointmentReminder',
  'appointmentConfirmation',
  'appointmentRescheduling',
];

function appointmentVariables(deps: AppDeps, appointment: AppointmentDescription): Record<string, string> {
  const { name } = organizationFacts(deps, appointment.organizationId);
  const { client } = appointment;
  const fullName = `${client.firstName} ${client.lastName}`.trim();
  return {
    organizationName: name,
    businessName: name,
    clientFirstName: client.firstName,
    clientLastName: client.lastName,
    clientEmail: client.email ?? '',
    clientName: fullName,
    firstName: client.firstName,
    lastName: client.lastName,
    fullName,
    appointmentDate: formatDate(appointment.start, appointment.timeZone),
    appointmentTime: formatTime(appointment.start, appointment.timeZone),
    treatmentName: appointment.serviceName,
    serviceName: appointment.serviceName,
    practitionerName: appointment.practitioner?.name ?? '',
    locationName: appointment.locationName,
  };
}

const previousVariables = (previousStart: Date, timeZone: string) => ({
  previousDate: formatDate(previousStart, timeZone),
  previousTime: formatTime(previousStart, timeZone),
});

interface ClientMessage {
  event: CustomerEvent;
  messageEvent: MessageEvent;
  subtype: string;
  /** The event's part of the key: "confirmation", "reminder:24". */
  keyPart: string;
  dueAt?: Date;
  /** Only these channels (a reminder timing's). */
  channels?: readonly string[];
  extraVariables?: Record<string, string>;
}

/** The key a client message of this appointment gets (exported for the tests and the reminders' moves). */
export const clientMessageKey = (appointment: AppointmentDescription, keyPart: string, channel: string) =>
  `appointment:${appointment.id}:${keyPart}:${channel}:${appointment.start.toISOString()}`;

/** The client's messages of one event, by the channels the settings switch on; answers the keys written or found. */
function queueClientMessages(
  deps: AppDeps,
  db: DbOrTx,
  appointment: AppointmentDescription,
  message: ClientMessage,
  now: Date,
): { queued: number; keys: string[] } {
  const settings = customerSettings(deps, appointment.organizationId);
  if (settings[`${message.event}Enabled`] !== true) return { queued: 0, keys: [] };
  const variables = { ...appointmentVariables(deps, appointment), ...message.extraVariables };
  let queued = 0;
  const keys: string[] = [];
  for (const { channel, flag } of CLIENT_CHANNELS) {
    if (settings[`${message.event}${flag}Enabled`] !== true) continue;
    if (message.channels && !message.channels.includes(channel)) continue;
    const typed = (channel === 'email' ? appointment.client.email : appointment.client.phone)?.trim() ?? '';
    const address = channel === 'sms' && typed !== '' ? smsNumberOf(typed) : typed;
    if (address === '') continue;
    // The organization turned this message off: nothing is queued for it, as for a channel switched off.
    const rendered = renderTemplate(db, appointment.organizationId, message.subtype, channel, variables);
    if (!rendered) continue;
    const idempotencyKey = clientMessageKey(appointment, message.keyPart, channel);
    keys.push(idempotencyKey);
    const result = enqueue(
      db,
      {
        organizationId: appointment.organizationId,
        idempotencyKey,
        channel,
        event: message.messageEvent,
        recipient: address,
        recipientName: variables.clientName ?? null,
        recipientKind: 'client',
        clientId: appointment.client.id,
        appointmentId: appointment.id,
        subject: rendered.subject,
        content: rendered.text,
        html: rendered.html,
        templateName: rendered.templateName,
        templateSubtype: rendered.templateSubtype,
        ...(message.dueAt ? { scheduledFor: message.dueAt } : {}),
        metadata: { appointmentId: appointment.id, appointmentStart: appointment.start.toISOString(), variables },
      },
      now,
    );
    if (result.created) queued += 1;
    else if (message.dueAt) {
      // A reminder cancelled by an earlier move, due again because the appointment came back to this time.
      const existing = findMessageByKey(db, appointment.organizationId, idempotencyKey);
      if (existing?.status === 'cancelled') {
        revive(db, appointment.organizationId, existing.id, message.dueAt.toISOString(), now.toISOString());
        queued += 1;
      }
    }
  }
  return { queued, keys };
}

/** The reminders of the settings' timings, each at start minus its hours; those already past are skipped. */
function queueReminders(deps: AppDeps, db: DbOrTx, appointment: AppointmentDescription, now: Date) {
  const settings = customerSettings(deps, appointment.organizationId);
  let queued = 0;
  const keys: string[] = [];
  for (const timing of settings.appointmentRemindersTiming) {
    const dueAt = reminderDueAt(appointment.start, timing.hours, now);
    if (!dueAt) continue;
    const result = queueClientMessages(
      deps,
      db,
      appointment,
      {
        event: 'appointmentReminders',
        messageEvent: 'appointmentReminder',
        subtype: 'appointment_reminder',
        keyPart: `reminder:${timing.hours}`,
        dueAt,
        channels: timing.channels,
      },
      now,
    );
    queued += result.queued;
    keys.push(...result.keys);
  }
  return { queued, keys };
}

/** Staff messages of the event (admins by role, the practitioner), or digest items in digest mode. */
function queueStaffMessages(
  deps: AppDeps,
  db: DbOrTx,
  appointment: AppointmentDescription,
  kind: StaffEventKind,
  now: Date,
  extraVariables: Record<string, string> = {},
): number {
  const plan = staffRecipients(deps, appointment, kind);
  const base = { ...appointmentVariables(deps, appointment), ...extraVariables };
  let queued = 0;
  for (const recipient of plan.recipients) {
    const variables = { ...base, recipientFirstName: recipient.firstName };
    if (recipient.delivery === 'digest') {
      const summary = `${plan.summaryLabel}: ${base.clientName}, ${appointment.serviceName} on ${formatDateTime(appointment.start, appointment.timeZone)}${appointment.locationName ? ` (${appointment.locationName})` : ''}`;
      if (hasPendingDigestItem(db, appointment.organizationId, recipient.userId, plan.event, summary)) continue;
      const nowIso = now.toISOString();
      insertDigestItem(db, {
        id: newId(now.getTime()),
        organizationId: appointment.organizationId,
        userId: recipient.userId,
        event: plan.event,
        summary,
        createdAt: nowIso,
        updatedAt: nowIso,
      });
      queued += 1;
      continue;
    }
    for (const channel of recipient.channels) {
      const rendered = renderTemplate(db, appointment.organizationId, plan.subtype, channel.channel, variables);
      if (!rendered) continue;
      const result = enqueue(
        db,
        {
          organizationId: appointment.organizationId,
          idempotencyKey: `appointment:${appointment.id}:${kind}:${recipient.userId}:${channel.channel}:${appointment.start.toISOString()}`,
          channel: channel.channel,
          event: plan.event,
          recipient: channel.address,
          recipientName: recipient.name,
          recipientKind: 'staff',
          userId: recipient.userId,
          appointmentId: appointment.id,
          subject: rendered.subject,
          content: rendered.text,
          html: rendered.html,
          templateName: rendered.templateName,
          templateSubtype: rendered.templateSubtype,
          metadata: { appointmentId: appointment.id, appointmentStart: appointment.start.toISOString(), variables },
        },
        now,
      );
      if (result.created) queued += 1;
    }
  }
  return queued;
}

/** Booked: the client's confirmation, their reminders, and the team's notice. */
export function appointmentBooked(deps: AppDeps, appointment: AppointmentDescription, options: EventOptions = {}) {
  const now = deps.now();
  return queueWithin(deps, options, (db) => {
    const confirmation = queueClientMessages(
      deps,
      db,
      appointment,
      {
        event: 'appointmentConfirmation',
        messageEvent: 'appointmentConfirmation',
        subtype: 'appointment_confirmation',
        keyPart: 'confirmation',
      },
      now,
    );
    return (
      confirmation.queued +
      queueReminders(deps, db, appointment, now).queued +
      queueStaffMessages(deps, db, appointment, 'booked', now)
    );
  });
}

/** The reminders of an appointment, at the settings' timings (booked, or the timings changed). */
export function scheduleReminders(deps: AppDeps, appointment: AppointmentDescription, options: EventOptions = {}) {
  const now = deps.now();
  return queueWithin(deps, options, (db) => queueReminders(deps, db, appointment, now).queued);
}

/** Cancelled: what had not gone yet is cancelled (it stays in the log as such), the client and the team are told. */
export function appointmentCancelled(deps: AppDeps, appointment: AppointmentDescription, options: EventOptions = {}) {
  const now = deps.now();
  return queueWithin(deps, options, (db) => {
    cancelPending(db, appointment.organizationId, appointment.id, BEFORE_IT_HAPPENS, now.toISOString());
    const cancellation = queueClientMessages(
      deps,
      db,
      appointment,
      {
        event: 'appointmentCancellation',
        messageEvent: 'appointmentCancellation',
        subtype: 'appointment_cancellation',
        keyPart: 'cancellation',
      },
      now,
    );
    return cancellation.queued + queueStaffMessages(deps, db, appointment, 'cancelled', now);
  });
}

/**
 * Moved from `previousStart` to `appointment.start`: the reminders move with it (those of the old
 * time are cancelled, those of the new one queued), and the client and the team are told.
 */
export function appointmentRescheduled(
  deps: AppDeps,
  appointment: AppointmentDescription,
  previousStart: Date,
  options: EventOptions = {},
) {
  const now = deps.now();
  const previous = previousVariables(previousStart, appointment.timeZone);
  return queueWithin(deps, options, (db) => {
    const settings = customerSettings(deps, appointment.organizationId);
    // The keys of the new time are known before anything is written, so a replayed move keeps them.
    const keep = [
      ...settings.appointmentRemindersTiming.flatMap((timing) =>
        CLIENT_CHANNELS.map(({ channel }) => clientMessageKey(appointment, `reminder:${timing.hours}`, channel)),
      ),
      ...CLIENT_CHANNELS.map(({ channel }) => clientMessageKey(appointment, 'rescheduling', channel)),
    ];
    cancelPending(db, appointment.organizationId, appointment.id, BEFORE_IT_HAPPENS, now.toISOString(), keep);
    const rescheduling = queueClientMessages(
      deps,
      db,
      appointment,
      {
        event: 'appointmentRescheduling',
        messageEvent: 'appointmentRescheduling',
        subtype: 'appointment_rescheduling',
        keyPart: 'rescheduling',
        extraVariables: previous,
      },
      now,
    );
    return (
      rescheduling.queued +
      queueReminders(deps, db, appointment, now).queued +
      queueStaffMessages(deps, db, appointment, 'rescheduled', now, previous)
    );
  });
}

/** The client did not come: the team is told (admin exceptions). */
export function appointmentNoShow(deps: AppDeps, appointment: AppointmentDescription, options: EventOptions = {}) {
  const now = deps.now();
  return queueWithin(deps, options, (db) => {
    cancelPending(db, appointment.organizationId, appointment.id, REMINDER_EVENTS, now.toISOString());
    return queueStaffMessages(deps, db, appointment, 'noShow', now);
  });
}

/** The appointment clashes with another booking (`details` says how): the team is told (admin exceptions). */
export function bookingConflict(
  deps: AppDeps,
  appointment: AppointmentDescription,
  details: string,
  options: EventOptions = {},
) {
  const now = deps.now();
  return queueWithin(deps, options, (db) =>
    queueStaffMessages(deps, db, appointment, 'conflict', now, { conflictDetails: details }),
  );
}
