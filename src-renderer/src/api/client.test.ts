import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Profile } from '../../../server/contract/account';
import { ROUTES } from '../../../server/contract/routes';
import type { TeamUser } from '../../../server/contract/team';
import { ApiError } from './api-error';
import { createApiClient } from './client';

interface Seen {
  url: string;
  init: RequestInit;
}

function fakeFetch(responses: Response[]) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(input), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next;
  });
  return { fetch, seen };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });

const header = (seen: Seen | undefined, name: string) => new Headers(seen?.init.headers).get(name);

describe('createApiClient', () => {
  it('sends the cookie session and JSON', async () => {
    const { fetch, seen } = fakeFetch([json({ ok: true })]);
    const api = createApiClient({ fetch });
    await expect(api.post('/api/x', { body: { a: 1 }, query: { page: 2, skip: undefined } })).resolves.toEqual({
      ok: true,
    });
    expect(seen[0]?.url).toBe('/api/x?page=2');
    expect(seen[0]?.init.credentials).toBe('same-origin');
    expect(seen[0]?.init.body).toBe('{"a":1}');
    expect(header(seen[0], 'content-type')).toBe('application/json');
  });

  it('sends a FormData body as multipart, leaving its content type to the browser', async () => {
    const { fetch, seen } = fakeFetch([json({ avatarUrl: '/a' })]);
    const api = createApiClient({ fetch });
    const form = new FormData();
    form.append('avatar', new Blob(['x']), 'a.png');
    await api.post('/api/users/avatar', { body: form });
    expect(seen[0]?.init.body).toBe(form);
    expect(header(seen[0], 'content-type')).toBeNull();
  });

  it('sends back the ETag of the last read as If-Match on writes to the same path', async () => {
    const { fetch, seen } = fakeFetch([
      json({ theme: 'system' }, { headers: { etag: '"3"' } }),
      json({ theme: 'dark' }, { headers: { etag: '"4"' } }),
      json({ theme: 'light' }),
      json({}),
    ]);
    const api = createApiClient({ fetch });
    await api.get('/api/settings/user');
    await api.post('/api/settings/user', { body: { theme: 'dark' } });
    await api.post('/api/settings/user', { body: { theme: 'light' } });
    await api.post('/api/other', { body: {} });
    expect(header(seen[0], 'if-match')).toBeNull();
    expect(header(seen[1], 'if-match')).toBe('"3"');
    expect(header(seen[2], 'if-match')).toBe('"4"');
    expect(header(seen[3], 'if-match')).toBeNull();
  });

  it('forgets versions on demand and lets a caller pass its own', async () => {
    const { fetch, seen } = fakeFetch([json({}, { headers: { etag: '"1"' } }), json({}), json({})]);
    const api = createApiClient({ fetch });
    await api.get('/api/doc');
    api.forgetVersions();
    await api.put('/api/doc', { body: {} });
    await api.put('/api/doc', { body: {}, ifMatch: '"9"' });
    expect(header(seen[1], 'if-match')).toBeNull();
    expect(header(seen[2], 'if-match')).toBe('"9"');
  });

  it('turns the error body into an ApiError', async () => {
    const { fetch } = fakeFetch([
      json(
        { statusCode: 412, error: 'Precondition Failed', message: 'Changed by someone else', code: 'STALE_VERSION' },
        { status: 412 },
      ),
    ]);
    const api = createApiClient({ fetch });
    const error = await api.post('/api/doc', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 412, message: 'Changed by someone else', code: 'STALE_VERSION' });
  });

  it('copes with an error that is not JSON', async () => {
    const { fetch } = fakeFetch([new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })]);
    const error = await createApiClient({ fetch })
      .get('/api/x')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('reports an unreachable server as a network failure', async () => {
    const { fetch } = fakeFetch([]);
    const error = await createApiClient({ fetch })
      .get('/api/x')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, isNetworkFailure: true });
  });

  it('ends the session on 401 unless the call expects one', async () => {
    const unauthorized = () =>
      json({ statusCode: 401, error: 'Unauthorized', message: 'Your session has ended.' }, { status: 401 });
    const { fetch } = fakeFetch([unauthorized(), unauthorized()]);
    const onSessionEnded = vi.fn();
    const api = createApiClient({ fetch, onSessionEnded });
    await api.post('/api/auth/login', { body: {}, endsSessionOn401: false }).catch(() => undefined);
    expect(onSessionEnded).not.toHaveBeenCalled();
    await api.get('/api/team/users').catch(() => undefined);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('answers undefined for 204', async () => {
    const { fetch } = fakeFetch([new Response(null, { status: 204 })]);
    await expect(createApiClient({ fetch }).post('/api/auth/logout')).resolves.toBeUndefined();
  });
});

