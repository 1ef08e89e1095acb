import { afterEach, describe, expect, it } from 'vitest';
import { adminNotificationSettingsKind, customerNotificationSettingsKind } from '../modules/notifications/documents';
import { notificationPreferencesKind } from '../modules/settings/notification-preferences';
import { queueDigests } from './digest';
import {
  appointmentBooked,
  appointmentCancelled,
  appointmentNoShow,
  appointmentRescheduled,
  bookingConflict,
  scheduleReminders,
} from './events';
import { engineKit, HOUR, saveDocument, type EngineKit } from './test-kit';
import { runDue } from './worker';

let kit: EngineKit;
afterEach(async () => {
  await kit?.app.close();
});

const deps = () => kit.app.deps;
const summary = (where?: string, ...params: unknown[]) =>
  kit.rows(where, ...params).map((row) => `${row.event} ${row.channel} ${row.recipient} ${row.status}`);
const digestItems = () =>
  kit.app.deps.database.sqlite
    .prepare(
      'select user_id as userId, event, summary, digest_message_id as digestMessageId from admin_digest_items where organization_id = ? order by created_at, id',
    )
    .all(kit.organizationId) as { userId: string; event: string; summary: string; digestMessageId: string | null }[];

describe('an appointment booked', () => {
  it('queues the client’s confirmation and reminders, and tells the admins and the practitioner', async () => {
    kit = await engineKit();
    const appointment = kit.appointment();
    expect(appointmentBooked(deps(), appointment)).toEqual({ queued: 7 });
    // Defaults: confirmation by email (and in-app, not this engine's); reminders 24 h by email, 2 h by SMS;
    // admin notifications in real time to admins and owners; the practitioner hears of their own booking.
    expect(summary("recipient_kind = 'client'").sort()).toEqual([
      'appointmentConfirmation email ana@example.test pending',
      'appointmentReminder email ana@example.test pending',
      'appointmentReminder sms +61412000000 pending',
    ]);
    expect(summary("recipient_kind = 'staff'").sort()).toEqual([
      'adminBooking email admin@demo.test pending',
      'adminBooking email owner@demo.test pending',
      'adminBooking email platform@demo.test pending',
      'adminBooking email practitioner@demo.test pending',
    ]);
    const [email24, sms2] = kit
      .rows("event = 'appointmentReminder'")
      .sort((a, b) => a.scheduledFor.localeCompare(b.scheduledFor));
    expect(email24!.scheduledFor).toBe(new Date(appointment.start.getTime() - 24 * HOUR).toISOString());
    expect(sms2!.scheduledFor).toBe(new Date(appointment.start.getTime() - 2 * HOUR).toISOString());
    expect(sms2!.idempotencyKey).toBe(
      `appointment:${appointment.id}:reminder:2:sms:${appointment.start.toISOString()}`,
    );
    const confirmation = kit.rows("event = 'appointmentConfirmation'")[0]!;
    // 3 days after Monday 11:00 in Sydney.
    expect(confirmation.content).toContain(
      'Date: Thursday, March 6, 2025\nTime: 11:00 AM\nService: Balayage\nWith: Priya Patel\nWhere: City',
    );
    expect(confirmation.metadata).toMatchObject({
      appointmentId: appointment.id,
      appointmentStart: appointment.start.toISOString(),
    });
    expect(confirmation).toMatchObject({ appointmentId: appointment.id, templateSubtype: 'appointment_confirmation' });
  });

  it('queues nothing new when the same booking is told twice', async () => {
    kit = await engineKit();
    const appointment = kit.appointment();
    appointmentBooked(deps(), appointment);
    const count = kit.rows().length;
    expect(appointmentBooked(deps(), appointment)).toEqual({ queued: 0 });
    expect(kit.rows()).toHaveLength(count);
  });

  it('sends the confirmation now and the reminders at their time', async () => {
    kit = await engineKit();
    const appointment = kit.appointment();
    appointmentBooked(deps(), appointment);
    await runDue(deps());
    expect(summary("event = 'appointmentConfirmation'")).toEqual([
      'appointmentConfirmation email ana@example.test sent',
    ]);
    expect(summary("event = 'appointmentReminder' and status = 'pending'")).toHaveLength(2);
    kit.setClock(new Date(appointment.start.getTime() - 24 * HOUR));
    await runDue(deps());
    expect(summary("event = 'appointmentReminder' and status = 'sent'")).toEqual([
      'appointmentReminder email ana@example.test sent',
    ]);
    kit.setClock(new Date(appointment.start.getTime() - 2 * HOUR));
    await runDue(deps());
    expect(summary("event = 'appointmentReminder' and status = 'sent'")).toHaveLength(2);
    expect(kit.senders.texts.accepted.map((sms) => sms.body)).toEqual([
      'Reminder: Balayage at Demo Salon on Thursday, March 6, 2025 at 11:00 AM. See you soon, Ana!',
    ]);
  });

  it('skips reminders whose time has passed, and channels the client cannot be reached by', async () => {
    kit = await engineKit();
    const soon = kit.appointment({ start: new Date(kit.now().getTime() + 3 * HOUR) });
    appointmentBooked(deps(), soon);
    expect(summary("event = 'appointmentReminder'")).toEqual(['appointmentReminder sms +61412000000 pending']);
    const noPhone = kit.appointment({
      client: { id: null, firstName: 'Bo', lastName: 'Li', email: 'bo@example.test', phone: '' },
    });
    appointmentBooked(deps(), noPhone);
    expect(kit.rows('appointment_id = ? and channel = ?', noPhone.id, 'sms')).toEqual([]);
  });

  it('follows the customer settings: events and channels switched off, other timings', async () => {
    kit = await engineKit();
    saveDocument(kit, customerNotificationSettingsKind, {
      appointmentConfirmationEnabled: false,
      appointmentRemindersTiming: [{ hours: 48, channels: ['email', 'sms', 'push', 'inApp'] }],
      appointmentRemindersSmsEnabled: false,
    });
    const appointment = kit.appointment();
    appointmentBooked(deps(), appointment);
    expect(summary("recipient_kind = 'client'")).toEqual(['appointmentReminder email ana@example.test pending']);
    expect(kit.rows("recipient_kind = 'client'")[0]!.scheduledFor).toBe(
      new Date(appointment.start.getTime() - 48 * HOUR).toISOString(),
    );
  });
});

