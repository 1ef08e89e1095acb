import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../contract/auth';
import type { ErrorBody } from '../../contract/common';
import type { RoleSummary, TeamUser } from '../../contract/team';
import { DEMO_PASSWORD } from '../../demo/seed';
import { buildTestApp, call, DEMO_EMAILS, loginAs, type Session } from '../../testing/build-test-app';

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
      password: 'initial-pass-1',
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
      payload: { email: 'new.stylist@demo.test', password: 'initial-pass-1' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a duplicate email, even from another organization', async () => {
    const res = await as(owner, 'POST', '/api/team/users', {
      email: DEMO_EMAILS.otherOwner,
      firstName: 'Dup',
      lastName: 'Licate',
      roleId: roles.get('practitioner'),
      password: 'initial-pass-1',
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
      password: 'initial-pass-1',
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
    const log = await call<{ items: { section: string; details: string; changes: unknown; success: boolean }[] }>(app, {
      method: 'GET',
      url: '/api/settings/activity?section=team',
      headers: owner.headers,
    });
    expect(log.body.items[0]).toMatchObject({
      details: 'Changed the role of reception@demo.test to Manager',
      changes: { role: { before: 'receptionist', after: 'manager' } },
      success: true,
    });
  });
});
