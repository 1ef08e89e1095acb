import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_CATEGORIES, type Service, type ServiceCategory } from '../../contract/services';
import { newId } from '../../ids';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { insertCategory } from './repository';
import { CATEGORIES, menuCalls } from './test-helpers';

describe('service categories', () => {
  let app: FastifyInstance;
  let owner: Session;
  let menu: ReturnType<typeof menuCalls>;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
    menu = menuCalls(app, owner);
  });
  afterEach(() => app.close());

  const names = async () => (await menu.categories()).map((c) => c.name);

  it('lists the demo categories in sidebar order with their colours and service counts', async () => {
    const list = await menu.categories();
    expect(list.map((c) => [c.name, c.order, c.color, c.serviceCount, c.isActive])).toEqual([
      ['Hair', 0, '#6366f1', 5, true],
      ['Colour', 1, '#ec4899', 5, true],
      ['Nails', 2, '#f59e0b', 3, true],
      ['Skin', 3, '#10b981', 3, true],
      ['Massage', 4, '#0ea5e9', 2, true],
    ]);
  });

  describe('create', () => {
    it('puts a new category at the end (order = current count) with the default colour', async () => {
      const res = await menu.addCategory({ name: 'Waxing' });
      expect(res.status).toBe(201);
      expect(res.headers.etag).toBe('"1"');
      expect(res.body).toMatchObject({
        name: 'Waxing',
        order: 5,
        color: '#6366f1',
        isActive: true,
        serviceCount: 0,
        version: 1,
      });
      expect(await names()).toEqual(['Hair', 'Colour', 'Nails', 'Skin', 'Massage', 'Waxing']);
      const hidden = await menu.addCategory({ name: 'Retired', color: '#ABCDEF', isActive: false });
      expect(hidden.body).toMatchObject({ order: 6, color: '#abcdef', isActive: false });
    });

    it.each([
      [{ name: '' }, 'Category name is required.'],
      [{ name: ' \u200b\u00a0 ' }, 'Category name is required.'],
      [{}, 'Category name is required'],
      [{ name: 'Hair', color: 'red' }, 'Colour must be a colour such as #6366f1'],
      [{ name: 'x'.repeat(61) }, 'Category name must be at most 60 characters'],
      [{ name: 'Bad\u0007name' }, 'Category name must not contain control characters'],
      [{ name: 'Hair', order: 3 }, 'order is not an accepted field'],
    ])('refuses %j', async (payload, message) => {
      const res = await menu.addCategory(payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('stores odd unicode names clean: full-width letters folded, invisibles dropped, spaces collapsed', async () => {
      const res = await menu.addCategory({ name: '  Ｂｏｄｙ\u200b   Ｗｒａｐｓ\u2060 ' });
      expect(res.body.name).toBe('Body Wraps');
      const stored = app.deps.database.sqlite
        .prepare('select name from service_categories where id = ?')
        .pluck()
        .get(res.body.id);
      expect(stored).toBe('Body Wraps');
    });

    it(`allows at most ${MAX_CATEGORIES} categories`, async () => {
      const at = new Date().toISOString();
      for (let position = 5; position < MAX_CATEGORIES; position += 1) {
        insertCategory(app.deps.db, {
          id: newId(),
          organizationId: owner.organizationId,
          name: `Category ${position}`,
          position,
          color: '#6366f1',
          createdAt: at,
          updatedAt: at,
        });
      }
      const res = await menu.addCategory({ name: 'One too many' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('An organization can have at most 100 categories.');
    });
  });

  describe('update', () => {
    it('changes name, colour and the active switch with If-Match, moving the version on', async () => {
      const hair = await menu.category('Hair');
      const res = await menu.send<ServiceCategory>(
        'PUT',
        `${CATEGORIES}/${hair.id}`,
        { name: 'Hair & Styling', color: '#123456', isActive: false },
        '"1"',
      );
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe('"2"');
      expect(res.body).toMatchObject({
        name: 'Hair & Styling',
        color: '#123456',
        isActive: false,
        version: 2,
        order: 0,
        serviceCount: 5,
      });
      const stale = await menu.send('PUT', `${CATEGORIES}/${hair.id}`, { name: 'Late edit' }, '"1"');
      expect(stale.status).toBe(412);
      expect(stale.body.code).toBe('STALE_VERSION');
      expect((await menu.category('Hair & Styling')).version).toBe(2);
    });

    it('answers a save that changes nothing without a new version', async () => {
      const skin = await menu.category('Skin');
      const res = await menu.send<ServiceCategory>('PUT', `${CATEGORIES}/${skin.id}`, { name: ' Skin ' }, '"1"');
      expect(res.status).toBe(200);
      expect(res.body.version).toBe(1);
    });

    it.each([
      [{}, 'Request must name at least one field to change'],
      [{ name: '   ' }, 'Category name is required.'],
      [{ isActive: 'no' }, 'Active must be a boolean'],
    ])('refuses %j', async (payload, message) => {
      const hair = await menu.category('Hair');
      const res = await menu.send('PUT', `${CATEGORIES}/${hair.id}`, payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('delete', () => {
    it('leaves the category’s services uncategorised (versions moved on) and closes the gap in the order', async () => {
      const colour = await menu.category('Colour');
      const before = (await menu.services()).filter((s) => s.categoryId === colour.id);
      expect(before).toHaveLength(5);
      expect((await menu.send('DELETE', `${CATEGORIES}/${colour.id}`, undefined, '"2"')).status).toBe(412);
      const res = await menu.send('DELETE', `${CATEGORIES}/${colour.id}`, undefined, '"1"');
      expect(res.status).toBe(204);
      const after = await menu.services();
      for (const service of before) {
        expect(after.find((s) => s.id === service.id)).toMatchObject({
          categoryId: null,
          version: service.version + 1,
        });
      }
      const list = await menu.categories();
      expect(list.map((c) => [c.name, c.order])).toEqual([
        ['Hair', 0],
        ['Nails', 1],
        ['Skin', 2],
        ['Massage', 3],
      ]);
      // A new one still goes last, at a position no other holds.
      expect((await menu.addCategory({ name: 'Waxing' })).body.order).toBe(4);
      expect((await menu.send('DELETE', `${CATEGORIES}/${colour.id}`)).status).toBe(404);
    });

    it('records the services it left uncategorised in the activity log', async () => {
      const massage = await menu.category('Massage');
      await menu.send('DELETE', `${CATEGORIES}/${massage.id}`);
      const [entry] = await menu.activity();
      expect(entry).toMatchObject({
        action: 'delete',
        success: true,
        details: 'Deleted the category Massage; 2 services are now uncategorised',
        changes: {
          name: { before: 'Massage', after: null },
          uncategorisedServices: { before: null, after: ['Hot Stone Massage', 'Relaxation Massage'] },
        },
      });
    });
  });

  describe('reorder', () => {
    const reorder = (categoryIds: string[]) =>
      menu.send<ServiceCategory[]>('PUT', `${CATEGORIES}/order`, { categoryIds });

    it('rewrites every position at once; only moved categories get a new version', async () => {
      const list = await menu.categories();
      const [hair, colour, nails, skin, massage] = list.map((c) => c.id) as [string, string, string, string, string];
      const res = await reorder([massage, colour, nails, skin, hair]);
      expect(res.status).toBe(200);
      expect(res.body.map((c) => [c.name, c.order, c.version])).toEqual([
        ['Massage', 0, 2],
        ['Colour', 1, 1],
        ['Nails', 2, 1],
        ['Skin', 3, 1],
        ['Hair', 4, 2],
      ]);
      expect(await names()).toEqual(['Massage', 'Colour', 'Nails', 'Skin', 'Hair']);
      // The settings list follows the new order.
      const services = await menu.services();
      expect(services[0]!.name).toBe('Hot Stone Massage');
      const [entry] = await menu.activity();
      expect(entry).toMatchObject({
        details: 'Reordered the service categories',
        changes: {
          order: {
            before: ['Hair', 'Colour', 'Nails', 'Skin', 'Massage'],
            after: ['Massage', 'Colour', 'Nails', 'Skin', 'Hair'],
          },
        },
      });
    });

    it('refuses a list that misses or repeats a category, changing nothing', async () => {
      const ids = (await menu.categories()).map((c) => c.id);
      for (const categoryIds of [ids.slice(1), [...ids, ids[0]!], [], [ids[1]!, ids[1]!, ...ids.slice(2)]]) {
        const res = await reorder(categoryIds);
        expect(res.status, JSON.stringify(categoryIds)).toBe(400);
        expect(res.body.message).toBe('Category order must list each category once');
      }
      expect(await names()).toEqual(['Hair', 'Colour', 'Nails', 'Skin', 'Massage']);
    });

    it('answers 404 for another organization’s category and changes nothing', async () => {
      const other = loginAs(app, 'otherOwner');
      const theirs = await menu.send<ServiceCategory>('POST', CATEGORIES, { name: 'Body' }, undefined, other);
      const ids = (await menu.categories()).map((c) => c.id);
      const res = await reorder([...ids.slice(1), theirs.body.id]);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Category not found');
      expect(await names()).toEqual(['Hair', 'Colour', 'Nails', 'Skin', 'Massage']);
    });
  });

  it('keeps each organization’s categories to itself: another organization’s id is not found', async () => {
    const other = loginAs(app, 'otherOwner');
    expect(await menu.categories(other)).toEqual([]);
    const hair = await menu.category('Hair');
    for (const [method, payload] of [
      ['PUT', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await menu.send(method, `${CATEGORIES}/${hair.id}`, payload, undefined, other);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Category not found');
    }
    expect((await menu.category('Hair')).version).toBe(1);
  });

  it('records creates and updates with what changed', async () => {
    const created = await menu.addCategory({ name: 'Waxing', color: '#f43f5e' });
    await menu.send('PUT', `${CATEGORIES}/${created.body.id}`, { name: 'Waxing & Threading' });
    const [update, create] = await menu.activity();
    expect(create).toMatchObject({
      action: 'create',
      details: 'Added the category Waxing',
      changes: { name: { before: null, after: 'Waxing' }, color: { before: null, after: '#f43f5e' } },
    });
    expect(update).toMatchObject({
      action: 'update',
      details: 'Updated the category Waxing & Threading',
      changes: { name: { before: 'Waxing', after: 'Waxing & Threading' } },
    });
  });

  it('needs manage_organization_settings: managers pass, receptionists and practitioners do not', async () => {
    const hair = await menu.category('Hair');
    for (const role of ['receptionist', 'practitioner'] as const) {
      const session = loginAs(app, role);
      expect((await menu.send('GET', CATEGORIES, undefined, undefined, session)).status).toBe(403);
      expect((await menu.addCategory({ name: 'Mine' }, session)).status).toBe(403);
      expect((await menu.send('PUT', `${CATEGORIES}/${hair.id}`, { name: 'X' }, undefined, session)).status).toBe(403);
      expect((await menu.send('DELETE', `${CATEGORIES}/${hair.id}`, undefined, undefined, session)).status).toBe(403);
      expect((await menu.send('PUT', `${CATEGORIES}/order`, { categoryIds: [] }, undefined, session)).status).toBe(403);
    }
    const manager = loginAs(app, 'manager');
    expect((await menu.addCategory({ name: 'Manager’s' }, manager)).status).toBe(201);
    expect(await names()).toContain('Manager’s');
    // A service's category survives: nothing here deleted a service.
    expect((await menu.services()).filter((s: Service) => s.categoryId === hair.id)).toHaveLength(5);
  });
});
