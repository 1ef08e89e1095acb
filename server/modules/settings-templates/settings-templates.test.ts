import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';
import { OFFICIAL_TEMPLATES } from './official';
import { settingsTemplateCalls, templateActivity } from './test-helpers';

let app: FastifyInstance;
let owner: Session;
let api: ReturnType<typeof settingsTemplateCalls>;
beforeEach(async () => {
  app = await buildTestApp({ config: { writeRateLimit: false } });
  owner = loginAs(app, 'owner');
  api = settingsTemplateCalls(app);
});
afterEach(() => app.close());

const OFFICIAL_NAMES = ['Barber', 'Beauty Clinic', 'Day Spa', 'Hair Salon'];
const custom = { name: 'Evening shift', description: 'Late opening', category: 'workflow' };

describe('listing settings templates', () => {
  it('shows every member the four official business-type templates, with what each sets', async () => {
    const { status, body } = await api.list(loginAs(app, 'receptionist'));
    expect(status).toBe(200);
    expect(body.templates.map((t) => t.name)).toEqual(OFFICIAL_NAMES);
    // Their keys, which the screens name and describe them by in the reader's language.
    expect(body.templates.map((t) => t.officialKey)).toEqual(['barber', 'beauty-clinic', 'day-spa', 'hair-salon']);
    for (const template of body.templates) {
      expect(template).toMatchObject({
        category: 'business-type',
        isOfficial: true,
        isFavorite: false,
        usageCount: 0,
        createdBy: null,
      });
      expect(template.description.length).toBeGreaterThan(20);
      expect(Object.keys(template.data.organization)).toEqual(['settings']);
      expect(template.data.personal.ui).toBeDefined();
    }
    const barber = body.templates.find((t) => t.name === 'Barber')!;
    expect(barber.data.organization.settings?.requireEmailConfirmation).toBe(false);
  });

  it('seeds them once per organization, whoever lists first and however often', async () => {
    const first = (await api.list(owner)).body.templates;
    const again = (await api.list(loginAs(app, 'manager'))).body.templates;
    expect(again.map((t) => t.id)).toEqual(first.map((t) => t.id));
    const other = (await api.list(loginAs(app, 'otherOwner'))).body.templates;
    expect(other.map((t) => t.name)).toEqual(OFFICIAL_NAMES);
    expect(other.some((t) => first.some((mine) => mine.id === t.id))).toBe(false);
    const rows = app.deps.database.sqlite
      .prepare('select count(*) from settings_templates where official_key is not null')
      .pluck()
      .get();
    expect(rows).toBe(2 * OFFICIAL_TEMPLATES.length);
  });

  it('lists the organization’s own after the official ones, newest first, with their author', async () => {
    await api.create(owner, { ...custom, name: 'First' });
    await api.create(loginAs(app, 'admin'), { ...custom, name: 'Second' });
    const names = (await api.list(owner)).body.templates.map((t) => t.name);
    expect(names).toEqual([...OFFICIAL_NAMES, 'Second', 'First']);
    const second = (await api.list(owner)).body.templates.find((t) => t.name === 'Second')!;
    expect(second.createdBy).toMatchObject({ firstName: expect.any(String), lastName: expect.any(String) });
    expect(second.createdBy!.id).toBe(loginAs(app, 'admin').userId);
  });

  it('answers 401 without a session', async () => {
    expect((await call(app, { method: 'GET', url: '/api/settings/templates' })).status).toBe(401);
  });
});

