import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission, type RoutePermission } from '../../server/contract/permissions';
import { buildTestApp, loginAs, ROLES_UNDER_TEST } from '../../server/testing/build-test-app';
import type { RouteEntry } from '../../server/types';

// A well-formed id that matches no record: callers allowed past the guard get 404 or 400, never 403.
const NO_SUCH_ID = '00000000-0000-7000-8000-000000000000';
const urlOf = (route: RouteEntry) => route.url.replace(/:[a-zA-Z]+/g, NO_SUCH_ID);

/**
 * Role × route: every guarded route, called by every demo role with an empty body. The guard runs
 * before validation, so the answer is 403 exactly when the spec's rules deny the permission.
 * New modules are covered as soon as they register routes.
 */
describe('permission matrix', () => {
  let app: FastifyInstance;
  let guarded: RouteEntry[];
  beforeAll(async () => {
    app = await buildTestApp();
    guarded = app.routeTable.filter((r) => !r.public && r.method !== 'HEAD');
  });
  afterAll(() => app.close());

  it('answers 401 to every guarded route without a session', async () => {
    for (const route of guarded) {
      const res = await app.inject({ method: route.method as 'GET', url: urlOf(route), payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it.each(ROLES_UNDER_TEST)('%s: 403 exactly where the rules deny the permission', async (role) => {
    const checked: string[] = [];
    for (const route of guarded) {
      // A fresh session each time: logout and deactivation must not end the next call's session.
      const session = loginAs(app, role);
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });
      const user = me.json().user;
      const allowed = hasPermission(user, route.permission as RoutePermission);
      const res = await app.inject({
        method: route.method as 'GET',
        url: urlOf(route),
        headers: session.headers,
        payload: {},
      });
      const label = `${role} ${route.method} ${route.url} (${route.permission})`;
      expect(res.statusCode, label).not.toBe(401);
      if (allowed) expect(res.statusCode, label).not.toBe(403);
      else expect(res.statusCode, label).toBe(403);
      checked.push(label);
    }
    expect(checked.length).toBe(guarded.length);
  });
});
