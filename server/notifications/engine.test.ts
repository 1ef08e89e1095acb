import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOG_MESSAGES } from '../contract/notification-logs';
import { customerNotificationSettingsKind } from '../modules/notifications/documents';
import { notificationPreferencesKind } from '../modules/settings/notification-preferences';
import { call, loginAs } from '../testing/build-test-app';
import { attempt } from './attempt';
import { deliverNow, inFlight, wakeWorker } from './deliver';
import { POWERED_BY } from './email-layout';
import { ledgerFor } from './ledger';
import { rejected, unreachable } from './memory-senders';
import { enqueue, type NewMessage } from './outbox';
import { claimDue, countSentInPeriod } from './repository';
import { sendersFor } from './senders';
import { engineKit, HOUR, MINUTE, saveDocument, type EngineKit } from './test-kit';
import { runDeliveryChecks, runDue, startNotificationWorker } from './worker';
import { currentPlan } from '../modules/billing/plan';

let kit: EngineKit;
afterEach(async () => {
  await kit?.app.close();
});

const message = (overrides: Partial<NewMessage> = {}): NewMessage => ({
  organizationId: kit.organizationId,
  idempotencyKey: `test:${Math.random()}`,
  channel: 'email',
  event: 'custom',
  recipient: 'ana@example.test',
  recipientName: 'Ana Lopez',
  recipientKind: 'other',
  subject: 'Hello',
  content: 'A message written by hand.',
  ...overrides,
});

const queue = (overrides: Partial<NewMessage> = {}) => enqueue(kit.app.deps.db, message(overrides), kit.now()).id;

describe('the outbox', () => {
  it('queues the same event once: the same key twice is one row', async () => {
    kit = await engineKit();
    const first = enqueue(kit.app.deps.db, message({ idempotencyKey: 'appointment:a1:confirmation:email' }), kit.now());
    const second = enqueue(
      kit.app.deps.db,
      message({ idempotencyKey: 'appointment:a1:confirmation:email', content: 'Other' }),
      kit.now(),
    );
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    expect(kit.rows().map((row) => row.content)).toEqual(['A message written by hand.']);
  });

  it('keeps keys apart per organization', async () => {
    kit = await engineKit();
    const other = loginAs(kit.app, 'otherOwner').organizationId;
    const mine = enqueue(kit.app.deps.db, message({ idempotencyKey: 'same' }), kit.now());
    const theirs = enqueue(kit.app.deps.db, message({ idempotencyKey: 'same', organizationId: other }), kit.now());
    expect(theirs.created).toBe(true);
    expect(theirs.id).not.toBe(mine.id);
  });

  it('leaves nothing when the event’s transaction rolls back', async () => {
    kit = await engineKit();
    expect(() =>
      kit.app.deps.db.transaction((tx) => {
        enqueue(tx, message({ idempotencyKey: 'rolled-back' }), kit.now());
        throw new Error('the booking failed');
      }),
    ).toThrow('the booking failed');
    expect(kit.rows()).toEqual([]);
  });
});

