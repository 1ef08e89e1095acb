import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EMAIL_VARIABLES,
  SMS_VARIABLES,
  type MessageTemplate,
  type TemplatePreview,
} from '../../contract/message-templates';
import type { TemplateHistory, TemplateVariables } from '../../contract/platform-templates';
import { CATALOG } from '../../templates/catalog';
import { renderTemplate } from '../../templates/render';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { historyRows, systemId, templateCalls } from '../message-templates/test-helpers';

let app: FastifyInstance;
let owner: Session;
let api: ReturnType<typeof templateCalls>;
beforeEach(async () => {
  app = await buildTestApp({ config: { writeRateLimit: false } });
  owner = loginAs(app, 'owner');
  api = templateCalls(app, owner);
});
afterEach(() => app.close());

const BASE = '/api/platform-templates';
const REMINDER_SMS = systemId('sms', 'appointment_reminder');
const CONFIRMATION_EMAIL = systemId('email', 'appointment_confirmation');
const overrides = () =>
  app.deps.database.sqlite
    .prepare(
      'select organization_id, template_id, custom_content, is_enabled from template_overrides order by template_id',
    )
    .all();
const platformRows = () =>
  app.deps.database.sqlite.prepare('select id from platform_templates order by id').pluck().all() as string[];

describe('reading platform templates', () => {
  it('lists the defaults in scope platform, each with the organization’s override beside it', async () => {
    await api.send('PUT', `${BASE}/${REMINDER_SMS}/override`, { customContent: 'Our reminder' });
    const list = await api.send<{ templates: MessageTemplate[] }>('GET', BASE);
    expect(list.status).toBe(200);
    expect(list.body.templates).toHaveLength(CATALOG.length);
    const reminder = list.body.templates.find((t) => t.id === REMINDER_SMS)!;
    expect(reminder).toMatchObject({
      scope: 'platform',
      content: reminder.defaultContent,
      customContent: 'Our reminder',
      effectiveContent: 'Our reminder',
      isCustomized: true,
    });
    const email = (await api.send<{ templates: MessageTemplate[] }>('GET', `${BASE}?type=EMAIL`)).body.templates;
    expect(email.length).toBeGreaterThan(5);
    expect(email.every((t) => t.type === 'email')).toBe(true);
    expect((await api.send('GET', `${BASE}/${REMINDER_SMS}`)).body).toEqual(reminder);
  });

  it('finds one by subtype and type, and says 404 or 400 otherwise', async () => {
    const found = await api.send('GET', `${BASE}/by-subtype?subtype=appointment_reminder&type=sms`);
    expect(found.body.id).toBe(REMINDER_SMS);
    expect((await api.send('GET', `${BASE}/by-subtype?subtype=admin_digest&type=sms`)).status).toBe(404);
    expect((await api.send('GET', `${BASE}/by-subtype?subtype=appointment_reminder`)).status).toBe(400);
    expect((await api.send('GET', `${BASE}/0190f0f0-0000-7000-8000-000000000000`)).status).toBe(404);
  });

  it('offers the variables of each type with their sample values', async () => {
    const sms = (await api.send<TemplateVariables>('GET', `${BASE}/variables/sms`)).body;
    expect(sms.type).toBe('sms');
    expect(sms.variables.map((v) => v.name)).toEqual(expect.arrayContaining([...SMS_VARIABLES]));
    expect(sms.variables.find((v) => v.name === 'firstName')!.sample).toBe('Ana');
    const email = (await api.send<TemplateVariables>('GET', `${BASE}/variables/email`)).body;
    expect(email.variables.map((v) => v.name)).toEqual(expect.arrayContaining([...EMAIL_VARIABLES, 'inviteUrl']));
    expect(email.variables.every((v) => typeof v.sample === 'string')).toBe(true);
    expect((await api.send('GET', `${BASE}/variables/fax`)).status).toBe(400);
  });

  it('previews the organization’s version with sample values', async () => {
    await api.send('PUT', `${BASE}/${REMINDER_SMS}/override`, {
      customContent: 'Hi {{firstName}} from {{businessName}}',
    });
    const preview = await api.send<TemplatePreview>('POST', `${BASE}/${REMINDER_SMS}/preview`, { variables: {} });
    expect(preview.body).toMatchObject({ text: 'Hi Ana from Demo Salon', subject: null, html: null });
    expect(preview.body.sms?.segments).toBe(1);
  });
});

