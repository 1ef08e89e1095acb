import { NEVER } from '../../server/notifications/repository';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { LOG_PAGE_SIZE, type NotificationLogList } from '../../server/contract/notification-logs';
import { openDatabase } from '../../server/db/client';
import { newId } from '../../server/ids';
import { encodeCursor } from '../../server/modules/notifications/log-cursor';
import { demoServer, type Session } from './import/run-import';
import { percentile } from './statistics';

/** Issue 14: a million log rows (BENCH_LOG_ROWS for a smaller check run). */
const ROWS = Number(process.env.BENCH_LOG_ROWS ?? 1_000_000);
/** The deep page: 10,000 at 25 a page, or nine tenths of the way down a smaller log. */
const DEEP_PAGE = Math.min(10_000, Math.floor((ROWS / LOG_PAGE_SIZE) * 0.9));
const RUNS = 40;
const WARM_UP = 5;
const TARGET_DEEP_RATIO = 2;
const TARGET_SEARCH_MS = 100;

/** The people messages go to: 20,000 clients, so a search by someone's address finds a few dozen rows. */
const FIRST = ['olivia', 'noah', 'amelia', 'jack', 'isla', 'oliver', 'mia', 'leo', 'grace', 'henry', 'zoe', 'liam'];
const LAST = ['smith', 'jones', 'williams', 'brown', 'wilson', 'taylor', 'nguyen', 'martin', 'lee', 'walker'];
const PEOPLE = 20_000;
const person = (n: number) => {
  const first = FIRST[n % FIRST.length]!;
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length]!;
  return {
    name: `${first[0]!.toUpperCase()}${first.slice(1)} ${last[0]!.toUpperCase()}${last.slice(1)}`,
    email: `${first}.${last}${n}@example.com`,
    phone: `+614${String(10_000_000 + ((n * 7_919) % 90_000_000)).padStart(8, '0')}`,
  };
};
const STATUSES = ['sent', 'sent', 'sent', 'delivered', 'delivered', 'delivered', 'delivered', 'failed', 'cancelled'];

/**
 * The rows by raw better-sqlite3 in one transaction, a year of messages oldest first (ids are
 * time-ordered like the engine's), into the stopped demo server's migrated database.
 */
function insertLogRows(file: string, organizationId: string, rows: number): number {
  const { sqlite, close } = openDatabase(file);
  try {
    const insert = sqlite.prepare(
      `insert into notification_messages (id, organization_id, idempotency_key, channel, event, status, recipient,
        recipient_key, recipient_name, recipient_kind, subject, content, template_name, template_subtype, provider,
        scheduled_for, next_attempt_at, attempts, error, metadata, sent_at, delivered_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'client', ?, ?, ?, ?, ?, ?, ?, 1, ?, '{}', ?, ?, ?, ?)`,
    );
    const end = Date.now() - 60_000;
    const step = (365 * 86_400_000) / rows;
    const started = performance.now();
    sqlite.transaction(() => {
      for (let i = 0; i < rows; i++) {
        const at = Math.floor(end - (rows - i) * step);
        const iso = new Date(at).toISOString();
        const who = person((i * 104_729) % PEOPLE);
        const sms = i % 10 < 3;
        const recipient = sms ? who.phone : who.email;
        const status = STATUSES[i % STATUSES.length]!;
        const reminder = i % 3 !== 0;
        insert.run(
          newId(at),
          organizationId,
          `bench:${i}`,
          sms ? 'sms' : 'email',
          reminder ? 'appointmentReminder' : 'appointmentConfirmation',
          status,
          recipient,
          recipient.toLowerCase(),
          who.name,
          sms
            ? null
            : reminder
              ? 'Reminder: your appointment at Demo Salon'
              : 'Your appointment at Demo Salon is confirmed',
          `Hi ${who.name.split(' ')[0]}, see you at Demo Salon on Tuesday at 10:30 am.`,
          reminder ? 'Appointment reminder' : 'Appointment confirmation',
          reminder ? 'appointment_reminder' : 'appointment_confirmation',
          sms ? 'twilio' : 'sendgrid',
          iso,
          // Settled rows, as the engine leaves them: its worker never looks at them again.
          NEVER,
          status === 'failed' ? 'The mailbox does not exist: 550 5.1.1 User unknown.' : null,
          status === 'sent' || status === 'delivered' ? iso : null,
          status === 'delivered' ? iso : null,
          iso,
          iso,
        );
      }
    })();
    return performance.now() - started;
  } finally {
    close();
  }
}

