import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BYTES_PER_GB } from '../../contract/billing';
import type { ErrorBody } from '../../contract/common';
import type { RoleSummary, TeamUser } from '../../contract/team';
import { PlanLimitError } from '../../errors';
import { buildTestApp, call, DEMO_EMAILS, loginAs, type Session } from '../../testing/build-test-app';
import { limitMessage, planLimits } from './limits';

describe('plan limits where things are created', () => {
  let app: FastifyInstance;
  let owner: Session;
  let seq = 0;
  beforeEach(async () => {
    app = await buildTestApp();
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const setPlan = (plan: string) =>
    call(app, {
      method: 'PUT',
      url: '/api/billing/subscription/plan',
      headers: loginAs(app, 'platform').headers,
      payload: { plan },
    });
  const roleId = async (session: Session, name: string) => {
    const roles = await call<{ items: RoleSummary[] }>(app, {
      method: 'GET',
      url: '/api/roles',
      headers: session.headers,
    });
    return roles.body.items.find((r) => r.name === name)!.id;
  };
  const addMember = async (session: Session = owner) =>
    call<TeamUser & ErrorBody>(app, {
      method: 'POST',
      url: '/api/team/users',
      headers: session.headers,
      payload: {
        email: `new${++seq}@limits.test`,
        firstName: 'New',
        lastName: 'Member',
        roleId: await roleId(session, 'practitioner'),
        password: 'Initial-pass-1',
      },
    });
  const memberId = async (email: string) => {
    const team = await call<{ items: TeamUser[] }>(app, {
      method: 'GET',
      url: '/api/team/users',
      headers: owner.headers,
    });
    return team.body.items.find((u) => u.email === email)!.id;
  };
  const setActive = async (email: string, action: 'deactivate' | 'reactivate') =>
    call<ErrorBody>(app, {
      method: 'POST',
      url: `/api/team/users/${await memberId(email)}/${action}`,
      headers: owner.headers,
    });

  it('stops a team member beyond the plan’s staff limit with a message naming the limit', async () => {
    await setPlan('STUDIO');
    const res = await addMember();
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'Your STUDIO plan allows 5 staff. Upgrade to add more.',
      code: 'PLAN_LIMIT_REACHED',
      details: { resource: 'staff', plan: 'STUDIO', limit: 5, usage: 7 },
    });
    const count = app.deps.database.sqlite
      .prepare("select count(*) as n from users where email like '%@limits.test'")
      .get();
    expect(count).toEqual({ n: 0 });
  });

  it('counts active members only, up to the limit exactly', async () => {
    await setPlan('STUDIO');
    await setActive(DEMO_EMAILS.practitioner, 'deactivate');
    await setActive(DEMO_EMAILS.receptionist, 'deactivate');
    // Jamie Junior does not sign in, and takes a seat all the same.
    await setActive('jamie@demo.test', 'deactivate');
    expect((await addMember()).status).toBe(201);
    expect((await addMember()).status).toBe(409);
  });

  it('counts a reactivated member as a new seat', async () => {
    await setActive(DEMO_EMAILS.practitioner, 'deactivate');
    await setPlan('STUDIO');
    expect((await addMember()).status).toBe(409);
    const back = await setActive(DEMO_EMAILS.practitioner, 'reactivate');
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('Your STUDIO plan allows 5 staff. Upgrade to add more.');
  });

  it('holds Other Spa to FREE’s 2 staff, and lifts the limit on an upgrade', async () => {
    const other = loginAs(app, 'otherOwner');
    expect((await addMember(other)).status).toBe(201);
    const refused = await addMember(other);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Your FREE plan allows 2 staff. Upgrade to add more.');
  });

  it('never stops anything on an unlimited plan', async () => {
    await setPlan('PREMIER');
    for (let i = 0; i < 3; i++) expect((await addMember()).status).toBe(201);
  });

  it('phrases the limit for each resource, and checks storage in bytes against GB', () => {
    expect(limitMessage('FREE', 'locations', 1)).toBe('Your FREE plan allows 1 location. Upgrade to add more.');
    expect(limitMessage('LUXE', 'locations', 3)).toBe('Your LUXE plan allows 3 locations. Upgrade to add more.');
    expect(limitMessage('STUDIO', 'sms', 250)).toBe('Your STUDIO plan allows 250 SMS a month. Upgrade to send more.');
    const limits = planLimits(app.deps);
    const other = { organizationId: loginAs(app, 'otherOwner').organizationId };
    expect(() => limits.assertWithinLimit(other, 'storage', { adding: 1024 })).not.toThrow();
    expect(() => limits.assertWithinLimit(other, 'storage', { adding: BYTES_PER_GB })).toThrow(PlanLimitError);
    expect(() => limits.assertWithinLimit(other, 'storage', { adding: BYTES_PER_GB })).toThrow(
      'Your FREE plan allows 1 GB of storage. Upgrade to store more.',
    );
    // Other Spa has no location yet, so the first is allowed.
    expect(() => limits.assertWithinLimit(other, 'locations')).not.toThrow();
    expect(() => limits.assertWithinLimit(other, 'locations', { adding: 2 })).toThrow(
      'Your FREE plan allows 1 location. Upgrade to add more.',
    );
  });
});
