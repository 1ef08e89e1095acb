import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOG_MESSAGES, type NotificationLog, type NotificationLogList } from '../../contract/notification-logs';
import { notificationMessages } from '../../db/schema';
import { closeNotificationAdapters } from '../../notifications/connections';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { startFakeSmtp, type FakeSmtp } from '../../testing/fake-smtp';
import { findClientByKey } from '../clients/repository';
import { encodeCursor } from './log-cursor';
import type { NewMessageRow } from './logs-repository';
import { logRow, notificationCalls, storeConnection, storeLogs } from './test-helpers';

const LOGS = '/api/notification-logs';
const CHANNELS = ['email', 'sms', 'push'] as const;
const STATUSES = ['pending', 'sending', 'sent', 'delivered', 'failed', 'cancelled'] as const;

/**
 * A log of `count` entries for one organization, newest first by index: every third shares its
 * creation time with the next two (only the id tells them apart), channels and statuses in turn.
 */
function sampleLog(organizationId: string, count: number, start = Date.parse('2025-03-01T12:00:00Z')): NewMessageRow[] {
  return Array.from({ length: count }, (_, i) => {
    const channel = CHANNELS[i % 3]!;
    const n = String(i).padStart(3, '0');
    const recipient =
      channel === 'email'
        ? `Client${n}@Example.com`
        : channel === 'sms'
          ? `+61412345${n}`
          : `device-token-${n}-abcdefghijkl`;
    return logRow(organizationId, new Date(start - Math.floor(i / 3) * 60_000), {
      channel,
      status: STATUSES[i % STATUSES.length]!,
      recipient,
      recipientKey: recipient.toLowerCase(),
      recipientName: `Client ${n}`,
    });
  });
}

/** The log's order: scheduled_for (when due), then id, both descending. */
const newestFirst = (rows: NewMessageRow[]) =>
  [...rows].sort((a, b) =>
    a.scheduledFor === b.scheduledFor ? (a.id! < b.id! ? 1 : -1) : a.scheduledFor < b.scheduledFor ? 1 : -1,
  );

