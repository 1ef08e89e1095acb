import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { SIGNED_IN } from '../../server/contract/permissions';
import { responseSerializer } from '../../server/http/serializers';
import { requestValidator } from '../../server/plugins/validation';
import { buildTestApp } from '../../server/testing/build-test-app';

describe('route declarations', () => {
  it('every registered route declares exactly one of permission or public', async () => {
    const app = await buildTestApp({ demo: false });
    expect(app.routeTable.length).toBeGreaterThan(10);
    for (const route of app.routeTable) {
      expect(Boolean(route.permission) !== route.public, `${route.method} ${route.url}`).toBe(true);
    }
    await app.close();
  });

  // The server compiles each validator at its route's first request and each serializer at its
  // first answer (plugins/validation.ts, http/serializers.ts): a schema that would not compile is
  // found here rather than by someone's request.
  it("every route's request and response schemas compile", async () => {
    const app = await buildTestApp({ demo: false });
    let compiled = 0;
    for (const route of app.routeTable) {
      const schema = (route.schema ?? {}) as Record<string, unknown> & { response?: Record<string, object> };
      const label = `${route.method} ${route.url}`;
      for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
        if (schema[part] === undefined) continue;
        expect(() => requestValidator(part, schema[part]), `${label} ${part}`).not.toThrow();
        compiled += 1;
      }
      for (const [status, response] of Object.entries(schema.response ?? {})) {
        const serialize = responseSerializer(response, { method: route.method, url: route.url, httpStatus: status });
        expect(typeof serialize, `${label} ${status}`).toBe('function');
        compiled += 1;
      }
    }
    expect(compiled).toBeGreaterThan(app.routeTable.length * 2);
    await app.close();
  });

  it('public routes are only the ones a signed-out person needs', async () => {
    const app = await buildTestApp({ demo: false });
    const publicRoutes = app.routeTable
      .filter((r) => r.public && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual(
      [
        'GET /api/health',
        // The API's description (issue 18): the route map as OpenAPI and as a page, no one's data.
        'GET /api/docs',
        'GET /api/docs/openapi.json',
        'GET /api/setup/status',
        'POST /api/auth/login',
        'POST /api/setup',
        // Plans and prices are public so a sign-up or pricing page can show them.
        'GET /api/public/tiers',
        // The logo file: the public booking page and emails show it (content-addressed, no listing).
        'GET /api/public/logos/:organizationId/:file',
        // A team invitation's link: the person opening it has no account to sign in with yet.
        'GET /api/invitations/:token',
        'POST /api/invitations/:token/accept',
        // The public booking page (issue 16): clients book signed out; the manage link's token is their proof.
        'GET /api/public/booking/:slug',
        'GET /api/public/booking/:slug/availability',
        'POST /api/public/booking/:slug/holds',
        'POST /api/public/booking/:slug/appointments',
        'GET /api/public/appointments/:token',
        'POST /api/public/appointments/:token/cancel',
        'POST /api/public/appointments/:token/payment',
        'GET /api/public/appointments/:token/card-form',
        'POST /api/public/appointments/:token/card',
        'POST /api/public/appointments/:token/reschedule',
      ].sort(),
    );
    await app.close();
  });

  // Signed-in reads have no HEAD twin (http/route.ts); the public reads keep theirs, for caches and
  // link checkers, and answer a HEAD as they answer a GET, without a body.
  it('HEAD answers on the public reads and not on the signed-in ones', async () => {
    const app = await buildTestApp({ demo: false });
    const heads = app.routeTable.filter((r) => r.method === 'HEAD').map((r) => r.url);
    const publicReads = app.routeTable.filter((r) => r.method === 'GET' && r.public).map((r) => r.url);
    expect(heads.sort()).toEqual(publicReads.sort());
    const head = await app.inject({ method: 'HEAD', url: '/api/setup/status' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^application\/json/);
    expect(head.body).toBe('');
    expect((await app.inject({ method: 'HEAD', url: '/api/settings/user' })).statusCode).toBe(404);
    await app.close();
  });

  it('a route that declares neither cannot be registered', async () => {
    const app = await buildTestApp({ demo: false });
    const fresh = await buildApp({ deps: app.deps });
    expect(() => fresh.get('/api/forgotten', async () => 'x')).toThrow(
      'must declare exactly one of permission or public',
    );
    expect(() => fresh.get('/api/both', { config: { public: true, permission: SIGNED_IN } }, async () => 'x')).toThrow(
      'must declare exactly one of permission or public',
    );
    await fresh.close();
    await app.close();
  });
});
