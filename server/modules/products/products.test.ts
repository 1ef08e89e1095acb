import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../contract/activity';
import type { ImportResult } from '../../contract/imports/api';
import type { Product, ProductPage } from '../../contract/products';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { apiCalls, sessionWithRole, storedRows } from '../clients/test-helpers';
import { otherSpaProduct } from './route-samples';

const PRODUCTS = '/api/products';

describe('products', () => {
  let app: FastifyInstance;
  let owner: Session;
  let send: ReturnType<typeof apiCalls>;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
    send = apiCalls(app, owner);
  });
  afterEach(() => app.close());

  const page = async (query = '', session = owner) =>
    (await send<ProductPage>('GET', `${PRODUCTS}${query}`, undefined, { session })).body;
  const bySku = async (sku: string) => (await page(`?search=${sku}`)).items[0]!;
  const create = (payload: unknown, session = owner) => send<Product>('POST', PRODUCTS, payload, { session });
  const importRows = (products: unknown[], session = owner) =>
    send<ImportResult>('POST', `${PRODUCTS}/import`, { products }, { session });

  describe('records', () => {
    it('lists the demo shelf by name, a page at a time, searching name, SKU, brand and category', async () => {
      const all = await page();
      expect(all.total).toBe(6);
      expect(all.items.map((p) => p.name)).toEqual([
        'Cuticle Oil',
        'Gift Voucher Card',
        'Heat Protect Spray',
        'Hydrating Shampoo 300ml',
        'Repair Conditioner 250ml',
        'Vitamin C Serum 30ml',
      ]);
      expect((await page('?pageSize=4&page=2')).items.map((p) => p.sku)).toEqual(['RC-250', 'VC-30']);
      const names = async (search: string) =>
        (await page(`?search=${encodeURIComponent(search)}`)).items.map((p) => p.name);
      expect(await names('kérastase')).toEqual(['Hydrating Shampoo 300ml', 'Repair Conditioner 250ml']);
      expect(await names('hp-150')).toEqual(['Heat Protect Spray']);
      expect(await names('SKIN')).toEqual(['Vitamin C Serum 30ml']);
      expect(await bySku('HS-300')).toMatchObject({ price: 32, currency: 'AUD', stockQuantity: 24 });
    });

    it('is readable by the front desk, refused to roles ranked below it, written by managers only', async () => {
      const receptionist = loginAs(app, 'receptionist');
      expect((await page('', receptionist)).total).toBe(6);
      expect((await create({ name: 'Desk Oil', price: 5 }, receptionist)).status).toBe(403);
      const viewer = sessionWithRole(app, 'viewer');
      expect((await send('GET', PRODUCTS, undefined, { session: viewer })).status).toBe(403);
      const oil = await bySku('CO-15');
      expect((await send('GET', `${PRODUCTS}/${oil.id}`, undefined, { session: viewer })).status).toBe(403);
      expect((await create({ name: 'Manager Oil', price: 5 }, loginAs(app, 'manager'))).status).toBe(201);
    });

    it('creates a product priced in the organization’s currency, stored in minor units', async () => {
      const res = await create({ name: '  Argan  Oil ', price: 24.9, sku: ' AO-100 ', brand: 'Moroccanoil' });
      expect(res.status).toBe(201);
      expect(res.headers.etag).toBe('"1"');
      expect(res.body).toMatchObject({
        name: 'Argan Oil',
        price: 24.9,
        currency: 'AUD',
        sku: 'AO-100',
        stockQuantity: 0,
        isActive: true,
      });
      const stored = storedRows(app, 'products', owner.organizationId).find((r) => r.id === res.body.id)!;
      expect(stored).toMatchObject({ price_minor: 2490, currency: 'AUD', sku_key: 'ao-100' });
    });

    it.each([
      [{ name: 'Oil', price: 12.555 }, 'Price must have at most 2 decimal places'],
      [{ name: 'Oil' }, 'Price is required'],
      [{ name: 'Oil', price: -1 }, 'Price must be 0 or more'],
      [{ name: ' ', price: 1 }, 'Product name is required'],
      [{ name: 'Oil', price: 1, stockQuantity: 1.5 }, 'Stock quantity must be a whole number'],
    ])('refuses %j naming the field', async (payload, message) => {
      const res = await create(payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await page()).total).toBe(6);
    });

    it('refuses a SKU another product has, in any case, naming the product', async () => {
      const res = await create({ name: 'Copy', price: 1, sku: 'hs-300 ' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('A product with this SKU already exists: Hydrating Shampoo 300ml.');
      const oil = await bySku('CO-15');
      const update = await send('PUT', `${PRODUCTS}/${oil.id}`, { sku: 'VC-30' });
      expect(update.body.message).toBe('A product with this SKU already exists: Vitamin C Serum 30ml.');
      // Another organization may use the same SKU.
      expect((await create({ name: 'Theirs', price: 1, sku: 'HS-300' }, loginAs(app, 'otherOwner'))).status).toBe(201);
    });

    it('updates only the fields sent, with 412 for a stale If-Match', async () => {
      const oil = await bySku('CO-15');
      const res = await send<Product>(
        'PUT',
        `${PRODUCTS}/${oil.id}`,
        { price: 19.5, stockQuantity: 29 },
        { ifMatch: '"1"' },
      );
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe('"2"');
      expect(res.body).toMatchObject({ price: 19.5, stockQuantity: 29, brand: 'OPI', version: 2 });
      const late = await send('PUT', `${PRODUCTS}/${oil.id}`, { price: 1 }, { ifMatch: '"1"' });
      expect(late.status).toBe(412);
      expect((await bySku('CO-15')).price).toBe(19.5);
      // The refused save is in the log as a failure; the saved one carries the changes.
      const log = await send<ActivityPage>('GET', '/api/settings/activity?section=products&success=success');
      expect(log.body.items[0]).toMatchObject({
        details: 'Updated the product Cuticle Oil',
        changes: { price: { before: 18, after: 19.5 }, stockQuantity: { before: 30, after: 29 } },
      });
    });

    it('answers 404 for another organization’s product, and deletes its own', async () => {
      const { id } = otherSpaProduct(app);
      expect((await send('GET', `${PRODUCTS}/${id}`)).status).toBe(404);
      expect((await send('PUT', `${PRODUCTS}/${id}`, { price: 1 })).status).toBe(404);
      expect((await send('DELETE', `${PRODUCTS}/${id}`)).status).toBe(404);
      const oil = await bySku('CO-15');
      expect((await send('DELETE', `${PRODUCTS}/${oil.id}`, undefined, { ifMatch: '"1"' })).status).toBe(204);
      expect((await page()).total).toBe(5);
    });
  });

  describe('import', () => {
    it('adds valid rows, fails bad ones by rowIndex, and refuses SKUs already there or earlier in the call', async () => {
      const res = await importRows([
        { name: 'Clay Pomade', price: '21.50', sku: 'CP-1', stockQuantity: '12', category: 'Styling', isActive: 'Yes' },
        { name: 'No Price', price: '' },
        { name: 'Too Precise', price: '9.999' },
        { name: 'Copy of shampoo', price: 5, sku: 'hs-300' },
        { name: 'Same Again', price: 5, sku: ' cp-1 ' },
        { name: 'Sea Salt Spray', price: 18, sku: '' },
        { name: 'Odd Stock', price: 1, stockQuantity: 'lots' },
      ]);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        imported: 2,
        failed: 5,
        errors: [
          { rowIndex: 1, error: 'Price is required' },
          { rowIndex: 2, error: 'Price must have at most 2 decimal places' },
          { rowIndex: 3, error: 'A product with this SKU already exists: Hydrating Shampoo 300ml.' },
          { rowIndex: 4, error: 'A product with this SKU already exists: Clay Pomade.' },
          { rowIndex: 6, error: 'Stock quantity must be a whole number' },
        ],
      });
      expect(await bySku('CP-1')).toMatchObject({ price: 21.5, currency: 'AUD', stockQuantity: 12, isActive: true });
      expect((await page('?search=Sea%20Salt')).items[0]).toMatchObject({ stockQuantity: 0, sku: '' });
    });

    it('is atomic: an unexpected failure leaves nothing of the call', async () => {
      app.deps.database.sqlite.exec(
        `create trigger test_boom before insert on products when new.name = 'Boom'
         begin select raise(abort, 'boom'); end`,
      );
      const res = await importRows([
        { name: 'Fine', price: 1 },
        { name: 'Boom', price: 1 },
      ]);
      expect(res.status).toBe(500);
      expect((await page()).total).toBe(6);
    });

    it('needs export_all_data and writes one activity entry with the counts', async () => {
      expect((await importRows([{ name: 'X', price: 1 }], loginAs(app, 'receptionist'))).status).toBe(403);
      await importRows([
        { name: 'One', price: 1 },
        { name: '', price: 1 },
      ]);
      const log = await send<ActivityPage>(
        'GET',
        '/api/settings/activity?section=products&action=import&success=success',
      );
      expect(log.body.items).toHaveLength(1);
      expect(log.body.items[0]).toMatchObject({ details: 'Imported 1 product: 1 failed', success: true });
    });
  });
});
