import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../contract/activity';
import type { ErrorBody } from '../../contract/common';
import type { ImportResult } from '../../contract/imports/api';
import type { TeamUser } from '../../contract/team';
import { newId } from '../../ids';
import { buildTestApp, call, DEMO_EMAILS, loginAs, type Session } from '../../testing/build-test-app';
import { insertRole } from '../roles/repository';
import { findUserByEmail } from './repository';
import { EMAIL_TAKEN_MESSAGE } from './staff-import';

const IMPORT = '/api/staff/import';
// The five built-in roles and the demo's custom one.
const DEMO_ROLES = 'Owner, Administrator, Manager, Practitioner, Receptionist, Senior Stylist';

describe('staff import (POST /api/staff/import)', () => {
  let app: FastifyInstance;
  let owner: Session;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const importRows = (staff: unknown[], session = owner) =>
    call<ImportResult & ErrorBody>(app, { method: 'POST', url: IMPORT, headers: session.headers, payload: { staff } });
  const team = async (session = owner) =>
    (await call<{ items: TeamUser[] }>(app, { method: 'GET', url: '/api/team/users', headers: session.headers })).body
      .items;
  const member = async (email: string) => (await team()).find((user) => user.email === email);
  const person = (email: string, extra: Record<string, unknown> = {}) => ({
    firstName: 'Sam',
    lastName: 'Stone',
    email,
    ...extra,
  });

  it('adds each row as a team member who does not sign in, specialty as job title and notes as bio', async () => {
    const res = await importRows([
      {
        firstName: ' Ana ',
        lastName: 'Lima',
        email: ' Ana.Lima@Example.COM ',
        phone: '+61 400 123 456',
        specialty: 'Colourist',
        notes: 'Balayage expert.\nWorks Saturdays.',
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 1, failed: 0, errors: [] });
    expect(await member('ana.lima@example.com')).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lima',
      canSignIn: false,
      isActive: true,
      role: { name: 'practitioner', displayName: 'Practitioner' },
    });
    const stored = findUserByEmail(app.deps.db, 'ana.lima@example.com')!;
    expect(stored).toMatchObject({
      organizationId: owner.organizationId,
      passwordHash: null,
      phone: '+61 400 123 456',
      jobTitle: 'Colourist',
      bio: 'Balayage expert.\nWorks Saturdays.',
    });
    // Without a password, sign-in is refused like a wrong one.
    const signIn = await call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ana.lima@example.com', password: 'Any-password-1' },
    });
    expect(signIn.status).toBe(401);
  });

  it('reads Staff in any case as the practitioner role, and roles by name, display name or alias', async () => {
    app.deps.database.sqlite
      .prepare("update roles set display_name = 'Stylist' where organization_id = ? and name = 'practitioner'")
      .run(owner.organizationId);
    insertRole(app.deps.db, {
      id: newId(),
      organizationId: owner.organizationId,
      name: 'Senior Colourist',
      customPermissions: [],
    });
    const roles = [
      'STAFF',
      'staff',
      'stylist',
      'Front Desk',
      'therapist',
      'ADMINISTRATOR',
      'senior  colourist',
      'Manager',
    ];
    const res = await importRows(roles.map((role, i) => person(`p${i}@example.com`, { role })));
    expect(res.body).toEqual({ imported: roles.length, failed: 0, errors: [] });
    const shown = await Promise.all(roles.map(async (_, i) => (await member(`p${i}@example.com`))!.role.displayName));
    expect(shown).toEqual([
      'Stylist',
      'Stylist',
      'Stylist',
      'Receptionist',
      'Stylist',
      'Administrator',
      'Senior Colourist',
      'Manager',
    ]);
  });

  it('names the roles there are when a row’s role is none of them', async () => {
    const res = await importRows([
      person('a@example.com', { role: 'Wizard' }),
      person('b@example.com', { role: 'Client' }),
    ]);
    expect(res.body).toEqual({
      imported: 0,
      failed: 2,
      errors: [
        { rowIndex: 0, error: `There is no role named "Wizard". The roles are: ${DEMO_ROLES}.` },
        { rowIndex: 1, error: `There is no role named "Client". The roles are: ${DEMO_ROLES}.` },
      ],
    });
  });

  it('gives only roles within the importer’s authority: a manager cannot import an owner or an administrator', async () => {
    const manager = loginAs(app, 'manager');
    const res = await importRows(
      [
        person('boss@example.com', { role: 'Owner' }),
        person('admin2@example.com', { role: 'Admin' }),
        person('peer@example.com', { role: 'Manager' }),
        person('junior@example.com'),
      ],
      manager,
    );
    expect(res.body).toEqual({
      imported: 2,
      failed: 2,
      errors: [
        { rowIndex: 0, error: 'You cannot give someone the Owner role: it ranks above your own' },
        { rowIndex: 1, error: 'You cannot give someone the Administrator role: it ranks above your own' },
      ],
    });
    expect(await member('boss@example.com')).toBeUndefined();
    expect((await member('junior@example.com'))!.role.name).toBe('practitioner');
    // The owner may.
    expect((await importRows([person('co-owner@example.com', { role: 'owner' })])).body.imported).toBe(1);
  });

  it('refuses an email any user has, in this organization or another, or an earlier row has, in the same words', async () => {
    const res = await importRows([
      person(DEMO_EMAILS.owner),
      person(DEMO_EMAILS.otherOwner.toUpperCase()),
      person('new@example.com'),
      person(' NEW@example.com'),
    ]);
    expect(res.body).toEqual({
      imported: 1,
      failed: 3,
      errors: [
        { rowIndex: 0, error: EMAIL_TAKEN_MESSAGE },
        { rowIndex: 1, error: EMAIL_TAKEN_MESSAGE },
        { rowIndex: 3, error: EMAIL_TAKEN_MESSAGE },
      ],
    });
    expect(EMAIL_TAKEN_MESSAGE).toBe('A team member with this email already exists.');
    // The other organization's owner is untouched and still theirs.
    expect(findUserByEmail(app.deps.db, DEMO_EMAILS.otherOwner)!.organizationId).not.toBe(owner.organizationId);
  });

  it('reports each refused row by its place in the list, in the words of the forms', async () => {
    const res = await importRows([
      { lastName: 'Only', email: 'x1@example.com' },
      { firstName: 'No', lastName: 'Email' },
      person('not-an-email'),
      person('x2@example.com', { phone: 'call me' }),
      person('x3@example.com', { firstName: '   ' }),
      person('x4@example.com', { isActive: 'maybe' }),
      person('x5@example.com', { specialty: 'x'.repeat(101) }),
      person('x6@example.com'),
    ]);
    expect(res.body).toEqual({
      imported: 1,
      failed: 7,
      errors: [
        { rowIndex: 0, error: 'First name is required' },
        { rowIndex: 1, error: 'Email is required' },
        { rowIndex: 2, error: 'Please enter a valid email address' },
        { rowIndex: 3, error: 'Please enter a valid phone number' },
        { rowIndex: 4, error: 'First name is required' },
        { rowIndex: 5, error: 'Active must be Yes or No' },
        { rowIndex: 6, error: 'Specialty must be at most 100 characters' },
      ],
    });
  });

  it('keeps odd unicode in names as the team form does', async () => {
    const res = await importRows([
      { firstName: 'Zoë', lastName: 'Ōtani-Brontë', email: 'zoe@example.com' },
      { firstName: '李', lastName: '小龍', email: 'li@example.com', specialty: 'Coupe & Couleur — ✂️' },
      { firstName: 'محمد', lastName: 'علي', email: 'mo@example.com' },
    ]);
    expect(res.body).toEqual({ imported: 3, failed: 0, errors: [] });
    expect(await member('zoe@example.com')).toMatchObject({ firstName: 'Zoë', lastName: 'Ōtani-Brontë' });
    expect(findUserByEmail(app.deps.db, 'li@example.com')!.jobTitle).toBe('Coupe & Couleur — ✂️');
    expect(await member('mo@example.com')).toMatchObject({ firstName: 'محمد', lastName: 'علي' });
  });

  it('takes a seat of the plan’s staff limit per active row; an inactive member takes none', async () => {
    // Demo Salon has 7 active members; Luxe allows 15.
    const plan = await call(app, {
      method: 'PUT',
      url: '/api/billing/subscription/plan',
      headers: loginAs(app, 'platform').headers,
      payload: { plan: 'LUXE' },
    });
    expect(plan.status).toBe(200);
    const rows = Array.from({ length: 10 }, (_, i) => person(`seat${i}@example.com`));
    rows.push(person('resting@example.com', { isActive: 'No' }));
    const res = await importRows(rows);
    const limit = 'Your LUXE plan allows 15 staff. Upgrade to add more.';
    expect(res.body).toEqual({
      imported: 9,
      failed: 2,
      errors: [
        { rowIndex: 8, error: limit },
        { rowIndex: 9, error: limit },
      ],
    });
    expect(await member('resting@example.com')).toMatchObject({ isActive: false, canSignIn: false });
  });

  it('is one transaction: an unexpected failure mid-call leaves nothing of the call', async () => {
    const before = (await team()).length;
    app.deps.database.sqlite.exec(
      `create trigger import_crash before insert on users when new.email = 'crash@example.com' begin select raise(abort, 'disk full'); end`,
    );
    const res = await importRows([
      person('first@example.com'),
      person('crash@example.com'),
      person('third@example.com'),
    ]);
    expect(res.status).toBe(500);
    expect(await team()).toHaveLength(before);
    expect(findUserByEmail(app.deps.db, 'first@example.com')).toBeUndefined();
  });

  it('writes one activity entry per call, with the counts', async () => {
    await importRows([person('one@example.com'), person('two@example.com'), person('bad')]);
    const log = await call<ActivityPage>(app, {
      method: 'GET',
      url: '/api/settings/activity?section=team',
      headers: owner.headers,
    });
    const entries = log.body.items.filter((entry) => entry.action === 'import');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ success: true, details: 'Imported 2 staff members: 1 failed' });
  });

  it('goes into the caller’s organization only', async () => {
    const other = loginAs(app, 'otherOwner');
    expect((await importRows([person('spa@example.com')], other)).body.imported).toBe(1);
    expect(await member('spa@example.com')).toBeUndefined();
    expect((await team(other)).map((user) => user.email)).toContain('spa@example.com');
  });

  it('needs export_all_data (the Import & Export hub’s permission)', async () => {
    for (const role of ['receptionist', 'practitioner'] as const) {
      const res = await importRows([person(`${role}-made@example.com`)], loginAs(app, role));
      expect(res.status).toBe(403);
    }
    expect(findUserByEmail(app.deps.db, 'receptionist-made@example.com')).toBeUndefined();
  });
});
