import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../contract/auth';
import type { ErrorBody } from '../../contract/common';
import {
  DEFAULT_ORGANIZATION_DOCUMENT,
  ORGANIZATION_CURRENCIES,
  ORGANIZATION_TIME_ZONES,
  regionalSettingsOf,
  type OrganizationData,
  type OrganizationRegionalSettings,
} from '../../contract/organization';
import { DEFAULT_USER_PREFERENCES } from '../../contract/preferences';
import { COMMON_TIME_ZONES } from '../../contract/time-zones';
import { makeAjv } from '../../plugins/validation';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';

describe('organization general settings', () => {
  let app: FastifyInstance;
  let owner: Session;
  beforeEach(async () => {
    app = await buildTestApp();
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const get = (session = owner) =>
    call<OrganizationData & ErrorBody>(app, {
      method: 'GET',
      url: '/api/settings/organization-data',
      headers: session.headers,
    });
  const put = (payload: unknown, ifMatch?: string, session = owner) =>
    call<OrganizationData & ErrorBody>(app, {
      method: 'PUT',
      url: '/api/settings/organization-data',
      headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload: payload as object,
    });
  const regional = (session: Session) =>
    call<OrganizationRegionalSettings>(app, {
      method: 'GET',
      url: '/api/settings/organization',
      headers: session.headers,
    });

  it('answers the §9 defaults and the organization’s name before anything is saved', async () => {
    const res = await get(loginAs(app, 'otherOwner'));
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('"0"');
    expect(res.body).toEqual({
      companyName: 'Other Spa',
      ...DEFAULT_ORGANIZATION_DOCUMENT,
      subscription: { plan: 'FREE', status: 'active', billingCycle: 'monthly' },
    });
    expect(res.body.settings).toEqual({
      allowOnlineBooking: true,
      requireEmailConfirmation: true,
      autoSendReceipts: true,
      enableLoyaltyProgram: false,
      loyaltyAutoEnrollment: true,
    });
  });

  it('shows the demo salon’s data with its subscription', async () => {
    const res = await get();
    expect(res.headers.etag).toBe('"1"');
    expect(res.body).toMatchObject({
      companyName: 'Demo Salon',
      currency: 'AUD',
      locale: 'en-AU',
      timezone: 'Australia/Sydney',
      businessRegType: 'pty_ltd',
      address: { city: 'Surry Hills', state: 'NSW' },
      subscription: { plan: 'LUXE', status: 'trialing', billingCycle: 'monthly' },
    });
  });

  it('saves every field, moves the ETag on and records what changed', async () => {
    const payload = {
      companyName: 'Demo Salon & Spa',
      description: 'Now with a day spa',
      website: 'www.demo-salon.example/spa',
      phone: '(02) 9000-1234',
      email: 'spa@demo-salon.example',
      businessRegType: 'partnership',
      businessRegNumber: 'ABN 98 765 432 109',
      taxId: 'TFN 123 456 782',
      timezone: 'Australia/Brisbane',
      currency: 'NZD',
      locale: 'en-NZ',
      dateFormat: 'yyyy-MM-dd',
      timeFormat: '24h',
      address: {
        street1: '1 Queen St',
        street2: '',
        city: 'Auckland',
        state: 'AUK',
        zipCode: '1010',
        country: 'New Zealand',
      },
      settings: {
        allowOnlineBooking: false,
        requireEmailConfirmation: false,
        autoSendReceipts: false,
        enableLoyaltyProgram: true,
        loyaltyAutoEnrollment: false,
      },
    };
    const saved = await put(payload, '"1"');
    expect(saved.status).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    const reread = await get();
    expect(reread.body).toEqual({
      ...payload,
      subscription: { plan: 'LUXE', status: 'trialing', billingCycle: 'monthly' },
    });
    const log = await call<{ items: { details: string; changes: Record<string, unknown> }[] }>(app, {
      method: 'GET',
      url: '/api/settings/activity?section=organization',
      headers: owner.headers,
    });
    expect(log.body.items[0]?.details).toBe('Updated organization general settings');
    expect(log.body.items[0]?.changes).toMatchObject({
      companyName: { before: 'Demo Salon', after: 'Demo Salon & Spa' },
      currency: { before: 'AUD', after: 'NZD' },
      'address.city': { before: 'Surry Hills', after: 'Auckland' },
    });
  });

  it('keeps the organization’s name in step, so every session sees it on its next request', async () => {
    const reception = loginAs(app, 'receptionist');
    const me = () => call<MeResponse>(app, { method: 'GET', url: '/api/auth/me', headers: reception.headers });
    expect((await me()).body.organization.name).toBe('Demo Salon');
    await put({ companyName: '  Salon Nouveau  ' });
    expect((await me()).body.organization.name).toBe('Salon Nouveau');
    expect((await get()).body.companyName).toBe('Salon Nouveau');
  });

  it('keeps what a partial save leaves out', async () => {
    await put({ companyName: 'Demo Salon', address: { city: 'Paddington' }, settings: { enableLoyaltyProgram: true } });
    const res = await get();
    expect(res.body.address).toMatchObject({ street1: '12 Crown Street', city: 'Paddington', state: 'NSW' });
    expect(res.body.settings).toMatchObject({ enableLoyaltyProgram: true, allowOnlineBooking: true });
    expect(res.body.currency).toBe('AUD');
  });

  it('ignores the read-only subscription sent back with the object', async () => {
    const current = (await get()).body;
    const res = await put({ ...current, subscription: { plan: 'PREMIER', status: 'active', billingCycle: 'monthly' } });
    expect(res.status).toBe(200);
    expect(res.body.subscription.plan).toBe('LUXE');
  });

  it.each([
    [{}, 'Company name is required'],
    [{ companyName: '' }, 'Company name is required'],
    [{ companyName: '   ' }, 'Company name is required'],
    [{ companyName: 'x'.repeat(121) }, 'Company name must be at most 120 characters'],
    [{ companyName: 42 }, 'Company name must be a string'],
    [{ companyName: 'A', currency: 'CHF' }, 'Currency must be one of: AUD, USD, GBP, EUR, NZD, CAD, JPY, SGD'],
    [
      { companyName: 'A', locale: 'pt-BR' },
      'Locale must be one of: en-AU, en-US, en-GB, en-NZ, en-CA, fr-FR, de-DE, es-ES, it-IT, ja-JP, zh-CN',
    ],
    [
      { companyName: 'A', dateFormat: 'DD/MM/YYYY' },
      'Date format must be one of: dd/MM/yyyy, MM/dd/yyyy, yyyy-MM-dd, dd-MM-yyyy, MM-dd-yyyy',
    ],
    [
      { companyName: 'A', businessRegType: 'llc' },
      'Business type must be one of: sole_trader, partnership, pty_ltd, public_company, trust, non_profit',
    ],
    [{ companyName: 'A', timezone: 'Mars/Olympus_Mons' }, 'Time zone must be chosen from the list'],
    [{ companyName: 'A', timezone: 'Asia/Calcutta' }, 'Time zone must be chosen from the list'],
    [{ companyName: 'A', timeFormat: '13h' }, 'Time format must be one of: 12h, 24h'],
    [{ companyName: 'A', email: 'not-an-email' }, 'Email must be a valid email address'],
    [{ companyName: 'A', website: 'not a site' }, 'Website must be a web address such as https://example.com'],
    [{ companyName: 'A', phone: 'call me' }, 'Phone may only contain digits, spaces and + ( ) - .'],
    [{ companyName: 'A', description: 5 }, 'Description must be a string'],
    [{ companyName: 'A', description: 'a\u0007b' }, 'Description must not contain control characters'],
    [{ companyName: 'A', settings: { allowOnlineBooking: 'yes' } }, 'Allow online booking must be a boolean'],
    [{ companyName: 'A', address: { city: 'x'.repeat(81) } }, 'City must be at most 80 characters'],
    [{ companyName: 'A', address: { postcode: '2000' } }, 'address.postcode is not an accepted field'],
    [{ companyName: 'A', nickname: 'x' }, 'nickname is not an accepted field'],
    [
      { companyName: 'A', subscription: { plan: 'GOLD', status: 'active', billingCycle: 'monthly' } },
      'Plan must be one of: FREE, STUDIO, LUXE, PREMIER',
    ],
  ])('refuses %j with a 400 naming the field by its label and the rule', async (payload, message) => {
    const res = await put(payload, '"1"');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const after = await get();
    expect(after.headers.etag).toBe('"1"');
    expect(after.body.companyName).toBe('Demo Salon');
  });

  it('accepts every option of the lists', async () => {
    for (const currency of ORGANIZATION_CURRENCIES)
      expect((await put({ companyName: 'A', currency })).status).toBe(200);
    // Every zone through the route's own validator (400 writes would meet the write rate limit),
    // and the common ones, US Central and Mountain among them, saved for real.
    const route = app.routeTable.find((r) => r.method === 'PUT' && r.url === '/api/settings/organization-data');
    const validate = makeAjv().compile(route?.schema?.body as object);
    for (const timezone of ORGANIZATION_TIME_ZONES)
      expect(validate({ companyName: 'A', timezone }), timezone).toBe(true);
    for (const timezone of COMMON_TIME_ZONES) {
      expect((await put({ companyName: 'A', timezone })).status, timezone).toBe(200);
    }
    expect((await get()).body.timezone).toBe('UTC');
    expect(
      (await put({ companyName: 'A', businessRegType: null, email: '', website: 'https://x.example' })).status,
    ).toBe(200);
  });

  it('refuses a stale If-Match with 412 and changes nothing, the name included', async () => {
    expect((await put({ companyName: 'First' }, '"1"')).status).toBe(200);
    const stale = await put({ companyName: 'Second', currency: 'USD' }, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('STALE_VERSION');
    const res = await get();
    expect(res.body).toMatchObject({ companyName: 'First', currency: 'AUD' });
    expect(res.headers.etag).toBe('"2"');
  });

  it('needs manage_organization_settings', async () => {
    const reception = loginAs(app, 'receptionist');
    expect((await get(reception)).status).toBe(403);
    expect((await put({ companyName: 'Mine now' }, undefined, reception)).status).toBe(403);
    expect((await get(loginAs(app, 'manager'))).status).toBe(200);
  });

  it('gives every member the organization’s regional settings in the preferences’ vocabulary', async () => {
    const reception = loginAs(app, 'receptionist');
    expect((await regional(reception)).body).toEqual({
      timezone: 'Australia/Sydney',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: '12h',
      currency: 'AUD',
      language: 'en',
      locale: 'en-AU',
      organizationDateFormat: 'dd/MM/yyyy',
    });
    expect((await regional(loginAs(app, 'otherOwner'))).body).toMatchObject({
      timezone: 'America/New_York',
      dateFormat: 'MM/DD/YYYY',
      currency: 'USD',
      language: 'en',
    });
    await put({ companyName: 'Demo Salon', locale: 'fr-FR', dateFormat: 'MM-dd-yyyy', currency: 'EUR' });
    expect((await regional(reception)).body).toMatchObject({
      language: 'fr',
      dateFormat: 'MM/DD/YYYY',
      organizationDateFormat: 'MM-dd-yyyy',
      currency: 'EUR',
    });
  });

  it('starts from the spec’s preference defaults, so an organization that never saved agrees with them', () => {
    const { language, timezone, dateFormat, timeFormat, currency } = regionalSettingsOf(DEFAULT_ORGANIZATION_DOCUMENT);
    const { language: l, timezone: t, dateFormat: d, timeFormat: f, currency: c } = DEFAULT_USER_PREFERENCES;
    expect({ language, timezone, dateFormat, timeFormat, currency }).toEqual({
      language: l,
      timezone: t,
      dateFormat: d,
      timeFormat: f,
      currency: c,
    });
  });
});