describe('creating a settings template', () => {
  it('snapshots the current organization settings and the caller’s own preferences', async () => {
    const saved = await call(app, {
      method: 'PUT',
      url: '/api/settings/organization-data',
      headers: owner.headers,
      payload: {
        companyName: 'Demo Salon',
        timeFormat: '24h',
        taxId: 'TAX-123',
        settings: { enableLoyaltyProgram: true },
      },
    });
    expect(saved.status).toBe(200);
    const prefs = await call(app, {
      method: 'POST',
      url: '/api/settings/user',
      headers: owner.headers,
      payload: { theme: 'dark', currency: 'EUR', ui: { itemsPerPage: 50 }, privacy: { showPhone: true } },
    });
    expect(prefs.status).toBe(200);

    const { status, body } = await api.create(owner, custom);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Evening shift',
      description: 'Late opening',
      category: 'workflow',
      isOfficial: false,
      isFavorite: false,
      usageCount: 0,
      createdBy: { id: owner.userId },
    });
    expect(body.data.organization).toMatchObject({ timeFormat: '24h', settings: { enableLoyaltyProgram: true } });
    // Who the business is stays out: every member can read templates.
    expect(body.data.organization).not.toHaveProperty('taxId');
    expect(body.data.organization).not.toHaveProperty('address');
    expect(body.data.personal).toMatchObject({ theme: 'dark', currency: 'EUR', ui: { itemsPerPage: 50 } });
    expect(body.data.personal).not.toHaveProperty('privacy');
    // Regional preferences the owner follows from the organization are not pinned by the template.
    expect(body.data.personal).not.toHaveProperty('timezone');
  });

  it('keeps the data it is given, and records the creation in the activity log', async () => {
    const data = { organization: { settings: { allowOnlineBooking: false } }, personal: { ui: { compactMode: true } } };
    const { status, body } = await api.create(owner, { name: '  Quiet  ', category: 'custom', data });
    expect(status).toBe(201);
    expect(body.name).toBe('Quiet');
    expect(body.description).toBe('');
    expect(body.data).toEqual(data);
    const entries = templateActivity(app, owner);
    expect(entries[0]).toMatchObject({
      section: 'templates',
      action: 'create',
      success: 1,
      details: 'Created the settings template "Quiet"',
    });
  });

  it('refuses a blank name in the spec’s words, and other bad input naming the field', async () => {
    for (const name of ['', '   ']) {
      const blank = await api.create(owner, { ...custom, name });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('Please enter a name for your template');
      expect(blank.body.code).toBe('TEMPLATE_NAME_REQUIRED');
    }
    const { name: _name, ...nameless } = custom;
    expect((await api.create(owner, nameless)).body.message).toBe('Template name is required');
    const category = await api.create(owner, { ...custom, category: 'salon' });
    expect(category.status).toBe(400);
    expect(category.body.message).toMatch(/^Category must be one of: business-type, workflow, custom/);
    const tooMany = await api.create(owner, { ...custom, data: { personal: { ui: { itemsPerPage: 1000 } } } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Items per page must be 100 or less');
    const zone = await api.create(owner, { ...custom, data: { personal: { timezone: 'Mars/Olympus' } } });
    expect(zone.status).toBe(400);
    expect(zone.body.message).toBe('Time zone must be a time zone from the list');
    const unknown = await api.create(owner, { ...custom, data: { organization: { taxId: 'X' } } });
    expect(unknown.status).toBe(400);
    const official = await api.create(owner, { ...custom, isOfficial: true });
    expect(official.status).toBe(400);
    expect((await api.list(owner)).body.templates.filter((t) => !t.isOfficial)).toEqual([]);
  });
});

describe('favorites, uses and deleting', () => {
  it('toggles a favorite and answers the template; official templates cannot be favorites', async () => {
    const { body: mine } = await api.create(owner, custom);
    const on = await api.favorite(owner, mine.id);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: mine.id, isFavorite: true });
    expect((await api.favorite(owner, mine.id)).body.isFavorite).toBe(false);

    const hairSalon = await api.official(owner, 'Hair Salon');
    const refused = await api.favorite(owner, hairSalon.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Official templates cannot be marked as favorite.');
    expect((await api.official(owner, 'Hair Salon')).isFavorite).toBe(false);
  });

  it('counts a use each time', async () => {
    const daySpa = await api.official(owner, 'Day Spa');
    expect((await api.usage(owner, daySpa.id)).body.usageCount).toBe(1);
    const again = await api.usage(loginAs(app, 'admin'), daySpa.id);
    expect(again.status).toBe(200);
    expect(again.body.usageCount).toBe(2);
    expect((await api.official(owner, 'Day Spa')).usageCount).toBe(2);
  });

  it('lets only the author delete a template, and nobody an official one', async () => {
    const { body: mine } = await api.create(owner, custom);
    const byAdmin = await api.remove(loginAs(app, 'admin'), mine.id);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body?.message).toBe('Only the person who created this template can delete it.');

    const barber = await api.official(owner, 'Barber');
    const official = await api.remove(owner, barber.id);
    expect(official.status).toBe(409);
    expect(official.body?.message).toBe('Official templates cannot be deleted.');

    const byOwner = await api.remove(owner, mine.id);
    expect(byOwner.status).toBe(204);
    const names = (await api.list(owner)).body.templates.map((t) => t.name);
    expect(names).toEqual(OFFICIAL_NAMES);
    expect((await api.remove(owner, mine.id)).status).toBe(404);
    expect(templateActivity(app, owner).find((entry) => entry.success === 1)).toMatchObject({
      action: 'delete',
      details: 'Deleted the settings template "Evening shift"',
    });
  });
});

describe('who may do what', () => {
  it('lets every member list, and only people who manage organization settings change anything', async () => {
    const { body: mine } = await api.create(owner, custom);
    for (const role of ['practitioner', 'receptionist'] as const) {
      const as = loginAs(app, role);
      expect((await api.list(as)).status).toBe(200);
      expect((await api.create(as, custom)).status).toBe(403);
      expect((await api.usage(as, mine.id)).status).toBe(403);
      expect((await api.favorite(as, mine.id)).status).toBe(403);
      expect((await api.remove(as, mine.id)).status).toBe(403);
      expect((await api.apply(as, mine.id)).status).toBe(403);
    }
    expect((await api.create(loginAs(app, 'admin'), custom)).status).toBe(201);
  });

  it('answers 404 for another organization’s template and leaves it alone', async () => {
    const otherOwner = loginAs(app, 'otherOwner');
    const { body: theirs } = await api.create(otherOwner, custom);
    const before = (await api.list(otherOwner)).body.templates;
    expect((await api.usage(owner, theirs.id)).status).toBe(404);
    expect((await api.favorite(owner, theirs.id)).status).toBe(404);
    expect((await api.remove(owner, theirs.id)).status).toBe(404);
    expect((await api.apply(owner, theirs.id)).status).toBe(404);
    const after = (await api.list(otherOwner)).body.templates;
    expect(after).toEqual(before);
  });
});
