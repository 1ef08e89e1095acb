import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../contract/auth';
import type { ErrorBody } from '../../contract/common';
import { SETUP_COUNTRIES } from '../../contract/countries';
import {
  DEFAULT_ORGANIZATION_DOCUMENT,
  type OrganizationData,
  type OrganizationRegionalSettings,
} from '../../contract/organization';
import type { UserPreferences } from '../../contract/preferences';
import { buildTestApp, call } from '../../testing/build-test-app';

const body = {
  organizationName: 'Bloom Hair Studio',
  organizationSlug: 'bloom-hair',
  firstName: 'Bea',
  lastName: 'Bloom',
  email: 'bea@bloom.test',
  password: 'a-long-password',
};

describe('first-run setup', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp({ demo: false });
  });
  afterEach(() => app.close());

  it('creates the organization and its owner, signed in, then refuses a second setup', async () => {
    expect((await call(app, { method: 'GET', url: '/api/setup/status' })).body).toEqual({ needsSetup: true });

    const created = await call<{ token: string; user: MeResponse['user'] }>(app, {
      method: 'POST',
      url: '/api/setup',
      payload: body,
    });
    expect(created.status).toBe(201);
    expect(created.body.user.role.name).toBe('owner');

    const me = await call<MeResponse>(app, {
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${created.body.token}` },
    });
    expect(me.body.organization).toMatchObject({ name: 'Bloom Hair Studio', slug: 'bloom-hair' });

    expect((await call(app, { method: 'GET', url: '/api/setup/status' })).body).toEqual({ needsSetup: false });
    const again = await call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/setup',
      payload: { ...body, email: 'x@y.test', organizationSlug: 'other' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Setup has already been completed');
    const orgs = app.deps.database.sqlite.prepare('select count(*) n from organizations').get() as { n: number };
    expect(orgs.n).toBe(1);
  });

  it('creates the five built-in roles with the organization', async () => {
    await call(app, { method: 'POST', url: '/api/setup', payload: body });
    const names = (
      app.deps.database.sqlite.prepare('select name from roles order by name').all() as { name: string }[]
    ).map((r) => r.name);
    expect(names).toEqual(['admin', 'manager', 'owner', 'practitioner', 'receptionist']);
  });

  it.each([
    [{ organizationSlug: 'Bad Slug!' }, 'Address name has an invalid format'],
    [{ email: 'not-an-email' }, 'Email must be a valid email address'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ organizationName: '' }, 'Organization name is required'],
    [{ organizationName: '   ' }, 'Organization name is required'],
    [{ firstName: 42 }, 'First name must be a string'],
    [{ lastName: undefined }, 'Last name is required'],
    [{ role: 'owner' }, 'role is not an accepted field'],
    [{ timezone: 'Mars/Olympus_Mons' }, 'Time zone must be chosen from the list'],
    [{ timezone: 'america/chicago' }, 'Time zone must be chosen from the list'],
    [{ currency: 'BTC' }, 'Currency must be one of: AUD, USD, GBP, EUR, NZD, CAD, JPY, SGD'],
    [{ country: 'Australia' }, `Country must be one of: ${SETUP_COUNTRIES.join(', ')}`],
  ])('refuses %j with a message naming the field by its label', async (change, message) => {
    const res = await call<ErrorBody>(app, { method: 'POST', url: '/api/setup', payload: { ...body, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await call(app, { method: 'GET', url: '/api/setup/status' })).body).toEqual({ needsSetup: true });
  });

  describe('where the business is', () => {
    async function setUp(extra: object) {
      const created = await call<{ token: string }>(app, {
        method: 'POST',
        url: '/api/setup',
        payload: { ...body, ...extra },
      });
      expect(created.status).toBe(201);
      const headers = { authorization: `Bearer ${created.body.token}` };
      const get = async <T>(url: string) => {
        const res = await call<T>(app, { method: 'GET', url, headers });
        expect(res.status).toBe(200);
        return res;
      };
      return {
        regional: (await get<OrganizationRegionalSettings>('/api/settings/organization')).body,
        data: await get<OrganizationData>('/api/settings/organization-data'),
        me: (await get<UserPreferences>('/api/settings/user')).body,
      };
    }

    it('keeps the contract’s six fields working alone: the spec’s defaults, nothing stored', async () => {
      const { regional, data, me } = await setUp({});
      expect(regional).toMatchObject({ timezone: 'America/New_York', currency: 'USD', locale: 'en-US' });
      expect(data.headers.etag).toBe('"0"');
      expect(data.body.address.country).toBe('');
      expect(me).toMatchObject({ timezone: 'America/New_York', currency: 'USD', dateFormat: 'MM/DD/YYYY' });
    });

    it('makes country, time zone and currency the organization’s regional settings, and its owner’s', async () => {
      const { regional, data, me } = await setUp({ country: 'AU', timezone: 'Australia/Sydney', currency: 'AUD' });
      expect(regional).toEqual({
        timezone: 'Australia/Sydney',
        currency: 'AUD',
        locale: 'en-AU',
        language: 'en',
        dateFormat: 'DD/MM/YYYY',
        organizationDateFormat: 'dd/MM/yyyy',
        timeFormat: '12h',
      });
      expect(data.headers.etag).toBe('"1"');
      expect(data.body).toMatchObject({ address: { ...DEFAULT_ORGANIZATION_DOCUMENT.address, country: 'Australia' } });
      expect(data.body.settings).toEqual(DEFAULT_ORGANIZATION_DOCUMENT.settings);
      expect(me).toMatchObject({ timezone: 'Australia/Sydney', currency: 'AUD', dateFormat: 'DD/MM/YYYY' });
      expect(me.inherited).toEqual(['language', 'timezone', 'dateFormat', 'timeFormat', 'currency']);
    });

    it('takes a time zone alone (US Central) and keeps the other defaults', async () => {
      const { regional } = await setUp({ timezone: 'America/Chicago' });
      expect(regional).toMatchObject({ timezone: 'America/Chicago', currency: 'USD', locale: 'en-US' });
    });

    it('lets a chosen currency win over the country’s', async () => {
      const { regional, data } = await setUp({ country: 'JP', currency: 'USD' });
      expect(regional).toMatchObject({
        timezone: 'America/New_York',
        currency: 'USD',
        locale: 'ja-JP',
        organizationDateFormat: 'yyyy-MM-dd',
        timeFormat: '24h',
      });
      expect(data.body.address.country).toBe('Japan');
    });

    it('derives the currency and formats of a country without its own locale', async () => {
      const { regional } = await setUp({ country: 'IE', timezone: 'Europe/Dublin' });
      expect(regional).toMatchObject({
        timezone: 'Europe/Dublin',
        currency: 'EUR',
        locale: 'en-GB',
        dateFormat: 'DD/MM/YYYY',
        timeFormat: '24h',
      });
    });
  });
});
