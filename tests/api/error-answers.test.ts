import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type Session } from '../../server/testing/build-test-app';

/** The contract's error answers, as a client meets them. */
describe('error answers', () => {
  let app: FastifyInstance;
  let owner: Session;
  beforeEach(async () => {
    app = await buildTestApp();
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const post = (payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/settings/user',
      headers: { ...owner.headers, 'content-type': 'application/json', ...headers },
      payload,
    });

  it('answers malformed JSON with 400 and the contract body', async () => {
    const res = await post('{"theme": "dark"');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
  });

  it('answers a 6 MB body with 413 and stores nothing', async () => {
    const res = await post(JSON.stringify({ theme: 'dark', padding: 'x'.repeat(6 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The request is too large',
    });
    const prefs = await app.inject({ method: 'GET', url: '/api/settings/user', headers: owner.headers });
    expect(prefs.json().theme).toBe('system');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing', headers: owner.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No route GET /api/no-such-thing',
      code: 'NOT_FOUND',
    });
  });

  it('answers a malformed id with 400 naming the parameter', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/team/users/42/deactivate', headers: owner.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('id has an invalid format');
  });

  it('hides the details of an unexpected failure', async () => {
    // The database going away mid-flight is the kind of bug a 500 exists for.
    app.deps.database.sqlite.prepare('drop table settings_documents').run();
    const res = await post(JSON.stringify({ theme: 'dark' }));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toMatch(/settings_documents|sqlite|at .*\.ts/i);
  });
});

describe('desktop secret', () => {
  it('refuses every call without the per-launch secret, and serves calls with it', async () => {
    const app = await buildTestApp({ config: { desktopSecret: 'per-launch-secret' } });
    const without = await app.inject({ method: 'GET', url: '/api/health' });
    expect(without.statusCode).toBe(401);
    expect(without.json().code).toBe('DESKTOP_ONLY');
    const wrong = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-desktop-secret': 'guess' } });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-desktop-secret': 'per-launch-secret' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    await app.close();
  });
});
