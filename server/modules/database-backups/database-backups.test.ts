import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../contract/common';
import {
  DATABASE_BACKUP_MESSAGES,
  type DatabaseBackup,
  type DatabaseBackupList,
} from '../../contract/database-backups';
import { buildTestApp, call, loginAs, type DemoRole } from '../../testing/build-test-app';

const SECRET = 'per-launch-secret-of-the-desktop-app';
const NOW = new Date('2026-11-23T02:35:00Z');

describe('whole-database backups', () => {
  let app: FastifyInstance;
  let folder: string;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'salon-db-backups-api-'));
  });
  afterEach(async () => {
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** The embedded server of the desktop app, with a backup folder unless told otherwise. */
  const desktop = (backupDir: string | null = folder) =>
    buildTestApp({
      now: () => NOW,
      config: { desktopSecret: SECRET, writeRateLimit: false, ...(backupDir === null ? {} : { backupDir }) },
    });

  const send = <T>(method: 'GET' | 'POST', role: DemoRole = 'owner', secret: string | null = SECRET) =>
    call<T & ErrorBody>(app, {
      method,
      url: '/api/database-backups',
      headers: { ...loginAs(app, role).headers, ...(secret === null ? {} : { 'x-desktop-secret': secret }) },
    });

  it('backs the database up now, lists it, and the copy opens with the real data', async () => {
    app = await desktop();
    const empty = await send<DatabaseBackupList>('GET');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ folder, frequency: 'daily', lastBackupAt: null, backups: [] });

    const made = await send<DatabaseBackup>('POST');
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      name: 'salon-2026-11-23-023500.db',
      sizeBytes: expect.any(Number) as number,
      createdAt: NOW.toISOString(),
    });

    const copy = new Database(join(folder, made.body.name), { readonly: true });
    try {
      const organization = copy
        .prepare('select name from organizations where id = ?')
        .get(loginAs(app, 'owner').organizationId);
      expect(organization).toEqual({ name: expect.any(String) as string });
    } finally {
      copy.close();
    }

    // A half-written copy in the folder is not a backup.
    writeFileSync(join(folder, 'salon-2026-11-24-000000.db.partial'), 'half');
    const listed = await send<DatabaseBackupList>('GET');
    expect(listed.body).toEqual({ folder, frequency: 'daily', lastBackupAt: NOW.toISOString(), backups: [made.body] });
  });

  it('records the backup in the settings activity', async () => {
    app = await desktop();
    await send('POST');
    const activity = await call<{ items: { details: string }[] }>(app, {
      method: 'GET',
      url: '/api/settings/activity',
      headers: { ...loginAs(app, 'owner').headers, 'x-desktop-secret': SECRET },
    });
    expect(JSON.stringify(activity.body)).toContain('Backed up the whole database to \\"salon-2026-11-23-023500.db\\"');
  });

  it('refuses a receptionist with 403, and makes no copy', async () => {
    app = await desktop();
    expect((await send('GET', 'receptionist')).status).toBe(403);
    const refused = await send('POST', 'receptionist');
    expect(refused.status).toBe(403);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('answers only the desktop app: a request without its secret is refused', async () => {
    app = await desktop();
    const refused = await send('POST', 'owner', null);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('DESKTOP_ONLY');
    expect(readdirSync(folder)).toEqual([]);
  });

  it('is not offered by a headless server, even with a folder configured', async () => {
    app = await buildTestApp({ config: { backupDir: folder } });
    for (const method of ['GET', 'POST'] as const) {
      const refused = await send(method, 'owner', null);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'DESKTOP_ONLY', message: DATABASE_BACKUP_MESSAGES.desktopOnly });
    }
    expect(readdirSync(folder)).toEqual([]);
  });

  it('asks for a folder first when none has been chosen', async () => {
    app = await desktop(null);
    const listed = await send<DatabaseBackupList>('GET');
    expect(listed.body).toEqual({ folder: null, frequency: 'daily', lastBackupAt: null, backups: [] });
    const refused = await send('POST');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DATABASE_BACKUP_MESSAGES.noFolder);
  });

  it('says so when the chosen folder is gone (an external drive unplugged)', async () => {
    const gone = join(folder, 'usb-drive');
    app = await desktop(gone);
    const refused = await send('POST');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `The backup folder ${gone} cannot be found. If it is on an external drive, connect it, or choose another folder.`,
    );
  });
});
