import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../contract/auth';
import type { ErrorBody } from '../../contract/common';
import type { RoleSummary, TeamUser } from '../../contract/team';
import { DEMO_PASSWORD } from '../../demo/seed';
import { buildTestApp, call, DEMO_EMAILS, loginAs, type Session } from '../../testing/build-test-app';
import { authService } from '../auth/service';
import { findUserByEmail } from './repository';

describe('team users', () => {
  let app: FastifyInstance;
  let owner: Session;
  let roles: Map<string, string>;
  let people: Map<string, TeamUser>;

  beforeEach(async () => {
    app = await buildTestApp();
    owner = loginAs(app, 'owner');
    const list = await call<{ items: RoleSummary[] }>(app, {
      method: 'GET',
      url: '/api/roles',
      headers: owner.headers,
    });
    roles = new Map(list.body.items.map((r) => [r.name, r.id]));
    const team = await call<{ items: TeamUser[] }>(app, {
      method: 'GET',
      url: '/api/team/users',
      headers: owner.headers,
    });
    people = new Map(team.body.items.map((u) => [u.email, u]));
  });
  afterEach(() => app.close());

  const as = (session: Session, method: 'POST' | 'PUT', url: string, payload?: object) =>
    call<TeamUser & ErrorBody>(app, { method, url, headers: session.headers, ...(payload ? { payload } : {}) });
  const idOf = (email: string) => people.get(email)!.id;

  it('lists the organization’s people with their roles and nobody else’s', () => {
    expect([...people.keys()].sort()).toEqual(
      [
        'admin@demo.test',
        'jamie@demo.test',
        'manager@demo.test',
        'owner@demo.test',
        'platform@demo.test',
        'practitioner@demo.test',
        'reception@demo.test',
      ].sort(),
    );
    expect(people.get(DEMO_EMAILS.receptionist)?.role).toMatchObject({
      name: 'receptionist',
      displayName: 'Receptionist',
    });
  });

  it('lists the built-in roles with ranks and holders, and the demo’s custom role', () => {
    expect([...roles.keys()].sort()).toEqual([
      'Senior Stylist',
      'admin',
      'manager',
      'owner',
      'practitioner',
      'receptionist',
    ]);
  });

  it('creates a member who can then sign in with the initial password', async () => {
    const created = await as(owner, 'POST', '/api/team/users', {
      email: 'New.Stylist@demo.test',
      firstName: 'Nina',
      lastName: 'Novak',
      roleId: roles.get('practitioner'),
      password: 'Initial-pass-1',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'new.stylist@demo.test',
      isActive: true,
      role: { name: 'practitioner' },
    });
    const login = await call<LoginResponse>(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.stylist@demo.test', password: 'Initial-pass-1' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a duplicate email, even from another organization', async () => {
    const res = await as(owner, 'POST', '/api/team/users', {
      email: DEMO_EMAILS.otherOwner,
      firstName: 'Dup',
      lastName: 'Licate',
      roleId: roles.get('practitioner'),
      password: 'Initial-pass-1',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A user with this email already exists');
  });

  it('answers 404 for a role of another organization', async () => {
    const other = loginAs(app, 'otherOwner');
    const otherRoles = await call<{ items: RoleSummary[] }>(app, {
      method: 'GET',
      url: '/api/roles',
      headers: other.headers,
    });
    const foreignRole = otherRoles.body.items[0]!.id;
    const res = await as(owner, 'POST', '/api/team/users', {
      email: 'x@demo.test',
      firstName: 'X',
      lastName: 'Y',
      roleId: foreignRole,
      password: 'Initial-pass-1',
    });
    expect(res.status).toBe(404);
    const change = await as(owner, 'PUT', `/api/team/users/${idOf(DEMO_EMAILS.receptionist)}/role`, {
      roleId: foreignRole,
    });
    expect(change.status).toBe(404);
  });

  it('changes a role, and the new permissions apply to the member’s next request', async () => {
    const reception = loginAs(app, 'receptionist');
    expect((await call(app, { method: 'GET', url: '/api/team/users', headers: reception.headers })).status).toBe(403);
    const res = await as(owner, 'PUT', `/api/team/users/${idOf(DEMO_EMAILS.receptionist)}/role`, {
      roleId: roles.get('admin'),
    });
    expect(res.status).toBe(200);
    expect(res.body.role.name).toBe('admin');
    expect((await call(app, { method: 'GET', url: '/api/team/users', headers: reception.headers })).status).toBe(200);
  });

  it('deactivating ends the member’s sessions at once; reactivating lets them sign in again', async () => {
    const victim = loginAs(app, 'practitioner');
    // Used once first, so the session is in the server's session cache.
    expect((await call(app, { method: 'GET', url: '/api/auth/me', headers: victim.headers })).status).toBe(200);
    const res = await as(owner, 'POST', `/api/team/users/${idOf(DEMO_EMAILS.practitioner)}/deactivate`);
    expect(res.status).toBe(200);
    expect(res.body.isActive).toBe(false);
    expect((await call(app, { method: 'GET', url: '/api/auth/me', headers: victim.headers })).status).toBe(401);
    const login = () =>
      call(app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_EMAILS.practitioner, password: DEMO_PASSWORD },
      });
    expect((await login()).status).toBe(401);
    expect((await as(owner, 'POST', `/api/team/users/${idOf(DEMO_EMAILS.practitioner)}/reactivate`)).status).toBe(200);
    expect((await login()).status).toBe(200);
  });

  it('keeps at least one active owner and protects owners from admins', async () => {
    const admin = loginAs(app, 'admin');
    const ownerId = idOf(DEMO_EMAILS.owner);
    const demote = await as(admin, 'PUT', `/api/team/users/${ownerId}/role`, { roleId: roles.get('receptionist') });
    expect(demote.status).toBe(403);
    const promote = await as(admin, 'PUT', `/api/team/users/${idOf(DEMO_EMAILS.practitioner)}/role`, {
      roleId: roles.get('owner'),
    });
    expect(promote.status).toBe(403);
    expect(promote.body.message).toBe('You cannot give someone the Owner role: it ranks above your own');
    const self = await as(owner, 'POST', `/api/team/users/${ownerId}/deactivate`);
    expect(self.status).toBe(403);
    const platform = loginAs(app, 'platform');
    const last = await as(platform, 'POST', `/api/team/users/${ownerId}/deactivate`);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('The organization needs at least one active owner');
  });

  it('refuses managers, practitioners and receptionists', async () => {
    for (const role of ['manager', 'practitioner', 'receptionist'] as const) {
      const session = loginAs(app, role);
      expect((await call(app, { method: 'GET', url: '/api/team/users', headers: session.headers })).status).toBe(403);
    }
  });

  it('records who changed what in the activity log', async () => {
    await as(owner, 'PUT', `/api/team/users/${idOf(DEMO_EMAILS.receptionist)}/role`, { roleId: roles.get('manager') });
    type Log = { items: { section: string; details: string; detail: unknown; changes: unknown; success: boolean }[] };
    const log = () =>
      call<Log>(app, { method: 'GET', url: '/api/settings/activity?section=team', headers: owner.headers });
    expect((await log()).body.items[0]).toMatchObject({
      details: 'Changed the role of reception@demo.test to Manager',
      // A built-in role under its standard name is a detail of its own, said in the reader's language.
      detail: {
        key: 'activityDetail.team.roleChanged',
        values: { email: 'reception@demo.test', role: { key: 'activityDetail.role.manager', values: {} } },
      },
      changes: { role: { before: 'receptionist', after: 'manager' } },
      success: true,
    });

    // A name the organization gave the role is its own words, kept as written in every language.
    const practitioner = await call<{ etag?: string }>(app, {
      method: 'PUT',
      url: `/api/roles/${roles.get('practitioner')}`,
      headers: owner.headers,
      payload: { displayName: 'Therapist' },
    });
    expect(practitioner.status).toBe(200);
    await as(owner, 'PUT', `/api/team/users/${idOf(DEMO_EMAILS.receptionist)}/role`, {
      roleId: roles.get('practitioner'),
    });
    expect((await log()).body.items[0]).toMatchObject({
      details: 'Changed the role of reception@demo.test to Therapist',
      detail: { values: { role: 'Therapist' } },
    });
  });
});

/**
 * Issue 8, "Who may hand out which role": each finding replayed through the API, then the cases
 * that must keep working. The Roles page gives a role through PUT /api/team/users/{id}/role too.
 */
describe('who may give what', () => {
  let app: FastifyInstance;
  let owner: Session;
  let admin: Session;
  let lead: Session;
  let roleIds: Map<string, string>;
  let seq = 0;

  type Answer = TeamUser & ErrorBody;
  const send = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    call<Answer>(app, { method, url, headers: session.headers, ...(payload ? { payload } : {}) });

  /** A session for any member, the way loginAs makes one for the demo users. */
  function sessionOf(email: string): Session {
    const user = findUserByEmail(app.deps.db, email)!;
    const { token } = authService(app.deps).startSession(user, { ip: '127.0.0.1', userAgent: 'vitest' });
    return {
      token,
      userId: user.id,
      organizationId: user.organizationId,
      headers: { authorization: `Bearer ${token}` },
    };
  }
  const createRole = async (name: string, customPermissions: string[]) => {
    const res = await call<RoleSummary>(app, {
      method: 'POST',
      url: '/api/roles',
      headers: owner.headers,
      payload: { name, customPermissions },
    });
    expect(res.status).toBe(201);
    roleIds.set(name, res.body.id);
    return res.body.id;
  };
  const addMember = (session: Session, roleName: string, email = `member${++seq}@demo.test`) =>
    send(session, 'POST', '/api/team/users', {
      email,
      firstName: 'New',
      lastName: `Member ${seq}`,
      roleId: roleIds.get(roleName),
      password: 'Initial-pass-1',
    });
  const members = async () =>
    new Map(
      (
        await call<{ items: TeamUser[] }>(app, { method: 'GET', url: '/api/team/users', headers: owner.headers })
      ).body.items.map((u) => [u.email, u]),
    );
  const memberOf = async (email: string) => (await members()).get(email)!;
  const changeRole = async (session: Session, email: string, roleName: string) =>
    send(session, 'PUT', `/api/team/users/${(await memberOf(email)).id}/role`, { roleId: roleIds.get(roleName) });
  const setActive = async (session: Session, email: string, action: 'deactivate' | 'reactivate') =>
    send(session, 'POST', `/api/team/users/${(await memberOf(email)).id}/${action}`);

  beforeEach(async () => {
    app = await buildTestApp();
    owner = loginAs(app, 'owner');
    admin = loginAs(app, 'admin');
    const list = await call<{ items: RoleSummary[] }>(app, {
      method: 'GET',
      url: '/api/roles',
      headers: owner.headers,
    });
    roleIds = new Map(list.body.items.map((r) => [r.name, r.id]));
    // The finding: a custom role holding only manage_roles, given to a fresh member.
    await createRole('Team Lead', ['manage_roles']);
    await createRole('Bookkeeper', ['manage_tax_settings', 'manage_payment_methods', 'manage_organization_settings']);
    await createRole('Trainee', []);
    expect((await addMember(owner, 'Team Lead', 'lead@demo.test')).status).toBe(201);
    lead = sessionOf('lead@demo.test');
  });
  afterEach(() => app.close());

  it('refuses a custom manage_roles holder a member with tax, payment and organization permissions', async () => {
    const res = await addMember(lead, 'Bookkeeper', 'sneaky@demo.test');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'You cannot give someone the Bookkeeper role: it includes permissions you do not hold ' +
        '(Organization settings, subscription, branding and online booking; Financial and payment methods; Tax configuration)',
    );
    expect((await members()).has('sneaky@demo.test')).toBe(false);
  });

  it('refuses a custom manage_roles holder a built-in role, which ranks above theirs', async () => {
    const res = await addMember(lead, 'receptionist');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot give someone the Receptionist role: it ranks above your own');
  });

  it('refuses a custom manage_roles holder changing an administrator’s role', async () => {
    const res = await changeRole(lead, DEMO_EMAILS.admin, 'Trainee');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You can only change the access of people whose role ranks below your own');
    expect((await memberOf(DEMO_EMAILS.admin)).role.name).toBe('admin');
  });

  it('refuses a custom manage_roles holder deactivating the manager or the platform admin', async () => {
    const manager = await setActive(lead, DEMO_EMAILS.manager, 'deactivate');
    expect(manager.status).toBe(403);
    expect(manager.body.message).toBe('You can only change the access of people whose role ranks below your own');
    const platform = await setActive(lead, DEMO_EMAILS.platform, 'deactivate');
    expect(platform.status).toBe(403);
    expect(platform.body.message).toBe("Only a platform admin can change a platform admin's access");
    const after = await members();
    expect(after.get(DEMO_EMAILS.manager)!.isActive).toBe(true);
    expect(after.get(DEMO_EMAILS.platform)!.isActive).toBe(true);
  });

  it('refuses a custom manage_roles holder reactivating someone, even of their own custom role', async () => {
    expect((await addMember(owner, 'Trainee', 'trainee@demo.test')).status).toBe(201);
    expect((await setActive(owner, 'trainee@demo.test', 'deactivate')).status).toBe(200);
    expect((await setActive(owner, DEMO_EMAILS.manager, 'deactivate')).status).toBe(200);
    expect((await setActive(lead, DEMO_EMAILS.manager, 'reactivate')).status).toBe(403);
    // A custom role ranks lowest (100): a holder acts on nobody, not even on a role ranked equal.
    expect((await setActive(lead, 'trainee@demo.test', 'reactivate')).status).toBe(403);
  });

  it('still lets a custom manage_roles holder add members with roles within their own permissions', async () => {
    const trainee = await addMember(lead, 'Trainee');
    expect(trainee.status).toBe(201);
    expect(trainee.body.role).toMatchObject({ name: 'Trainee', customPermissions: [] });
    expect((await addMember(lead, 'Team Lead')).status).toBe(201);
  });

  it('refuses an administrator demoting or deactivating the platform admin', async () => {
    const demote = await changeRole(admin, DEMO_EMAILS.platform, 'receptionist');
    expect(demote.status).toBe(403);
    expect(demote.body.message).toBe("Only a platform admin can change a platform admin's access");
    expect((await setActive(admin, DEMO_EMAILS.platform, 'deactivate')).status).toBe(403);
    const platform = await memberOf(DEMO_EMAILS.platform);
    expect(platform).toMatchObject({ isActive: true, isPlatformAdmin: true, role: { name: 'admin' } });
    // The owner may not either: the platform admin answers only to a platform admin.
    expect((await setActive(owner, DEMO_EMAILS.platform, 'deactivate')).status).toBe(403);
  });

  it('refuses an administrator giving the owner role, to a new member or an existing one', async () => {
    const created = await addMember(admin, 'owner');
    expect(created.status).toBe(403);
    expect(created.body.message).toBe('You cannot give someone the Owner role: it ranks above your own');
    expect((await changeRole(admin, DEMO_EMAILS.receptionist, 'owner')).status).toBe(403);
  });

  it('refuses an administrator acting on another administrator (rank must be below their own)', async () => {
    expect((await changeRole(owner, DEMO_EMAILS.receptionist, 'admin')).status).toBe(200);
    const res = await changeRole(admin, DEMO_EMAILS.receptionist, 'practitioner');
    expect(res.status).toBe(403);
    expect((await setActive(admin, DEMO_EMAILS.receptionist, 'deactivate')).status).toBe(403);
  });

  it('lets an administrator manage everyone below them and give any role up to their own', async () => {
    expect((await changeRole(admin, DEMO_EMAILS.receptionist, 'practitioner')).status).toBe(200);
    expect((await changeRole(admin, DEMO_EMAILS.practitioner, 'Bookkeeper')).status).toBe(200);
    expect((await changeRole(admin, DEMO_EMAILS.manager, 'admin')).status).toBe(200);
    expect((await setActive(admin, 'lead@demo.test', 'deactivate')).status).toBe(200);
    expect((await setActive(admin, 'lead@demo.test', 'reactivate')).status).toBe(200);
    expect((await addMember(admin, 'admin')).status).toBe(201);
  });

  it('lets the owner act on another owner and the platform admin act on anyone, last-owner rule kept', async () => {
    expect((await changeRole(owner, DEMO_EMAILS.manager, 'owner')).status).toBe(200);
    expect((await setActive(owner, DEMO_EMAILS.manager, 'deactivate')).status).toBe(200);
    expect((await setActive(owner, DEMO_EMAILS.manager, 'reactivate')).status).toBe(200);
    const platform = loginAs(app, 'platform');
    expect((await changeRole(platform, DEMO_EMAILS.manager, 'manager')).status).toBe(200);
    const last = await setActive(platform, DEMO_EMAILS.owner, 'deactivate');
    expect(last.status).toBe(409);
  });

  it('records a refusal in the activity log with its reason', async () => {
    await changeRole(lead, DEMO_EMAILS.admin, 'Trainee');
    const log = await call<{ items: { success: boolean; errorMessage: string | null }[] }>(app, {
      method: 'GET',
      url: '/api/settings/activity?section=team',
      headers: owner.headers,
    });
    expect(log.body.items[0]).toMatchObject({
      success: false,
      errorMessage: 'You can only change the access of people whose role ranks below your own',
    });
  });
});
