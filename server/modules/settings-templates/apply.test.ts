import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrganizationData } from '../../contract/organization';
import type { UserPreferences } from '../../contract/preferences';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';
import { settingsTemplateCalls, storeTemplate, templateActivity } from './test-helpers';

let app: FastifyInstance;
let owner: Session;
let api: ReturnType<typeof settingsTemplateCalls>;
beforeEach(async () => {
  app = await buildTestApp({ config: { writeRateLimit: false } });
  owner = loginAs(app, 'owner');
  api = settingsTemplateCalls(app);
});
afterEach(() => app.close());

const organizationData = async () =>
  (await call<OrganizationData>(app, { method: 'GET', url: '/api/settings/organization-data', headers: owner.headers }))
    .body;
const preferences = async (as: Session = owner) =>
  (await call<UserPreferences>(app, { method: 'GET', url: '/api/settings/user', headers: as.headers })).body;

const recoveryPoints = () =>
  app.deps.database.sqlite
    .prepare("select id, name from settings_backups where organization_id = ? and kind = 'recovery_point'")
    .all(owner.organizationId) as { id: string; name: string }[];

describe('applying a settings template', () => {
  it('takes a recovery point, writes the organization settings and the caller’s preferences, counts the use', async () => {
    const barber = await api.official(owner, 'Barber');
    const beforeOrganization = await organizationData();
    expect(beforeOrganization.settings.requireEmailConfirmation).toBe(true);

    const { status, body } = await api.apply(owner, barber.id);
    expect(status).toBe(200);
    expect(body.applied).toBe(true);
    expect(body.recoveryPointId).toMatch(/^[0-9a-f-]{36}$/);
    const point = recoveryPoints().find((p) => p.id === body.recoveryPointId);
    expect(point?.name).toBe('Before applying the template "Barber"');

    const organization = await organizationData();
    expect(organization.settings).toEqual(barber.data.organization.settings);
    // What a template does not hold stays as it was.
    expect(organization.companyName).toBe(beforeOrganization.companyName);
    expect(organization.timezone).toBe(beforeOrganization.timezone);
    expect(organization.address).toEqual(beforeOrganization.address);
    const mine = await preferences();
    expect(mine.ui).toEqual({ defaultView: 'calendar', compactMode: true, itemsPerPage: 50 });
    expect(mine.notifications).toEqual(barber.data.personal.notifications);
    // Only the caller's preferences: a colleague's are untouched.
    expect((await preferences(loginAs(app, 'admin'))).ui.compactMode).toBe(false);

    expect((await api.official(owner, 'Barber')).usageCount).toBe(1);
    const [entry] = templateActivity(app, owner);
    expect(entry).toMatchObject({
      action: 'update',
      success: 1,
      details: 'Applied the settings template "Barber"',
    });
    expect(entry!.changes).toMatchObject({
      'organization.settings.requireEmailConfirmation': { before: true, after: false },
      'personal.ui.compactMode': { before: false, after: true },
    });
  });

  it('applies a template made from the settings of that moment, undoing later changes', async () => {
    const { body: snapshot } = await api.create(owner, { name: 'As it was', category: 'custom' });
    await call(app, {
      method: 'PUT',
      url: '/api/settings/organization-data',
      headers: owner.headers,
      payload: { companyName: 'Demo Salon', timeFormat: '24h', settings: { allowOnlineBooking: false } },
    });
    await call(app, { method: 'POST', url: '/api/settings/user', headers: owner.headers, payload: { theme: 'dark' } });

    expect((await api.apply(owner, snapshot.id)).status).toBe(200);
    const organization = await organizationData();
    expect(organization.timeFormat).toBe(snapshot.data.organization.timeFormat);
    expect(organization.settings.allowOnlineBooking).toBe(snapshot.data.organization.settings?.allowOnlineBooking);
    expect((await preferences()).theme).toBe(snapshot.data.personal.theme);
  });

  it('ignores fields the current release no longer has', async () => {
    const id = storeTemplate(app, owner, {
      organization: { timeFormat: '24h', faxNumber: '123', settings: { allowOnlineBooking: false, kiosk: true } },
      personal: { theme: 'dark', sidebar: 'left' },
      retired: { anything: 1 },
    });
    const { status } = await api.apply(owner, id);
    expect(status).toBe(200);
    const organization = await organizationData();
    expect(organization.timeFormat).toBe('24h');
    expect(organization.settings.allowOnlineBooking).toBe(false);
    expect(organization).not.toHaveProperty('faxNumber');
    expect((await preferences()).theme).toBe('dark');
    // The list shows what would be applied, without the retired fields.
    const listed = (await api.list(owner)).body.templates.find((t) => t.id === id)!;
    expect(listed.data).toEqual({
      organization: { timeFormat: '24h', settings: { allowOnlineBooking: false } },
      personal: { theme: 'dark' },
    });
  });

  it('refuses a value the current rules refuse, naming the field, and changes nothing', async () => {
    const beforeOrganization = await organizationData();
    const beforePreferences = await preferences();
    const points = recoveryPoints().length;
    const cases: [Record<string, unknown>, string][] = [
      [
        { organization: { settings: { allowOnlineBooking: false } }, personal: { ui: { itemsPerPage: 1000 } } },
        'This template cannot be applied: Items per page must be 100 or less',
      ],
      [
        { organization: { timeFormat: '25h', settings: { allowOnlineBooking: false } }, personal: {} },
        'This template cannot be applied: Time format must be one of: 12h, 24h',
      ],
      [
        { organization: { settings: { allowOnlineBooking: false } }, personal: { timezone: 'Mars/Olympus' } },
        'This template cannot be applied: Time zone must be a time zone from the list',
      ],
      [
        { organization: { settings: { allowOnlineBooking: 'yes' } }, personal: {} },
        'This template cannot be applied: Allow online booking must be a boolean',
      ],
    ];
    for (const [data, message] of cases) {
      const id = storeTemplate(app, owner, data);
      const refused = await api.apply(owner, id);
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toBe(message);
      expect(refused.body.code).toBe('VALIDATION_ERROR');
      const listed = (await api.list(owner)).body.templates.find((t) => t.id === id)!;
      expect(listed.usageCount).toBe(0);
    }
    expect(await organizationData()).toEqual(beforeOrganization);
    expect(await preferences()).toEqual(beforePreferences);
    expect(recoveryPoints()).toHaveLength(points);
    expect(templateActivity(app, owner)[0]).toMatchObject({ action: 'update', success: 0 });
  });

  it('answers 404 for an unknown template', async () => {
    const missing = await api.apply(owner, '00000000-0000-7000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Template not found');
  });
});