describe('sending', () => {
  it('sends an email with the powered-by footer and records the provider’s id', async () => {
    kit = await engineKit();
    const id = queue();
    await deliverNow(kit.app.deps, kit.organizationId, id);
    const row = kit.row(id);
    expect(row).toMatchObject({
      status: 'sent',
      provider: 'smtp',
      providerMessageId: 'mail-1',
      attempts: 1,
      error: null,
    });
    expect(row.sentAt).toBe(kit.now().toISOString());
    const [sent] = kit.senders.emails.accepted;
    expect(sent).toMatchObject({
      to: 'ana@example.test',
      toName: 'Ana Lopez',
      fromEmail: 'hello@salon.test',
      subject: 'Hello',
    });
    expect(sent!.idempotencyKey).toBe(row.idempotencyKey);
    expect(sent!.text.trimEnd().endsWith(POWERED_BY)).toBe(true);
    expect(sent!.html).toContain(POWERED_BY);
    expect(sent!.html).toContain('A message written by hand.');
  });

  it('fails at once, saying so, when the channel has no provider', async () => {
    kit = await engineKit();
    kit.senders.disconnected.add('sms');
    const id = queue({ channel: 'sms', recipient: '+61412000000' });
    await deliverNow(kit.app.deps, kit.organizationId, id);
    expect(kit.row(id)).toMatchObject({ status: 'failed', error: LOG_MESSAGES.notConnected('SMS') });
  });

  it('does not send a message twice when asked twice, nor one that is not pending', async () => {
    kit = await engineKit();
    const id = queue();
    await Promise.all([
      deliverNow(kit.app.deps, kit.organizationId, id),
      deliverNow(kit.app.deps, kit.organizationId, id),
    ]);
    await deliverNow(kit.app.deps, kit.organizationId, id);
    expect(kit.senders.emails.accepted).toHaveLength(1);
  });

  it('does not touch another organization’s message', async () => {
    kit = await engineKit();
    const id = queue();
    await deliverNow(kit.app.deps, loginAs(kit.app, 'otherOwner').organizationId, id);
    expect(kit.row(id).status).toBe('pending');
  });

  it('fails a refused message at once with the provider’s sentence', async () => {
    kit = await engineKit();
    kit.senders.emails.failNext(rejected('SMTP refused the recipient: 550 No such mailbox.'));
    const id = queue();
    await deliverNow(kit.app.deps, kit.organizationId, id);
    expect(kit.row(id)).toMatchObject({
      status: 'failed',
      error: 'SMTP refused the recipient: 550 No such mailbox.',
      attempts: 1,
    });
  });

  it('retries an unreachable provider after 30 s, 2 min, 10 min and 1 h, then gives up with the last reason', async () => {
    kit = await engineKit();
    kit.senders.emails.failNext(
      unreachable('a'),
      unreachable('b'),
      unreachable('c'),
      unreachable('d'),
      unreachable('e'),
    );
    const id = queue();
    const waits: number[] = [];
    await runDue(kit.app.deps);
    for (let i = 0; i < 4; i++) {
      const row = kit.row(id);
      expect(row.status).toBe('pending');
      expect(row.error).toBe(['a', 'b', 'c', 'd'][i]);
      const wait = Date.parse(row.nextAttemptAt) - kit.now().getTime();
      waits.push(wait / 1000);
      // Nothing happens before the wait is over.
      kit.advance(wait - 1000);
      expect(await runDue(kit.app.deps)).toBe(0);
      kit.advance(1000);
      expect(await runDue(kit.app.deps)).toBe(1);
    }
    expect(waits).toEqual([30, 120, 600, 3600]);
    expect(kit.row(id)).toMatchObject({ status: 'failed', error: 'e', attempts: 5 });
    expect(kit.senders.emails.accepted).toEqual([]);
  });

  it('sends on a retry once the provider answers again', async () => {
    kit = await engineKit();
    kit.senders.emails.failNext(unreachable());
    const id = queue();
    await runDue(kit.app.deps);
    kit.advance(30_000);
    await runDue(kit.app.deps);
    expect(kit.row(id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
  });
});

describe('recovering an interrupted send (a crash between the provider and the database)', () => {
  /** Claims the message and starts sending it; the provider takes it but the call never returns. */
  async function crashMidSend(id: string, leaseMs: number) {
    const deps = kit.app.deps;
    const [row] = claimDue(
      deps.db,
      kit.now().toISOString(),
      new Date(kit.now().getTime() + leaseMs).toISOString(),
      1,
      new Set(),
    );
    expect(row?.id).toBe(id);
    void attempt(deps, row!, sendersFor(deps), ledgerFor(deps.db));
    await vi.waitFor(() => expect(kit.senders.texts.accepted.length + kit.senders.emails.accepted.length).toBe(1));
    expect(kit.row(id).status).toBe('sending');
  }

  it('asks the provider before sending again, and finds it: sent once', async () => {
    kit = await engineKit();
    kit.senders.texts.hangNext();
    const id = queue({ channel: 'sms', recipient: '+61412000000', subject: null });
    await crashMidSend(id, 60_000);
    // Within the lease it is left alone.
    kit.advance(59_000);
    expect(await runDue(kit.app.deps)).toBe(0);
    kit.advance(2_000);
    expect(await runDue(kit.app.deps)).toBe(1);
    expect(kit.senders.texts.accepted).toHaveLength(1);
    expect(kit.row(id)).toMatchObject({ status: 'sent', providerMessageId: 'texts-1' });
    expect(kit.row(id).metadata.recoveredBy).toBe('lookup');
  });

  it('sends again under the same idempotency key when the provider cannot tell (SMTP)', async () => {
    kit = await engineKit({ emailLookup: false });
    kit.senders.emails.hangNext();
    const id = queue();
    await crashMidSend(id, 60_000);
    kit.advance(61_000);
    await runDue(kit.app.deps);
    const [first, second] = kit.senders.emails.accepted;
    expect(second).toBeDefined();
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(kit.row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends once when the provider can tell it never got it', async () => {
    kit = await engineKit({ emailLookup: true });
    const id = queue();
    const deps = kit.app.deps;
    // Claimed, then the process died before calling the provider.
    claimDue(deps.db, kit.now().toISOString(), new Date(kit.now().getTime() + 1000).toISOString(), 1, new Set());
    kit.advance(2000);
    await runDue(deps);
    expect(kit.senders.emails.accepted).toHaveLength(1);
    expect(kit.row(id).status).toBe('sent');
  });

  it('asks before a retry too: a send whose answer was lost is not sent again', async () => {
    kit = await engineKit();
    kit.senders.texts.loseAnswerNext();
    const id = queue({ channel: 'sms', recipient: '+61412000000', subject: null });
    await runDue(kit.app.deps);
    expect(kit.row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    kit.advance(30_000);
    await runDue(kit.app.deps);
    expect(kit.senders.texts.accepted).toHaveLength(1);
    expect(kit.row(id)).toMatchObject({ status: 'sent', metadata: expect.objectContaining({ recoveredBy: 'lookup' }) });
  });

  it('never claims a message this process is still sending, even past its lease', async () => {
    kit = await engineKit();
    const id = queue();
    inFlight(kit.app.deps.db).add(id);
    const deps = kit.app.deps;
    claimDue(deps.db, kit.now().toISOString(), new Date(kit.now().getTime() + 1000).toISOString(), 1, new Set());
    kit.advance(5000);
    expect(await runDue(deps)).toBe(0);
    inFlight(deps.db).delete(id);
  });
});

describe('delivery reports', () => {
  it('asks about a sent SMS after 10 s, 1 min and 5 min, and records delivered', async () => {
    kit = await engineKit();
    kit.senders.texts.deliveryStates.push({ state: 'sent', error: null }, { state: 'delivered', error: null });
    const id = queue({ channel: 'sms', recipient: '+61412000000', subject: null });
    await runDue(kit.app.deps);
    const sent = kit.row(id);
    expect(sent.status).toBe('sent');
    expect(Date.parse(sent.nextAttemptAt) - Date.parse(sent.sentAt!)).toBe(10_000);
    kit.advance(10_000);
    expect(await runDeliveryChecks(kit.app.deps)).toBe(1);
    expect(kit.row(id).status).toBe('sent');
    expect(Date.parse(kit.row(id).nextAttemptAt) - Date.parse(sent.sentAt!)).toBe(60_000);
    kit.advance(50_000);
    await runDeliveryChecks(kit.app.deps);
    expect(kit.row(id)).toMatchObject({ status: 'delivered', deliveredAt: kit.now().toISOString() });
  });

  it('records a failed delivery with the provider’s reason, and stops asking after the third check', async () => {
    kit = await engineKit();
    kit.senders.texts.deliveryStates.push({
      state: 'failed',
      error: 'Twilio could not deliver: unknown destination handset',
    });
    const failed = queue({ channel: 'sms', recipient: '+61412000000', subject: null });
    const quiet = queue({ channel: 'sms', recipient: '+61412000001', subject: null });
    await runDue(kit.app.deps);
    kit.advance(10_000);
    await runDeliveryChecks(kit.app.deps);
    expect(kit.row(failed)).toMatchObject({
      status: 'failed',
      error: 'Twilio could not deliver: unknown destination handset',
    });
    kit.advance(10 * MINUTE);
    await runDeliveryChecks(kit.app.deps);
    await runDeliveryChecks(kit.app.deps);
    expect(kit.row(quiet)).toMatchObject({ status: 'sent', metadata: expect.objectContaining({ deliveryChecks: 3 }) });
    kit.advance(HOUR);
    expect(await runDeliveryChecks(kit.app.deps)).toBe(0);
  });

  it('does not ask about emails', async () => {
    kit = await engineKit();
    queue();
    await runDue(kit.app.deps);
    kit.advance(HOUR);
    expect(await runDeliveryChecks(kit.app.deps)).toBe(0);
  });
});

describe('client rate limits', () => {
  it('holds a second message to the same client until the minimum interval has passed, without using an attempt', async () => {
    kit = await engineKit();
    const client = kit.addClient();
    const first = queue({ recipientKind: 'client', clientId: client });
    await runDue(kit.app.deps);
    const second = queue({ recipientKind: 'client', clientId: client });
    await runDue(kit.app.deps);
    const held = kit.row(second);
    expect(held).toMatchObject({ status: 'pending', attempts: 0 });
    expect(Date.parse(held.nextAttemptAt) - Date.parse(kit.row(first).sentAt!)).toBe(5 * MINUTE);
    expect(held.scheduledFor).toBe(held.nextAttemptAt);
    kit.advance(5 * MINUTE);
    await runDue(kit.app.deps);
    expect(kit.row(second).status).toBe('sent');
    // Another channel to the same client is not held back by the email.
    const sms = queue({
      recipientKind: 'client',
      clientId: client,
      channel: 'sms',
      recipient: '+61412000001',
      subject: null,
    });
    await runDue(kit.app.deps);
    expect(kit.row(sms).status).toBe('sent');
  });

  it('holds back one of two messages to the same client sent at the same moment', async () => {
    kit = await engineKit();
    const client = kit.addClient();
    const a = queue({ recipientKind: 'client', clientId: client });
    const b = queue({ recipientKind: 'client', clientId: client });
    const deps = kit.app.deps;
    const rows = claimDue(
      deps.db,
      kit.now().toISOString(),
      new Date(kit.now().getTime() + MINUTE).toISOString(),
      2,
      new Set(),
    );
    await Promise.all(rows.map((row) => attempt(deps, row, sendersFor(deps), ledgerFor(deps.db))));
    expect([kit.row(a).status, kit.row(b).status].sort()).toEqual(['pending', 'sent']);
  });

  it('does not send over the daily maximum and says why', async () => {
    kit = await engineKit();
    saveDocument(kit, customerNotificationSettingsKind, {
      notificationMaxPerClientPerDay: 2,
      notificationMinIntervalMinutes: 1,
    });
    const client = kit.addClient({ firstName: 'Ana' });
    const ids = [0, 1, 2].map(() => queue({ recipientKind: 'client', clientId: client, recipientName: 'Ana Lopez' }));
    for (let i = 0; i < 3; i++) {
      await runDue(kit.app.deps);
      kit.advance(MINUTE);
    }
    expect(ids.map((id) => kit.row(id).status)).toEqual(['sent', 'sent', 'failed']);
    expect(kit.row(ids[2]!).error).toBe(
      'Not sent: Ana Lopez has already received 2 notifications today (the limit is 2 a day).',
    );
    // A new day in Sydney (midnight there is 13:00 UTC): the count starts again.
    kit.setClock(new Date('2025-03-03T13:00:00Z'));
    const next = queue({ recipientKind: 'client', clientId: client });
    await runDue(kit.app.deps);
    expect(kit.row(next).status).toBe('sent');
  });

  it('never holds back a provider test or an invitation', async () => {
    kit = await engineKit();
    saveDocument(kit, customerNotificationSettingsKind, { notificationMaxPerClientPerDay: 1 });
    const client = kit.addClient();
    const ids = [
      queue({ recipientKind: 'client', clientId: client }),
      queue({ recipientKind: 'client', clientId: client, event: 'providerTest' }),
      queue({ recipientKind: 'client', clientId: client, event: 'providerTest' }),
    ];
    await runDue(kit.app.deps);
    expect(ids.map((id) => kit.row(id).status)).toEqual(['sent', 'sent', 'sent']);
  });
});

describe('staff quiet hours', () => {
  it('holds a message to a staff member until their quiet hours end, in their time zone', async () => {
    kit = await engineKit();
    saveDocument(
      kit,
      notificationPreferencesKind,
      {
        quietHoursEnabled: true,
        quietHoursStart: '22:00',
        quietHoursEnd: '07:30',
        quietHoursTimezone: 'Australia/Sydney',
      },
      kit.userIds.practitioner,
    );
    // 23:00 in Sydney.
    kit.setClock(new Date('2025-03-03T12:00:00Z'));
    const id = queue({ recipientKind: 'staff', userId: kit.userIds.practitioner, recipient: 'practitioner@demo.test' });
    await deliverNow(kit.app.deps, kit.organizationId, id);
    expect(kit.row(id)).toMatchObject({ status: 'pending', attempts: 0, scheduledFor: '2025-03-03T20:30:00.000Z' });
    // Someone else's message goes at once.
    const other = queue({ recipientKind: 'staff', userId: kit.userIds.owner, recipient: 'owner@demo.test' });
    await runDue(kit.app.deps);
    expect(kit.row(other).status).toBe('sent');
    kit.setClock(new Date('2025-03-03T20:30:00Z'));
    await runDue(kit.app.deps);
    expect(kit.row(id).status).toBe('sent');
  });
});

describe('the plan’s SMS limit', () => {
  /** Sets every plan's SMS allowance to what the organization has already used this period. */
  function reachSmsLimit() {
    const deps = kit.app.deps;
    const period = currentPlan(deps.db, kit.organizationId, kit.now()).period;
    const used = countSentInPeriod(deps.db, kit.organizationId, 'sms', period.start, period.end);
    deps.database.sqlite.prepare('update plan_tiers set monthly_sms_limit = ?').run(Math.max(used, 1));
    if (used === 0) {
      queue({ channel: 'sms', recipient: '+61400000000', subject: null });
      return runDue(deps);
    }
    return Promise.resolve(0);
  }

  it('counts sent SMS and emails in the plan’s usage', async () => {
    kit = await engineKit();
    const owner = loginAs(kit.app, 'owner');
    const before = await call<{ usage: Record<string, number> }>(kit.app, {
      method: 'GET',
      url: '/api/billing/usage/detailed',
      headers: owner.headers,
    });
    queue({ channel: 'sms', recipient: '+61400000000', subject: null });
    queue();
    kit.senders.emails.failNext(rejected('no'));
    queue();
    await runDue(kit.app.deps);
    const after = await call<{ usage: Record<string, number> }>(kit.app, {
      method: 'GET',
      url: '/api/billing/usage/detailed',
      headers: owner.headers,
    });
    expect(after.body.usage.sms! - before.body.usage.sms!).toBe(1);
    expect(after.body.usage.emails! - before.body.usage.emails!).toBe(1);
  });

  it('sends an SMS over the limit by email instead, and the log says so', async () => {
    kit = await engineKit();
    await reachSmsLimit();
    const client = kit.addClient({ email: 'ana.fallback@example.test' });
    const id = queue({
      channel: 'sms',
      recipient: '+61412000009',
      recipientKind: 'client',
      clientId: client,
      subject: null,
      content: 'Reminder: Balayage tomorrow at 2:30 PM.',
    });
    const textsBefore = kit.senders.texts.accepted.length;
    await runDue(kit.app.deps);
    const row = kit.row(id);
    expect(row).toMatchObject({ status: 'sent', channel: 'email', recipient: 'ana.fallback@example.test' });
    expect(row.metadata).toMatchObject({
      fallbackFrom: 'sms',
      fallbackReason: 'SMS limit of your plan reached: sent by email instead',
    });
    expect(kit.senders.texts.accepted).toHaveLength(textsBefore);
    const email = kit.senders.emails.accepted.at(-1)!;
    expect(email).toMatchObject({ to: 'ana.fallback@example.test', idempotencyKey: row.idempotencyKey });
    expect(email.text).toContain('Reminder: Balayage tomorrow at 2:30 PM.');
    expect(email.text.trimEnd().endsWith(POWERED_BY)).toBe(true);
  });

  it('uses the template’s email version when the SMS came from one', async () => {
    kit = await engineKit();
    await reachSmsLimit();
    const client = kit.addClient({ email: 'ana.t@example.test' });
    const variables = {
      clientFirstName: 'Ana',
      firstName: 'Ana',
      organizationName: 'Demo Salon',
      businessName: 'Demo Salon',
      serviceName: 'Balayage',
      treatmentName: 'Balayage',
    };
    const id = queue({
      channel: 'sms',
      recipient: '+61412000009',
      recipientKind: 'client',
      clientId: client,
      subject: null,
      content: 'SMS text',
      templateName: 'Appointment reminder (SMS)',
      templateSubtype: 'appointment_reminder',
      metadata: { variables },
    });
    await runDue(kit.app.deps);
    expect(kit.row(id)).toMatchObject({
      channel: 'email',
      subject: 'Reminder: your appointment at Demo Salon on',
      templateName: 'Appointment reminder',
    });
  });

  it('does not send an SMS over the limit to someone whose email is unknown, with the plan’s sentence', async () => {
    kit = await engineKit();
    await reachSmsLimit();
    const client = kit.addClient({ email: '' });
    const id = queue({
      channel: 'sms',
      recipient: '+61412000009',
      recipientKind: 'client',
      clientId: client,
      subject: null,
    });
    await runDue(kit.app.deps);
    expect(kit.row(id).status).toBe('failed');
    expect(kit.row(id).error).toMatch(/^Your \w+ plan allows \d+ SMS a month\. Upgrade to send more\.$/);
  });
});

describe('the worker', () => {
  it('sends what is queued when woken, and stops after its sends are recorded', async () => {
    kit = await engineKit();
    const worker = startNotificationWorker(kit.app.deps, { pollMs: 10_000, senders: kit.senders });
    const ids = Array.from({ length: 20 }, () => queue());
    wakeWorker(kit.app.deps);
    await vi.waitFor(() => expect(ids.every((id) => kit.row(id).status === 'sent')).toBe(true));
    await worker.stop();
    expect(kit.senders.emails.accepted).toHaveLength(20);
    // Stopped: a new message stays queued.
    const later = queue();
    wakeWorker(kit.app.deps);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kit.row(later).status).toBe('pending');
  });

  it('finds due messages on its own poll, and reminders when their time comes', async () => {
    kit = await engineKit();
    const worker = startNotificationWorker(kit.app.deps, { pollMs: 20, senders: kit.senders });
    const later = queue({ scheduledFor: new Date(kit.now().getTime() + HOUR) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(kit.row(later).status).toBe('pending');
    kit.advance(HOUR);
    await vi.waitFor(() => expect(kit.row(later).status).toBe('sent'));
    await worker.stop();
  });
});
