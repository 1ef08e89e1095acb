import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../contract/auth';
import { DEFAULT_SECURITY_POLICY, type SecurityPolicy, type SecurityPolicyPatch } from '../../contract/security-policy';
import { buildTestApp, call, DEMO_EMAILS, loginAs, type Session } from '../../testing/build-test-app';

const DEMO_PASSWORD = 'demo-pass-123';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const POLICY = '/api/settings/security-policy';

/**
 * Security & Compliance (issue 18): the policy is saved as a versioned document and changes how
 * sign-in, sessions, passwords, two-factor and the activity log behave.
 */
describe('security policy', () => {
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
    payload?: object,
    ip?: string,
  ) =>
    call<T>(app, {
      method,
      url,
      headers: session?.headers,
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
    });
  const save = (patch: SecurityPolicyPatch, session: Session = owner, ip?: string) =>
    send<SecurityPolicy & { message?: string; code?: string }>(session, 'PUT', POLICY, patch, ip);
  const signIn = (email: string, password = DEMO_PASSWORD, ip?: string, code?: string) =>
    send<{ token: string; message?: string; code?: string }>(
      null,
      'POST',
      '/api/auth/login',
      { email, password, code },
      ip,
    );
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as Session;
  const me = (session: Session) => send<MeResponse & { statusCode?: number }>(session, 'GET', '/api/auth/me');
  const changePassword = (session: Session, currentPassword: string, newPassword: string) =>
    send<{ message: string; code?: string }>(session, 'POST', '/api/users/change-password', {
      currentPassword,
      newPassword,
    });

  describe('the document', () => {
    it('starts at the spec defaults, saves with a version, and is the manage_security_settings holders’', async () => {
      const read = await send<SecurityPolicy>(owner, 'GET', POLICY);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(DEFAULT_SECURITY_POLICY);
      expect(read.body.passwordPolicy).toMatchObject({ minLength: 8, expirationDays: 90, requireUppercase: true });
      expect(read.body.sessionPolicy).toMatchObject({ sessionTimeout: 8, maxConcurrentSessions: 3 });
      expect(read.body.auditLog).toEqual({ enabled: true, retentionDays: 90, logLevel: 'detailed' });

      const saved = await save({ passwordPolicy: { minLength: 12 } });
      expect(saved.status).toBe(200);
      expect(saved.body.passwordPolicy.minLength).toBe(12);
      expect(saved.headers.etag).toBeDefined();
      expect((await send<SecurityPolicy>(owner, 'GET', POLICY)).body.passwordPolicy.minLength).toBe(12);

      expect((await send(loginAs(app, 'receptionist'), 'GET', POLICY)).status).toBe(403);
      expect((await save({ passwordPolicy: { minLength: 6 } }, loginAs(app, 'receptionist'))).status).toBe(403);
      // Another organization's policy is its own.
      const other = await send<SecurityPolicy>(loginAs(app, 'otherOwner'), 'GET', POLICY);
      expect(other.body.passwordPolicy.minLength).toBe(8);
    });

    it('refuses values outside the spec’s limits, naming the field', async () => {
      const short = await save({ passwordPolicy: { minLength: 5 } });
      expect(short.status).toBe(400);
      expect(short.body.message).toContain('Minimum password length');
      expect((await save({ sessionPolicy: { sessionTimeout: 25 } })).status).toBe(400);
      expect((await save({ sessionPolicy: { maxConcurrentSessions: 0 } })).status).toBe(400);
      expect((await save({ auditLog: { retentionDays: 29 } })).status).toBe(400);
      expect((await save({ passwordPolicy: { expirationDays: 366 } })).status).toBe(400);
      const bogus = await save({ sessionPolicy: { allowedIPs: ['10.0.0.0/99'] } });
      expect(bogus.status).toBe(400);
      expect(bogus.body.message).toContain('Allowed IP addresses');
      const noApp = await save({ twoFactorAuth: { allowedMethods: ['recovery_codes'] } });
      expect(noApp.status).toBe(400);
      expect((await send<SecurityPolicy>(owner, 'GET', POLICY)).body).toEqual(DEFAULT_SECURITY_POLICY);
    });
  });

  describe('passwords', () => {
    it('refuses a password the rules do not allow wherever one is set, naming every unmet rule', async () => {
      expect((await save({ passwordPolicy: { minLength: 12, requireSpecialChars: true } })).status).toBe(200);
      const weak = await changePassword(owner, DEMO_PASSWORD, 'Short-1');
      expect(weak.status).toBe(400);
      expect(weak.body.message).toBe('Password must be at least 12 characters long');
      const noUpper = await changePassword(owner, DEMO_PASSWORD, 'all lower case 12');
      expect(noUpper.body.message).toBe('Password must contain an uppercase letter');
      const fine = await changePassword(owner, DEMO_PASSWORD, 'Strong enough #12');
      expect(fine.status).toBe(200);

      // A member created with a password, by the owner.
      const role = (await send<{ items: { id: string; name: string }[] }>(owner, 'GET', '/api/roles')).body;
      const practitioner = (Array.isArray(role) ? role : role.items).find(
        (r: { name: string }) => r.name === 'practitioner',
      );
      const created = await send<{ message: string }>(owner, 'POST', '/api/team/users', {
        email: 'weak@demo.test',
        firstName: 'Wes',
        lastName: 'Weak',
        roleId: practitioner!.id,
        password: 'Weakpass1',
      });
      expect(created.status).toBe(400);
      expect(created.body.message).toBe('Password must be at least 12 characters long');
      const noSpecial = await send<{ message: string }>(owner, 'POST', '/api/team/users', {
        email: 'weak@demo.test',
        firstName: 'Wes',
        lastName: 'Weak',
        roleId: practitioner!.id,
        password: 'Longenough123',
      });
      expect(noSpecial.body.message).toBe('Password must contain a special character such as ! or #');
    });

    it('expires a password: the next request asks for a new one, and only that is open until it is changed', async () => {
      expect((await save({ passwordPolicy: { expirationDays: 30 } })).status).toBe(200);
      const security = await send<{ passwordUpdateRecommended: boolean }>(owner, 'GET', '/api/users/security');
      expect(security.body.passwordUpdateRecommended).toBe(false);

      clock = new Date(clock.getTime() + 24 * DAY);
      const reception = loginAs(app, 'receptionist');
      expect(
        (await send<{ passwordUpdateRecommended: boolean }>(reception, 'GET', '/api/users/security')).body
          .passwordUpdateRecommended,
      ).toBe(true);

      clock = new Date(clock.getTime() + 7 * DAY);
      const signedIn = await signIn(DEMO_EMAILS.receptionist);
      expect(signedIn.status).toBe(200);
      const session = bearer(signedIn.body.token);
      expect((await me(session)).body.restriction).toBe('password_expired');
      const blocked = await send<{ code: string; message: string }>(session, 'GET', '/api/users/sessions');
      expect(blocked.status).toBe(403);
      expect(blocked.body.code).toBe('PASSWORD_EXPIRED');
      expect(blocked.body.message).toBe('Your password has expired. Choose a new password to continue.');
      expect((await send(session, 'GET', '/api/security/password-rules')).status).toBe(200);

      expect((await changePassword(session, DEMO_PASSWORD, 'Renewed-pass-2026')).status).toBe(200);
      expect((await me(session)).body.restriction).toBeNull();
      expect((await send(session, 'GET', '/api/users/sessions')).status).toBe(200);
    });
  });

  describe('sessions', () => {
    it('ends a session left unused for longer than the timeout', async () => {
      expect((await save({ sessionPolicy: { sessionTimeout: 1 } })).status).toBe(200);
      const session = bearer((await signIn(DEMO_EMAILS.manager)).body.token);
      clock = new Date(clock.getTime() + 50 * 60_000);
      expect((await me(session)).status).toBe(200);
      // Used 50 minutes in: the hour starts again from there.
      clock = new Date(clock.getTime() + 55 * 60_000);
      expect((await me(session)).status).toBe(200);
      clock = new Date(clock.getTime() + HOUR + 60_000);
      const ended = await me(session);
      expect(ended.status).toBe(401);
      // For good: coming back within the hour does not revive it.
      clock = new Date(clock.getTime() - 30 * 60_000);
      expect((await me(session)).status).toBe(401);
    });

    it('keeps at most the maximum of concurrent sessions, ending the oldest sign-in', async () => {
      expect((await save({ sessionPolicy: { maxConcurrentSessions: 2 } })).status).toBe(200);
      const sessions: Session[] = [];
      for (let i = 0; i < 3; i += 1) {
        clock = new Date(clock.getTime() + 60_000);
        sessions.push(bearer((await signIn(DEMO_EMAILS.manager)).body.token));
      }
      expect((await me(sessions[0]!)).status).toBe(401);
      expect((await me(sessions[1]!)).status).toBe(200);
      expect((await me(sessions[2]!)).status).toBe(200);
    });

    it('lets sign-in only from allowed addresses, and never saves a list that locks the owner out', async () => {
      const lockout = await save(
        { sessionPolicy: { enforceIPRestriction: true, allowedIPs: ['10.0.0.0/8'] } },
        owner,
        '203.0.113.7',
      );
      expect(lockout.status).toBe(400);
      expect(lockout.body.code).toBe('IP_LOCKOUT');
      expect(lockout.body.message).toContain('203.0.113.7');
      const mine = await send<{ ipAddress: string }>(
        owner,
        'GET',
        '/api/security/my-address',
        undefined,
        '203.0.113.7',
      );
      expect(mine.body.ipAddress).toBe('203.0.113.7');

      const saved = await save(
        { sessionPolicy: { enforceIPRestriction: true, allowedIPs: ['203.0.113.7', '10.0.0.0/8', '10.0.0.0/8'] } },
        owner,
        '203.0.113.7',
      );
      expect(saved.status).toBe(200);
      expect(saved.body.sessionPolicy.allowedIPs).toEqual(['203.0.113.7', '10.0.0.0/8']);

      const outside = await signIn(DEMO_EMAILS.receptionist, DEMO_PASSWORD, '198.51.100.20');
      expect(outside.status).toBe(403);
      expect(outside.body.code).toBe('IP_NOT_ALLOWED');
      // A wrong password from outside says nothing about the list.
      expect((await signIn(DEMO_EMAILS.receptionist, 'wrong-password', '198.51.100.20')).status).toBe(401);
      expect((await signIn(DEMO_EMAILS.receptionist, DEMO_PASSWORD, '10.20.30.40')).status).toBe(200);
      expect((await signIn(DEMO_EMAILS.receptionist, DEMO_PASSWORD, '::ffff:203.0.113.7')).status).toBe(200);
      // Other Spa has no list.
      expect((await signIn(DEMO_EMAILS.otherOwner, DEMO_PASSWORD, '198.51.100.20')).status).toBe(200);
    });
  });

  describe('two-factor', () => {
    it('makes a member without it set it up before anything else, and keeps it on', async () => {
      // Recovery codes taken off the allowed methods at the same time (checked at the end).
      expect((await save({ twoFactorAuth: { required: true, allowedMethods: ['authenticator'] } })).status).toBe(200);
      // The owner who saved it is asked too: nobody is left out of the rule.
      expect((await me(owner)).body.restriction).toBe('two_factor_enrolment');
      const session = bearer((await signIn(DEMO_EMAILS.practitioner)).body.token);
      expect((await me(session)).body.restriction).toBe('two_factor_enrolment');
      const blocked = await send<{ code: string }>(session, 'GET', '/api/users/sessions');
      expect(blocked.status).toBe(403);
      expect(blocked.body.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');

      const setup = await send<{ secret: string }>(session, 'POST', '/api/users/enable-2fa/generate');
      expect(setup.status).toBe(200);
      const verified = await send<{ recoveryCodes: string[] }>(session, 'POST', '/api/users/enable-2fa/verify', {
        // The authenticator's codes follow the real clock, as a phone's do.
        code: await generate({ secret: setup.body.secret }),
      });
      expect(verified.status).toBe(200);
      expect((await me(session)).body.restriction).toBeNull();
      expect((await send(session, 'GET', '/api/users/sessions')).status).toBe(200);

      const off = await send<{ code: string }>(session, 'POST', '/api/users/disable-2fa', { password: DEMO_PASSWORD });
      expect(off.status).toBe(403);
      expect(off.body.code).toBe('TWO_FACTOR_REQUIRED_BY_POLICY');

      // Recovery codes do not work while the policy leaves them off the allowed methods.
      const withRecovery = await signIn(
        DEMO_EMAILS.practitioner,
        DEMO_PASSWORD,
        undefined,
        verified.body.recoveryCodes[0],
      );
      expect(withRecovery.status).toBe(401);
      expect(withRecovery.body.code).toBe('TWO_FACTOR_INVALID');
    });
  });

  describe('the audit log', () => {
    const activity = async () =>
      (await send<{ items: { details: string; changes: unknown }[] }>(owner, 'GET', '/api/settings/activity')).body
        .items;
    const rename = (name: string) => send(owner, 'PUT', '/api/settings/tax', { registrationNumber: name });

    it('records nothing but policy changes when off, no before/after at basic, sign-ins at verbose', async () => {
      expect((await save({ auditLog: { enabled: false } })).status).toBe(200);
      const before = (await activity()).length;
      expect((await rename('AB-1')).status).toBe(200);
      const afterOff = await activity();
      expect(afterOff.length).toBe(before);

      expect((await save({ auditLog: { enabled: true, logLevel: 'basic' } })).status).toBe(200);
      expect((await rename('AB-2')).status).toBe(200);
      const [basic] = await activity();
      expect(basic!.details).toBe('Updated tax settings');
      expect(basic!.changes).toBeNull();

      expect((await save({ auditLog: { logLevel: 'verbose' } })).status).toBe(200);
      expect((await signIn(DEMO_EMAILS.manager)).status).toBe(200);
      expect((await activity()).map((entry) => entry.details)).toContain('Signed in');
    });

    it('deletes activity older than the retention days, each organization by its own policy', async () => {
      const { purgeExpiredActivity } = await import('../activity/retention');
      expect((await save({ auditLog: { retentionDays: 30 } })).status).toBe(200);
      const count = (organizationId: string) =>
        app.deps.database.sqlite
          .prepare('select count(*) from activity_log where organization_id = ?')
          .pluck()
          .get(organizationId) as number;
      const demo = count(owner.organizationId);
      const other = count(loginAs(app, 'otherOwner').organizationId);
      expect(demo).toBeGreaterThan(0);
      // 31 days on, everything recorded so far is past Demo Salon's 30 days, not Other Spa's 90.
      const purged = await purgeExpiredActivity(app.deps.db, new Date(clock.getTime() + 31 * DAY));
      expect(purged).toBe(demo);
      expect(count(owner.organizationId)).toBe(0);
      expect(count(loginAs(app, 'otherOwner').organizationId)).toBe(other);
    });
  });
});
