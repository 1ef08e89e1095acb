import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { DATABASE_FILE } from './backups/database/names';
import { startDatabaseBackupScheduler } from './backups/database/scheduler';
import type { NotificationProviderUrls, PaymentProviderUrls, ServerConfig } from './config';
import type { DatabaseBackupFrequency } from './contract/database-backups';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { demoNotCreatedMessage, seedDemo } from './demo/seed';
import { startActivityRetention } from './modules/activity/retention';
import { startNotificationWorker } from './notifications/worker';
import { SecretBox, loadOrCreateKey } from './security/secrets';
import { syncPlatformTemplates } from './templates/sync';
import { ensurePrivateDir } from './storage/file-modes';

export interface StartOptions {
  port: number;
  host: string;
  dataDir: string;
  demo: boolean;
  desktopSecret?: string;
  nativeBinding?: string;
  staticDir?: string;
  /**
   * The 32-byte key of the secrets at rest. The desktop app keeps it in the OS keychain
   * (src-main/secret-key.ts) and hands it over; without it, the key file beside the database.
   */
  secretKey?: Buffer;
  paymentProviderUrls?: PaymentProviderUrls;
  notificationProviderUrls?: NotificationProviderUrls;
  /** Where others reach this server (PUBLIC_URL): the address of links sent by email. */
  publicUrl?: string;
  /** The folder of scheduled whole-database backups (server/backups/database/); none when unset. */
  backupDir?: string;
  databaseBackupFrequency?: DatabaseBackupFrequency;
  logger?: FastifyServerOptions['logger'];
  /** Gets one-line messages for the person starting the server (the CLI prints them to stderr). */
  notice?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
  /** The owner chose another backup folder in the desktop app: back up there from now on. */
  setBackupDir(folder: string): Promise<void>;
}

/** Opens the data folder, migrates, optionally seeds the demo, and listens. */
export async function startServer(opts: StartOptions): Promise<RunningServer> {
  // Owner-only: the folder holds the database, the key that decrypts its secrets, and uploads.
  ensurePrivateDir(opts.dataDir);
  const database = openDatabase(join(opts.dataDir, DATABASE_FILE), { nativeBinding: opts.nativeBinding });
  try {
    migrate(database.sqlite);
    // The platform templates shipped with this version (server/templates/catalog.ts).
    syncPlatformTemplates(database.db, new Date());
    const config: ServerConfig = {
      port: opts.port,
      host: opts.host,
      dataDir: opts.dataDir,
      demo: opts.demo,
      desktopSecret: opts.desktopSecret,
      nativeBinding: opts.nativeBinding,
      staticDir: opts.staticDir,
      ...(opts.paymentProviderUrls ? { paymentProviderUrls: opts.paymentProviderUrls } : {}),
      ...(opts.notificationProviderUrls ? { notificationProviderUrls: opts.notificationProviderUrls } : {}),
      ...(opts.publicUrl ? { publicUrl: opts.publicUrl } : {}),
      ...(opts.backupDir ? { backupDir: opts.backupDir } : {}),
      ...(opts.databaseBackupFrequency ? { databaseBackupFrequency: opts.databaseBackupFrequency } : {}),
    };
    const deps = {
      db: database.db,
      database,
      secrets: new SecretBox(opts.secretKey ?? loadOrCreateKey(opts.dataDir)),
      config,
      now: () => new Date(),
    };
    if (opts.demo && !(await seedDemo(deps))) opts.notice?.(demoNotCreatedMessage(deps.db));
    const app = await buildApp({ deps, logger: opts.logger ?? false });
    await app.listen({ port: opts.port, host: opts.host });
    // The outbox's worker sends queued messages (server/notifications/worker.ts); tests start their own.
    const worker = startNotificationWorker(deps);
    // The security policy's audit log retention, applied daily.
    const retention = startActivityRetention({
      db: deps.db,
      now: deps.now,
      onError: (error) => app.log.error({ err: error }, 'Activity retention purge failed'),
    });
    // Whole-database backups on the schedule, only once the owner has chosen where they go.
    const scheduleBackups = (folder: string | undefined) =>
      folder
        ? startDatabaseBackupScheduler({
            db: deps.db,
            sqlite: database.sqlite,
            folder,
            fallbackFrequency: opts.databaseBackupFrequency,
            now: deps.now,
            onError: (error) => app.log.error({ err: error }, 'Scheduled database backup failed'),
          })
        : null;
    let backups = scheduleBackups(opts.backupDir);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : opts.port;
    return {
      url: `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}`,
      port,
      close: async () => {
        // Sends under way record their outcome before the database closes; what is left stays queued.
        await worker.stop();
        await retention.stop();
        // A backup under way finishes first: SQLite's backup reads the connection closed below.
        await backups?.stop();
        await app.close();
        database.close();
      },
      setBackupDir: async (folder) => {
        await backups?.stop();
        // The routes read the folder from the config at each call (modules/database-backups).
        config.backupDir = folder;
        backups = scheduleBackups(folder);
      },
    };
  } catch (err) {
    database.close();
    throw err;
  }
}
