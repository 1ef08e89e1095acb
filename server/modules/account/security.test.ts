import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SecurityInfo, SessionList, TwoFactorEnabled, TwoFactorSetup } from '../../contract/account';
import type { LoginResponse } from '../../contract/auth';
import type { ErrorBody } from '../../contract/common';
import { DEMO_PASSWORD } from '../../demo/seed';
import { buildTestApp, call, DEMO_EMAILS, loginAs, type Session } from '../../testing/build-test-app';

describe('password', () => {
  let app: FastifyInstance;
  let clock: Date;
  let me: Session;
  // One instant for every test: apps on the same fixed clock share one seeded database image.
  const startedAt = new Date();
  beforeEach(async () => {
    clock = startedAt;
    app = await buildTestApp({ now: () => clock });
    me = loginAs(app, 'manager');
  });
  afterEach(() => app.close());

  const change = (payload: object) =>
    call<{ otherSessions: number } & ErrorBody>(app, {
      method: 'POST',
      url: '/api/users/change-password',
      headers: me.headers,
      payload,
    });
  const login = (password: string) =>
    call(app, { method: 'POST', url: '/api/auth/login', payload: { email: DEMO_EMAILS.manager, password } });

  const statusOfMe = (session: Session) =>
    call(app, { method: 'GET', url: '/api/auth/me', headers: session.headers }).then((r) => r.status);

  it('changes the password, ends the other sessions, keeps this one, and only the new one signs in', async () => {
    const phone = loginAs(app, 'manager');
    const colleague = loginAs(app, 'receptionist');
    const res = await change({ currentPassword: DEMO_PASSWORD, newPassword: 'A-brand-new-pass-1' });
    expect(res.status).toBe(200);
    expect(res.body.otherSessions).toBe(0);
    expect(await statusOfMe(phone)).toBe(401);
    expect(await statusOfMe(me)).toBe(200);
    expect(await statusOfMe(colleague)).toBe(200);
    expect((await login(DEMO_PASSWORD)).status).toBe(401);
    expect((await login('A-brand-new-pass-1')).status).toBe(200);
  });

  it('keeps the other sessions when asked to, and says how many there are', async () => {
    const phone = loginAs(app, 'manager');
    const tablet = loginAs(app, 'manager');
    const res = await change({
      currentPassword: DEMO_PASSWORD,
      newPassword: 'A-brand-new-pass-1',
      keepOtherSessions: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.otherSessions).toBe(2);
    expect(await statusOfMe(phone)).toBe(200);
    expect(await statusOfMe(tablet)).toBe(200);
    expect(await statusOfMe(me)).toBe(200);
  });

  it('counts a wrong current password like a failed sign-in, and locks both after 5', async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await change({ currentPassword: `wrong-${i}`, newPassword: 'A-brand-new-pass-1' });
      expect(wrong.status).toBe(400);
    }
    const locked = await change({ currentPassword: DEMO_PASSWORD, newPassword: 'A-brand-new-pass-1' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(locked.headers['retry-after']).toBe('900');
    expect((await login(DEMO_PASSWORD)).status).toBe(429);

    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await change({ currentPassword: DEMO_PASSWORD, newPassword: 'A-brand-new-pass-1' })).status).toBe(200);
  });

  it('shares the counter with sign-in: four failed sign-ins leave one guess here', async () => {
    for (let i = 0; i < 4; i++) expect((await login(`wrong-${i}`)).status).toBe(401);
    expect((await change({ currentPassword: 'wrong-again', newPassword: 'A-brand-new-pass-1' })).status).toBe(400);
    expect((await change({ currentPassword: DEMO_PASSWORD, newPassword: 'A-brand-new-pass-1' })).status).toBe(429);
  });

  it.each([
    [
      { currentPassword: 'wrong-one', newPassword: 'A-brand-new-pass-1' },
      'Please check your current password and try again',
    ],
    [{ currentPassword: DEMO_PASSWORD, newPassword: 'short' }, 'Password must be at least 8 characters long'],
    [
      { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
      'New password must be different from your current password',
    ],
    [{ newPassword: 'A-brand-new-pass-1' }, 'Current password is required'],
  ])('refuses %j', async (payload, message) => {
    const res = await change(payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await login(DEMO_PASSWORD)).status).toBe(200);
  });

  it('recommends an update after 90 days', async () => {
    const info = () => call<SecurityInfo>(app, { method: 'GET', url: '/api/users/security', headers: me.headers });
    expect((await info()).body.passwordUpdateRecommended).toBe(false);
    const old = new Date(clock.getTime() - 91 * 86_400_000).toISOString();
    app.deps.database.sqlite
      .prepare('update users set password_changed_at = ? where email = ?')
      .run(old, DEMO_EMAILS.manager);
    expect((await info()).body).toMatchObject({ passwordUpdateRecommended: true, twoFactorEnabled: false });
  });
});

