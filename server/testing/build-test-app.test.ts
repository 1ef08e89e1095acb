import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs } from './build-test-app';
import { REAL_CLOCK_MAX_AGE_MS } from './database-snapshots';

/**
 * The test kit builds each app from a per-worker image of the migrated, seeded database: every app
 * must still start from the demo as seeded, on its own copy, at its own clock.
 */
describe('buildTestApp', () => {
  const apps: FastifyInstance[] = [];
  const build = async (...args: Parameters<typeof buildTestApp>) => {
    const app = await buildTestApp(...args);
    apps.push(app);
    return app;
  };
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  const sqlite = (app: FastifyInstance) => app.deps.database.sqlite;
  const count = (app: FastifyInstance, table: string) =>
    sqlite(app).prepare(`select count(*) from "${table}"`).pluck().get() as number;
  const trialEnd = (app: FastifyInstance, slug: string) =>
    sqlite(app)
      .prepare(
        'select s.trial_ends_at from subscriptions s join organizations o on o.id = s.organization_id where slug = ?',
      )
      .pluck()
      .get(slug) as string | null;

  it('gives every app its own copy: what one writes, the next does not see', async () => {
    const first = await build();
    const roles = count(first, 'roles');
    const created = await call(first, {
      method: 'POST',
      url: '/api/roles',
      headers: loginAs(first, 'owner').headers,
      payload: { name: 'Colourist' },
    });
    expect(created.status).toBe(201);
    expect(count(first, 'roles')).toBe(roles + 1);

    const second = await build();
    expect(count(second, 'roles')).toBe(roles);
    // Both are open at once, each on its own database.
    expect(count(first, 'roles')).toBe(roles + 1);
  });

  it('seeds the demo at the clock it is given, to the millisecond, for every app on that clock', async () => {
    const at = new Date('2026-03-10T13:30:00.123Z');
    const first = await build({ now: () => at });
    const second = await build({ now: () => at });
    const other = await build({ now: () => new Date('2027-01-01T00:00:00Z') });
    // The demo's Demo Salon trial ends 9 days after it was seeded (demo/organization-samples.ts).
    expect(trialEnd(first, 'demo-salon')).toBe(new Date(at.getTime() + 9 * 86_400_000).toISOString());
    expect(trialEnd(second, 'demo-salon')).toBe(trialEnd(first, 'demo-salon'));
    expect(trialEnd(other, 'demo-salon')).toBe('2027-01-10T00:00:00.000Z');
  });

  it('seeds the real-clock demo no more than a minute before the app is built', async () => {
    const before = Date.now();
    const app = await build();
    const seededAt = Date.parse(trialEnd(app, 'demo-salon')!) - 9 * 86_400_000;
    expect(seededAt).toBeLessThanOrEqual(Date.now());
    expect(before - seededAt).toBeLessThanOrEqual(REAL_CLOCK_MAX_AGE_MS);
  });

  it('seeds a clock that reads the real time as the real clock, from the same image', async () => {
    let ahead = 0;
    const plain = await build();
    const shifted = await build({ now: () => new Date(Date.now() + ahead), realTimeClock: true });
    ahead = 86_400_000;
    expect(trialEnd(shifted, 'demo-salon')).toBe(trialEnd(plain, 'demo-salon'));
    expect(shifted.deps.now().getTime() - Date.now()).toBeGreaterThan(86_000_000);
  });

  it('signs in with the demo password, so the seeded hash is a real one', async () => {
    const app = await build();
    const res = await call<{ token: string }>(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@demo.test', password: 'demo-pass-123' },
    });
    expect(res.status).toBe(200);
  });

  it('opens what another app of the worker encrypted, even from another image', async () => {
    // A fixed clock and the real clock seed two images (as a slow machine retakes the real one).
    const app = await build({ now: () => new Date('2026-05-01T09:00:00Z') });
    const stored = app.deps.secrets.encrypt('kept');
    expect((await build()).deps.secrets.decrypt(stored)).toBe('kept');
    expect((await build({ demo: false })).deps.secrets.decrypt(stored)).toBe('kept');
  });

  it('starts without the demo when told, migrated and empty', async () => {
    const app = await build({ demo: false });
    expect(count(app, 'organizations')).toBe(0);
    expect(count(app, 'plan_tiers')).toBeGreaterThan(0);
    const status = await call<{ needsSetup: boolean }>(app, { method: 'GET', url: '/api/setup/status' });
    expect(status.body.needsSetup).toBe(true);
    expect(sqlite(app).pragma('foreign_keys', { simple: true })).toBe(1);
  });
});
