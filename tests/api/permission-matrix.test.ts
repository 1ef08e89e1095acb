import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '../../server/contract/permissions';
import { ALL_ROUTES, routeLabel } from '../../server/contract/routes';
import { buildTestApp, loginAs, ROLES_UNDER_TEST } from '../../server/testing/build-test-app';
import type { RouteEntry } from '../../server/types';
import { PLATFORM_ADMIN_ONLY, ROUTE_PERMISSIONS, type RouteAccess } from './route-permissions';

// A well-formed id that matches no record: callers allowed past the guard get 404 or 400, never 403.
const NO_SUCH_ID = '00000000-0000-7000-8000-000000000000';
const urlOf = (route: RouteEntry) => route.url.replace(/:[a-zA-Z]+/g, NO_SUCH_ID);
const labelOf = (route: RouteEntry) => `${route.method} ${route.url}`;

/** What a registered route declares, in the table's words. */
const declared = (route: RouteEntry): RouteAccess | undefined =>
  route.public ? 'public' : (route.permission as RouteAccess);

/** The reviewed access of a route: the table's, never the route's own declaration. */
function reviewed(route: RouteEntry): RouteAccess {
  const access = ROUTE_PERMISSIONS[labelOf(route)];
  if (!access) throw new Error(`${labelOf(route)} is not in tests/api/route-permissions.ts`);
  return access;
}

/**
 * Role × route: every registered route, called by every demo role with an empty body. The guard
 * runs before validation, so the answer is 403 exactly when the spec's rules deny the permission
 * the reviewed table (route-permissions.ts) gives the route. A route whose declaration differs from
 * the table, or that the table does not list, fails before any call is made.
 */
describe('permission matrix', () => {
  let app: FastifyInstance;
  let routes: RouteEntry[];
  let guarded: RouteEntry[];
  beforeAll(async () => {
    // Without the write limit, every call reaches the guard and the service: a 429 would hide a 403.
    app = await buildTestApp({ config: { writeRateLimit: false } });
    routes = app.routeTable.filter((r) => r.method !== 'HEAD');
    guarded = routes.filter((r) => ROUTE_PERMISSIONS[labelOf(r)] !== 'public');
  });
  afterAll(() => app.close());

  it('lists every registered route in the reviewed table, and nothing else', () => {
    const registered = routes.map(labelOf).sort();
    expect(registered).toEqual(Object.keys(ROUTE_PERMISSIONS).sort());
  });

  it('registers every route with the access the table gives it', () => {
    const differing = routes
      .filter((route) => declared(route) !== ROUTE_PERMISSIONS[labelOf(route)])
      .map((route) => `${labelOf(route)}: declares ${declared(route)}, reviewed ${ROUTE_PERMISSIONS[labelOf(route)]}`);
    expect(differing).toEqual([]);
  });

  it('registers exactly the routes of the contract route map, with their declared access', () => {
    const fromMap = ALL_ROUTES.map((r) => `${routeLabel(r)} ${r.public ? 'public' : r.permission}`).sort();
    const fromApp = routes.map((r) => `${labelOf(r)} ${declared(r)}`).sort();
    expect(fromApp).toEqual(fromMap);
  });

  it('answers 401 to every guarded route without a session', async () => {
    for (const route of guarded) {
      const res = await app.inject({ method: route.method as 'GET', url: urlOf(route), payload: {} });
      expect(res.statusCode, labelOf(route)).toBe(401);
    }
  });

  it('answers public routes without a session (never 401 or 403)', async () => {
    for (const route of routes.filter((r) => reviewed(r) === 'public')) {
      const res = await app.inject({ method: route.method as 'GET', url: urlOf(route), payload: {} });
      expect([401, 403], labelOf(route)).not.toContain(res.statusCode);
    }
  });

  it.each(ROLES_UNDER_TEST)('%s: 403 exactly where the rules deny the reviewed permission', async (role) => {
    const checked: string[] = [];
    let session = loginAs(app, role);
    for (const route of guarded) {
      // A new session once a call ended the last one (logout, ending all sessions): the next route
      // is called signed in, as the role.
      let me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });
      if (me.statusCode === 401) {
        session = loginAs(app, role);
        me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers });
      }
      expect(me.statusCode, `${role} signed in`).toBe(200);
      const user = me.json().user;
      const access = reviewed(route);
      const allowed =
        (access === 'public' || hasPermission(user, access)) &&
        (!PLATFORM_ADMIN_ONLY.has(labelOf(route)) || user.isPlatformAdmin === true);
      const res = await app.inject({
        method: route.method as 'GET',
        url: urlOf(route),
        headers: session.headers,
        payload: {},
      });
      const label = `${role} ${labelOf(route)} (${access})`;
      expect(res.statusCode, label).not.toBe(401);
      if (allowed) expect(res.statusCode, label).not.toBe(403);
      else expect(res.statusCode, label).toBe(403);
      checked.push(label);
    }
    expect(checked.length).toBe(guarded.length);
  });
});