describe('the organization’s overrides', () => {
  it('puts, toggles and removes an override, each kept in the history with who', async () => {
    const put = await api.send('PUT', `${BASE}/${CONFIRMATION_EMAIL}/override`, {
      customSubject: 'Booked at {{organizationName}}',
      customHtml: '<p data-block="paragraph">Booked, {{clientFirstName}}!</p><script>x()</script>',
      customVariables: 'organizationName, clientFirstName',
      isEnabled: true,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      customSubject: 'Booked at {{organizationName}}',
      customHtml: '<p data-block="paragraph">Booked, {{clientFirstName}}!</p>',
      customVariables: ['organizationName', 'clientFirstName'],
      isCustomized: true,
    });
    // The message templates show the same template as sent.
    expect((await api.get(CONFIRMATION_EMAIL)).body.subject).toBe('Booked at {{organizationName}}');
    const off = await api.send('PATCH', `${BASE}/${CONFIRMATION_EMAIL}/toggle`, { isEnabled: false });
    expect(off.body).toMatchObject({ isEnabled: false, customSubject: 'Booked at {{organizationName}}' });
    const removed = await api.send('DELETE', `${BASE}/${CONFIRMATION_EMAIL}/override`);
    expect(removed.body).toMatchObject({ isEnabled: true, isCustomized: false, customHtml: null });
    const history = (await api.send<TemplateHistory>('GET', `${BASE}/${CONFIRMATION_EMAIL}/history`)).body.entries;
    expect(history.map((e) => [e.level, e.change, e.changedByName])).toEqual([
      ['organization', 'reset', 'Olivia Owens'],
      ['organization', 'toggle', 'Olivia Owens'],
      ['organization', 'override', 'Olivia Owens'],
      ['platform', 'sync', null],
    ]);
    expect(history[1]!.isEnabled).toBe(false);
  });

  it('refuses what the rules refuse, and an invitation switched off', async () => {
    const long = await api.send('PUT', `${BASE}/${REMINDER_SMS}/override`, { customContent: 'z'.repeat(1601) });
    expect(long.body.message).toBe('SMS content cannot exceed 1600 characters');
    expect((await api.send('PUT', `${BASE}/${REMINDER_SMS}/override`, {})).status).toBe(400);
    expect((await api.send('PUT', `${BASE}/${REMINDER_SMS}/override`, { customHtml: '<p>x</p>' })).status).toBe(400);
    const invitation = await api.send('PATCH', `${BASE}/${systemId('email', 'team_invitation')}/toggle`, {
      isEnabled: false,
    });
    expect(invitation.status).toBe(400);
    expect(invitation.body.message).toBe('This message is sent when someone asks for it, so it cannot be switched off');
    expect((await api.send('PATCH', `${BASE}/${REMINDER_SMS}/toggle`, { isEnabled: 'no' })).status).toBe(400);
    expect(overrides()).toEqual([]);
  });

  it('resets them all, answering how many', async () => {
    await api.send('PUT', `${BASE}/${REMINDER_SMS}/override`, { customContent: 'One' });
    await api.send('PATCH', `${BASE}/${CONFIRMATION_EMAIL}/toggle`, { isEnabled: false });
    const other = templateCalls(app, loginAs(app, 'otherOwner'));
    await other.send('PUT', `${BASE}/${REMINDER_SMS}/override`, { customContent: 'Other Spa’s' });
    const reset = await api.send('DELETE', `${BASE}/reset-all`);
    expect(reset.body).toEqual({ reset: 2 });
    // Other Spa's override is its own business.
    expect(overrides()).toHaveLength(1);
    expect((await api.send('DELETE', `${BASE}/reset-all`)).body).toEqual({ reset: 0 });
  });

  it('shows the platform’s history and the organization’s own, never another organization’s', async () => {
    const other = templateCalls(app, loginAs(app, 'otherOwner'));
    await other.send('PUT', `${BASE}/${REMINDER_SMS}/override`, { customContent: 'Secret of Other Spa' });
    await api.send('PUT', `${BASE}/${REMINDER_SMS}/override`, { customContent: 'Demo words' });
    const entries = (await api.send<TemplateHistory>('GET', `${BASE}/${REMINDER_SMS}/history`)).body.entries;
    expect(entries.map((e) => e.content)).not.toContain('Secret of Other Spa');
    expect(entries[0]).toMatchObject({ level: 'organization', content: 'Demo words', templateId: REMINDER_SMS });
    expect(historyRows(app, REMINDER_SMS).map((row) => row.content)).toContain('Secret of Other Spa');
  });
});

