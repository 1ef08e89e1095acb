import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/contract/auth';
import { DEMO_PASSWORD } from '../../server/demo/seed';
import { DATABASE_FILE } from '../../server/backups/database/names';
import { startServer, type RunningServer } from '../../server/start';
import { multipartFile, TINY_PNG } from '../../server/testing/multipart';

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** The data folder as the headless server and the desktop app open it (server/start.ts). */
describe('file modes of the data folder', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  // The usual umask (group and others may read), so the modes below are the code's doing.
  let umask: number;
  beforeAll(() => {
    umask = process.umask(0o022);
  });
  afterAll(() => {
    process.umask(umask);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  function tempRoot(): string {
    const root = mkdtempSync(join(tmpdir(), 'salon-modes-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    return root;
  }

  async function start(dataDir: string): Promise<RunningServer> {
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, demo: true });
    cleanups.push(() => server.close());
    return server;
  }

  it('creates the folder, the database with its -wal and -shm, and secret.key for the owner only', async () => {
    const dataDir = join(tempRoot(), 'data');
    await start(dataDir);
    const db = join(dataDir, DATABASE_FILE);
    // Migrations and the demo data have been written, so the write-ahead log and its index exist.
    expect(existsSync(`${db}-wal`)).toBe(true);
    expect(existsSync(`${db}-shm`)).toBe(true);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of [db, `${db}-wal`, `${db}-shm`, join(dataDir, 'secret.key')]) {
      expect(modeOf(file), file).toBe(0o600);
    }
  });

  it('tightens what an older version left readable by everyone', async () => {
    const dataDir = join(tempRoot(), 'data');
    const first = await startServer({ port: 0, host: '127.0.0.1', dataDir, demo: false });
    await first.close();
    const db = join(dataDir, DATABASE_FILE);
    chmodSync(dataDir, 0o755);
    chmodSync(db, 0o644);
    chmodSync(join(dataDir, 'secret.key'), 0o644);
    writeFileSync(`${db}-wal`, '');
    chmodSync(`${db}-wal`, 0o644);

    await start(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of [db, `${db}-wal`, `${db}-shm`, join(dataDir, 'secret.key')]) {
      expect(modeOf(file), file).toBe(0o600);
    }
  });

  it('keeps uploads owner-only, folders and files', async () => {
    const dataDir = join(tempRoot(), 'data');
    const server = await start(dataDir);

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token, user } = (await login.json()) as { token: string; user: { organizationId: string } };
    const file = multipartFile('avatar', 'me.png', 'image/png', TINY_PNG);
    const upload = await fetch(`${server.url}/api/users/avatar`, {
      method: 'POST',
      headers: { ...file.headers, cookie: `${SESSION_COOKIE}=${token}`, origin: server.url },
      body: file.payload,
    });
    expect(upload.status).toBe(200);

    const uploads = join(dataDir, 'uploads');
    const organization = join(uploads, user.organizationId);
    const avatars = join(organization, 'avatars');
    for (const dir of [uploads, organization, avatars]) expect(modeOf(dir), dir).toBe(0o700);
    const stored = readdirSync(avatars);
    expect(stored.length).toBeGreaterThan(0);
    for (const name of stored) expect(modeOf(join(avatars, name)), name).toBe(0o600);
  });
});
