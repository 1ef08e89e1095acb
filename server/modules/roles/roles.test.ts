import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../contract/auth';
import type { ErrorBody } from '../../contract/common';
import { canSeeSettingsRoute } from '../../contract/permissions';
import type { RoleSummary, TeamUser } from '../../contract/team';
import { buildTestApp, call, DEMO_EMAILS, loginAs, type Session } from '../../testing/build-test-app';

describe('roles and permissions', () => {
  let app: FastifyInstance;
  let owner: Session;
  let admin: Session;
  beforeEach(async () => {
    app = await buildTestApp();
    owner = loginAs(app, 'owner');
    admin = loginAs(app, 'admin');
  });
  afterEach(() => app.close());

  type Answer = RoleSummary & ErrorBody;
  const list = async (session = owner) =>
    (await call<{ items: RoleSummary[] }>(app, { method: 'GET', url: '/api/roles', headers: session.headers })).body
      .items;
  const role = async (name: string) => (await list()).find((r) => r.name === name)!;
  const create = (payload: object, session = owner) =>
    call<Answer>(app, { method: 'POST', url: '/api/roles', headers: session.headers, payload });
  const update = (id: string, payload: object, session = owner, ifMatch?: string) =>
    call<Answer>(app, {
      method: 'PUT',
      url: `/api/roles/${id}`,
      headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload,
    });
  const remove = (id: string, session = owner, ifMatch?: string) =>
    call<ErrorBody>(app, {
      method: 'DELETE',
      url: `/api/roles/${id}`,
      headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    });

  it('lists built-in roles with display names, ranks and who holds them, then custom roles', async () => {
    const roles = await list();
    expect(roles.map((r) => r.displayName)).toEqual([
      'Owner',
      'Administrator',
      'Manager',
      'Practitioner',
      'Receptionist',
      'Senior Stylist',
    ]);
    expect(roles.find((r) => r.name === 'admin')).toMatchObject({
      rank: 800,
      builtIn: true,
      holders: 2,
      holderNames: ['Adam Alvarez', 'Paul Platt'],
    });
    expect(roles.find((r) => r.name === 'Senior Stylist')).toMatchObject({
      rank: 100,
      builtIn: false,
      customPermissions: ['manage_templates'],
      holders: 0,
      holderNames: [],
      version: 1,
    });
  });

  it('lets the owner create a custom role with a permission set', async () => {
    const res = await create({ name: '  Tax   Agent ', customPermissions: ['manage_tax_settings', 'export_all_data'] });
    expect(res.status).toBe(201);
    expect(res.headers.etag).toBe('"1"');
    expect(res.body).toMatchObject({
      name: 'Tax Agent',
      displayName: 'Tax Agent',
      builtIn: false,
      customPermissions: ['manage_tax_settings', 'export_all_data'],
      holders: 0,
    });
  });

  it('lets an admin create and rename roles but not choose their permissions (§6)', async () => {
    const created = await create({ name: 'Junior Stylist' }, admin);
    expect(created.status).toBe(201);
    const withPermissions = await create({ name: 'Colourist', customPermissions: ['manage_templates'] }, admin);
    expect(withPermissions.status).toBe(403);
    expect(withPermissions.body.message).toBe('Only the owner can edit permissions');
    const renamed = await update(created.body.id, { name: 'Apprentice' }, admin);
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Apprentice');
    const granted = await update(created.body.id, { customPermissions: ['manage_locations'] }, admin);
    expect(granted.status).toBe(403);
    // Sending the set back unchanged is not an edit.
    expect((await update(created.body.id, { name: 'Apprentice', customPermissions: [] }, admin)).status).toBe(200);
    expect(
      (await update(created.body.id, { customPermissions: ['manage_locations'] }, loginAs(app, 'platform'))).status,
    ).toBe(200);
  });

  it('keeps managers and everyone below out', async () => {
    for (const who of ['manager', 'practitioner', 'receptionist'] as const) {
      const session = loginAs(app, who);
      expect((await create({ name: 'Sneaky' }, session)).status).toBe(403);
      expect((await call(app, { method: 'GET', url: '/api/roles', headers: session.headers })).status).toBe(403);
    }
  });

  it.each([
    ['Super Admin', 'Role name is reserved: it reads as the Platform Admin role'],
    ['ROLE_ADMIN', 'Role name is reserved: it reads as the Administrator role'],
    ['Front Desk', 'Role name is reserved: it reads as the Receptionist role'],
    ['owner', 'Role name is reserved: it reads as the Owner role'],
    ['guest', 'Role name is reserved: it reads as the Viewer role'],
    ['   ', 'Role name is required'],
  ])('refuses a custom role named %j', async (name, message) => {
    const res = await create({ name });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    [{}, 'Role name is required'],
    [{ name: 'x'.repeat(51) }, 'Role name must be at most 50 characters'],
    [
      { name: 'Stylist', customPermissions: ['fly'] },
      'Permissions must be one of: manage_organization_settings, manage_roles,',
    ],
    [
      { name: 'Stylist', customPermissions: ['manage_roles', 'manage_roles'] },
      'Permissions must be a list of distinct permission names',
    ],
    [{ name: 'Stylist', customPermissions: 'manage_roles' }, 'Permissions must be a list of distinct permission names'],
    [{ name: 'Stylist', rank: 900 }, 'rank is not an accepted field'],
  ])('refuses %j', async (payload, message) => {
    const res = await create(payload);
    expect(res.status).toBe(400);
    expect(res.body.message.startsWith(message)).toBe(true);
  });

  it('refuses a name already taken, however it is spelt', async () => {
    for (const name of ['Senior Stylist', 'senior-stylist', 'SENIOR_STYLIST']) {
      const res = await create({ name });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('A role with this name already exists');
    }
    const other = await create({ name: 'Other' });
    expect((await update(other.body.id, { name: 'senior stylist' })).status).toBe(409);
  });

  it('never renames or deletes a built-in role', async () => {
    const receptionist = await role('receptionist');
    const renamed = await update(receptionist.id, { name: 'Greeter' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe('Built-in roles cannot be renamed');
    expect((await update(receptionist.id, { name: 'Receptionist' })).status).toBe(200);
    const deleted = await remove((await role('practitioner')).id);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe('Built-in roles cannot be deleted');
  });

  it('deletes a custom role only once nobody holds it', async () => {
    const stylist = await role('Senior Stylist');
    const team = await call<{ items: TeamUser[] }>(app, {
      method: 'GET',
      url: '/api/team/users',
      headers: owner.headers,
    });
    const priya = team.body.items.find((u) => u.email === DEMO_EMAILS.practitioner)!;
    await call(app, {
      method: 'PUT',
      url: `/api/team/users/${priya.id}/role`,
      headers: owner.headers,
      payload: { roleId: stylist.id },
    });
    expect((await role('Senior Stylist')).holderNames).toEqual(['Priya Patel']);
    // Deactivated members still hold their role.
    await call(app, { method: 'POST', url: `/api/team/users/${priya.id}/deactivate`, headers: owner.headers });
    const refused = await remove(stylist.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This role is still assigned to 1 team member. Give them another role first.');
    const practitioner = await role('practitioner');
    await call(app, {
      method: 'PUT',
      url: `/api/team/users/${priya.id}/role`,
      headers: owner.headers,
      payload: { roleId: practitioner.id },
    });
    expect((await remove(stylist.id, admin)).status).toBe(204);
    expect((await list()).map((r) => r.name)).not.toContain('Senior Stylist');
  });

  it('refuses a stale If-Match with 412 and changes nothing', async () => {
    const stylist = await role('Senior Stylist');
    const first = await update(stylist.id, { name: 'Lead Stylist' }, owner, '"1"');
    expect(first.headers.etag).toBe('"2"');
    const stale = await update(stylist.id, { name: 'Head Stylist' }, owner, '"1"');
    expect(stale.status).toBe(412);
    expect((await remove(stylist.id, owner, '"1"')).status).toBe(412);
    expect((await role('Lead Stylist')).version).toBe(2);
  });

  it('answers 404 for another organization’s role', async () => {
    const other = loginAs(app, 'otherOwner');
    const theirs = (await list(other))[0]!;
    expect((await update(theirs.id, { customPermissions: ['manage_roles'] })).status).toBe(404);
    expect((await remove(theirs.id)).status).toBe(404);
  });

  it('honours a role’s custom permissions in the guard, given and taken away on the very next request', async () => {
    const reception = loginAs(app, 'receptionist');
    const receptionist = await role('receptionist');
    const save = () =>
      call(app, {
        method: 'PUT',
        url: '/api/settings/organization-data',
        headers: reception.headers,
        payload: { companyName: 'Demo Salon' },
      });
    const menuShowsGeneral = async () => {
      const me = await call<MeResponse>(app, { method: 'GET', url: '/api/auth/me', headers: reception.headers });
      return canSeeSettingsRoute(me.body.user, 'organization/general');
    };
    expect((await save()).status).toBe(403);
    expect(await menuShowsGeneral()).toBe(false);

    const granted = await update(receptionist.id, { customPermissions: ['manage_organization_settings'] });
    expect(granted.status).toBe(200);
    expect((await save()).status).toBe(200);
    expect(await menuShowsGeneral()).toBe(true);

    expect((await update(receptionist.id, { customPermissions: [] })).status).toBe(200);
    expect((await save()).status).toBe(403);
    expect(await menuShowsGeneral()).toBe(false);
  });

  it('gives a custom role’s holder exactly its permissions', async () => {
    const created = await create({ name: 'Bookkeeper', customPermissions: ['manage_tax_settings'] });
    const team = await call<{ items: TeamUser[] }>(app, {
      method: 'GET',
      url: '/api/team/users',
      headers: owner.headers,
    });
    const priya = team.body.items.find((u) => u.email === DEMO_EMAILS.practitioner)!;
    const practitioner = loginAs(app, 'practitioner');
    const rates = () => call(app, { method: 'GET', url: '/api/settings/tax/rates', headers: practitioner.headers });
    expect((await rates()).status).toBe(403);
    await call(app, {
      method: 'PUT',
      url: `/api/team/users/${priya.id}/role`,
      headers: owner.headers,
      payload: { roleId: created.body.id },
    });
    expect((await rates()).status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/roles', headers: practitioner.headers })).status).toBe(403);
  });

  it('records role changes in the activity log', async () => {
    const stylist = await role('Senior Stylist');
    await update(stylist.id, { customPermissions: ['manage_templates', 'manage_locations'] });
    const log = await call<{ items: { details: string; changes: unknown }[] }>(app, {
      method: 'GET',
      url: '/api/settings/activity?section=team',
      headers: owner.headers,
    });
    expect(log.body.items[0]).toMatchObject({
      details: 'Updated the role Senior Stylist',
      changes: {
        customPermissions: { before: ['manage_templates'], after: ['manage_templates', 'manage_locations'] },
      },
    });
  });

  describe('display names of built-in roles', () => {
    const teamRoleOf = async (email: string) =>
      (
        await call<{ items: TeamUser[] }>(app, { method: 'GET', url: '/api/team/users', headers: owner.headers })
      ).body.items.find((u) => u.email === email)!.role;

    it('lets the owner call Practitioner "Therapist", shown wherever the role is, the rules unchanged', async () => {
      const practitioner = await role('practitioner');
      const res = await update(practitioner.id, { displayName: '  Therapist ' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'practitioner', displayName: 'Therapist', rank: 600, builtIn: true });
      expect((await role('practitioner')).displayName).toBe('Therapist');
      expect(await teamRoleOf(DEMO_EMAILS.practitioner)).toMatchObject({
        name: 'practitioner',
        displayName: 'Therapist',
      });

      const log = await call<{ items: { details: string; detail: unknown; changes: unknown }[] }>(app, {
        method: 'GET',
        url: '/api/settings/activity?section=team',
        headers: owner.headers,
      });
      expect(log.body.items[0]).toMatchObject({
        details: 'Named the Practitioner role Therapist in this organization',
        // The standard name is said in the reader's language; the owner's own name as written.
        detail: {
          key: 'activityDetail.roles.renamed',
          values: { name: { key: 'activityDetail.role.practitioner', values: {} }, displayName: 'Therapist' },
        },
        changes: { displayName: { before: null, after: 'Therapist' } },
      });
    });

    it('goes back to the standard name when cleared, or when given the standard name', async () => {
      const practitioner = await role('practitioner');
      const named = await update(practitioner.id, { displayName: 'Therapist' });
      const cleared = await update(practitioner.id, { displayName: null }, owner, named.headers.etag as string);
      expect(cleared.status).toBe(200);
      expect(cleared.body.displayName).toBe('Practitioner');
      const reception = await role('receptionist');
      await update(reception.id, { displayName: 'Front Desk' });
      const standard = await update(reception.id, { displayName: 'Receptionist' });
      expect(standard.body.displayName).toBe('Receptionist');
      expect(await teamRoleOf(DEMO_EMAILS.receptionist)).toMatchObject({ displayName: 'Receptionist' });
    });

    it.each([
      ['Manager', 'Display name is reserved: it reads as the Manager role'],
      ['Super Admin', 'Display name is reserved: it reads as the Platform Admin role'],
      ['   ', 'Display name must not be empty'],
      ['x'.repeat(41), 'Display name must be at most 40 characters'],
      ['Thera\u0007pist', 'Display name must not contain control characters'],
    ])('refuses %j for Practitioner', async (displayName, message) => {
      const practitioner = await role('practitioner');
      const res = await update(practitioner.id, { displayName });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await role('practitioner')).displayName).toBe('Practitioner');
    });

    it('refuses a display name on a custom role, and one another role already shows', async () => {
      const stylist = await role('Senior Stylist');
      const custom = await update(stylist.id, { displayName: 'Lead Stylist' });
      expect(custom.status).toBe(400);
      expect(custom.body.message).toBe('Display name is only for built-in roles: rename a custom role instead');
      const practitioner = await role('practitioner');
      const taken = await update(practitioner.id, { displayName: 'senior stylist' });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('A role with this name already exists');
      // And the other way round: a custom role may not take a name a built-in role shows.
      await update(practitioner.id, { displayName: 'Colour Artist' });
      expect((await create({ name: 'Colour Artist' })).status).toBe(409);
    });

    it('is the owner’s: an administrator gets 403, the platform admin may', async () => {
      const practitioner = await role('practitioner');
      const refused = await update(practitioner.id, { displayName: 'Therapist' }, admin);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Only the owner can change what a built-in role is called');
      expect((await role('practitioner')).displayName).toBe('Practitioner');
      // Sending back what is already shown is not a change.
      expect((await update(practitioner.id, { displayName: null }, admin)).status).toBe(200);
      expect((await update(practitioner.id, { displayName: 'Therapist' }, loginAs(app, 'platform'))).status).toBe(200);
    });
  });
});