describe('api.call over the route map', () => {
  it('fills path parameters, serializes the query and sends the body as JSON', async () => {
    const { fetch, seen } = fakeFetch([json({ items: [] }), json({})]);
    const api = createApiClient({ fetch });
    await api.call(ROUTES.activity.list, { query: { section: 'team', page: 2, action: undefined } });
    await api.call(ROUTES.team.changeRole, { params: { id: 'a b/c' }, body: { roleId: 'r1' } });
    expect(seen[0]?.url).toBe('/api/settings/activity?section=team&page=2');
    expect(seen[0]?.init.method).toBe('GET');
    expect(seen[1]?.url).toBe('/api/team/users/a%20b%2Fc/role');
    expect(seen[1]?.init).toMatchObject({ method: 'PUT', body: '{"roleId":"r1"}' });
  });

  it('sends a versioned document’s ETag back on its save, and nothing on unversioned routes', async () => {
    const { fetch, seen } = fakeFetch([
      json({}, { headers: { etag: '"5"' } }),
      json({}, { headers: { etag: '"6"' } }),
      json({}, { headers: { etag: '"6"' } }),
      json({ otherSessions: 0 }, { headers: { etag: '"x"' } }),
    ]);
    const api = createApiClient({ fetch });
    await api.call(ROUTES.tax.settings);
    await api.call(ROUTES.tax.saveSettings, { body: { pricesIncludeTax: true } });
    await api.call(ROUTES.tax.saveSettings, { body: { pricesIncludeTax: false } });
    await api.call(ROUTES.account.changePassword, {
      body: { currentPassword: 'a', newPassword: 'b' },
    });
    expect(header(seen[1], 'if-match')).toBe('"5"');
    expect(header(seen[2], 'if-match')).toBe('"6"');
    expect(header(seen[3], 'if-match')).toBeNull();
  });

  it('checks a write against the read it shares a version with (versionOf)', async () => {
    const { fetch, seen } = fakeFetch([json({}, { headers: { etag: '"c1"' } }), json({})]);
    const api = createApiClient({ fetch });
    await api.call(ROUTES.billing.subscription);
    await api.call(ROUTES.billing.changePlan, { body: { plan: 'STUDIO' } });
    expect(header(seen[1], 'if-match')).toBe('"c1"');
  });

  it('sends no If-Match with a creation, and the caller’s own version when given', async () => {
    const { fetch, seen } = fakeFetch([json({}, { headers: { etag: '"1"' } }), json({}), json({})]);
    const api = createApiClient({ fetch });
    await api.call(ROUTES.roles.create, { body: { name: 'Stylist', customPermissions: [] } });
    await api.call(ROUTES.roles.create, { body: { name: 'Colourist', customPermissions: [] } });
    await api.call(ROUTES.roles.remove, { params: { id: 'r1' }, ifMatch: '"3"' });
    expect(header(seen[1], 'if-match')).toBeNull();
    expect(header(seen[2], 'if-match')).toBe('"3"');
    expect(seen[2]?.url).toBe('/api/roles/r1');
  });

  it('is typed from the schemas: answers, bodies, path parameters and error codes', () => {
    const api = createApiClient({ fetch: vi.fn() });
    // Checked by the compiler only: never called.
    const typed = () => {
      expectTypeOf(api.call(ROUTES.account.profile)).resolves.toEqualTypeOf<Profile>();
      expectTypeOf(api.call(ROUTES.team.list)).resolves.toEqualTypeOf<{ items: TeamUser[] }>();
      expectTypeOf(api.call(ROUTES.auth.logout)).resolves.toBeUndefined();
      // @ts-expect-error a route with a path parameter cannot be called without it
      void api.call(ROUTES.roles.remove);
      // @ts-expect-error the body is the route's schema
      void api.call(ROUTES.team.changeRole, { params: { id: 'x' }, body: { role: 'x' } });
    };
    expect(typed).toBeTypeOf('function');
    expectTypeOf<ApiError['code']>().extract<'STALE_VERSION'>().toEqualTypeOf<'STALE_VERSION'>();
  });
});