describe('batch updates', () => {
  it('applies every update, or none when one names an unknown template or breaks a rule', async () => {
    const done = await api.send('POST', `${BASE}/batch-update`, {
      updates: [
        { id: REMINDER_SMS, customContent: 'Batch reminder' },
        { id: CONFIRMATION_EMAIL, isEnabled: false },
      ],
    });
    expect(done.body).toEqual({ updated: 2 });
    expect((await api.get(REMINDER_SMS)).body.content).toBe('Batch reminder');
    const before = overrides();
    const unknown = await api.send('POST', `${BASE}/batch-update`, {
      updates: [
        { id: REMINDER_SMS, customContent: 'Should not stay' },
        { id: '0190f0f0-0000-7000-8000-000000000000', isEnabled: false },
      ],
    });
    expect(unknown.status).toBe(404);
    const broken = await api.send('POST', `${BASE}/batch-update`, {
      updates: [
        { id: CONFIRMATION_EMAIL, isEnabled: true },
        { id: REMINDER_SMS, customContent: 'q'.repeat(1601) },
      ],
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('SMS content cannot exceed 1600 characters');
    const foreign = (
      await templateCalls(app, loginAs(app, 'otherOwner')).create({
        name: 'Theirs',
        type: 'sms',
        subtype: 'promotional',
        content: 'Other Spa text',
      })
    ).body;
    expect(
      (
        await api.send('POST', `${BASE}/batch-update`, {
          updates: [
            { id: REMINDER_SMS, customContent: 'Nope' },
            { id: foreign.id, isEnabled: false },
          ],
        })
      ).status,
    ).toBe(404);
    expect(overrides()).toEqual(before);
    expect((await api.send('POST', `${BASE}/batch-update`, { updates: [] })).status).toBe(400);
    expect((await api.send('POST', `${BASE}/batch-update`, { updates: [{ id: REMINDER_SMS }] })).status).toBe(400);
  });
});

describe('the platform-wide calls', () => {
  it('syncs for a platform admin only, answering the updated and new counts', async () => {
    const refused = await api.send('POST', `${BASE}/sync`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a platform admin can sync the platform templates');
    const platform = loginAs(app, 'platform');
    expect((await api.send('POST', `${BASE}/sync`, undefined, { as: platform })).body).toEqual({ updated: 0, new: 0 });
    app.deps.database.sqlite
      .prepare("update platform_templates set content = 'Stale', shipped_hash = 'old' where id = ?")
      .run(REMINDER_SMS);
    app.deps.database.sqlite.prepare('delete from platform_templates where id = ?').run(CONFIRMATION_EMAIL);
    expect((await api.send('POST', `${BASE}/sync`, undefined, { as: platform })).body).toEqual({ updated: 1, new: 1 });
    const history = (await api.send<TemplateHistory>('GET', `${BASE}/${REMINDER_SMS}/history`)).body.entries;
    expect(history[0]).toMatchObject({ level: 'platform', change: 'sync', changedByName: 'Paul Platt' });
  });

  it('removes the platform rows for a platform admin only; overrides survive and a sync brings the same ids back', async () => {
    await api.send('PUT', `${BASE}/${REMINDER_SMS}/override`, { customContent: 'Kept {{firstName}}' });
    const ids = platformRows();
    const refused = await api.send('DELETE', `${BASE}/remove-all`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a platform admin can remove the platform templates');
    expect(platformRows()).toEqual(ids);
    const platform = loginAs(app, 'platform');
    expect((await api.send('DELETE', `${BASE}/remove-all`, undefined, { as: platform })).body).toEqual({
      removed: CATALOG.length,
    });
    expect(platformRows()).toEqual([]);
    // Meanwhile the engine sends the shipped templates, with the organization's override on top.
    const sms = renderTemplate(app.deps.db, owner.organizationId, 'appointment_reminder', 'sms', { firstName: 'Ana' });
    expect(sms?.text).toBe('Kept Ana');
    expect((await api.get(REMINDER_SMS)).body.content).toBe('Kept {{firstName}}');
    expect((await api.send('POST', `${BASE}/sync`, undefined, { as: platform })).body).toEqual({
      updated: 0,
      new: CATALOG.length,
    });
    expect(platformRows()).toEqual(ids);
    expect((await api.get(REMINDER_SMS)).body).toMatchObject({ content: 'Kept {{firstName}}', isCustomized: true });
  });
});

describe('who may use them', () => {
  it('needs manage_templates: a receptionist gets 403 for reads and writes', async () => {
    const receptionist = { as: loginAs(app, 'receptionist') };
    expect((await api.send('GET', BASE, undefined, receptionist)).status).toBe(403);
    expect((await api.send('GET', `${BASE}/export`, undefined, receptionist)).status).toBe(403);
    expect((await api.send('PATCH', `${BASE}/${REMINDER_SMS}/toggle`, { isEnabled: false }, receptionist)).status).toBe(
      403,
    );
    expect((await api.send('DELETE', `${BASE}/reset-all`, undefined, receptionist)).status).toBe(403);
    expect(overrides()).toEqual([]);
  });
});
