import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoginResponse, MeResponse } from '../../contract/auth';
import type { ErrorBody } from '../../contract/common';
import { users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../demo/seed';
import { totpCode } from '../../security/totp';
import { buildTestApp, call, DEMO_EMAILS, loginAs, ROLES_UNDER_TEST } from '../../testing/build-test-app';

const login = (app: FastifyInstance, payload: object, headers: Record<string, string> = {}) =>
  call<LoginResponse & ErrorBody>(app, { method: 'POST', url: '/api/auth/login', payload, headers });

describe('sign-in', () => {
  let app: FastifyInstance;
  let clock: Date;
  beforeEach(async () => {
    clock = new Date('2026-11-21T09:00:00Z');
    app = await buildTestApp({ now: () => clock });
  });
  afterEach(() => app.close());

  it.each(ROLES_UNDER_TEST)('signs in the demo %s and answers me with their organization', async (role) => {
    const res = await login(app, { email: DEMO_EMAILS[role], password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.token.length).toBeGreaterThanOrEqual(32);
    expect(res.body.user.email).toBe(DEMO_EMAILS[role]);
    expect(Date.parse(res.body.expiresAt)).toBeGreaterThan(clock.getTime());
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);

    const me = await call<MeResponse>(app, {
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${res.body.token}` },
    });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(res.body.user.id);
    expect(me.body.organization.slug).toBe(role === 'otherOwner' ? 'other-spa' : 'demo-salon');
    expect(me.body.user.isPlatformAdmin).toBe(role === 'platform');
  });

  it('accepts the session cookie as well as the bearer header', async () => {
    const res = await login(app, { email: DEMO_EMAILS.owner, password: DEMO_PASSWORD });
    const me = await call(app, {
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `session=${res.body.token}` },
    });
    expect(me.status).toBe(200);
  });

  it('ignores case and spaces around the email', async () => {
    const res = await login(app, { email: '  Owner@Demo.TEST ', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const wrong = await login(app, { email: DEMO_EMAILS.owner, password: 'wrong-password' });
    const unknown = await login(app, { email: 'nobody@demo.test', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a login body without a password, naming the field', async () => {
    const res = await login(app, { email: DEMO_EMAILS.owner });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password is required');
  });

  it('checks 5 passwords, then locks the account for 15 minutes, even for the right password', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await login(app, { email: DEMO_EMAILS.manager, password: `nope-${i}` })).status).toBe(401);
    }
    const sixth = await login(app, { email: DEMO_EMAILS.manager, password: 'nope-6' });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      code: 'ACCOUNT_LOCKED',
    });
    expect(sixth.headers['retry-after']).toBe('900');

    const right = await login(app, { email: DEMO_EMAILS.manager, password: DEMO_PASSWORD });
    expect(right.status).toBe(429);
    // Other accounts at the same desk are not affected.
    expect((await login(app, { email: DEMO_EMAILS.receptionist, password: DEMO_PASSWORD })).status).toBe(200);

    clock = new Date(clock.getTime() + 14 * 60_000);
    const later = await login(app, { email: DEMO_EMAILS.manager, password: DEMO_PASSWORD });
    expect(later.status).toBe(429);
    expect(later.body.message).toBe('Too many failed sign-in attempts. Try again in 1 minute.');

    clock = new Date(clock.getTime() + 61_000);
    expect((await login(app, { email: DEMO_EMAILS.manager, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('resets the failure count after a successful sign-in, even on the last allowed attempt', async () => {
    for (let i = 0; i < 4; i++) await login(app, { email: DEMO_EMAILS.admin, password: 'nope' });
    expect((await login(app, { email: DEMO_EMAILS.admin, password: DEMO_PASSWORD })).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login(app, { email: DEMO_EMAILS.admin, password: 'nope' })).status).toBe(401);
    expect((await login(app, { email: DEMO_EMAILS.admin, password: 'nope' })).status).toBe(429);
  });

  it('counts a window of 15 minutes from its first failure', async () => {
    for (let i = 0; i < 4; i++) await login(app, { email: DEMO_EMAILS.admin, password: 'nope' });
    clock = new Date(clock.getTime() + 15 * 60_000);
    // A fresh window: four old failures no longer count towards the lock.
    for (let i = 0; i < 5; i++)
      expect((await login(app, { email: DEMO_EMAILS.admin, password: 'nope' })).status).toBe(401);
    expect((await login(app, { email: DEMO_EMAILS.admin, password: DEMO_PASSWORD })).status).toBe(429);
  });

  it('locks an email that has no account exactly as one that has', async () => {
    const known: Awaited<ReturnType<typeof login>>[] = [];
    const unknown: Awaited<ReturnType<typeof login>>[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await login(app, { email: DEMO_EMAILS.practitioner, password: 'nope' }));
      unknown.push(await login(app, { email: 'no-such-person@demo.test', password: 'nope' }));
    }
    expect(known.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown.map((r) => r.status)).toEqual(known.map((r) => r.status));
    expect(unknown.map((r) => r.body)).toEqual(known.map((r) => r.body));
    expect(unknown[5]!.headers['retry-after']).toBe(known[5]!.headers['retry-after']);
  });

  it('does not store the typed email in the throttle', async () => {
    await login(app, { email: 'someone@example.test', password: 'nope' });
    const rows = app.deps.database.sqlite.prepare('select key from sign_in_throttle').all() as { key: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('limits sign-in attempts per address more loosely than per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await login(app, { email: `guess${i}@demo.test`, password: 'x' })).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('sessions', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  it('answers 401 without a token and with a garbage token', async () => {
    const none = await call<ErrorBody>(app, { method: 'GET', url: '/api/auth/me' });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Authentication required',
      code: 'UNAUTHORIZED',
    });
    const garbage = await call<ErrorBody>(app, {
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(garbage.status).toBe(401);
  });

  it('ends the token at once on logout', async () => {
    const session = loginAs(app, 'practitioner');
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    expect(out.statusCode).toBe(204);
    const me = await call<ErrorBody>(app, { method: 'GET', url: '/api/auth/me', headers: session.headers });
    expect(me.status).toBe(401);
    expect(me.body.message).toBe('Your session has ended. Please sign in again.');
  });

  it('stores only a hash of the token', async () => {
    const session = loginAs(app, 'owner');
    const rows = app.deps.database.sqlite.prepare('select token_hash from sessions').all() as { token_hash: string }[];
    expect(rows.some((r) => r.token_hash === session.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('does not let a deactivated user sign in', async () => {
    app.deps.db.update(users).set({ isActive: false }).where(eq(users.email, DEMO_EMAILS.practitioner)).run();
    const res = await login(app, { email: DEMO_EMAILS.practitioner, password: DEMO_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid email or password');
  });
});

describe('two-factor sign-in', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  let app: FastifyInstance;
  let clock: Date;
  beforeEach(async () => {
    clock = new Date('2026-11-21T09:00:00Z');
    app = await buildTestApp({ now: () => clock });
    app.deps.db
      .update(users)
      .set({ twoFactorEnabled: true, totpSecret: app.deps.secrets.encrypt(secret) })
      .where(eq(users.email, DEMO_EMAILS.owner))
      .run();
  });
  afterEach(() => app.close());

  const codeNow = () => totpCode(secret, Math.floor(Date.now() / 1000));

  it('asks for the code when none is given', async () => {
    const res = await login(app, { email: DEMO_EMAILS.owner, password: DEMO_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TWO_FACTOR_REQUIRED');
  });

  it('refuses a wrong code', async () => {
    const res = await login(app, {
      email: DEMO_EMAILS.owner,
      password: DEMO_PASSWORD,
      code: '000000' === (await codeNow()) ? '111111' : '000000',
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TWO_FACTOR_INVALID');
  });

  it('accepts a valid code once and refuses it the second time', async () => {
    const code = await codeNow();
    const first = await login(app, { email: DEMO_EMAILS.owner, password: DEMO_PASSWORD, code });
    expect(first.status).toBe(200);
    const again = await login(app, { email: DEMO_EMAILS.owner, password: DEMO_PASSWORD, code });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('TWO_FACTOR_INVALID');
  });

  it('checks 5 codes per 15 minutes, then refuses even the right one', async () => {
    const right = await codeNow();
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await login(app, { email: DEMO_EMAILS.owner, password: DEMO_PASSWORD, code: wrong });
      expect(res.body.code).toBe('TWO_FACTOR_INVALID');
    }
    const locked = await login(app, { email: DEMO_EMAILS.owner, password: DEMO_PASSWORD, code: right });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(locked.headers['retry-after']).toBe('900');

    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await login(app, { email: DEMO_EMAILS.owner, password: DEMO_PASSWORD, code: right })).status).toBe(200);
  });

  it('keeps the password and the code budgets apart', async () => {
    for (let i = 0; i < 4; i++) await login(app, { email: DEMO_EMAILS.owner, password: DEMO_PASSWORD, code: '12345x' });
    // A right password clears only the password counter; four wrong codes still count.
    const code = await codeNow();
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await login(app, { email: DEMO_EMAILS.owner, password: DEMO_PASSWORD, code: wrong })).status).toBe(401);
    expect((await login(app, { email: DEMO_EMAILS.owner, password: DEMO_PASSWORD, code })).status).toBe(429);
    // The password was never wrong, so the password counter was cleared each time.
    for (let i = 0; i < 5; i++)
      expect((await login(app, { email: DEMO_EMAILS.owner, password: 'wrong' })).status).toBe(401);
  });

  it('does not ask for a code when the password is wrong', async () => {
    const res = await login(app, { email: DEMO_EMAILS.owner, password: 'wrong' });
    expect(res.body.message).toBe('Invalid email or password');
  });
});
