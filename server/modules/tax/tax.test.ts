import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../contract/common';
import { DEFAULT_TAX_SETTINGS, type ServiceTaxOverride, type TaxRate, type TaxSettings } from '../../contract/tax';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';

describe('tax configuration', () => {
  let app: FastifyInstance;
  let owner: Session;
  beforeEach(async () => {
    app = await buildTestApp();
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const send = <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    ifMatch?: string,
    session = owner,
  ) =>
    call<T & ErrorBody>(app, {
      method,
      url,
      headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      ...(payload ? { payload } : {}),
    });
  const rates = async (session = owner) =>
    (await send<{ items: TaxRate[] }>('GET', '/api/settings/tax/rates', undefined, undefined, session)).body.items;
  const rate = async (name: string) => (await rates()).find((r) => r.name === name)!;
  /** A service of the demo menu: overrides name real services of the organization. */
  const serviceId = async (name: string, session = owner) =>
    (
      await send<{ id: string; name: string }[]>(
        'GET',
        '/api/settings/services/treatments',
        undefined,
        undefined,
        session,
      )
    ).body.find((service) => service.name === name)!.id;
  const addRate = (payload: object, session = owner) =>
    send<TaxRate>('POST', '/api/settings/tax/rates', payload, undefined, session);
  const stored = () =>
    app.deps.database.sqlite
      .prepare(
        'select name, rate_thousandths as r, typeof(rate_thousandths) as t from tax_rates where organization_id = ? order by created_at, id',
      )
      .all(owner.organizationId);

  describe('settings document', () => {
    it('answers the defaults for an organization that never saved, the demo’s GST setup otherwise', async () => {
      const other = await send<TaxSettings>(
        'GET',
        '/api/settings/tax',
        undefined,
        undefined,
        loginAs(app, 'otherOwner'),
      );
      expect(other.body).toEqual(DEFAULT_TAX_SETTINGS);
      expect(other.headers.etag).toBe('"0"');
      const demo = await send<TaxSettings>('GET', '/api/settings/tax');
      expect(demo.body).toEqual({
        pricesIncludeTax: true,
        registrationNumber: 'ABN 51 824 753 556',
        showRegistrationNumberOnInvoices: true,
      });
    });

    it('saves partially with If-Match and refuses a stale version', async () => {
      const saved = await send<TaxSettings>(
        'PUT',
        '/api/settings/tax',
        { pricesIncludeTax: false, registrationNumber: ' GST 123 ' },
        '"1"',
      );
      expect(saved.status).toBe(200);
      expect(saved.headers.etag).toBe('"2"');
      expect(saved.body).toEqual({
        pricesIncludeTax: false,
        registrationNumber: 'GST 123',
        showRegistrationNumberOnInvoices: true,
      });
      expect((await send('PUT', '/api/settings/tax', { pricesIncludeTax: true }, '"1"')).status).toBe(412);
      expect((await send<TaxSettings>('GET', '/api/settings/tax')).body.pricesIncludeTax).toBe(false);
    });

    it.each([
      [{ pricesIncludeTax: 'yes' }, 'Prices include tax must be a boolean'],
      [{ registrationNumber: 'x'.repeat(51) }, 'Tax registration number must be at most 50 characters'],
      [{ vatScheme: 'flat' }, 'vatScheme is not an accepted field'],
    ])('refuses %j', async (payload, message) => {
      const res = await send('PUT', '/api/settings/tax', payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('rates', () => {
    it('lists the demo rates with GST as the default', async () => {
      expect((await rates()).map((r) => [r.name, r.percentage, r.isDefault])).toEqual([
        ['GST', 10, true],
        ['GST-free', 0, false],
      ]);
    });

    it('stores percentages as integer thousandths, up to 3 decimals', async () => {
      const res = await addRate({ name: 'NYC sales tax', percentage: 8.875 });
      expect(res.status).toBe(201);
      expect(res.headers.etag).toBe('"1"');
      expect(res.body).toMatchObject({
        name: 'NYC sales tax',
        percentage: 8.875,
        isDefault: false,
        serviceOverrides: 0,
      });
      expect(stored().at(-1)).toEqual({ name: 'NYC sales tax', r: 8875, t: 'integer' });
      const tooFine = await addRate({ name: 'Odd', percentage: 8.8755 });
      expect(tooFine.status).toBe(400);
      expect(tooFine.body.message).toBe('Percentage must have at most 3 decimal places');
    });

    it.each([
      [{ name: 'VAT', percentage: 100.5 }, 'Percentage must be 100 or less'],
      [{ name: 'VAT', percentage: -1 }, 'Percentage must be 0 or more'],
      [{ name: 'VAT', percentage: '20' }, 'Percentage must be a number'],
      [{ name: 'VAT' }, 'Percentage is required'],
      [{ percentage: 20 }, 'Tax rate name is required'],
      [{ name: '  ', percentage: 20 }, 'Tax rate name is required'],
      [{ name: 'VAT', percentage: 20, country: 'GB' }, 'country is not an accepted field'],
    ])('refuses %j', async (payload, message) => {
      const res = await addRate(payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('keeps exactly one default: the first rate takes it, a new default moves it', async () => {
      const other = loginAs(app, 'otherOwner');
      await send('DELETE', `/api/settings/tax/rates/${(await rates(other))[0]!.id}`, undefined, undefined, other);
      const first = await addRate({ name: 'VAT', percentage: 20, isDefault: false }, other);
      expect(first.body.isDefault).toBe(true);
      const reduced = await addRate({ name: 'Reduced VAT', percentage: 5, isDefault: true }, other);
      expect(reduced.body.isDefault).toBe(true);
      expect((await rates(other)).filter((r) => r.isDefault).map((r) => r.name)).toEqual(['Reduced VAT']);
      const gstFree = await rate('GST-free');
      const moved = await send<TaxRate>('PUT', `/api/settings/tax/rates/${gstFree.id}`, { isDefault: true }, '"1"');
      expect(moved.body).toMatchObject({ isDefault: true, version: 2 });
      const gst = await rate('GST');
      expect(gst).toMatchObject({ isDefault: false, version: 2 });
      const unset = await send('PUT', `/api/settings/tax/rates/${gstFree.id}`, { isDefault: false });
      expect(unset.status).toBe(409);
      expect(unset.body.message).toBe('One rate is always the default: make another rate the default instead');
    });

    it('edits name and percentage, refusing duplicates and stale versions', async () => {
      const gst = await rate('GST');
      const res = await send<TaxRate>(
        'PUT',
        `/api/settings/tax/rates/${gst.id}`,
        { name: 'GST (10%)', percentage: 10.5 },
        '"1"',
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'GST (10%)', percentage: 10.5, version: 2 });
      expect(res.headers.etag).toBe('"2"');
      expect((await send('PUT', `/api/settings/tax/rates/${gst.id}`, { percentage: 11 }, '"1"')).status).toBe(412);
      const dup = await send('PUT', `/api/settings/tax/rates/${gst.id}`, { name: 'gst-FREE' });
      expect(dup.status).toBe(409);
      expect(dup.body.message).toBe('A tax rate with this name already exists');
      expect((await addRate({ name: 'gst-free', percentage: 0 })).status).toBe(409);
      expect((await send('PUT', `/api/settings/tax/rates/${gst.id}`, {})).status).toBe(400);
    });

    it('deletes a rate unless it is the default among others or used by an override', async () => {
      const gst = await rate('GST');
      const gstFree = await rate('GST-free');
      const refused = await send('DELETE', `/api/settings/tax/rates/${gst.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Make another rate the default before deleting this one');
      const override = await send<ServiceTaxOverride>('POST', '/api/settings/tax/overrides', {
        serviceId: await serviceId('Nail Art'),
        taxRateId: gstFree.id,
      });
      expect((await rate('GST-free')).serviceOverrides).toBe(1);
      const used = await send('DELETE', `/api/settings/tax/rates/${gstFree.id}`);
      expect(used.status).toBe(409);
      expect(used.body.message).toBe('This tax rate is used by 1 service override. Change it first.');
      expect((await send('DELETE', `/api/settings/tax/overrides/${override.body.id}`)).status).toBe(204);
      expect((await send('DELETE', `/api/settings/tax/rates/${gstFree.id}`, undefined, '"7"')).status).toBe(412);
      expect((await send('DELETE', `/api/settings/tax/rates/${gstFree.id}`, undefined, '"1"')).status).toBe(204);
      expect((await send('DELETE', `/api/settings/tax/rates/${gst.id}`)).status).toBe(204);
      expect(await rates()).toEqual([]);
    });

    it('records rate changes in the activity log', async () => {
      await addRate({ name: 'Luxury tax', percentage: 33 });
      const log = await send<{ items: { details: string; changes: unknown }[] }>(
        'GET',
        '/api/settings/activity?section=financial',
      );
      expect(log.body.items[0]).toMatchObject({
        details: 'Added the tax rate Luxury tax (33%)',
        changes: { name: { before: null, after: 'Luxury tax' }, percentage: { before: null, after: 33 } },
      });
    });
  });

  describe('per-service overrides', () => {
    it('taxes a service at another rate or exempts it, one override per service', async () => {
      const gstFree = await rate('GST-free');
      const facial = await serviceId('Signature Facial');
      const created = await send<ServiceTaxOverride>('POST', '/api/settings/tax/overrides', {
        serviceId: facial,
        taxRateId: gstFree.id,
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ serviceId: facial, taxRateId: gstFree.id, version: 1 });
      const exempt = await send<ServiceTaxOverride>(
        'PUT',
        `/api/settings/tax/overrides/${created.body.id}`,
        { taxRateId: null },
        '"1"',
      );
      expect(exempt.body).toMatchObject({ taxRateId: null, version: 2 });
      expect(
        (await send('PUT', `/api/settings/tax/overrides/${created.body.id}`, { taxRateId: gstFree.id }, '"1"')).status,
      ).toBe(412);
      const again = await send('POST', '/api/settings/tax/overrides', { serviceId: facial, taxRateId: null });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This service already has a tax override');
      const listed = await send<{ items: ServiceTaxOverride[] }>('GET', '/api/settings/tax/overrides');
      expect(listed.body.items.map((o) => o.serviceId)).toEqual([facial]);
      // The log names the service as people know it, not by its id.
      const log = await send<{ items: { details: string }[] }>('GET', '/api/settings/activity?section=financial');
      expect(log.body.items.map((entry) => entry.details)).toEqual(
        expect.arrayContaining([
          'Set a tax override for service Signature Facial',
          'Changed the tax override for service Signature Facial',
        ]),
      );
    });

    it('answers 404 for another organization’s rate', async () => {
      const theirs = (await rates(loginAs(app, 'otherOwner')))[0]!;
      const massage = await serviceId('Hot Stone Massage');
      const res = await send('POST', '/api/settings/tax/overrides', { serviceId: massage, taxRateId: theirs.id });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Tax rate not found');
      const created = await send<ServiceTaxOverride>('POST', '/api/settings/tax/overrides', {
        serviceId: massage,
        taxRateId: null,
      });
      expect(
        (await send('PUT', `/api/settings/tax/overrides/${created.body.id}`, { taxRateId: theirs.id })).status,
      ).toBe(404);
    });

    it('answers 404 for a service that is not the organization’s, creating nothing', async () => {
      const other = loginAs(app, 'otherOwner');
      const spa = await send<{ id: string }>(
        'POST',
        '/api/settings/services/treatments',
        { name: 'Body Scrub' },
        undefined,
        other,
      );
      for (const id of [spa.body.id, '01920000-0000-7000-8000-000000000000']) {
        const res = await send('POST', '/api/settings/tax/overrides', { serviceId: id, taxRateId: null });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Service not found');
      }
      expect((await send<{ items: ServiceTaxOverride[] }>('GET', '/api/settings/tax/overrides')).body.items).toEqual(
        [],
      );
    });

    it('goes when its service is deleted', async () => {
      const toner = await serviceId('Toner & Gloss');
      const created = await send<ServiceTaxOverride>('POST', '/api/settings/tax/overrides', {
        serviceId: toner,
        taxRateId: null,
      });
      // Answered with the service's name, for the page to show.
      expect(created.body.serviceName).toBe('Toner & Gloss');
      expect((await send('DELETE', `/api/settings/services/treatments/${toner}`)).status).toBe(204);
      expect((await send<{ items: ServiceTaxOverride[] }>('GET', '/api/settings/tax/overrides')).body.items).toEqual(
        [],
      );
    });

    it.each([
      [{ serviceId: 'svc 1', taxRateId: null }, 'Service has an invalid format'],
      [{ serviceId: '01920000-0000-7000-8000-000000000001' }, 'Tax rate is required'],
      [{ serviceId: '01920000-0000-7000-8000-000000000001', taxRateId: 'abc' }, 'Tax rate has an invalid format'],
    ])('refuses %j', async (payload, message) => {
      const res = await send('POST', '/api/settings/tax/overrides', payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  it('needs manage_tax_settings: admin-level roles pass, receptionists do not', async () => {
    const reception = loginAs(app, 'receptionist');
    for (const url of ['/api/settings/tax', '/api/settings/tax/rates', '/api/settings/tax/overrides']) {
      expect((await send('GET', url, undefined, undefined, reception)).status).toBe(403);
      expect((await send('GET', url, undefined, undefined, loginAs(app, 'manager'))).status).toBe(200);
    }
    expect((await addRate({ name: 'Mine', percentage: 1 }, reception)).status).toBe(403);
  });
});
