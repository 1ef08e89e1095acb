import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SYSTEM_CONFIGURATION,
  SYSTEM_CONFIGURATION_DENIED,
  type SystemConfiguration,
  type SystemConfigurationPatch,
} from '../../contract/system-configuration';
import { buildTestApp, call, DEMO_EMAILS, loginAs, type Session } from '../../testing/build-test-app';
import { purgeExpiredActivity } from '../activity/retention';

const DEMO_PASSWORD = 'demo-pass-123';
const MINUTE = 60_000;
const URL = '/api/settings/system';

type Answer<T = unknown> = T & { message: string; code?: string };

/**
 * System Configuration (issue 18): saved per organization by its administrators, and applied to
 * sign-in, sessions, the team, uploads, the booking page and the error log.
 */
describe('system configuration', () => {
  let app: FastifyInstance;
  let owner: Session;
  let clock: Date;

  beforeEach(async () => {
    clock = new Date('2026-06-01T09:00:00Z');
    app = await buildTestApp({ now: () => clock, config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const send = <T = unknown>(
    session: Session | null,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
    ip?: string,
  ) =>
    call<Answer<T>>(app, {
      method,
      url,
      headers: session?.headers,
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const configure = (patch: SystemConfigurationPatch, session: Session = owner, ip?: string) =>
    send<SystemConfiguration>(session, 'PUT', URL, patch, ip);
  const signIn = (email: string, password = DEMO_PASSWORD, ip?: string) =>
    send<{ token: string; expiresAt: string }>(null, 'POST', '/api/auth/login', { email, password }, ip);
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as Session;

  it('is for administrators: the defaults of the spec, saved with a version; others get the spec’s message', async () => {
    const read = await send<SystemConfiguration>(owner, 'GET', URL);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(DEFAULT_SYSTEM_CONFIGURATION);
    expect(read.body.system).toMatchObject({ maxUsersPerOrg: 50, sessionTimeout: 24, maxFileUploadSize: 50 });
    expect(read.body.security).toMatchObject({ maxLoginAttempts: 5, lockoutDurationMinutes: 15 });
    expect((await configure({ system: { backupFrequency: 'weekly' } })).body.system.backupFrequency).toBe('weekly');
    expect((await send(loginAs(app, 'admin'), 'GET', URL)).status).toBe(200);
    expect((await send(loginAs(app, 'platform'), 'GET', URL)).status).toBe(200);
    for (const role of ['manager', 'receptionist'] as const) {
      const refused = await send(loginAs(app, role), 'GET', URL);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(SYSTEM_CONFIGURATION_DENIED);
    }
    expect((await configure({ system: { maxUsersPerOrg: 1001 } })).status).toBe(400);
    expect((await configure({ security: { lockoutDurationMinutes: 0 } })).status).toBe(400);
    expect((await configure({ security: { corsOrigins: ['https://shop.example.com/path'] } })).status).toBe(400);
  });

  it('keeps everyone but administrators out in maintenance mode, with a message, booking page included', async () => {
    const reception = bearer((await signIn(DEMO_EMAILS.receptionist)).body.token);
    expect((await configure({ system: { maintenanceMode: true } })).status).toBe(200);

    const refused = await signIn(DEMO_EMAILS.receptionist);
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('MAINTENANCE');
    expect(refused.body.message).toMatch(/under maintenance/);
    expect((await send(reception, 'GET', '/api/users/sessions')).status).toBe(503);
    // Who they are and the banner's status still answer, so the app can say why.
    expect((await send(reception, 'GET', '/api/auth/me')).status).toBe(200);
    expect((await send(reception, 'GET', '/api/system/status')).body).toEqual({
      maintenanceMode: true,
      showBanner: false,
    });
    expect((await send(owner, 'GET', '/api/system/status')).body).toEqual({ maintenanceMode: true, showBanner: true });
    expect((await signIn(DEMO_EMAILS.admin)).status).toBe(200);
    expect((await send(owner, 'GET', '/api/users/sessions')).status).toBe(200);
    expect((await send(null, 'GET', '/api/public/booking/demo-salon')).status).toBe(503);
    // Other Spa is not under maintenance.
    expect((await send(null, 'GET', '/api/public/booking/other-spa')).status).not.toBe(503);

    expect((await configure({ system: { maintenanceMode: false } })).status).toBe(200);
    expect((await send(reception, 'GET', '/api/users/sessions')).status).toBe(200);
  });

  it('takes the sign-in lock’s attempts and minutes from the configuration', async () => {
    expect((await configure({ security: { maxLoginAttempts: 3, lockoutDurationMinutes: 2 } })).status).toBe(200);
    const wrong = () => signIn(DEMO_EMAILS.manager, 'not-the-password');
    expect([(await wrong()).status, (await wrong()).status, (await wrong()).status]).toEqual([401, 401, 401]);
    const locked = await signIn(DEMO_EMAILS.manager);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again in 2 minutes.');
    clock = new Date(clock.getTime() + 2 * MINUTE + 1_000);
    expect((await signIn(DEMO_EMAILS.manager)).status).toBe(200);
  });

  it('bounds a sign-in’s length and its idle time', async () => {
    expect((await configure({ system: { sessionTimeout: 1 }, security: { sessionTimeoutMinutes: 20 } })).status).toBe(
      200,
    );
    const signedIn = await signIn(DEMO_EMAILS.manager);
    expect(Date.parse(signedIn.body.expiresAt)).toBe(clock.getTime() + 60 * MINUTE);
    const session = bearer(signedIn.body.token);
    // Used every quarter of an hour, it stays open until its hour is up.
    for (let quarter = 1; quarter <= 3; quarter += 1) {
      clock = new Date(clock.getTime() + 15 * MINUTE);
      expect((await send(session, 'GET', '/api/auth/me')).status).toBe(200);
    }
    clock = new Date(clock.getTime() + 15 * MINUTE);
    expect((await send(session, 'GET', '/api/auth/me')).status).toBe(401);

    const idle = bearer((await signIn(DEMO_EMAILS.manager)).body.token);
    clock = new Date(clock.getTime() + 21 * MINUTE);
    expect((await send(idle, 'GET', '/api/auth/me')).status).toBe(401);
  });

  it('puts a strong-password floor under the security policy, and can require two-factor', async () => {
    await send(owner, 'PUT', '/api/settings/security-policy', {
      passwordPolicy: { minLength: 6, requireUppercase: false, requireLowercase: false, requireNumbers: false },
    });
    const change = (newPassword: string) =>
      send(owner, 'POST', '/api/users/change-password', {
        currentPassword: DEMO_PASSWORD,
        newPassword,
        keepOtherSessions: true,
      });
    const weak = await change('abcdefg');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Password must be at least 8 characters long');
    expect((await change('abcdefgh')).body.message).toBe('Password must contain an uppercase letter and a number');
    expect((await configure({ security: { enforceStrongPasswords: false } })).status).toBe(200);
    expect((await change('abcdefg')).status).toBe(200);

    expect((await configure({ security: { require2FA: true } })).status).toBe(200);
    const member = bearer((await signIn(DEMO_EMAILS.practitioner)).body.token);
    expect((await send<{ restriction: string }>(member, 'GET', '/api/auth/me')).body.restriction).toBe(
      'two_factor_enrolment',
    );
  });

  it('holds the team to the maximum of users, closed registration and email verification', async () => {
    const roles = (await send<{ items: { id: string; name: string }[] }>(owner, 'GET', '/api/roles')).body.items;
    const practitioner = roles.find((role) => role.name === 'practitioner')!.id;
    const member = (email: string, extra: object = {}) =>
      send(owner, 'POST', '/api/team/users', {
        email,
        firstName: 'New',
        lastName: 'Member',
        roleId: practitioner,
        ...extra,
      });
    const active = app.deps.database.sqlite
      .prepare('select count(*) from users where organization_id = ? and is_active = 1')
      .pluck()
      .get(owner.organizationId) as number;

    expect((await configure({ system: { maxUsersPerOrg: active } })).status).toBe(200);
    const full = await member('one-more@demo.test');
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('USER_LIMIT_REACHED');
    expect(full.body.message).toContain(`maximum of ${active} users`);

    expect((await configure({ system: { maxUsersPerOrg: 1000, registrationOpen: false } })).status).toBe(200);
    const invited = await member('invited@demo.test', { invite: true });
    expect(invited.status).toBe(403);
    expect(invited.body.code).toBe('REGISTRATION_CLOSED');

    expect((await configure({ system: { registrationOpen: true, emailVerificationRequired: true } })).status).toBe(200);
    const withPassword = await member('set@demo.test', { password: 'Chosen-for-you-1' });
    expect(withPassword.status).toBe(400);
    expect(withPassword.body.code).toBe('EMAIL_VERIFICATION_REQUIRED');
    expect((await member('verified@demo.test', { invite: true })).status).toBe(201);
  });

  it('refuses files above the maximum upload size before reading them', async () => {
    expect((await configure({ system: { maxFileUploadSize: 1 } })).status).toBe(200);
    const big = { clients: [{ firstName: 'A', lastName: 'B', notes: 'x'.repeat(1_100_000) }] };
    const refused = await send(owner, 'POST', '/api/clients/import', big);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(
      'This file is larger than the 1 MB your organization allows (System Configuration).',
    );
  });

  it('turns API access for programs off, and lets only whitelisted addresses in', async () => {
    expect((await configure({ security: { allowApiAccess: false } })).status).toBe(200);
    const off = await send(owner, 'GET', '/api/users/sessions');
    expect(off.status).toBe(403);
    expect(off.body.code).toBe('API_ACCESS_OFF');
    // The app itself signs in with the cookie and keeps working.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_EMAILS.admin, password: DEMO_PASSWORD },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const viaApp = await app.inject({ method: 'GET', url: '/api/users/sessions', headers: { cookie } });
    expect(viaApp.statusCode, viaApp.body).toBe(200);
    // A cookie write carries the app's own Origin (plugins/same-origin.ts).
    const admin = { headers: { cookie, origin: 'http://localhost:80' } } as unknown as Session;
    expect((await configure({ security: { allowApiAccess: true } }, admin)).status).toBe(200);

    const lockout = await configure(
      { security: { ipWhitelisting: true, whitelistedIPs: ['10.0.0.0/8'] } },
      owner,
      '192.0.2.5',
    );
    expect(lockout.status).toBe(400);
    expect(lockout.body.code).toBe('IP_LOCKOUT');
    expect(
      (await configure({ security: { ipWhitelisting: true, whitelistedIPs: ['192.0.2.0/24'] } }, owner, '192.0.2.5'))
        .status,
    ).toBe(200);
    const outside = await send(owner, 'GET', '/api/users/sessions', undefined, '198.51.100.1');
    expect(outside.status).toBe(403);
    expect(outside.body.code).toBe('IP_NOT_ALLOWED');
    expect((await send(owner, 'GET', '/api/users/sessions', undefined, '192.0.2.77')).status).toBe(200);
    expect((await signIn(DEMO_EMAILS.manager, DEMO_PASSWORD, '198.51.100.1')).status).toBe(403);
  });

  it('lets the websites it lists call the public booking API from their pages, and no others', async () => {
    const site = 'https://www.demo-salon.example';
    const fromSite = (origin: string, method: 'GET' | 'OPTIONS' | 'POST' = 'GET') =>
      app.inject({
        method,
        url: method === 'POST' ? '/api/public/booking/demo-salon/holds' : '/api/public/booking/demo-salon',
        headers: { origin, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
    expect((await fromSite(site)).headers['access-control-allow-origin']).toBeUndefined();
    expect((await fromSite(site, 'POST')).statusCode).toBe(403);

    expect((await configure({ security: { allowCORS: true, corsOrigins: [site] } })).status).toBe(200);
    const read = await fromSite(site);
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(site);
    const preflight = await fromSite(site, 'OPTIONS');
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST');
    // A write from the listed site reaches the route (which then checks the body: 400, not 403).
    expect((await fromSite(site, 'POST')).statusCode).toBe(400);
    // Another site, or the listed site against another organization, gets nothing.
    expect((await fromSite('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await fromSite('https://evil.example', 'POST')).statusCode).toBe(403);
  });

  it('keeps activity no longer than the shorter of its retention and the security policy’s', async () => {
    expect((await configure({ system: { auditLogRetention: 30 } })).status).toBe(200);
    const count = () =>
      app.deps.database.sqlite
        .prepare('select count(*) from activity_log where organization_id = ?')
        .pluck()
        .get(owner.organizationId) as number;
    expect(count()).toBeGreaterThan(0);
    await purgeExpiredActivity(app.deps.db, new Date(clock.getTime() + 31 * 24 * 60 * MINUTE));
    expect(count()).toBe(0);
  });

  it('writes server errors to the local error log unless error reporting is off', async () => {
    const request = (organizationId: string) =>
      ({
        method: 'GET',
        url: '/api/anything',
        routeOptions: { url: '/api/anything' },
        id: 'req-42',
        ctx: { organizationId },
      }) as unknown as FastifyRequest;
    app.monitor.recordError(request(owner.organizationId), 500, 'it broke', 'Error: it broke\n    at somewhere');
    await app.monitor.errorLog.write({
      at: '',
      requestId: 'flush',
      method: 'GET',
      route: '/',
      statusCode: 500,
      message: 'flush',
      organizationId: null,
    });
    const lines = readFileSync(app.monitor.errorLog.file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { requestId: string; stack?: string });
    expect(lines[0]).toMatchObject({
      requestId: 'req-42',
      statusCode: 500,
      message: 'it broke',
      stack: expect.stringContaining('somewhere'),
    });

    expect((await configure({ system: { errorReporting: false } })).status).toBe(200);
    app.monitor.recordError(request(owner.organizationId), 500, 'not written');
    await app.monitor.errorLog.write({
      at: '',
      requestId: 'flush-2',
      method: 'GET',
      route: '/',
      statusCode: 500,
      message: 'flush',
      organizationId: null,
    });
    const after = readFileSync(app.monitor.errorLog.file, 'utf8');
    expect(after).not.toContain('not written');
    expect(existsSync(app.monitor.errorLog.file)).toBe(true);
  });
});