describe('two-factor enrolment', () => {
  let app: FastifyInstance;
  let me: Session;
  beforeEach(async () => {
    app = await buildTestApp();
    me = loginAs(app, 'admin');
  });
  afterEach(() => app.close());

  const post = <T>(url: string, payload?: object) =>
    call<T & ErrorBody>(app, { method: 'POST', url, headers: me.headers, ...(payload ? { payload } : {}) });
  const login = (code?: string) =>
    call<LoginResponse & ErrorBody>(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_EMAILS.admin, password: DEMO_PASSWORD, ...(code ? { code } : {}) },
    });

  async function enable(): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await post<TwoFactorSetup>('/api/users/enable-2fa/generate');
    expect(setup.status).toBe(200);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
    const verified = await post<TwoFactorEnabled>('/api/users/enable-2fa/verify', {
      code: await generate({ secret: setup.body.secret }),
    });
    expect(verified.status).toBe(200);
    return { secret: setup.body.secret, recoveryCodes: verified.body.recoveryCodes };
  }

  it('turns on with a code from the secret, then sign-in needs a code, and a recovery code works once', async () => {
    const { recoveryCodes } = await enable();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const info = await call<SecurityInfo>(app, { method: 'GET', url: '/api/users/security', headers: me.headers });
    expect(info.body).toMatchObject({ twoFactorEnabled: true, recoveryCodesRemaining: 10 });

    expect((await login()).body.code).toBe('TWO_FACTOR_REQUIRED');
    const withRecovery = await login(recoveryCodes[0]!.toUpperCase());
    expect(withRecovery.status).toBe(200);
    const again = await login(recoveryCodes[0]);
    expect(again.body.code).toBe('TWO_FACTOR_INVALID');
    const info2 = await call<SecurityInfo>(app, { method: 'GET', url: '/api/users/security', headers: me.headers });
    expect(info2.body.recoveryCodesRemaining).toBe(9);
  });

  it('does not turn on with a wrong code, and keeps sign-in without a code', async () => {
    await post('/api/users/enable-2fa/generate');
    const wrong = await post('/api/users/enable-2fa/verify', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Please check the code and try again');
    expect((await login()).status).toBe(200);
  });

  it.each([['12345'], ['abcdef'], ['1234567']])('refuses the code %s by its shape', async (code) => {
    await post('/api/users/enable-2fa/generate');
    const res = await post('/api/users/enable-2fa/verify', { code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Enter the 6-digit code from your authenticator app');
  });

  it('refuses to verify before generating, and to generate while on', async () => {
    expect((await post('/api/users/enable-2fa/verify', { code: '123456' })).status).toBe(409);
    await enable();
    expect((await post('/api/users/enable-2fa/generate')).status).toBe(409);
  });

  const disable = (payload?: object) => post<unknown>('/api/users/disable-2fa', payload);
  const recoveryCodeCount = () =>
    (app.deps.database.sqlite.prepare('select count(*) n from recovery_codes').get() as { n: number }).n;

  it('turns off with the current password and forgets the recovery codes', async () => {
    const { recoveryCodes } = await enable();
    const off = await disable({ password: DEMO_PASSWORD });
    expect(off.status).toBe(204);
    expect((await login()).status).toBe(200);
    expect(recoveryCodeCount()).toBe(0);
    expect(recoveryCodes).toHaveLength(10);
  });

  it('does not turn off without proof: no password is a 400, a wrong one a 403 (the session stays)', async () => {
    await enable();
    const none = await disable({});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Password is required to turn off two-factor authentication');
    const wrong = await disable({ password: 'not-my-password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({
      message: 'Please check your current password and try again',
      code: 'INVALID_CURRENT_PASSWORD',
    });
    // A 403, not a 401: the session is still good.
    expect((await call(app, { method: 'GET', url: '/api/auth/me', headers: me.headers })).status).toBe(200);
    expect((await login()).body.code).toBe('TWO_FACTOR_REQUIRED');
    expect(recoveryCodeCount()).toBe(10);
  });

  it('turns off with a current code or a recovery code instead of the password', async () => {
    const { secret } = await enable();
    const wrong = await disable({ code: '12345x' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('Please check the code and try again');
    // The code that turned it on was used; the next time step's is fresh.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await disable({ code: next })).status).toBe(204);

    const { recoveryCodes } = await enable();
    expect((await disable({ code: recoveryCodes[2]! })).status).toBe(204);
    expect((await login()).status).toBe(200);
  });

  it('counts wrong passwords to turn it off like failed sign-ins', async () => {
    await enable();
    for (let i = 0; i < 5; i++) expect((await disable({ password: `wrong-${i}` })).status).toBe(403);
    const locked = await disable({ password: DEMO_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect((await login()).status).toBe(429);
  });

  it('keeps the secret encrypted at rest', async () => {
    const { secret } = await enable();
    const row = app.deps.database.sqlite
      .prepare('select totp_secret from users where email = ?')
      .get(DEMO_EMAILS.admin) as { totp_secret: string };
    expect(row.totp_secret).not.toContain(secret);
    expect(app.deps.secrets.decrypt(row.totp_secret)).toBe(secret);
  });
});

describe('sessions', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  const list = (session: Session) =>
    call<SessionList>(app, { method: 'GET', url: '/api/users/sessions', headers: session.headers });

  it('lists the caller’s sessions with the current one marked', async () => {
    const desk = loginAs(app, 'receptionist');
    loginAs(app, 'receptionist');
    loginAs(app, 'owner');
    const res = await list(desk);
    expect(res.body.sessions).toHaveLength(2);
    expect(res.body.sessions.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(res.body.sessions[0]).toMatchObject({ browser: 'Unknown browser', location: 'This computer' });
  });

  it('ends one other session at once', async () => {
    const desk = loginAs(app, 'receptionist');
    const phone = loginAs(app, 'receptionist');
    expect((await call(app, { method: 'GET', url: '/api/auth/me', headers: phone.headers })).status).toBe(200);
    const other = (await list(desk)).body.sessions.find((s) => !s.isCurrent)!;
    const res = await app.inject({ method: 'DELETE', url: `/api/users/sessions/${other.id}`, headers: desk.headers });
    expect(res.statusCode).toBe(204);
    expect((await call(app, { method: 'GET', url: '/api/auth/me', headers: phone.headers })).status).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/auth/me', headers: desk.headers })).status).toBe(200);
  });

  it('cannot end a colleague’s session', async () => {
    const desk = loginAs(app, 'receptionist');
    const owner = loginAs(app, 'owner');
    const ownerSession = (await list(owner)).body.sessions[0]!;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/users/sessions/${ownerSession.id}`,
      headers: desk.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await call(app, { method: 'GET', url: '/api/auth/me', headers: owner.headers })).status).toBe(200);
  });

  it('terminate-all ends every other session and keeps this one', async () => {
    const desk = loginAs(app, 'practitioner');
    const others = [loginAs(app, 'practitioner'), loginAs(app, 'practitioner')];
    const res = await call<{ ended: number }>(app, {
      method: 'POST',
      url: '/api/users/sessions/terminate-all',
      headers: desk.headers,
    });
    expect(res.body.ended).toBe(2);
    for (const s of others)
      expect((await call(app, { method: 'GET', url: '/api/auth/me', headers: s.headers })).status).toBe(401);
    expect((await list(desk)).body.sessions).toHaveLength(1);
  });
});
