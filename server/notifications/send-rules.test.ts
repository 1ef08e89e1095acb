/** The rules the engine applies at send time: client rate limits, staff quiet hours, the plan's SMS limit. */
import { afterEach, describe, expect, it } from 'vitest';
import { customerNotificationSettingsKind } from '../modules/notifications/documents';
import { notificationPreferencesKind } from '../modules/settings/notification-preferences';
import { call, loginAs } from '../testing/build-test-app';
import { attempt } from './attempt';
import { deliverNow } from './deliver';
import { POWERED_BY } from './email-layout';
import { ledgerFor } from './ledger';
import { rejected } from './memory-senders';
import type { NewMessage } from './outbox';
import { claimDue, countSentInPeriod } from './repository';
import { sendersFor } from './senders';
import { engineKit, MINUTE, queueMessage, saveDocument, type EngineKit } from './test-kit';
import { runDue } from './worker';
import { currentPlan } from '../modules/billing/plan';

let kit: EngineKit;
afterEach(async () => {
  await kit?.app.close();
});

const queue = (overrides: Partial<NewMessage> = {}) => queueMessage(kit, overrides);

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
    expect(kit.row(ids[2]!)).toMatchObject({
      error: 'Not sent: Ana Lopez has already received 2 notifications today (the limit is 2 a day).',
      errorKey: 'logReason.dailyLimit',
      errorValues: { name: 'Ana Lopez', sent: 2, max: 2 },
    });
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

  it('counts an SMS by its parts: a 2-part SMS is 2 SMS credits in the plan’s usage', async () => {
    kit = await engineKit();
    const owner = loginAs(kit.app, 'owner');
    const usage = async () =>
      (
        await call<{ usage: Record<string, number> }>(kit.app, {
          method: 'GET',
          url: '/api/billing/usage/detailed',
          headers: owner.headers,
        })
      ).body.usage;
    const before = await usage();
    // 161 GSM characters: two parts of 153; 36 emoji (72 UTF-16 units): two parts of 67.
    const twoParts = queue({ channel: 'sms', recipient: '+61400000001', subject: null, content: 'a'.repeat(161) });
    const emoji = queue({ channel: 'sms', recipient: '+61400000002', subject: null, content: '😀'.repeat(36) });
    const onePart = queue({ channel: 'sms', recipient: '+61400000003', subject: null, content: 'a'.repeat(160) });
    expect([twoParts, emoji, onePart].map((id) => kit.row(id).segments)).toEqual([2, 2, 1]);
    await runDue(kit.app.deps);
    const after = await usage();
    expect(after.sms! - before.sms!).toBe(5);
    expect(after.emails).toBe(before.emails);
  });

  it('stops at the plan’s SMS limit counted in credits, not messages', async () => {
    kit = await engineKit();
    const deps = kit.app.deps;
    const period = currentPlan(deps.db, kit.organizationId, kit.now()).period;
    const used = countSentInPeriod(deps.db, kit.organizationId, 'sms', period.start, period.end);
    // Two credits left: a 3-part SMS still goes (the limit is not reached before it), and uses them up.
    deps.database.sqlite.prepare('update plan_tiers set monthly_sms_limit = ?').run(used + 2);
    const long = queue({ channel: 'sms', recipient: '+61412000010', subject: null, content: 'b'.repeat(400) });
    await runDue(deps);
    expect(kit.row(long)).toMatchObject({ status: 'sent', channel: 'sms', segments: 3 });
    expect(countSentInPeriod(deps.db, kit.organizationId, 'sms', period.start, period.end)).toBe(used + 3);
    const client = kit.addClient({ email: '' });
    const next = queue({
      channel: 'sms',
      recipient: '+61412000011',
      recipientKind: 'client',
      clientId: client,
      subject: null,
      content: 'Short.',
    });
    await runDue(deps);
    expect(kit.row(next).status).toBe('failed');
    expect(kit.row(next).error).toMatch(/^Your \w+ plan allows \d+ SMS a month\. Upgrade to send more\.$/);
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
      fallbackReason: 'The SMS limit of your plan is reached.',
      fallbackReasonKey: 'logReason.smsFallback',
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
