import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { newId } from '../ids';
import { sealSecrets } from '../modules/payments/present';
import { insertOrganization } from '../modules/organizations/repository';
import { SecretBox } from '../security/secrets';
import {
  FAKE_NOTIFICATION_CREDENTIALS,
  startFakeNotificationProviders,
  type FakeNotificationProviders,
} from '../testing/fake-notification-providers';
import { insertConnection } from './connections-repository';
import { enqueue } from './outbox';

/**
 * kill -9 in the middle of a burst of 1,000 emails loses none and doubles none: the worker runs in
 * a process of its own (standalone-worker.ts) against a database file and the SendGrid fake, is
 * killed with SIGKILL while sending, and started again. The fake counts every message it accepts,
 * duplicates included.
 */

const COUNT = 1000;
const WORKER = join(import.meta.dirname, 'standalone-worker.ts');
/** Short, so the restarted worker takes over the interrupted claims without a long wait. */
const LEASE_MS = 2000;

let fake: FakeNotificationProviders;
let dir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  fake = await startFakeNotificationProviders();
  dir = mkdtempSync(join(tmpdir(), 'salon-crash-'));
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** An organization with a SendGrid connection and COUNT queued emails, in a database file. */
function prepareDatabase(file: string, key: Buffer): string {
  const database = openDatabase(file);
  try {
    migrate(database.sqlite);
    const now = new Date();
    const organizationId = newId();
    database.db.transaction((tx) => {
      insertOrganization(tx, { id: organizationId, name: 'Crash Test Salon', slug: 'crash-test' });
      insertConnection(
        tx,
        {
          id: newId(),
          organizationId,
          channel: 'email',
          provider: 'sendgrid',
          isEnabled: true,
          settings: { fromEmail: 'hello@crash.test', fromName: 'Crash Test Salon', replyTo: null },
          secrets: sealSecrets(new SecretBox(key), { sendgridApiKey: FAKE_NOTIFICATION_CREDENTIALS.sendgrid.apiKey }),
          status: 'connected',
          lastCheckedAt: now.toISOString(),
          lastError: null,
        },
        now,
      );
      for (let i = 0; i < COUNT; i++) {
        enqueue(
          tx,
          {
            organizationId,
            idempotencyKey: `crash:${i}`,
            channel: 'email',
            event: 'custom',
            recipient: `client${i}@example.test`,
            recipientKind: 'other',
            subject: `Message ${i}`,
            content: `Message number ${i}.`,
          },
          now,
        );
      }
    });
  } finally {
    database.close();
  }
  return file;
}

function startWorker(file: string, key: Buffer): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: {
      ...process.env,
      WORKER_DATABASE: file,
      WORKER_SECRET_KEY: key.toString('hex'),
      WORKER_PROVIDERS_URL: fake.url,
      WORKER_LEASE_MS: String(LEASE_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('worker started')) resolve(child);
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`the worker exited (${code ?? signal}) before starting: ${err}`)),
    );
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number, what: string, everyMs = 5) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

function statuses(file: string): Record<string, number> {
  const database = openDatabase(file);
  try {
    const rows = database.sqlite
      .prepare('select status, count(*) as n from notification_messages group by status')
      .all() as { status: string; n: number }[];
    return Object.fromEntries(rows.map((row) => [row.status, row.n]));
  } finally {
    database.close();
  }
}

describe('kill -9 during a burst', () => {
  it(
    `delivers each of ${COUNT} queued emails exactly once across the crash and the restart`,
    { timeout: 120_000 },
    async () => {
      const key = randomBytes(32);
      const file = prepareDatabase(join(dir, 'salon.db'), key);

      const first = await startWorker(file, key);
      await until(() => fake.messages().length >= 150, 60_000, 'the burst to start');
      const killed = new Promise((resolve) => first.once('exit', resolve));
      first.kill('SIGKILL');
      await killed;
      const receivedAtKill = fake.messages().length;
      // Killed in the middle: some went, some did not.
      expect(receivedAtKill).toBeLessThan(COUNT);
      const left = statuses(file);
      expect((left.pending ?? 0) + (left.sending ?? 0)).toBeGreaterThan(0);

      const second = await startWorker(file, key);
      await until(() => (statuses(file).sent ?? 0) === COUNT, 60_000, 'every message to be sent', 100);
      const stopped = new Promise((resolve) => second.once('exit', resolve));
      expect(second.exitCode).toBeNull();
      second.kill('SIGTERM');
      await stopped;
      expect(second.exitCode).toBe(0);

      expect(statuses(file)).toEqual({ sent: COUNT });
      // The fake's raw count, duplicates included: each message arrived once.
      expect(fake.messages()).toHaveLength(COUNT);
      expect(fake.duplicates()).toEqual([]);
      for (let i = 0; i < COUNT; i += 97) expect(fake.countOf(`crash:${i}`)).toBe(1);
    },
  );
});
