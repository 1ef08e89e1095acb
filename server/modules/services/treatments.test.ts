import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { FORM_TEMPLATES } from '../../contract/form-templates';
import { MAX_SERVICES, SERVICE_MESSAGES } from '../../contract/services';
import type { ServiceTaxOverride, TaxRate } from '../../contract/tax';
import { newId } from '../../ids';
import { loginAs, type Session } from '../../testing/build-test-app';
import { insertService } from './repository';
import { CATEGORIES, TREATMENTS, treatmentsFixture, type TreatmentsFixture } from './test-helpers';

describe('services (treatments)', () => {
  const fixture = treatmentsFixture();
  let app: FastifyInstance;
  let owner: Session;
  let menu: TreatmentsFixture['menu'];
  beforeEach(() => ({ app, owner, menu } = fixture));
  const { refused, setCurrency } = fixture;

  describe('list', () => {
    it('orders services by their category’s position, then by name, with their variants', async () => {
      const list = await menu.services();
      expect(list.map((s) => s.name)).toEqual([
        'Blow-dry & Style',
        'Keratin Smoothing Treatment',
        "Kids' Cut (under 12)",
        "Men's Cut",
        "Women's Cut & Blow-dry",
        'Balayage',
        'Colour Consultation',
        'Full Head Colour',
        'Root Touch-up',
        'Toner & Gloss',
        'Gel Manicure',
        'Nail Art',
        'Pedicure',
        'Brow Shape & Tint',
        'Lash Lift & Tint',
        'Signature Facial',
        'Hot Stone Massage',
        'Relaxation Massage',
      ]);
      const cut = list.find((s) => s.name === "Women's Cut & Blow-dry")!;
      expect(cut).toMatchObject({ priceType: 'from', price: 85, currency: 'AUD', durationMinutes: 60 });
      expect(cut.variants.map((v) => [v.name, v.price, v.durationMinutes])).toEqual([
        ['Short', 85, 60],
        ['Medium', 95, 75],
        ['Long', 110, 90],
      ]);
      expect(list.find((s) => s.name === 'Full Head Colour')).toMatchObject({
        durationMinutes: 120,
        processingStartMinutes: 30,
        processingMinutes: 45,
        defaultTemplateId: FORM_TEMPLATES[0]!.id,
      });
      expect(list.find((s) => s.name === 'Root Touch-up')!.price).toBe(120.5);
    });

    it('filters by a category of the organization; another organization’s category is not found', async () => {
      const nails = await menu.category('Nails');
      expect((await menu.services(`?categoryId=${nails.id}`)).map((s) => s.name)).toEqual([
        'Gel Manicure',
        'Nail Art',
        'Pedicure',
      ]);
      const other = loginAs(app, 'otherOwner');
      const theirs = await menu.send<{ id: string }>('POST', CATEGORIES, { name: 'Body' }, undefined, other);
      const res = await menu.send('GET', `${TREATMENTS}?categoryId=${theirs.body.id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Category not found');
      expect((await menu.send('GET', `${TREATMENTS}?categoryId=nails`)).body.message).toBe(
        'Category has an invalid format',
      );
    });

    it('lists uncategorised services after every category', async () => {
      await menu.addService({ name: 'Aaa Gift Voucher', categoryId: null });
      expect((await menu.services()).at(-1)!.name).toBe('Aaa Gift Voucher');
    });
  });

  describe('create', () => {
    it('takes the spec’s defaults: 60 minutes, price 0, fixed, active, no variants', async () => {
      const res = await menu.addService({ name: 'Consultation' });
      expect(res.status).toBe(201);
      expect(res.headers.etag).toBe('"1"');
      expect(res.body).toMatchObject({
        name: 'Consultation',
        description: '',
        durationMinutes: 60,
        price: 0,
        priceType: 'fixed',
        currency: 'AUD',
        isActive: true,
        categoryId: null,
        defaultTemplateId: null,
        parentId: null,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        processingStartMinutes: 0,
        processingMinutes: 0,
        variants: [],
        version: 1,
      });
    });

    it('keeps a decimal price exactly: 220.5 is stored as 22050 cents and answered as 220.5', async () => {
      const hair = await menu.category('Hair');
      const res = await menu.addService({ name: 'Restyle', price: 220.5, categoryId: hair.id, durationMinutes: 95 });
      expect(res.body).toMatchObject({ price: 220.5, currency: 'AUD', durationMinutes: 95, categoryId: hair.id });
      expect(menu.storedServices().find((s) => s.name === 'Restyle')).toMatchObject({
        priceMinor: 22050,
        currency: 'AUD',
      });
      expect((await menu.service('Restyle')).price).toBe(220.5);
      const cents = await menu.addService({ name: 'Cents', price: 0.07 });
      expect(cents.body.price).toBe(0.07);
    });

    it('refuses more decimals than the organization’s currency has', async () => {
      await refused({ name: 'Fine', price: 10.555 }, 'Price must have at most 2 decimal places');
      await refused(
        { name: 'Fine', variants: [{ name: 'A', price: 1.001 }] },
        'Variant prices must have at most 2 decimal places.',
      );
    });

    it('prices in yen with no decimals once the organization works in JPY', async () => {
      await setCurrency('JPY');
      const res = await menu.addService({
        name: 'Head Spa',
        price: 8800,
        variants: [{ name: 'Long', price: 9900, durationMinutes: 90 }],
      });
      expect(res.body).toMatchObject({ price: 8800, currency: 'JPY' });
      expect(res.body.variants[0]).toMatchObject({ price: 9900 });
      expect(menu.storedServices().find((s) => s.name === 'Head Spa')).toMatchObject({
        priceMinor: 8800,
        currency: 'JPY',
      });
      await refused({ name: 'Odd', price: 10.5 }, 'Price must be a whole amount in JPY');
      await refused(
        { name: 'Odd', variants: [{ name: 'A', price: 0.5 }] },
        'Variant prices must be whole amounts in JPY.',
      );
      // Services priced before the change keep their own currency.
      expect((await menu.service('Root Touch-up')).currency).toBe('AUD');
      expect((await menu.service('Root Touch-up')).price).toBe(120.5);
    });

    it('stores a free service at price 0 whatever price was sent', async () => {
      const res = await menu.addService({ name: 'Patch Test', priceType: 'free', price: 25 });
      expect(res.body).toMatchObject({ priceType: 'free', price: 0 });
    });

    it('answers the dialog’s four messages in the spec’s words', async () => {
      await refused({ name: '' }, SERVICE_MESSAGES.nameRequired);
      await refused({ name: '  \u200b ' }, 'Service name is required.');
      await refused({ name: 'Cut', pricingMode: 'variants', variants: [] }, 'At least one variant is required.');
      await refused({ name: 'Cut', pricingMode: 'variants' }, 'At least one variant is required.');
      await refused({ name: 'Cut', variants: [{ name: ' ', price: 10 }] }, 'Each variant must have a name.');
      await refused(
        {
          name: 'Cut',
          pricingMode: 'variants',
          variants: [
            { name: 'Short', price: 10 },
            { name: '', price: 10 },
          ],
        },
        'Each variant must have a name.',
      );
      await refused(
        { name: 'Cut', variants: [{ name: 'Short', price: null }] },
        'Each variant must have a valid price.',
      );
      await refused({ name: 'Cut', variants: [{ name: 'Short', price: -1 }] }, 'Each variant must have a valid price.');
      await refused(
        { name: 'Cut', variants: [{ name: 'Short', priceType: 'from', price: null }] },
        'Each variant must have a valid price.',
      );
      expect(await menu.services()).toHaveLength(18);
    });

    it('accepts a free variant without a price, stored at 0', async () => {
      const res = await menu.addService({
        name: 'Consult',
        pricingMode: 'variants',
        variants: [
          { name: 'In person', priceType: 'free', price: null },
          { name: 'Extended', priceType: 'fixed', price: 40, durationMinutes: 30, description: 'Longer chat' },
        ],
      });
      expect(res.status).toBe(201);
      expect(res.body.variants).toMatchObject([
        { name: 'In person', priceType: 'free', price: 0, durationMinutes: 60, description: '' },
        { name: 'Extended', priceType: 'fixed', price: 40, durationMinutes: 30, description: 'Longer chat' },
      ]);
    });

    it.each([
      [{}, 'Service name is required'],
      [{ name: 'Cut', durationMinutes: 0 }, 'Duration must be 1 or more'],
      [{ name: 'Cut', durationMinutes: 12.5 }, 'Duration must be a whole number'],
      [{ name: 'Cut', price: -5 }, 'Price must be 0 or more'],
      [{ name: 'Cut', priceType: 'hourly' }, 'Price type must be one of: fixed, from, free'],
      [{ name: 'Cut', pricingMode: 'both' }, 'Pricing must be one of: single, variants'],
      [{ name: 'Cut', bufferBeforeMinutes: 241 }, 'Buffer before must be 240 or less'],
      [{ name: 'Cut', bufferAfterMinutes: -1 }, 'Buffer after must be 0 or more'],
      [{ name: 'Cut', categoryId: 'hair' }, 'Category has an invalid format'],
      [{ name: 'Cut', colour: 'red' }, 'colour is not an accepted field'],
      [
        { name: 'Cut', variants: Array.from({ length: 31 }, (_, i) => ({ name: `Length ${i}`, price: 10 })) },
        'Variants must have at most 30 items',
      ],
      [
        { name: 'Cut', pricingMode: 'single', variants: [{ name: 'A', price: 1 }] },
        'A service with a single price has no variants: remove them or choose variants.',
      ],
    ])('refuses %j', async (payload, message) => {
      await refused(payload, message);
    });

    it('checks the category and the form template it names', async () => {
      const other = loginAs(app, 'otherOwner');
      const theirs = await menu.send<{ id: string }>('POST', CATEGORIES, { name: 'Body' }, undefined, other);
      const foreign = await menu.addService({ name: 'Cut', categoryId: theirs.body.id });
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('Category not found');
      const unknown = await menu.addService({ name: 'Cut', defaultTemplateId: newId() });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Form template not found');
      const known = await menu.addService({ name: 'Cut', defaultTemplateId: FORM_TEMPLATES[2]!.id });
      expect(known.body.defaultTemplateId).toBe(FORM_TEMPLATES[2]!.id);
    });

    it('stores odd unicode names clean', async () => {
      const res = await menu.addService({
        name: '\u200b Ｆｕｌｌ   Ｌｅｇ\u00a0Wax ',
        variants: [{ name: ' Ｈａｌｆ\u2060 ', price: 30 }],
      });
      expect(res.body.name).toBe('Full Leg Wax');
      expect(res.body.variants[0]!.name).toBe('Half');
      await refused({ name: 'Bad\u0000name' }, 'Service name must not contain control characters');
      await refused(
        { name: 'Cut', variants: [{ name: 'Bad\u001bname', price: 1 }] },
        'Variant name must not contain control characters',
      );
    });

    it(`allows at most ${MAX_SERVICES} services`, async () => {
      const at = new Date().toISOString();
      const insert = app.deps.database.sqlite.transaction(() => {
        for (let i = 18; i < MAX_SERVICES; i += 1) {
          insertService(app.deps.db, {
            id: newId(),
            organizationId: owner.organizationId,
            categoryId: null,
            name: `Service ${i}`,
            durationMinutes: 30,
            priceType: 'fixed',
            priceMinor: 100,
            currency: 'AUD',
            createdAt: at,
            updatedAt: at,
          });
        }
      });
      insert();
      const res = await menu.addService({ name: 'One too many' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('An organization can have at most 1000 services.');
    });
  });

  describe('delete', () => {
    it('deletes with If-Match; its variants and its tax override go with it', async () => {
      const massage = await menu.service('Relaxation Massage');
      const rates = await menu.send<{ items: TaxRate[] }>('GET', '/api/settings/tax/rates');
      const override = await menu.send<ServiceTaxOverride>('POST', '/api/settings/tax/overrides', {
        serviceId: massage.id,
        taxRateId: rates.body.items[1]!.id,
      });
      expect(override.status).toBe(201);
      expect((await menu.send('DELETE', `${TREATMENTS}/${massage.id}`, undefined, '"2"')).status).toBe(412);
      const res = await menu.send('DELETE', `${TREATMENTS}/${massage.id}`, undefined, '"1"');
      expect(res.status).toBe(204);
      const count = (table: string) =>
        app.deps.database.sqlite.prepare(`select count(*) from ${table} where service_id = ?`).pluck().get(massage.id);
      expect(count('service_variants')).toBe(0);
      expect(count('service_tax_overrides')).toBe(0);
      const [entry] = await menu.activity();
      expect(entry).toMatchObject({
        action: 'delete',
        success: true,
        details: 'Deleted the service Relaxation Massage',
      });
      expect((await menu.send('DELETE', `${TREATMENTS}/${massage.id}`)).status).toBe(404);
    });
  });

  it('records a create with every field it set', async () => {
    await menu.addService({ name: 'Scalp Treatment', price: 35, durationMinutes: 30 });
    const [entry] = await menu.activity();
    expect(entry).toMatchObject({
      action: 'create',
      success: true,
      details: 'Added the service Scalp Treatment',
      changes: {
        name: { before: null, after: 'Scalp Treatment' },
        price: { before: null, after: 35 },
        durationMinutes: { before: null, after: 30 },
        currency: { before: null, after: 'AUD' },
      },
    });
  });

  it('keeps each organization’s services to itself: another organization’s id is not found', async () => {
    const other = loginAs(app, 'otherOwner');
    expect(await menu.services('', other)).toEqual([]);
    const cut = await menu.service("Men's Cut");
    const edit = await menu.editService(cut.id, { isActive: false }, undefined, other);
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe('Service not found');
    expect((await menu.send('DELETE', `${TREATMENTS}/${cut.id}`, undefined, undefined, other)).status).toBe(404);
    expect((await menu.service("Men's Cut")).version).toBe(1);
  });

  it('needs manage_organization_settings for the settings list and every write', async () => {
    const cut = await menu.service("Men's Cut");
    for (const role of ['receptionist', 'practitioner'] as const) {
      const session = loginAs(app, role);
      expect((await menu.send('GET', TREATMENTS, undefined, undefined, session)).status).toBe(403);
      expect((await menu.addService({ name: 'Mine' }, session)).status).toBe(403);
      expect((await menu.editService(cut.id, { isActive: false }, undefined, session)).status).toBe(403);
      expect((await menu.send('DELETE', `${TREATMENTS}/${cut.id}`, undefined, undefined, session)).status).toBe(403);
    }
    expect((await menu.service("Men's Cut")).version).toBe(1);
    expect((await menu.addService({ name: 'By the manager' }, loginAs(app, 'manager'))).status).toBe(201);
  });
});