describe('notification logs', () => {
  let app: FastifyInstance;
  let owner: Session;
  let other: Session;
  let send: ReturnType<typeof notificationCalls>;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    smtp.reset();
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
    other = loginAs(app, 'otherOwner');
    send = notificationCalls(app, owner);
  });
  afterEach(async () => {
    closeNotificationAdapters(app.deps);
    await app.close();
  });

  const list = (query: string, session = other) =>
    send<NotificationLogList>('GET', `${LOGS}${query ? `?${query}` : ''}`, undefined, { session });

  /** Every page from the first by Next, then back from the last by Previous. */
  async function walk(query: string, session = other) {
    const forward: NotificationLogList[] = [];
    let cursor: string | null = null;
    do {
      const page: NotificationLogList = (
        await list([query, cursor ? `cursor=${cursor}` : ''].filter(Boolean).join('&'), session)
      ).body;
      forward.push(page);
      cursor = page.nextCursor;
    } while (cursor && forward.length < 100);
    const backward: NotificationLogList[] = [forward.at(-1)!];
    cursor = forward.at(-1)!.prevCursor;
    while (cursor && backward.length < 100) {
      const page: NotificationLogList = (await list([query, `cursor=${cursor}`].filter(Boolean).join('&'), session))
        .body;
      backward.unshift(page);
      cursor = page.prevCursor;
    }
    return { forward, backward };
  }

  describe('paging', () => {
    it('walks a few hundred entries forwards and back: each once, in order, with the total on every page', async () => {
      const rows = sampleLog(other.organizationId, 300);
      storeLogs(app, rows);
      const expected = newestFirst(rows).map((row) => row.id);
      const { forward, backward } = await walk('pageSize=7');

      const seen = forward.flatMap((page) => page.logs.map((log) => log.id));
      expect(seen).toEqual(expected);
      expect(new Set(seen).size).toBe(300);
      expect(forward).toHaveLength(43);
      expect(forward.at(-1)!.logs).toHaveLength(6);
      for (const page of forward) expect(page).toMatchObject({ total: 300, totalPages: 43, pageSize: 7 });
      expect(forward[0]!.prevCursor).toBeNull();
      expect(forward.at(-1)!.nextCursor).toBeNull();

      // Back from the last page by Previous: the same pages, none skipped or repeated.
      expect(backward.map((page) => page.logs.map((log) => log.id))).toEqual(
        forward.map((page) => page.logs.map((log) => log.id)),
      );
      expect(backward[0]!.prevCursor).toBeNull();
    });

    it('pages 25 at a time by default and answers an empty log plainly', async () => {
      storeLogs(app, sampleLog(other.organizationId, 30));
      const first = await list('');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 30, totalPages: 2, pageSize: 25, prevCursor: null });
      expect(first.body.logs).toHaveLength(25);

      const empty = await list('search=nobody');
      expect(empty.body).toEqual({
        logs: [],
        total: 0,
        totalPages: 0,
        pageSize: 25,
        nextCursor: null,
        prevCursor: null,
      });
    });

    it('keeps its place when newer entries arrive between pages', async () => {
      storeLogs(app, sampleLog(other.organizationId, 50));
      const first = (await list('pageSize=20')).body;
      storeLogs(app, sampleLog(other.organizationId, 5, Date.parse('2025-04-01T00:00:00Z')));
      const second = (await list(`pageSize=20&cursor=${first.nextCursor}`)).body;
      // The page after the first is still the next twenty of the old entries, not a shifted window.
      expect(second.logs.map((log) => log.id)).not.toContain(first.logs.at(-1)!.id);
      expect(second.total).toBe(55);
      const back = (await list(`pageSize=20&cursor=${second.prevCursor}`)).body;
      expect(back.logs.map((log) => log.id)).toEqual(first.logs.map((log) => log.id));
      // ...and that page now has newer entries above it.
      expect(back.prevCursor).not.toBeNull();
    });

    it('shows on the first page, kept between writes, what changed since it was last read', async () => {
      storeLogs(app, sampleLog(other.organizationId, 30));
      const before = (await list('pageSize=10')).body;
      expect((await list('pageSize=10')).body).toEqual(before);

      const [newest] = storeLogs(app, [logRow(other.organizationId, new Date('2025-04-01T00:00:00Z'))]);
      const after = (await list('pageSize=10')).body;
      expect(after.total).toBe(31);
      expect(after.logs[0]!.id).toBe(newest);
      expect(after.logs.slice(1).map((log) => log.id)).toEqual(before.logs.slice(0, 9).map((log) => log.id));

      // The worker delivering it is a write too.
      const deliveredAt = '2025-04-01T00:00:05.000Z';
      app.deps.db
        .update(notificationMessages)
        .set({ status: 'delivered', deliveredAt, error: null })
        .where(eq(notificationMessages.id, newest!))
        .run();
      expect((await list('pageSize=10')).body.logs[0]).toMatchObject({ id: newest, status: 'delivered', deliveredAt });
    });

    it.each([
      ['not base64 of a cursor', 'bm90LWEtY3Vyc29y'],
      ['a made-up key', Buffer.from('n|yesterday|1').toString('base64url')],
      ['characters a cursor never has', 'abc%2Fdef'],
    ])('refuses %s with 400', async (_label, cursor) => {
      const res = await list(`cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Page|no longer valid/);
    });
  });

  describe('filters and search', () => {
    beforeEach(() => {
      storeLogs(app, sampleLog(other.organizationId, 120));
    });

    it('narrows by type and by status, counting what matches, and shows `sending` as pending', async () => {
      const sms = await walk('notificationType=sms&pageSize=15');
      const smsLogs = sms.forward.flatMap((page) => page.logs);
      expect(smsLogs).toHaveLength(40);
      expect(smsLogs.every((log) => log.type === 'sms')).toBe(true);
      expect(sms.forward[0]!.total).toBe(40);

      const pending = (await list('status=pending&pageSize=100')).body;
      expect(pending.total).toBe(40);
      expect(pending.logs.every((log) => log.status === 'pending')).toBe(true);

      // Every sixth entry failed, and those are all SMS (every third): both filters at once.
      const failedSms = (await list('status=failed&notificationType=sms&pageSize=100')).body;
      expect(failedSms.total).toBe(20);
      expect(failedSms.logs.every((log) => log.status === 'failed' && log.type === 'sms')).toBe(true);
      expect((await list('status=failed&notificationType=email')).body.total).toBe(0);

      const filteredWalk = await walk('status=failed&pageSize=3');
      expect(filteredWalk.forward.flatMap((page) => page.logs)).toHaveLength(20);
    });

    it.each([
      ['CLIENT01', 3, 'the start of an address, whatever its case'],
      ['client012@example.com', 1, 'a whole address'],
      ['+61 412 345 0', 33, 'a number as typed, with spaces'],
      ['device-token-11', 4, 'the start of a device token'],
      ['example.com', 0, 'the middle of an address (a prefix search)'],
    ])('finds %s: %i entries (%s)', async (search, count, _why) => {
      const res = await list(`search=${encodeURIComponent(search)}&pageSize=100`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(count);
      expect(res.body.logs).toHaveLength(count);
    });

    it('finds a client’s messages by their name, by email and SMS alike', async () => {
      const charlotte = findClientByKey(app.deps.db, owner.organizationId, {
        column: 'emailKey',
        value: 'charlotte.nguyen@example.com',
      })!;
      const ids = storeLogs(app, [
        logRow(owner.organizationId, new Date('2025-03-01T10:00:00Z'), { clientId: charlotte.id }),
        logRow(owner.organizationId, new Date('2025-03-01T10:01:00Z'), {
          clientId: charlotte.id,
          channel: 'sms',
          recipient: '+61412345678',
          recipientKey: '+61412345678',
        }),
      ]);
      for (const search of ['Nguyen', 'charlotte nguyen', 'CHARLOTTE']) {
        const found = await list(`search=${encodeURIComponent(search)}&pageSize=100`, owner);
        expect(found.body.logs.map((log) => log.id)).toEqual(expect.arrayContaining(ids));
        expect(found.body.logs.every((log) => log.recipientName === 'Charlotte Nguyen')).toBe(true);
      }
    });

    it('never shows another organization’s entries, whatever the search', async () => {
      const demo = (await list('pageSize=100', owner)).body;
      expect(demo.logs.some((log) => log.recipient.startsWith('Client0'))).toBe(false);
      expect((await list('search=client0', owner)).body.total).toBe(0);
      const theirs = (await list('pageSize=100')).body;
      expect(theirs.total).toBe(120);
      expect(theirs.logs.every((log) => log.recipientName?.startsWith('Client '))).toBe(true);
      // A cursor made from Demo Salon's entry pages Other Spa's own log only.
      const cursor = encodeCursor({ direction: 'older', at: demo.logs[0]!.scheduledFor, id: demo.logs[0]!.id });
      const paged = (await list(`cursor=${cursor}&pageSize=100`)).body;
      expect(paged.logs.every((log) => theirs.logs.some((own) => own.id === log.id))).toBe(true);
    });
  });

  describe('one entry', () => {
    it('answers the entry as the log shows it, and 404 for another organization’s', async () => {
      const [id] = storeLogs(app, [
        logRow(owner.organizationId, new Date('2025-03-01T10:00:00Z'), {
          status: 'sending',
          attempts: 3,
          templateName: 'Appointment reminder',
          templateSubtype: 'appointment_reminder',
          metadata: { appointmentId: 'a1' },
          error: 'Could not reach the SMTP server 127.0.0.1:2525.',
        }),
      ]);
      const res = await send<NotificationLog>('GET', `${LOGS}/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id,
        type: 'email',
        status: 'pending',
        event: 'appointmentConfirmation',
        recipient: 'charlotte.nguyen@example.com',
        recipientName: 'Charlotte Nguyen',
        subject: 'Your appointment is confirmed',
        content: 'See you soon!',
        // The platform's email template of that name: its name ships with the product.
        template: { name: 'Appointment reminder', subtype: 'appointment_reminder', shippedType: 'email' },
        provider: 'smtp',
        createdAt: '2025-03-01T10:00:00.000Z',
        scheduledFor: '2025-03-01T10:00:00.000Z',
        sentAt: null,
        deliveredAt: null,
        retryCount: 2,
        error: 'Could not reach the SMTP server 127.0.0.1:2525.',
        // Stored without its key (as entries from before reasons had keys): the English alone.
        errorReason: null,
        metadata: { appointmentId: 'a1' },
      });
      const foreign = await send('GET', `${LOGS}/${id}`, undefined, { session: other });
      expect(foreign.status).toBe(404);
      // A template of the organization's own, even of a shipped subtype, is not the platform's.
      const [own] = storeLogs(app, [
        logRow(owner.organizationId, new Date('2025-03-01T11:00:00Z'), {
          templateName: 'Friday reminder',
          templateSubtype: 'appointment_reminder',
        }),
      ]);
      expect((await send<NotificationLog>('GET', `${LOGS}/${own}`)).body.template).toEqual({
        name: 'Friday reminder',
        subtype: 'appointment_reminder',
        shippedType: null,
      });
      expect(foreign.body.message).toBe('Notification not found');
    });

    it('is the logs page’s: a receptionist gets 403', async () => {
      const receptionist = loginAs(app, 'receptionist');
      expect((await list('', receptionist)).status).toBe(403);
      expect((await send('GET', `${LOGS}/daily`, undefined, { session: receptionist })).status).toBe(403);
    });

    it('comes with the demo: about 80 confirmations and reminders, some failed, a few still to go', async () => {
      const demo = (await list('pageSize=100', owner)).body;
      expect(demo.total).toBeGreaterThanOrEqual(60);
      expect(demo.total).toBeLessThanOrEqual(100);
      const statuses = new Set(demo.logs.map((log) => log.status));
      expect([...statuses].sort()).toEqual(expect.arrayContaining(['delivered', 'failed', 'pending', 'sent']));
      const failed = demo.logs.filter((log) => log.status === 'failed');
      expect(failed.map((log) => log.error)).toEqual(
        expect.arrayContaining([
          expect.stringContaining('not a valid mobile number'),
          expect.stringContaining('does not exist'),
        ]),
      );
      expect(new Set(demo.logs.map((log) => log.event))).toEqual(
        new Set(['appointmentConfirmation', 'appointmentReminder']),
      );
    });
  });

  describe('resend', () => {
    const resend = (id: string, session = owner) =>
      send<NotificationLog>('POST', `${LOGS}/${id}/resend`, undefined, { session });

    it('sends a failed entry again as a new entry that names it, and leaves the failed one as it was', async () => {
      storeConnection(app, owner.organizationId, { channel: 'email', smtpPort: smtp.port });
      const [id] = storeLogs(app, [logRow(owner.organizationId, new Date('2025-03-01T10:00:00Z'))]);
      const res = await resend(id!);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        type: 'email',
        status: 'sent',
        recipient: 'charlotte.nguyen@example.com',
        subject: 'Your appointment is confirmed',
        metadata: { resendOf: id },
        provider: 'smtp',
        error: null,
      });
      expect(res.body.id).not.toBe(id);
      expect(smtp.accepted()).toBe(1);
      expect(smtp.messages[0]!.to).toEqual(['charlotte.nguyen@example.com']);
      const original = await send<NotificationLog>('GET', `${LOGS}/${id}`);
      expect(original.body.status).toBe('failed');
      const key = app.deps.database.sqlite
        .prepare('select idempotency_key from notification_messages where id = ?')
        .pluck()
        .get(res.body.id);
      expect(key).toBe(`resend:${id}:1`);

      // Resent again later: a second copy, numbered 2.
      const again = await resend(id!);
      expect(again.status).toBe(201);
      expect(again.body.id).not.toBe(res.body.id);
      expect(smtp.accepted()).toBe(2);
    });

    it('sends once when two people press Resend at the same moment', async () => {
      storeConnection(app, owner.organizationId, { channel: 'email', smtpPort: smtp.port });
      const [id] = storeLogs(app, [logRow(owner.organizationId, new Date('2025-03-01T10:00:00Z'))]);
      const [a, b] = await Promise.all([resend(id!), resend(id!, loginAs(app, 'admin'))]);
      expect(a.status).toBe(201);
      expect(b.status).toBe(201);
      expect(b.body.id).toBe(a.body.id);
      expect(smtp.accepted()).toBe(1);
      const copies = app.deps.database.sqlite
        .prepare("select count(*) from notification_messages where idempotency_key like 'resend:%'")
        .pluck()
        .get();
      expect(copies).toBe(1);
    });

    it('records why the copy failed too, when nothing is connected to send it', async () => {
      const [id] = storeLogs(app, [logRow(owner.organizationId, new Date('2025-03-01T10:00:00Z'))]);
      const res = await resend(id!);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        status: 'failed',
        error: LOG_MESSAGES.notConnected('email'),
        // The same reason as key and values, for the screens to say it in the reader's language.
        errorReason: { key: 'logReason.notConnected', values: { channel: 'email' } },
      });
      expect(LOG_MESSAGES.notConnected('email')).toBe(
        'No email provider is connected. Set one up under Booking Settings.',
      );
    });

    it.each(['pending', 'sending', 'sent', 'delivered', 'cancelled'])('refuses a %s entry with 409', async (status) => {
      const [id] = storeLogs(app, [logRow(owner.organizationId, new Date('2025-03-01T10:00:00Z'), { status })]);
      const res = await resend(id!);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(LOG_MESSAGES.resendOnlyFailed);
    });

    it('answers 404 for an entry that does not exist or is another organization’s, and 403 to a receptionist', async () => {
      const [id] = storeLogs(app, [logRow(other.organizationId, new Date('2025-03-01T10:00:00Z'))]);
      expect((await resend(id!)).status).toBe(404);
      expect((await resend('0195a000-0000-7000-8000-000000000000')).status).toBe(404);
      expect((await resend(id!, loginAs(app, 'receptionist'))).status).toBe(403);
    });
  });
});
