import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { newId } from '../../server/ids';
import { messageIdFor } from '../../server/integrations/notifications/smtp';
import { sealSecrets } from '../../server/modules/payments/present';
import { insertOrganization } from '../../server/modules/organizations/repository';
import { closeNotificationAdapters } from '../../server/notifications/connections';
import { insertConnection } from '../../server/notifications/connections-repository';
import { wakeWorker } from '../../server/notifications/deliver';
import { enqueue } from '../../server/notifications/outbox';
import { DEFAULT_EMAIL_BRAND } from '../../server/contract/email-blocks';
import { catalogEntry } from '../../server/templates/catalog';
import { renderSource } from '../../server/templates/render';
import { DEFAULT_CONCURRENCY, startNotificationWorker } from '../../server/notifications/worker';
import { SecretBox } from '../../server/security/secrets';
import { startFakeSmtp, type FakeSmtp } from '../../server/testing/fake-smtp';
import type { AppDeps } from '../../server/types';

/**
 * Issue 14: the engine delivers 10,000 queued emails to the local SMTP fake, and the rate is
 * printed beside the fake's raw acceptance rate measured in the same run: nodemailer sending the
 * same messages straight to it, with the same pool of connections and as many messages in flight
 * as the worker keeps. The difference is the engine's own cost: claiming each message, the rules,
 * recording each outcome, on a database file in WAL mode as the server runs it.
 *
 * NOTIFICATION_BENCH_COUNT sets another count (a quick check runs a few hundred).
 */
const COUNT = Number(process.env.NOTIFICATION_BENCH_COUNT ?? 10_000);
/** The SMTP adapter's pool (integrations/notifications/smtp.ts): the raw run uses the same. */
const POOL_SIZE = 3;
const FROM = { email: 'hello@bench-salon.test', name: 'Bench Salon' };

interface Email {
  key: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function emails(count: number): Email[] {
  // The shipped reminder as the engine renders it (the bench's organization has no override).
  const reminder = { ...catalogEntry('email', 'appointment_reminder')!, ownHtml: false };
  return Array.from({ length: count }, (_, i) => {
    const rendered = renderSource(
      reminder,
      {
        clientFirstName: `Client${i}`,
        organizationName: FROM.name,
        appointmentDate: 'Thursday, March 6, 2025',
        appointmentTime: '11:00 AM',
        treatmentName: 'Balayage',
        practitionerName: 'Priya Patel',
        locationName: 'City',
      },
      DEFAULT_EMAIL_BRAND,
    );
    return {
      key: `bench:${i}`,
      to: `client${i}@example.test`,
      subject: rendered.subject!,
      text: rendered.text,
      html: rendered.html!,
    };
  });
}

/** nodemailer straight to the fake, `inFlight` messages at a time: what the fake can take. */
async function rawRun(smtp: FakeSmtp, messages: Email[], inFlight: number): Promise<number> {
  const transporter = createTransport({
    pool: true,
    maxConnections: POOL_SIZE,
    host: smtp.host,
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
  });
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < messages.length) {
      const message = messages[next++]!;
      await transporter.sendMail({
        from: { address: FROM.email, name: FROM.name },
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: messageIdFor(message.key, FROM.email),
        headers: { 'X-Idempotency-Key': message.key },
      });
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  const ms = performance.now() - started;
  transporter.close();
  return ms;
}

/** A database file with one organization whose email goes through SMTP to the fake, and the queued emails. */
function prepare(dir: string, smtp: FakeSmtp, messages: Email[]): { deps: AppDeps; database: DatabaseHandle } {
  const file = join(dir, 'salon.db');
  const database = openDatabase(file);
  migrate(database.sqlite);
  const secrets = new SecretBox(randomBytes(32));
  const deps: AppDeps = {
    db: database.db,
    database,
    secrets,
    config: { port: 0, host: '127.0.0.1', dataDir: dir, demo: false },
    now: () => new Date(),
  };
  const now = new Date();
  const organizationId = newId();
  database.db.transaction((tx) => {
    insertOrganization(tx, { id: organizationId, name: FROM.name, slug: 'bench-salon' });
    insertConnection(
      tx,
      {
        id: newId(),
        organizationId,
        channel: 'email',
        provider: 'smtp',
        isEnabled: true,
        settings: {
          fromEmail: FROM.email,
          fromName: FROM.name,
          replyTo: null,
          smtp: { host: smtp.host, port: smtp.port, security: 'none', username: '' },
        },
        secrets: sealSecrets(secrets, {}),
        status: 'connected',
        lastCheckedAt: now.toISOString(),
        lastError: null,
      },
      now,
    );
    for (const message of messages) {
      enqueue(
        tx,
        {
          organizationId,
          idempotencyKey: message.key,
          channel: 'email',
          event: 'appointmentReminder',
          recipient: message.to,
          recipientKind: 'other',
          subject: message.subject,
          content: message.text,
          html: message.html,
          templateName: 'Appointment reminder',
          templateSubtype: 'appointment_reminder',
        },
        now,
      );
    }
  });
  return { deps, database };
}

const sentCount = (database: DatabaseHandle) =>
  (
    database.sqlite.prepare("select count(*) as n from notification_messages where status = 'sent'").get() as {
      n: number;
    }
  ).n;

it(`delivers ${COUNT.toLocaleString('en')} queued emails to the SMTP fake and prints the rate beside the fake's raw rate`, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-delivery-'));
  const smtp = await startFakeSmtp({ keepRaw: false });
  try {
    const messages = emails(COUNT);

    const rawMs = await rawRun(smtp, messages, DEFAULT_CONCURRENCY);
    expect(smtp.accepted()).toBe(COUNT);
    smtp.reset();

    const { deps, database } = prepare(dir, smtp, messages);
    const started = performance.now();
    const worker = startNotificationWorker(deps);
    wakeWorker(deps);
    while (sentCount(database) < COUNT) await new Promise((resolve) => setTimeout(resolve, 20));
    const engineMs = performance.now() - started;
    await worker.stop();
    closeNotificationAdapters(deps);
    database.close();

    const rate = (ms: number) => Math.round((COUNT / ms) * 1000);
    console.log(
      [
        `delivery of ${COUNT.toLocaleString('en')} queued emails to the local SMTP fake (${POOL_SIZE} pooled connections, ${DEFAULT_CONCURRENCY} in flight)`,
        `  fake's raw acceptance (nodemailer straight to it): ${rate(rawMs).toLocaleString('en')} emails/s (${rawMs.toFixed(0)} ms)`,
        `  the delivery engine (claim, rules, send, record):  ${rate(engineMs).toLocaleString('en')} emails/s (${engineMs.toFixed(0)} ms)`,
        `  engine / raw: ${(rate(engineMs) / rate(rawMs)).toFixed(2)}`,
      ].join('\n'),
    );
    expect(smtp.accepted()).toBe(COUNT);
    expect(smtp.duplicates()).toEqual([]);
  } finally {
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
