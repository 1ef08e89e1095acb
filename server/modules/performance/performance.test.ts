import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { SIGNED_IN } from '../../contract/permissions';
import type { PerformanceResponse } from '../../contract/performance';
import { openDatabase } from '../../db/client';
import { SecretBox } from '../../security/secrets';
import { uploadsDir } from '../../storage/paths';
import { call, loginAs, type Session } from '../../testing/build-test-app';
import { databaseSnapshot } from '../../testing/database-snapshots';
import { testClock } from '../../testing/test-clock';

/**
 * The real app as buildTestApp makes it, plus one route that fails the way a bug would, which an
 * app that is already ready cannot be given afterwards.
 */
async function appWithFailingRoute(logLines: string[], now: () => Date): Promise<FastifyInstance> {
  const snapshot = await databaseSnapshot(new Date(), true);
  const database = openDatabase(snapshot.image);
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-test-'));
  const app = await buildApp({
    deps: {
      db: database.db,
      database,
      secrets: new SecretBox(snapshot.key),
      config: { port: 0, host: '127.0.0.1', dataDir, demo: true },
      now,
    },
    logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } },
  });
  app.get('/api/test/boom', { config: { permission: SIGNED_IN } }, () => {
    throw new Error('the test route broke');
  });
  app.addHook('onClose', async () => {
    database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  await app.ready();
  return app;
}

describe('performance monitor figures', () => {
  let app: FastifyInstance;
  let owner: Session;
  let logLines: string[];
  let clock: ReturnType<typeof testClock>;
  beforeEach(async () => {
    logLines = [];
    clock = testClock();
    app = await appWithFailingRoute(logLines, clock.now);
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const figures = (session = owner) =>
    call<PerformanceResponse>(app, { method: 'GET', url: '/api/system/performance', headers: session.headers });

  it("counts a request made before in its route's entry, by pattern and never by raw URL", async () => {
    const clients = await call<{ items: { id: string }[] }>(app, {
      method: 'GET',
      url: '/api/clients',
      headers: owner.headers,
    });
    const id = clients.body.items[0]!.id;
    await app.inject({ method: 'GET', url: `/api/clients/${id}`, headers: owner.headers });
    await app.inject({ method: 'GET', url: `/api/clients/${id}?x=1`, headers: owner.headers });

    const res = await figures();
    expect(res.status).toBe(200);
    expect(res.body.responseTimes.windowMinutes).toBe(60);
    const routes = new Map(res.body.responseTimes.routes.map((row) => [row.route, row]));
    expect(routes.get('GET /api/clients')?.count).toBe(1);
    expect(routes.get('GET /api/clients/:id')?.count).toBe(2);
    expect([...routes.keys()].some((route) => route.includes(id))).toBe(false);
    const entry = routes.get('GET /api/clients')!;
    expect(entry.p50Ms).toBeGreaterThan(0);
    expect(entry.p95Ms).toBeGreaterThanOrEqual(entry.p50Ms);
    // A URL no route matches is not a route.
    await app.inject({ method: 'GET', url: '/api/nothing-here', headers: owner.headers });
    expect((await figures()).body.responseTimes.routes.some((row) => row.route.includes('nothing-here'))).toBe(false);
  });

  it('lists a 500 with its request id, to its own organization and the platform admin only', async () => {
    const boom = await app.inject({ method: 'GET', url: '/api/test/boom?secret=1', headers: owner.headers });
    expect(boom.statusCode).toBe(500);
    // The id the server log named the failure by.
    const logged = logLines.map((line) => JSON.parse(line) as { msg: string; reqId: string });
    const requestId = logged.find((line) => line.msg === 'unhandled error')?.reqId;
    expect(requestId).toBeTruthy();

    const [error] = (await figures()).body.errors;
    expect(error).toMatchObject({
      method: 'GET',
      route: '/api/test/boom',
      statusCode: 500,
      message: 'the test route broke',
    });
    expect(error!.requestId).toBe(requestId);

    expect((await figures(loginAs(app, 'otherOwner'))).body.errors).toEqual([]);
    expect((await figures(loginAs(app, 'platform'))).body.errors.map((e) => e.message)).toEqual([
      'the test route broke',
    ]);
  });

  it('measures the database, the process and the queue', async () => {
    const { body } = await figures();
    const sqlite = app.deps.database.sqlite;
    const pages = sqlite.pragma('page_count', { simple: true }) as number;
    const pageSize = sqlite.pragma('page_size', { simple: true }) as number;
    expect(body.database).toMatchObject({
      inMemory: true,
      sizeBytes: pages * pageSize,
      walBytes: null,
      quickCheck: { ok: true, result: 'ok' },
    });
    expect(body.process.nodeVersion).toBe(process.version);
    expect(body.process.rssBytes).toBeGreaterThan(body.process.heapUsedBytes);
    const pending = sqlite
      .prepare("SELECT count(*) FROM notification_messages WHERE organization_id = ? AND status = 'pending'")
      .pluck()
      .get(owner.organizationId);
    expect(body.notificationQueue.pending).toBe(pending);
  });

  it('answers figures a second old at most: measured again after a write or a second', async () => {
    const sqlite = app.deps.database.sqlite;
    const first = (await figures()).body;
    // Within the second, the same figures (KEEP_ANSWER): the page refreshes every 10 s.
    expect((await figures()).body).toEqual(first);

    sqlite.exec(
      'CREATE TABLE growth (filler BLOB); WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500) INSERT INTO growth SELECT randomblob(2000) FROM n',
    );
    const grown = (await figures()).body;
    const pages = sqlite.pragma('page_count', { simple: true }) as number;
    expect(grown.database.sizeBytes).toBe(pages * (sqlite.pragma('page_size', { simple: true }) as number));
    expect(grown.database.sizeBytes).toBeGreaterThan(first.database.sizeBytes + 500 * 2000);

    clock.advance(1_000);
    const later = (await figures()).body;
    expect(Date.parse(later.generatedAt) - Date.parse(grown.generatedAt)).toBeGreaterThanOrEqual(1_000);
    expect(later.process.heapUsedBytes).not.toBe(grown.process.heapUsedBytes);
  });

  it("shows the caller's organization's uploads and rows; the others' to a platform admin only", async () => {
    const dir = join(uploadsDir(app.deps.config.dataDir, owner.organizationId), 'logos');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(1234));
    const clients = app.deps.database.sqlite
      .prepare('SELECT count(*) FROM clients WHERE organization_id = ?')
      .pluck()
      .get(owner.organizationId);

    const own = (await figures()).body.storage;
    expect(own.organization).toMatchObject({
      organizationId: owner.organizationId,
      name: 'Demo Salon',
      uploadsBytes: 1234,
      rows: { clients },
    });
    expect(own.others).toBeNull();

    const other = (await figures(loginAs(app, 'otherOwner'))).body.storage;
    expect(other.organization.name).toBe('Other Spa');
    expect(other.organization.uploadsBytes).toBe(0);
    expect(other.others).toBeNull();

    const platform = (await figures(loginAs(app, 'platform'))).body.storage;
    expect(platform.others?.map((o) => o.name)).toContain('Other Spa');
  });

  it('is refused to a receptionist', async () => {
    const res = await figures(loginAs(app, 'receptionist'));
    expect(res.status).toBe(403);
  });
});
