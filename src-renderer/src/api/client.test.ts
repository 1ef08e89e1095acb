import { describe, expect, it, vi } from 'vitest';
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
