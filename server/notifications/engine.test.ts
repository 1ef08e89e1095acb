import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOG_MESSAGES } from '../contract/notification-logs';

import { loginAs } from '../testing/build-test-app';
import { attempt } from './attempt';
import { deliverNow, inFlight, wakeWorker } from './deliver';
import { POWERED_BY } from './email-layout';
import { ledgerFor } from './ledger';
import { rejected, unreachable } from './memory-senders';
import { enqueue, type NewMessage } from './outbox';
import { claimDue } from './repository';
import { sendersFor } from './senders';
import { engineKit, handWritten, HOUR, MINUTE, queueMessage, type EngineKit } from './test-kit';
import { runDeliveryChecks, runDue, startNotificationWorker } from './worker';

let kit: EngineKit;
afterEach(async () => {
  await kit?.app.close();
});

const message = (overrides: Partial<NewMessage> = {}) => handWritten(kit, overrides);
const queue = (overrides: Partial<NewMessage> = {}) => queueMessage(kit, overrides);

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
    expect(kit.row(id)).toMatchObject({ status: 'failed', error: LOG_MESSAGES.notConnected('sms') });
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
