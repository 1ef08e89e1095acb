import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../contract/common';
import { DEFAULT_USER_PREFERENCES, USER_CURRENCIES, type UserPreferences } from '../../contract/preferences';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';

describe('user preferences document', () => {
  let app: FastifyInstance;
  let me: Session;
  beforeEach(async () => {
    app = await buildTestApp();
    me = loginAs(app, 'receptionist');
  });
  afterEach(() => app.close());

  const get = (session = me) =>
    call<UserPreferences>(app, { method: 'GET', url: '/api/settings/user', headers: session.headers });
  const save = (payload: unknown, ifMatch?: string, session = me) =>
    call<UserPreferences & ErrorBody>(app, {
      method: 'POST',
      url: '/api/settings/user',
      headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload: payload as object,
    });

  it('answers the spec defaults, with the organization’s regional settings, at version 0 before anything is saved', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    // Demo Salon is in Sydney, with AUD and en-AU.
    expect(res.body).toEqual({
      ...DEFAULT_USER_PREFERENCES,
      language: 'en',
      timezone: 'Australia/Sydney',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: '12h',
      currency: 'AUD',
      inherited: ['language', 'timezone', 'dateFormat', 'timeFormat', 'currency'],
    });
    expect(res.headers.etag).toBe('"0"');
  });

  it('saves a partial update, keeps the other fields, and bumps the version', async () => {
    const saved = await save({ theme: 'dark', ui: { compactMode: true } }, '"0"');
    expect(saved.status).toBe(200);
    expect(saved.headers.etag).toBe('"1"');
    const reread = await get();
    expect(reread.body.theme).toBe('dark');
    expect(reread.body.ui).toEqual({ ...DEFAULT_USER_PREFERENCES.ui, compactMode: true });
    expect(reread.body.language).toBe('en');
    expect(reread.headers.etag).toBe('"1"');
  });

  it('refuses a stale If-Match with 412 and changes nothing', async () => {
    await save({ theme: 'dark' }, '"0"');
    const stale = await save({ theme: 'light' }, '"0"');
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('STALE_VERSION');
    expect((await get()).body.theme).toBe('dark');
  });

  it('keeps each user’s document apart', async () => {
    await save({ language: 'fr' }, '"0"');
    const other = loginAs(app, 'owner');
    expect((await get(other)).body.language).toBe('en');
  });

  it('gives every Demo Salon member Sydney time and AUD, and Other Spa’s owner the spec’s New York and USD', async () => {
    for (const role of ['owner', 'admin', 'manager', 'practitioner', 'receptionist', 'platform'] as const) {
      expect((await get(loginAs(app, role))).body, role).toMatchObject({
        timezone: 'Australia/Sydney',
        currency: 'AUD',
      });
    }
    // Other Spa never saved its regional settings: the spec's defaults.
    expect((await get(loginAs(app, 'otherOwner'))).body).toMatchObject({
      timezone: 'America/New_York',
      currency: 'USD',
      dateFormat: 'MM/DD/YYYY',
      inherited: ['language', 'timezone', 'dateFormat', 'timeFormat', 'currency'],
    });
  });

  it.each([
    [{ theme: 'neon' }, 'Theme must be one of: light, dark, system'],
    [{ language: 'xx' }, 'Language must be one of: en, es, fr, de, it, pt, zh, ja'],
    [{ ui: { compactMode: 'yes' } }, 'Compact mode must be a boolean'],
    [{ ui: { itemsPerPage: 1000 } }, 'Items per page must be 100 or less'],
    [{ timezone: 'Mars/Olympus_Mons' }, 'Time zone must be a time zone from the list'],
    [{ currency: 'BTC' }, `Currency must be one of: ${USER_CURRENCIES.join(', ')}`],
    [{ notifications: { sms: { marketing: 'yes' } } }, 'SMS notifications: marketing must be a boolean'],
    [{ inherited: [] }, 'inherited is not an accepted field'],
    [{ nickname: 'x' }, 'nickname is not an accepted field'],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    const res = await save(payload, '"0"');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await get()).headers.etag).toBe('"0"');
  });

  it('records the change with before and after in the activity log', async () => {
    await save({ timeFormat: '24h' }, '"0"');
    const log = await call<{ items: { section: string; changes: Record<string, unknown> }[] }>(app, {
      method: 'GET',
      url: '/api/settings/activity?section=personal',
      headers: me.headers,
    });
    expect(log.body.items[0]?.changes).toEqual({ timeFormat: { before: '12h', after: '24h' } });
  });

  describe('regional preferences follow the organization until the user chooses', () => {
    const setOrganization = async (change: object) => {
      const owner = loginAs(app, 'owner');
      const res = await call(app, {
        method: 'PUT',
        url: '/api/settings/organization-data',
        headers: owner.headers,
        payload: { companyName: 'Demo Salon', ...change },
      });
      expect(res.status).toBe(200);
    };

    it('shows a user without their own currency the organization’s new one at once', async () => {
      expect((await get()).body.currency).toBe('AUD');
      await setOrganization({ currency: 'EUR', timezone: 'America/Denver', locale: 'fr-FR', dateFormat: 'yyyy-MM-dd' });
      const res = await get();
      expect(res.body).toMatchObject({
        currency: 'EUR',
        timezone: 'America/Denver',
        language: 'fr',
        dateFormat: 'YYYY-MM-DD',
        inherited: ['language', 'timezone', 'dateFormat', 'timeFormat', 'currency'],
      });
      // The user's own document did not change.
      expect(res.headers.etag).toBe('"0"');
    });

    it('keeps a user’s own choice whatever the organization does', async () => {
      const saved = await save({ currency: 'GBP', timezone: 'Europe/London' }, '"0"');
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ currency: 'GBP', inherited: ['language', 'dateFormat', 'timeFormat'] });
      await setOrganization({ currency: 'EUR', timezone: 'Europe/Paris' });
      expect((await get()).body).toMatchObject({
        currency: 'GBP',
        timezone: 'Europe/London',
        inherited: ['language', 'dateFormat', 'timeFormat'],
      });
      // Saving something else keeps the choice, and leaves the inherited fields inherited.
      await save({ theme: 'dark' });
      await setOrganization({ timeFormat: '24h' });
      expect((await get()).body).toMatchObject({ currency: 'GBP', timeFormat: '24h', theme: 'dark' });
    });

    it('follows the organization again after null or after choosing the organization’s own value', async () => {
      await save({ currency: 'GBP', timezone: 'Europe/London' });
      const reset = await save({ currency: null, timezone: 'Australia/Sydney' });
      expect(reset.status).toBe(200);
      expect(reset.body).toMatchObject({ currency: 'AUD', timezone: 'Australia/Sydney' });
      expect(reset.body.inherited).toEqual(['language', 'timezone', 'dateFormat', 'timeFormat', 'currency']);
      await setOrganization({ currency: 'NZD', timezone: 'Pacific/Auckland' });
      expect((await get()).body).toMatchObject({ currency: 'NZD', timezone: 'Pacific/Auckland' });
    });

    it('records what the user sees change, inherited values included', async () => {
      await save({ currency: 'GBP' }, '"0"');
      await save({ currency: null }, '"1"');
      const log = await call<{ items: { changes: Record<string, unknown> }[] }>(app, {
        method: 'GET',
        url: '/api/settings/activity?section=personal',
        headers: me.headers,
      });
      expect(log.body.items.slice(0, 2).map((item) => item.changes)).toEqual([
        { currency: { before: 'GBP', after: 'AUD' } },
        { currency: { before: 'AUD', after: 'GBP' } },
      ]);
    });

    it('counts "today" in the activity log from midnight in the organization’s time zone', async () => {
      // 00:30 on 11 March in Sydney, still 09:30 on 10 March in New York. The demo's entries of 20
      // minutes and 5 hours ago fall on either side of Sydney's midnight, both after New York's.
      const sydney = await buildTestApp({ now: () => new Date('2026-03-10T13:30:00Z') });
      try {
        const owner = loginAs(sydney, 'owner');
        const today = await call<{ items: { details: string }[] }>(sydney, {
          method: 'GET',
          url: '/api/settings/activity?dateRange=today',
          headers: owner.headers,
        });
        expect(today.body.items.map((item) => item.details)).toEqual(['Turned on sign-in alerts']);
      } finally {
        await sydney.close();
      }
    });
  });
});
