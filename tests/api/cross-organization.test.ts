import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type Session } from '../../server/testing/build-test-app';
import { routeSamples } from '../../server/testing/route-samples';

/**
 * Another organization's ids are simply not found: Demo Salon's owner and its platform admin call
 * every route that names a record with an id belonging to Other Spa, and get 404 with nothing changed.
 */
describe('cross-organization isolation', () => {
  let app: FastifyInstance;
  let sessions: Session[];
  beforeAll(async () => {
    app = await buildTestApp();
    sessions = [loginAs(app, 'owner'), loginAs(app, 'platform')];
  });
  afterAll(() => app.close());

  const snapshot = () =>
    JSON.stringify(
      app.deps.database.sqlite.prepare("select * from users where email like '%@other.test' order by id").all(),
    );

  it('has a sample for every route with a path parameter', () => {
    const withParams = app.routeTable.filter((r) => r.url.includes(':') && !r.public && r.method !== 'HEAD');
    const declared = new Set(routeSamples.map((s) => s.route));
    const missing = withParams.map((r) => `${r.method} ${r.url}`).filter((r) => !declared.has(r));
    expect(missing, 'declare these in the module’s route-samples.ts').toEqual([]);
  });

  it.each(routeSamples.map((s) => [s.route, s] as const))(
    '%s answers 404 for an Other Spa id',
    async (_label, sample) => {
      const [method, url] = sample.route.split(' ') as [string, string];
      const params = sample.foreignParams(app);
      const path = url.replace(/:([a-zA-Z]+)/g, (_m, name: string) => params[name] ?? '');
      const before = snapshot();
      for (const session of sessions) {
        const res = await app.inject({
          method: method as 'GET',
          url: path,
          headers: session.headers,
          ...(sample.body ? { payload: sample.body(app) } : {}),
        });
        expect(res.statusCode, `${sample.route} as ${session.userId}`).toBe(404);
        expect(res.json().statusCode).toBe(404);
      }
      expect(snapshot()).toBe(before);
    },
  );

  it('lists only the caller’s own organization', async () => {
    const other = loginAs(app, 'otherOwner');
    const team = await app.inject({ method: 'GET', url: '/api/team/users', headers: other.headers });
    expect(team.json().items.map((u: { email: string }) => u.email)).toEqual(['owner@other.test']);
    const activity = await app.inject({ method: 'GET', url: '/api/settings/activity', headers: other.headers });
    expect(activity.json().total).toBe(0);
  });
});
