/**
 * The delivery worker alone in a process of its own, on a database file: the crash test
 * (crash.test.ts) starts it with `node --import tsx`, kills it with SIGKILL in the middle of a burst
 * and starts it again. Not part of the server's build.
 *
 * Environment: WORKER_DATABASE (the SQLite file), WORKER_SECRET_KEY (hex, the key the connection's
 * secrets were sealed with), WORKER_PROVIDERS_URL (the fake providers), WORKER_LEASE_MS.
 */
import { dirname } from 'node:path';
import { openDatabase } from '../db/client';
import { SecretBox } from '../security/secrets';
import { fakeNotificationUrls } from '../testing/fake-notification-providers';
import type { AppDeps } from '../types';
import { startNotificationWorker } from './worker';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const file = required('WORKER_DATABASE');
const database = openDatabase(file);
const deps: AppDeps = {
  db: database.db,
  database,
  secrets: new SecretBox(Buffer.from(required('WORKER_SECRET_KEY'), 'hex')),
  config: {
    port: 0,
    host: '127.0.0.1',
    dataDir: dirname(file),
    demo: false,
    notificationProviderUrls: fakeNotificationUrls(required('WORKER_PROVIDERS_URL')),
  },
  now: () => new Date(),
};
const worker = startNotificationWorker(deps, { pollMs: 50, leaseMs: Number(process.env.WORKER_LEASE_MS ?? 60_000) });
// The worker's poll does not keep a process alive (in the server, the listening socket does).
const alive = setInterval(() => undefined, 60_000);
process.stdout.write('worker started\n');

process.on('SIGTERM', () => {
  clearInterval(alive);
  void worker.stop().then(() => {
    database.close();
    process.exit(0);
  });
});
