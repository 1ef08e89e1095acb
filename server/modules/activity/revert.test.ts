import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityPage, ActivityRevertResult } from '../../contract/activity';
import type { BusinessHours, DayHours } from '../../contract/service-booking';
import { newId } from '../../ids';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';
import { authService } from '../auth/service';
import { findUserByEmail } from '../team/repository';
import { insertActivity, type NewActivityRow } from './repository';
import { REVERT_MESSAGES } from './revert';

const HOURS = '/api/settings/services/business-hours';

describe('one-click revert of a settings change', () => {
  let app: FastifyInstance;
  let owner: Session;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const hours = async () =>
    (await call<BusinessHours>(app, { method: 'GET', url: HOURS, headers: owner.headers })).body;
  const saveMonday = async (monday: Partial<DayHours>, session = owner) => {
    const current = await hours();
    const res = await app.inject({
      method: 'PUT',
      url: HOURS,
      headers: session.headers,
      payload: { monday: { ...current.monday, ...monday } },
    });
    expect(res.statusCode).toBe(200);
  };
  const entries = async (query = '', session = owner) =>
    (await call<ActivityPage>(app, { method: 'GET', url: `/api/settings/activity${query}`, headers: session.headers }))
      .body.items;
  const latestHoursChange = async () => (await entries('?section=services'))[0]!;
  const revert = (id: string, session = owner) =>
    call<ActivityRevertResult & { message: string }>(app, {
      method: 'POST',
      url: `/api/settings/activity/${id}/revert`,
      headers: session.headers,
    });
  const addEntry = (row: Partial<NewActivityRow>) => {
    const id = newId();
    insertActivity(app.deps.db, {
      id,
      organizationId: owner.organizationId,
      userId: owner.userId,
      section: 'services',
      action: 'update',
      details: 'Updated business hours',
      changes: { 'monday.openTime': { before: '08:00', after: '09:00' } },
      success: true,
      errorMessage: null,
      ipAddress: '127.0.0.1',
      createdAt: new Date().toISOString(),
      targetKind: 'business-hours',
      ...row,
    });
    return id;
  };

  it('records which document a save changed, and offers to undo it', async () => {
    const before = (await hours()).monday.openTime;
    await saveMonday({ openTime: '07:30' });
    const change = await latestHoursChange();
    expect(change).toMatchObject({
      details: 'Updated business hours',
      // The same line as a key, for the screens to say in the reader's language.
      detail: { key: 'activityDetail.businessHours.updated', values: {} },
      changes: { 'monday.openTime': { before, after: '07:30' } },
      canRevert: true,
      revertOf: null,
      revertedBy: null,
    });
    const row = app.deps.database.sqlite
      .prepare('select target_kind, target_user_id from activity_log where id = ?')
      .get(change.id);
    expect(row).toEqual({ target_kind: 'business-hours', target_user_id: null });
  });

  it('puts the setting back, as a change of its own that names the one it undid', async () => {
    const original = await hours();
    await saveMonday({ openTime: '07:30', closeTime: '19:00' });
    const change = await latestHoursChange();
    const res = await revert(change.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      revertOf: change.id,
      section: 'services',
      details: 'Reverted: Updated business hours',
      detail: {
        key: 'activityDetail.reverted',
        values: { detail: { key: 'activityDetail.businessHours.updated', values: {} } },
      },
      changes: {
        'monday.openTime': { before: '07:30', after: original.monday.openTime },
        'monday.closeTime': { before: '19:00', after: original.monday.closeTime },
      },
    });
    expect(await hours()).toEqual(original);

    const [revertEntry, undone] = await entries('?section=services');
    expect(revertEntry).toMatchObject({
      id: res.body.id,
      details: 'Reverted: Updated business hours',
      detail: res.body.detail,
      action: 'update',
      success: true,
      revertOf: change.id,
      user: { email: 'owner@demo.test' },
      changes: res.body.changes,
    });
    expect(undone).toMatchObject({ id: change.id, revertedBy: res.body.id, canRevert: false });
    // The revert is itself a change that can be undone (a redo) while nothing moved since.
    expect(revertEntry!.canRevert).toBe(true);
    expect((await call(app, { method: 'GET', url: HOURS, headers: owner.headers })).headers.etag).toBe('"3"');
  });

  it('undoes an entry written before entries had keys, saying its stored English', async () => {
    // The demo salon opens at 09:00 on Mondays: an old entry that moved it there from 08:00.
    const old = addEntry({
      details: 'Changed Monday opening',
      changes: { 'monday.openTime': { before: '08:00', after: (await hours()).monday.openTime } },
    });
    expect((await entries('?section=services')).find((entry) => entry.id === old)).toMatchObject({ detail: null });
    const res = await revert(old);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      details: 'Reverted: Changed Monday opening',
      detail: {
        key: 'activityDetail.reverted',
        values: { detail: { key: 'activityDetail.text', values: { text: 'Changed Monday opening' } } },
      },
    });
  });

  it('refuses to undo the same change twice', async () => {
    await saveMonday({ openTime: '07:30' });
    const change = await latestHoursChange();
    expect((await revert(change.id)).status).toBe(200);
    const again = await revert(change.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVERT_MESSAGES.alreadyReverted);
  });

  it('refuses when the setting has changed since, and leaves it as it is', async () => {
    await saveMonday({ openTime: '07:30' });
    const first = await latestHoursChange();
    await saveMonday({ openTime: '08:15' });
    const res = await revert(first.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This setting has changed since, so this change can no longer be undone in one click.',
    );
    expect((await hours()).monday.openTime).toBe('08:15');
    // The refused attempt is recorded on the Activity screen's own section.
    expect((await entries())[0]).toMatchObject({
      section: 'activity',
      details: 'Tried to undo a settings change',
      success: false,
      errorMessage: REVERT_MESSAGES.changedSince,
      revertOf: null,
    });
    const [latest, firstAgain] = await entries('?section=services');
    expect(latest).toMatchObject({ canRevert: true });
    expect(firstAgain).toMatchObject({ id: first.id, canRevert: false, revertedBy: null });
  });

  it('still undoes a change when other settings of the document changed since', async () => {
    await saveMonday({ openTime: '07:30' });
    const first = await latestHoursChange();
    const current = await hours();
    await app.inject({
      method: 'PUT',
      url: HOURS,
      headers: owner.headers,
      payload: { tuesday: { ...current.tuesday, closeTime: '20:00' } },
    });
    expect((await revert(first.id)).status).toBe(200);
    const after = await hours();
    expect(after.monday.openTime).not.toBe('07:30');
    expect(after.tuesday.closeTime).toBe('20:00');
  });

  it.each([
    ['a failed change', { success: false, changes: null, errorMessage: 'Nope' }, REVERT_MESSAGES.failed],
    ['an entry without a document', { targetKind: null }, REVERT_MESSAGES.notRevertible],
    ['an entry without changes', { changes: null }, REVERT_MESSAGES.notRevertible],
    [
      'a change of hidden values',
      { changes: { apiKey: { before: '[hidden]', after: '[hidden]' } } },
      REVERT_MESSAGES.hidden,
    ],
  ] as const)('refuses %s with a sentence saying why', async (_label, row, message) => {
    const id = addEntry(row);
    const res = await revert(id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(message);
    expect((await entries()).find((e: ActivityEntry) => e.id === id)?.canRevert).toBe(false);
  });

  it('refuses an entry of the demo sample (recorded without its document)', async () => {
    const sample = (await entries('?section=organization'))[0]!;
    expect(sample.canRevert).toBe(false);
    expect((await revert(sample.id)).status).toBe(409);
  });

  it('lets only the person whose personal settings changed undo it', async () => {
    const manager = loginAs(app, 'manager');
    const id = addEntry({ section: 'personal', targetKind: 'user-preferences', targetUserId: manager.userId });
    const res = await revert(id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(REVERT_MESSAGES.notYours);
    expect((await entries()).find((e) => e.id === id)?.canRevert).toBe(false);
  });

  it('shows each reader of the same page whether they may undo it: the owner their own change, the admin not', async () => {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/settings/user',
      headers: owner.headers,
      payload: { theme: 'dark' },
    });
    expect(saved.statusCode).toBe(200);
    const id = addEntry({
      section: 'personal',
      details: 'Updated personal preferences',
      changes: { theme: { before: 'system', after: 'dark' } },
      targetKind: 'user-preferences',
      targetUserId: owner.userId,
    });
    const admin = loginAs(app, 'admin');
    // Both see the whole log, so both read the same page; each gets their own answer, in either order.
    for (const order of [
      [owner, admin],
      [admin, owner],
    ]) {
      const pages = new Map<Session, ActivityEntry | undefined>();
      for (const reader of order)
        pages.set(
          reader,
          (await entries('', reader)).find((e) => e.id === id),
        );
      expect(pages.get(owner)).toMatchObject({ canRevert: true, revertedBy: null });
      expect(pages.get(admin)).toMatchObject({ canRevert: false, revertedBy: null });
    }
    const res = await revert(id);
    expect(res.status).toBe(200);
    // The undo is a write: the page read after it shows the change undone, to both.
    for (const reader of [admin, owner]) {
      expect((await entries('', reader)).find((e) => e.id === id)).toMatchObject({
        canRevert: false,
        revertedBy: res.body.id,
      });
    }
  });

  it('refuses people without the organization settings permission', async () => {
    await saveMonday({ openTime: '07:30' });
    const change = await latestHoursChange();
    const res = await revert(change.id, loginAs(app, 'receptionist'));
    expect(res.status).toBe(403);
    expect((await hours()).monday.openTime).toBe('07:30');
  });

  it('asks for the permission of the settings it writes back, not only organization settings', async () => {
    const role = await call<{ id: string }>(app, {
      method: 'POST',
      url: '/api/roles',
      headers: owner.headers,
      payload: { name: 'Settings clerk', customPermissions: ['manage_organization_settings'] },
    });
    expect(role.status).toBe(201);
    const member = await call(app, {
      method: 'POST',
      url: '/api/team/users',
      headers: owner.headers,
      payload: {
        email: 'clerk@demo.test',
        firstName: 'Cleo',
        lastName: 'Clerk',
        roleId: role.body.id,
        password: 'Initial-pass-1',
      },
    });
    expect(member.status).toBe(201);
    const user = findUserByEmail(app.deps.db, 'clerk@demo.test')!;
    const { token } = authService(app.deps).startSession(user, { ip: '127.0.0.1', userAgent: 'vitest' });
    const clerk = { headers: { authorization: `Bearer ${token}` } } as Session;

    // A tax change (manage_tax_settings, which the clerk lacks) stays out of reach.
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/settings/tax',
      headers: owner.headers,
      payload: { registrationNumber: 'GST 123' },
    });
    expect(saved.statusCode).toBe(200);
    const taxChange = (await entries('?section=financial'))[0]!;
    expect(taxChange).toMatchObject({ details: expect.stringContaining('tax'), canRevert: true });
    const refused = await revert(taxChange.id, clerk);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(REVERT_MESSAGES.noPermission);

    // Business hours need organization settings only: the clerk may undo that one.
    await saveMonday({ openTime: '07:30' });
    expect((await revert((await latestHoursChange()).id, clerk)).status).toBe(200);
  });

  it('does not find another organization’s entry', async () => {
    const other = loginAs(app, 'otherOwner');
    const id = addEntry({ organizationId: other.organizationId, userId: other.userId });
    const res = await revert(id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Activity entry not found');
  });
});
