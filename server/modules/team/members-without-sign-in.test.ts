import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../contract/common';
import { DEMO_PASSWORD } from '../../demo/seed';
import { call, DEMO_EMAILS, loginAs, type Session } from '../../testing/build-test-app';
import { authService } from '../auth/service';
import { findUserByEmail } from './repository';
import { practitionersFixture, profileUrl } from './practitioner-test-helpers';

// People on the team who do not sign in (a junior stylist), and sign-in given later.
describe('the team: members without sign-in', () => {
  const fixture = practitionersFixture();
  const { send, member, signIn, addMember, activity } = fixture;
  let app: FastifyInstance;
  let owner: Session;
  beforeEach(() => ({ app, owner } = fixture.state));

  describe('members without sign-in', () => {
    it('are created without a password, listed as not signing in, and refused at sign-in like a wrong password', async () => {
      const created = await addMember('sam@demo.test');
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ email: 'sam@demo.test', canSignIn: false, isActive: true });
      expect(await member('sam@demo.test')).toMatchObject({ canSignIn: false, serviceIds: [], locationIds: [] });
      expect((await member(DEMO_EMAILS.owner)).canSignIn).toBe(true);

      const refused = await signIn('sam@demo.test', 'Any-password-1');
      const unknown = await signIn('nobody@demo.test', 'Any-password-1');
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual(unknown.body);
      expect(refused.body).toMatchObject({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    });

    it('are given sign-in with the member’s version, and can then sign in', async () => {
      const { body: sam } = await addMember('sam@demo.test');
      const url = `/api/team/users/${sam.id}/sign-in`;
      const stale = await send(owner, 'POST', url, { password: 'First-pass-123' }, '"c-stale"');
      expect(stale.status).toBe(412);
      expect((await signIn('sam@demo.test', 'First-pass-123')).status).toBe(401);

      const given = await send(owner, 'POST', url, { password: 'First-pass-123' }, `"${sam.version}"`);
      expect(given.status).toBe(200);
      expect(given.body.canSignIn).toBe(true);
      expect(given.headers.etag).toBe(`"${given.body.version}"`);
      expect(given.body.version).not.toBe(sam.version);
      expect((await member('sam@demo.test')).canSignIn).toBe(true);
      expect((await signIn('sam@demo.test', 'First-pass-123')).status).toBe(200);

      const again = await send(owner, 'POST', url, { password: 'Other-pass-123' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Sam Stone can already sign in');
      expect((await signIn('sam@demo.test', 'First-pass-123')).status).toBe(200);
      expect((await activity()).filter((e) => e.success)[0]).toMatchObject({
        details: 'Gave Sam Stone (sam@demo.test) sign-in',
        changes: { canSignIn: { before: false, after: true } },
        success: true,
      });
    });

    it('are given sign-in only by someone who may act on them, in the same organization', async () => {
      const { body: admin } = await addMember('new.admin@demo.test', 'admin');
      const byAdmin = await send(loginAs(app, 'admin'), 'POST', `/api/team/users/${admin.id}/sign-in`, {
        password: 'First-pass-123',
      });
      expect(byAdmin.status).toBe(403);
      expect(byAdmin.body.message).toBe('You can only change the access of people whose role ranks below your own');
      const byReception = await send(loginAs(app, 'receptionist'), 'POST', `/api/team/users/${admin.id}/sign-in`, {
        password: 'First-pass-123',
      });
      expect(byReception.status).toBe(403);
      const foreign = findUserByEmail(app.deps.db, DEMO_EMAILS.otherOwner)!.id;
      const across = await send(owner, 'POST', `/api/team/users/${foreign}/sign-in`, { password: 'First-pass-123' });
      expect(across.status).toBe(404);
      expect(across.body.message).toBe('Team member not found');
      expect((await signIn('new.admin@demo.test', 'First-pass-123')).status).toBe(401);
    });

    it('take a seat of the plan’s staff limit like everyone else', async () => {
      // Demo Salon has 7 active members (Jamie Junior, who does not sign in, among them).
      const plan = await call(app, {
        method: 'PUT',
        url: '/api/billing/subscription/plan',
        headers: loginAs(app, 'platform').headers,
        payload: { plan: 'STUDIO' },
      });
      expect(plan.status).toBe(200);
      const refused = await addMember('one.more@demo.test');
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'PLAN_LIMIT_REACHED', details: { limit: 5, usage: 7 } });
    });

    it('cannot reach the password checks of a session: a change of password is refused, not a crash', async () => {
      const jamie = findUserByEmail(app.deps.db, 'jamie@demo.test')!;
      expect(jamie.passwordHash).toBeNull();
      // No sign-in can make this session; it stands for one made any other way.
      const { token } = authService(app.deps).startSession(jamie, { ip: '127.0.0.1', userAgent: 'vitest' });
      const res = await call<ErrorBody>(app, {
        method: 'POST',
        url: '/api/users/change-password',
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword: DEMO_PASSWORD, newPassword: 'brand-new-pass-1' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please check your current password and try again');
      expect(findUserByEmail(app.deps.db, 'jamie@demo.test')!.passwordHash).toBeNull();
    });
  });

  it('the demo gives Priya and Jamie Junior services and a location', async () => {
    const jamie = await member('jamie@demo.test');
    expect(jamie).toMatchObject({ firstName: 'Jamie', lastName: 'Junior', canSignIn: false, isActive: true });
    expect(jamie.serviceIds).toHaveLength(3);
    expect(jamie.locationIds).toHaveLength(1);
    const priya = await member(DEMO_EMAILS.practitioner);
    expect(priya.serviceIds.length).toBeGreaterThan(0);
    expect(priya.locationIds).toEqual(jamie.locationIds);
    const profile = await send(owner, 'GET', profileUrl(jamie.id));
    const hours = profile.body.locations[0]!.hours!;
    expect(hours.monday.isOpen).toBe(false);
    expect(hours.sunday.isOpen).toBe(false);
    expect(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => hours[d as 'monday'].isOpen)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
