import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../contract/auth';
import type { ErrorBody } from '../../contract/common';
import { buildTestApp, call } from '../../testing/build-test-app';

const body = {
  organizationName: 'Bloom Hair Studio',
  organizationSlug: 'bloom-hair',
  firstName: 'Bea',
  lastName: 'Bloom',
  email: 'bea@bloom.test',
  password: 'a-long-password',
};

describe('first-run setup', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp({ demo: false });
  });
  afterEach(() => app.close());

  it('creates the organization and its owner, signed in, then refuses a second setup', async () => {
    expect((await call(app, { method: 'GET', url: '/api/setup/status' })).body).toEqual({ needsSetup: true });

    const created = await call<{ token: string; user: MeResponse['user'] }>(app, {
      method: 'POST',
      url: '/api/setup',
      payload: body,
    });
    expect(created.status).toBe(201);
    expect(created.body.user.role.name).toBe('owner');

    const me = await call<MeResponse>(app, {
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${created.body.token}` },
    });
    expect(me.body.organization).toMatchObject({ name: 'Bloom Hair Studio', slug: 'bloom-hair' });

    expect((await call(app, { method: 'GET', url: '/api/setup/status' })).body).toEqual({ needsSetup: false });
    const again = await call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/setup',
      payload: { ...body, email: 'x@y.test', organizationSlug: 'other' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Setup has already been completed');
    const orgs = app.deps.database.sqlite.prepare('select count(*) n from organizations').get() as { n: number };
    expect(orgs.n).toBe(1);
  });

  it('creates the five built-in roles with the organization', async () => {
    await call(app, { method: 'POST', url: '/api/setup', payload: body });
    const names = (
      app.deps.database.sqlite.prepare('select name from roles order by name').all() as { name: string }[]
    ).map((r) => r.name);
    expect(names).toEqual(['admin', 'manager', 'owner', 'practitioner', 'receptionist']);
  });

  it.each([
    [{ organizationSlug: 'Bad Slug!' }, 'organizationSlug has an invalid format'],
    [{ email: 'not-an-email' }, 'email must be a valid email address'],
    [{ password: 'short' }, 'password must be at least 8 characters'],
    [{ organizationName: '' }, 'organizationName must not be empty'],
    [{ firstName: 42 }, 'firstName must be a string'],
    [{ role: 'owner' }, 'role is not an accepted field'],
  ])('refuses %j with a message naming the field', async (change, message) => {
    const res = await call<ErrorBody>(app, { method: 'POST', url: '/api/setup', payload: { ...body, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await call(app, { method: 'GET', url: '/api/setup/status' })).body).toEqual({ needsSetup: true });
  });
});