describe('an appointment cancelled or moved', () => {
  it('cancels what has not gone yet, keeps what has, and tells the client and the team', async () => {
    kit = await engineKit();
    const appointment = kit.appointment();
    appointmentBooked(deps(), appointment);
    await runDue(deps());
    appointmentCancelled(deps(), appointment);
    expect(summary("event in ('appointmentReminder', 'appointmentConfirmation')").sort()).toEqual([
      'appointmentConfirmation email ana@example.test sent',
      'appointmentReminder email ana@example.test cancelled',
      'appointmentReminder sms +61412000000 cancelled',
    ]);
    expect(summary("event = 'appointmentCancellation'")).toEqual([
      'appointmentCancellation email ana@example.test pending',
    ]);
    expect(summary("event = 'adminCancellation'")).toHaveLength(4);
    // The cancelled reminders never go.
    kit.setClock(appointment.start);
    await runDue(deps());
    expect(kit.senders.texts.accepted).toEqual([]);
  });

  it('moves the reminders with the appointment and tells the client the old and the new time', async () => {
    kit = await engineKit();
    const appointment = kit.appointment();
    appointmentBooked(deps(), appointment);
    const moved = {
      ...appointment,
      start: new Date(appointment.start.getTime() + 24 * HOUR),
      end: new Date(appointment.end.getTime() + 24 * HOUR),
    };
    appointmentRescheduled(deps(), moved, appointment.start);
    const reminders = kit.rows("event = 'appointmentReminder'");
    expect(
      reminders
        .filter((row) => row.status === 'cancelled')
        .map((row) => row.scheduledFor)
        .sort(),
    ).toEqual([
      new Date(appointment.start.getTime() - 24 * HOUR).toISOString(),
      new Date(appointment.start.getTime() - 2 * HOUR).toISOString(),
    ]);
    expect(
      reminders
        .filter((row) => row.status === 'pending')
        .map((row) => row.scheduledFor)
        .sort(),
    ).toEqual([
      new Date(moved.start.getTime() - 24 * HOUR).toISOString(),
      new Date(moved.start.getTime() - 2 * HOUR).toISOString(),
    ]);
    const notice = kit.rows("event = 'appointmentRescheduling'")[0]!;
    expect(notice.content).toContain('It was on Thursday, March 6, 2025 at 11:00 AM. It is now:');
    expect(notice.content).toContain('Date: Friday, March 7, 2025');
    expect(summary("event = 'adminBooking' and template_subtype = 'admin_rescheduling'")).toHaveLength(4);
    // Told twice: nothing new.
    const count = kit.rows().length;
    expect(appointmentRescheduled(deps(), moved, appointment.start)).toEqual({ queued: 0 });
    expect(kit.rows()).toHaveLength(count);
    expect(kit.rows("event = 'appointmentReminder' and status = 'pending'")).toHaveLength(2);
  });

  it('brings the reminders back when the appointment moves back to its first time', async () => {
    kit = await engineKit();
    const appointment = kit.appointment();
    appointmentBooked(deps(), appointment);
    const moved = { ...appointment, start: new Date(appointment.start.getTime() + HOUR) };
    appointmentRescheduled(deps(), moved, appointment.start);
    appointmentRescheduled(deps(), appointment, moved.start);
    const pending = kit.rows("event = 'appointmentReminder' and status = 'pending'");
    expect(pending.map((row) => row.scheduledFor).sort()).toEqual([
      new Date(appointment.start.getTime() - 24 * HOUR).toISOString(),
      new Date(appointment.start.getTime() - 2 * HOUR).toISOString(),
    ]);
  });

  it('schedules reminders on request, once', async () => {
    kit = await engineKit();
    const appointment = kit.appointment();
    expect(scheduleReminders(deps(), appointment)).toEqual({ queued: 2 });
    expect(scheduleReminders(deps(), appointment)).toEqual({ queued: 0 });
  });

  it('writes inside the caller’s transaction: a booking that rolls back leaves no message', async () => {
    kit = await engineKit();
    expect(() =>
      kit.app.deps.db.transaction((tx) => {
        appointmentBooked(deps(), kit.appointment(), { tx });
        throw new Error('slot taken');
      }),
    ).toThrow('slot taken');
    expect(kit.rows()).toEqual([]);
  });
});