/** The cursor that opens `page` (1-based): the key of the last row of the page before it, found by SQL. */
function cursorOfPage(file: string, organizationId: string, page: number): string {
  const { sqlite, close } = openDatabase(file);
  try {
    const row = sqlite
      .prepare(
        `select scheduled_for as at, id from notification_messages where organization_id = ?
         order by scheduled_for desc, id desc limit 1 offset ?`,
      )
      .get(organizationId, (page - 1) * LOG_PAGE_SIZE - 1) as { at: string; id: string };
    return encodeCursor({ direction: 'older', ...row });
  } finally {
    close();
  }
}

interface Timing {
  median: number;
  p95: number;
}

/** Sequential calls (one reception PC), each answered in full; `pathOf(i)` may vary per call. */
async function time(session: Session, pathOf: (i: number) => string): Promise<Timing & { last: NotificationLogList }> {
  const get = async (path: string) => {
    const response = await fetch(`${session.server.url}${path}`, { headers: session.headers });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as NotificationLogList;
  };
  for (let i = 0; i < WARM_UP; i++) await get(pathOf(RUNS + i));
  const times: number[] = [];
  let last: NotificationLogList | undefined;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    last = await get(pathOf(i));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), last: last! };
}

/**
 * GET /api/notification-logs on a log of a million rows, against the built server in its own
 * process: the first page, a page ten thousand pages down (keyset paging: the same seek), and a
 * search by the start of a recipient's address (an index range). Each search asks for another
 * person, so no answer is served from what the previous one read.
 */
it(`pages and searches ${ROWS.toLocaleString('en')} notification log rows`, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-logs-'));
  try {
    const first = await demoServer(dataDir);
    const { organizationId } = first;
    await first.server.stop();
    const file = join(dataDir, 'salon.db');
    const insertMs = insertLogRows(file, organizationId, ROWS);
    const deepCursor = cursorOfPage(file, organizationId, DEEP_PAGE);

    const session = await demoServer(dataDir);
    try {
      const base = '/api/notification-logs';
      const firstPage = await time(session, () => base);
      const deepPage = await time(session, () => `${base}?cursor=${deepCursor}`);
      // The start of a person's address as typed ("amelia.brown123" for amelia.brown1234@...).
      const prefixOf = (i: number) => person((i * 397 + 1_000) % PEOPLE).email.replace(/.@.*$/, '');
      const search = await time(session, (i) => `${base}?search=${encodeURIComponent(prefixOf(i))}`);

      const ratio = deepPage.median / firstPage.median;
      const row = (label: string, t: Timing) =>
        `  ${label.padEnd(34)} median ${t.median.toFixed(1).padStart(6)} ms   p95 ${t.p95.toFixed(1).padStart(6)} ms`;
      console.log(
        [
          `notification logs: ${ROWS.toLocaleString('en')} rows (inserted by raw better-sqlite3 in ${(insertMs / 1000).toFixed(1)} s), ${RUNS} sequential calls each`,
          row('page 1', firstPage),
          row(`page ${DEEP_PAGE.toLocaleString('en')} (keyset cursor)`, deepPage),
          row('search by recipient prefix', search),
          `  page ${DEEP_PAGE.toLocaleString('en')} / page 1: ${ratio.toFixed(2)} (target at most ${TARGET_DEEP_RATIO}): ${ratio <= TARGET_DEEP_RATIO ? 'met' : 'MISSED'}`,
          `  search median ${search.median.toFixed(1)} ms (target under ${TARGET_SEARCH_MS} ms): ${search.median < TARGET_SEARCH_MS ? 'met' : 'MISSED'}`,
          `  (last search found ${search.last.total} entries; total of the log ${firstPage.last.total.toLocaleString('en')})`,
        ].join('\n'),
      );
      expect(firstPage.last.logs).toHaveLength(LOG_PAGE_SIZE);
      expect(deepPage.last.logs).toHaveLength(LOG_PAGE_SIZE);
      expect(deepPage.last.prevCursor).not.toBeNull();
      expect(firstPage.last.total).toBeGreaterThanOrEqual(ROWS);
      expect(search.last.total).toBeGreaterThan(0);
      expect(ratio).toBeLessThanOrEqual(TARGET_DEEP_RATIO);
      expect(search.median).toBeLessThan(TARGET_SEARCH_MS);
    } finally {
      await session.server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
