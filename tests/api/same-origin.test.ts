import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, type SessionUser } from '../../server/contract/auth';
import { hasPermission, type RoutePermission } from '../../server/contract/permissions';
import { DEMO_PASSWORD } from '../../server/demo/seed';
import { buildTestApp, call, DEMO_EMAILS, loginAs, type Session } from '../../server/testing/build-test-app';
import { multipartFile, TINY_PNG } from '../../server/testing/multipart';
import type { RouteEntry } from '../../server/types';

// inject() addresses the app as http://localhost:80, so that is the app's own origin here.
const OWN = 'http://localhost';
const EVIL = 'http://evil.example';
const NO_SUCH_ID = '00000000-0000-7000-8000-000000000000';
const urlOf = (route: RouteEntry) => route.url.replace(/:[a-zA-Z]+/g, NO_SUCH_ID);
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const cookieOf = (session: Session) => ({ cookie: `${SESSION_COOKIE}=${session.token}` });

/**
 * What another site's page can make a signed-in browser send: the session cookie rides along by
 * itself, the page picks the method, the URL and a "simple" body (text/plain, a form, multipart).
 */
describe('cross-site writes with the session cookie', () => {
  let app: FastifyInstance;
  let unsafe: RouteEntry[];
  beforeAll(async () => {
    app = await buildTestApp();
    unsafe = app.routeTable.filter((r) => !r.public && UNSAFE.has(r.method));
  });
  afterAll(() => app.close());

  const me = (session: Session, headers: Record<string, string> = {}) =>
    call<{ user: SessionUser }>(app, {
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...cookieOf(session), ...headers },
    });

  it('refuses every guarded write from another origin, whatever the body, and changes nothing', async () => {
    expect(unsafe.length).toBeGreaterThan(10);
    // One session for the whole walk: had logout or "terminate all" gone through, it would be over.
    const owner = loginAs(app, 'owner');
    const bodies: Pick<InjectOptions, 'payload' | 'headers'>[] = [
      {},
      { payload: 'x', headers: { 'content-type': 'text/plain' } },
      { payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      multipartFile('avatar', 'a.png', 'image/png', TINY_PNG),
      { payload: {} },
    ];
    for (const route of unsafe) {
      for (const body of bodies) {
        const res = await call<{ code?: string; message: string }>(app, {
          method: route.method as 'POST',
          url: urlOf(route),
          payload: body.payload,
          headers: { ...cookieOf(owner), origin: EVIL, 'sec-fetch-site': 'cross-site', ...body.headers },
        });
        const label = `${route.method} ${route.url} ${JSON.stringify(body.headers ?? {})}`;
        expect(res.status, label).toBe(403);
      }
    }
    const after = await me(owner);
    expect(after.status).toBe(200);
  });

  it('names the reason when the caller has the permission', async () => {
    const owner = loginAs(app, 'owner');
    const user = (await me(owner)).body.user;
    const allowed = unsafe.filter((r) => hasPermission(user, r.permission as RoutePermission));
    expect(allowed.length).toBeGreaterThan(5);
    for (const route of allowed) {
      const res = await call<{ code?: string; message: string }>(app, {
        method: route.method as 'POST',
        url: urlOf(route),
        headers: { ...cookieOf(owner), origin: EVIL },
      });
      expect(res.body.code, `${route.method} ${route.url}`).toBe('CROSS_SITE_REQUEST');
      expect(res.body.message).toBe(
        'This change was sent from another website and was refused. Open the app directly and try again.',
      );
    }
  });

  it('refuses what the issue found: disable 2FA, deactivate, end all sessions, 2FA setup, avatar', async () => {
    const owner = loginAs(app, 'owner');
    const other = loginAs(app, 'receptionist');
    const attempts: InjectOptions[] = [
      { method: 'POST', url: '/api/users/disable-2fa', payload: '', headers: { 'content-type': 'text/plain' } },
      { method: 'POST', url: `/api/team/users/${other.userId}/deactivate`, payload: 'x' },
      { method: 'POST', url: '/api/users/sessions/terminate-all' },
      { method: 'POST', url: '/api/users/enable-2fa/generate' },
      { method: 'POST', url: '/api/users/avatar', ...multipartFile('avatar', 'a.png', 'image/png', TINY_PNG) },
    ];
    for (const attempt of attempts) {
      const res = await call<{ code: string }>(app, {
        ...attempt,
        headers: { 'content-type': 'text/plain', ...attempt.headers, ...cookieOf(owner), origin: EVIL },
      });
      expect(res.status, attempt.url as string).toBe(403);
      expect(res.body.code).toBe('CROSS_SITE_REQUEST');
    }
    // The receptionist is still active and signed in, the owner's sessions and picture untouched.
    expect((await me(other)).status).toBe(200);
    const profile = await call<{ avatarUrl: string | null }>(app, {
      method: 'GET',
      url: '/api/users/profile',
      headers: owner.headers,
    });
    expect(profile.body.avatarUrl).toBeNull();
  });

  it.each([
    ['another port of the same host', { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' }],
    ['another scheme', { origin: 'https://localhost' }],
    ['an opaque origin (sandboxed frame)', { origin: 'null' }],
    ['a browser that says cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a browser that says same-site without Origin', { 'sec-fetch-site': 'same-site' }],
    ['our Origin, but the browser says cross-site', { origin: OWN, 'sec-fetch-site': 'cross-site' }],
    ['neither Origin nor Sec-Fetch-Site', {}],
  ])('refuses %s', async (_label, headers: Record<string, string>) => {
    const owner = loginAs(app, 'owner');
    const res = await call<{ code: string }>(app, {
      method: 'POST',
      url: '/api/users/sessions/terminate-all',
      headers: { ...cookieOf(owner), ...headers },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CROSS_SITE_REQUEST');
  });

  it('takes a write from our own pages: by Origin, or by Sec-Fetch-Site alone', async () => {
    const owner = loginAs(app, 'owner');
    const saved = await call<{ timeFormat: string }>(app, {
      method: 'POST',
      url: '/api/settings/user',
      headers: { ...cookieOf(owner), origin: OWN, 'sec-fetch-site': 'same-origin' },
      payload: { timeFormat: '12h' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.timeFormat).toBe('12h');

    const bySite = await call<{ timeFormat: string }>(app, {
      method: 'POST',
      url: '/api/settings/user',
      headers: { ...cookieOf(owner), 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      payload: JSON.stringify({ timeFormat: '24h' }),
    });
    expect(bySite.status).toBe(200);
    expect(bySite.body.timeFormat).toBe('24h');
  });

  it('takes the desktop window, which loads the app from http://127.0.0.1:PORT', async () => {
    const owner = loginAs(app, 'owner');
    const res = await call(app, {
      method: 'POST',
      url: '/api/users/sessions/terminate-all',
      headers: { ...cookieOf(owner), host: '127.0.0.1:45123', origin: 'http://127.0.0.1:45123' },
    });
    expect(res.status).toBe(200);
  });

  it('takes a write without a body and without a content type (the app sends none then)', async () => {
    const owner = loginAs(app, 'owner');
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/sessions/terminate-all',
      headers: { ...cookieOf(owner), origin: OWN },
    });
    expect(res.statusCode).toBe(200);
  });

  it('takes an avatar upload from our own pages', async () => {
    const owner = loginAs(app, 'owner');
    const file = multipartFile('avatar', 'me.png', 'image/png', TINY_PNG);
    const res = await call<{ avatarUrl: string }>(app, {
      method: 'POST',
      url: '/api/users/avatar',
      payload: file.payload,
      headers: { ...file.headers, ...cookieOf(owner), origin: OWN },
    });
    expect(res.status).toBe(200);
    expect(res.body.avatarUrl).toMatch(/^\/api\/users\/.+\/avatar\?v=/);
  });
});

describe('body types', () => {
  let app: FastifyInstance;
  let unsafe: RouteEntry[];
  beforeAll(async () => {
    app = await buildTestApp();
    unsafe = app.routeTable.filter((r) => !r.public && UNSAFE.has(r.method));
  });
  afterAll(() => app.close());

  it.each([
    ['text/plain', 'x'],
    ['application/x-www-form-urlencoded', 'a=b'],
    ['text/csv', 'a,b'],
  ])('answers 415 to a %s body on every guarded write, even from our own origin', async (type, payload) => {
    const owner = loginAs(app, 'owner');
    const user = (
      await call<{ user: SessionUser }>(app, { method: 'GET', url: '/api/auth/me', headers: owner.headers })
    ).body.user;
    for (const route of unsafe) {
      const res = await call<{ code: string; message: string }>(app, {
        method: route.method as 'POST',
        url: urlOf(route),
        payload,
        headers: { ...cookieOf(owner), origin: OWN, 'content-type': type },
      });
      const label = `${route.method} ${route.url}`;
      if (!hasPermission(user, route.permission as RoutePermission)) {
        expect(res.status, label).toBe(403);
        continue;
      }
      expect(res.status, label).toBe(415);
      expect(res.body.code, label).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('says what to send instead', async () => {
    const owner = loginAs(app, 'owner');
    const plain = await call<{ message: string }>(app, {
      method: 'PUT',
      url: '/api/users/profile',
      payload: '{"firstName":"Eve"}',
      headers: { ...owner.headers, 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    expect(plain.body.message).toBe('This request must send its data as JSON (Content-Type: application/json).');

    const avatar = await call<{ message: string }>(app, {
      method: 'POST',
      url: '/api/users/avatar',
      payload: 'x',
      headers: { ...owner.headers, 'content-type': 'text/plain' },
    });
    expect(avatar.status).toBe(415);
    expect(avatar.body.message).toBe(
      'This request must send its data as JSON or as a file upload (multipart/form-data).',
    );
  });

  it('refuses multipart on a route that does not take uploads', async () => {
    const owner = loginAs(app, 'owner');
    const file = multipartFile('firstName', 'a.txt', 'text/plain', Buffer.from('Eve'));
    const res = await call(app, {
      method: 'PUT',
      url: '/api/users/profile',
      payload: file.payload,
      headers: { ...file.headers, ...owner.headers },
    });
    expect(res.status).toBe(415);
  });

  it('refuses a body without a content type', async () => {
    const owner = loginAs(app, 'owner');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: Buffer.from('{"firstName":"Eve"}'),
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(415);
  });

  it('accepts JSON with a charset', async () => {
    const owner = loginAs(app, 'owner');
    const res = await call(app, {
      method: 'POST',
      url: '/api/settings/user',
      payload: JSON.stringify({ timeFormat: '12h' }),
      headers: { ...owner.headers, 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(200);
  });

  it('leaves unknown paths a plain 404', async () => {
    const owner = loginAs(app, 'owner');
    const res = await call<{ code: string }>(app, {
      method: 'POST',
      url: '/api/no-such-thing',
      payload: 'x',
      headers: { ...cookieOf(owner), origin: 'http://evil.example', 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('holds for Bearer callers and public routes too', async () => {
    const login = await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: JSON.stringify({ email: DEMO_EMAILS.owner, password: DEMO_PASSWORD }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(login.status).toBe(415);
  });
});

describe('Bearer callers and public routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The walk below writes to every unsafe route as the owner: more than the per-user burst.
    app = await buildTestApp({ config: { writeRateLimit: false } });
  });
  afterAll(() => app.close());

  it('never refuses a Bearer request for cross-site reasons, even with a foreign Origin', async () => {
    const unsafe = app.routeTable.filter((r) => !r.public && UNSAFE.has(r.method));
    for (const route of unsafe) {
      // A fresh session each time: logout and "terminate all" end the one they are called with.
      const owner = loginAs(app, 'owner');
      const res = await call<{ code?: string }>(app, {
        method: route.method as 'POST',
        url: urlOf(route),
        payload: {},
        headers: { ...owner.headers, origin: EVIL, 'sec-fetch-site': 'cross-site' },
      });
      const label = `${route.method} ${route.url}`;
      expect(res.body?.code, label).not.toBe('CROSS_SITE_REQUEST');
      expect(res.status, label).not.toBe(401);
    }
  });

  it('Bearer wins over a cookie sent along, as in the auth guard', async () => {
    const owner = loginAs(app, 'owner');
    const res = await call(app, {
      method: 'POST',
      url: '/api/users/sessions/terminate-all',
      headers: { ...owner.headers, ...cookieOf(owner), origin: EVIL },
    });
    expect(res.status).toBe(200);
  });

  const login = (headers: Record<string, string>) =>
    call<{ code?: string; token?: string }>(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_EMAILS.receptionist, password: DEMO_PASSWORD },
      headers,
    });

  it('refuses a sign-in another site sends (login forgery), with or without Origin', async () => {
    const forged: Record<string, string>[] = [{ origin: EVIL }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
    for (const headers of forged) {
      const res = await login(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body.code).toBe('CROSS_SITE_REQUEST');
    }
  });

  it('signs in from our own page, and from a program that sends no browser headers', async () => {
    expect((await login({ origin: OWN, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await login({})).status).toBe(200);
  });

  it('signs in even when an old session cookie is still in the browser', async () => {
    const old = loginAs(app, 'owner');
    expect((await login({ ...cookieOf(old), origin: OWN })).status).toBe(200);
  });

  it('leaves reads alone, from anywhere', async () => {
    const owner = loginAs(app, 'owner');
    const res = await call(app, {
      method: 'GET',
      url: '/api/users/profile',
      headers: { ...cookieOf(owner), origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(200);
  });
});