describe('the team’s notifications', () => {
  const staff = () => summary("recipient_kind = 'staff'").sort();

  it('sends one message, not two, to an admin who is also the practitioner', async () => {
    kit = await engineKit();
    appointmentBooked(deps(), kit.appointment({ practitioner: { userId: kit.userIds.admin, name: 'Adam Alvarez' } }));
    expect(staff()).toEqual([
      'adminBooking email admin@demo.test pending',
      'adminBooking email owner@demo.test pending',
      'adminBooking email platform@demo.test pending',
    ]);
  });

  it('goes to the roles chosen, and to the practitioner only when “Notify practitioners” is on', async () => {
    kit = await engineKit();
    saveDocument(kit, adminNotificationSettingsKind, {
      adminNotificationsNotifyRoles: ['manager'],
      adminNotificationsPractitioners: false,
    });
    appointmentBooked(deps(), kit.appointment());
    expect(staff()).toEqual(['adminBooking email manager@demo.test pending']);
  });

  it('in exceptions mode tells the admins only of cancellations, no-shows and conflicts', async () => {
    kit = await engineKit();
    saveDocument(kit, adminNotificationSettingsKind, { adminNotificationsMode: 'exceptions' });
    const appointment = kit.appointment();
    appointmentBooked(deps(), appointment);
    expect(staff()).toEqual(['adminBooking email practitioner@demo.test pending']);
    appointmentNoShow(deps(), appointment);
    bookingConflict(deps(), appointment, 'Priya is also booked with Bo Li at 11:00 AM.');
    expect(summary("event = 'adminNoShow'")).toHaveLength(4);
    const conflict = kit.rows("event = 'adminConflict' and recipient = 'owner@demo.test'")[0]!;
    expect(conflict.content).toContain('Priya is also booked with Bo Li at 11:00 AM.');
    saveDocument(kit, adminNotificationSettingsKind, { adminNotificationsNoShows: false });
    appointmentNoShow(deps(), kit.appointment());
    expect(summary("event = 'adminNoShow'")).toHaveLength(5);
  });

  it('with mode none, or switched off, tells only the practitioner of their own appointment', async () => {
    kit = await engineKit();
    saveDocument(kit, adminNotificationSettingsKind, { adminNotificationsMode: 'none' });
    appointmentCancelled(deps(), kit.appointment());
    expect(staff()).toEqual(['adminCancellation email practitioner@demo.test pending']);
    saveDocument(kit, adminNotificationSettingsKind, {
      adminNotificationsMode: 'realtime',
      adminNotificationsEnabled: false,
    });
    appointmentBooked(deps(), kit.appointment());
    expect(summary("event = 'adminBooking'")).toEqual(['adminBooking email practitioner@demo.test pending']);
  });

  it('with “VIP clients only” tells the admins of VIP clients’ bookings only', async () => {
    kit = await engineKit();
    saveDocument(kit, adminNotificationSettingsKind, {
      adminNotificationsVipOnly: true,
      adminNotificationsPractitioners: false,
    });
    appointmentBooked(deps(), kit.appointment());
    expect(staff()).toEqual([]);
    const base = kit.appointment();
    appointmentBooked(deps(), { ...base, client: { ...base.client, vip: true } });
    expect(staff()).toHaveLength(3);
  });

  it('follows each member’s own channel choices', async () => {
    kit = await engineKit();
    saveDocument(kit, notificationPreferencesKind, { appointmentBookedEmail: false }, kit.userIds.owner);
    saveDocument(kit, notificationPreferencesKind, { appointmentBookedSms: true }, kit.userIds.admin);
    kit.app.deps.database.sqlite
      .prepare('update users set phone = ? where id = ?')
      .run('+61 400 111 222', kit.userIds.admin);
    appointmentBooked(deps(), kit.appointment());
    expect(staff()).toEqual([
      'adminBooking email admin@demo.test pending',
      'adminBooking email platform@demo.test pending',
      'adminBooking email practitioner@demo.test pending',
      'adminBooking sms +61400111222 pending',
    ]);
  });

  it('in digest mode collects the events and sends one email per member at the digest time', async () => {
    kit = await engineKit();
    saveDocument(kit, adminNotificationSettingsKind, {
      adminNotificationsMode: 'digest',
      adminNotificationsDigestSchedule: 'daily',
      adminNotificationsDigestTime: '08:00',
    });
    const first = kit.appointment();
    const second = kit.appointment({ client: { ...first.client, firstName: 'Bo', lastName: 'Li' } });
    appointmentBooked(deps(), first);
    appointmentBooked(deps(), second);
    appointmentBooked(deps(), first);
    // The practitioner hears of their own bookings now; the admins get digest items.
    expect(staff()).toEqual([
      'adminBooking email practitioner@demo.test pending',
      'adminBooking email practitioner@demo.test pending',
    ]);
    const items = digestItems();
    expect(items).toHaveLength(6);
    expect(items[0]!.summary).toBe('New booking: Ana Lopez, Balayage on Thursday, March 6, 2025 at 11:00 AM (City)');
    // 11:00 in Sydney: today's 08:00 digest has gone; tomorrow's takes them.
    expect(queueDigests(deps(), kit.now())).toBe(0);
    kit.setClock(new Date('2025-03-03T20:59:00Z'));
    expect(queueDigests(deps(), kit.now())).toBe(0);
    kit.setClock(new Date('2025-03-03T21:00:00Z'));
    expect(queueDigests(deps(), kit.now())).toBe(3);
    expect(queueDigests(deps(), kit.now())).toBe(0);
    const digests = kit.rows("event = 'adminDigest'");
    expect(digests.map((row) => row.recipient).sort()).toEqual([
      'admin@demo.test',
      'owner@demo.test',
      'platform@demo.test',
    ]);
    expect(digests[0]!.subject).toBe('Demo Salon: 2 updates since Monday, March 3, 2025 at 11:00 AM');
    expect(digests[0]!.content).toContain(
      '• New booking: Bo Li, Balayage on Thursday, March 6, 2025 at 11:00 AM (City)',
    );
    expect(digestItems().every((item) => item.digestMessageId !== null)).toBe(true);
    await runDue(deps());
    expect(
      kit.senders.emails.accepted.filter((email) => email.subject.startsWith('Demo Salon: 2 updates')),
    ).toHaveLength(3);
  });
});
