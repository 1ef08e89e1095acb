import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES, type Service } from '../../contract/services';
import { loginAs } from '../../testing/build-test-app';
import { CATEGORIES, treatmentsFixture, type TreatmentsFixture } from './test-helpers';

// Changing a service: its timing (buffers, processing) and updates (partial, archive, variants,
// prices, If-Match). Creating, listing and deleting are in treatments.test.ts.
describe('services (treatments): timing and updates', () => {
  const fixture = treatmentsFixture();
  let app: FastifyInstance;
  let menu: TreatmentsFixture['menu'];
  beforeEach(() => ({ app, menu } = fixture));
  const { refused } = fixture;

  describe('timing', () => {
    it('keeps a processing gap inside the service: a colour develops while the stylist is free', async () => {
      const res = await menu.addService({
        name: 'Highlights',
        durationMinutes: 120,
        processingStartMinutes: 30,
        processingMinutes: 45,
        bufferBeforeMinutes: 5,
        bufferAfterMinutes: 240,
      });
      expect(res.body).toMatchObject({
        processingStartMinutes: 30,
        processingMinutes: 45,
        bufferBeforeMinutes: 5,
        bufferAfterMinutes: 240,
      });
    });

    it('refuses a gap that does not end before the service or any of its variants does', async () => {
      await refused(
        { name: 'Colour', durationMinutes: 60, processingStartMinutes: 30, processingMinutes: 30 },
        'The processing time must end before the service does.',
      );
      await refused(
        {
          name: 'Colour',
          durationMinutes: 120,
          processingStartMinutes: 30,
          processingMinutes: 45,
          variants: [
            { name: 'Long', price: 200, durationMinutes: 150 },
            { name: 'Short', price: 150, durationMinutes: 75 },
          ],
        },
        SERVICE_MESSAGES.processingInside,
      );
      await refused(
        { name: 'Colour', durationMinutes: 60, processingStartMinutes: 0, processingMinutes: 20 },
        'Processing starts after must be 1 or more when the service has processing time',
      );
    });

    it('treats no processing time as no gap, whatever start was sent', async () => {
      const res = await menu.addService({ name: 'Cut', processingStartMinutes: 20, processingMinutes: 0 });
      expect(res.body).toMatchObject({ processingStartMinutes: 0, processingMinutes: 0 });
    });

    it('refuses an edit that leaves the gap outside the service', async () => {
      const colour = await menu.service('Full Head Colour');
      await refused({ durationMinutes: 75 }, 'The processing time must end before the service does.', colour.id);
      await refused(
        { pricingMode: 'variants', variants: [{ name: 'Short hair', price: 150, durationMinutes: 60 }] },
        'The processing time must end before the service does.',
        colour.id,
      );
      // Taking the gap away and shortening in one save is fine.
      const res = await menu.editService(colour.id, { durationMinutes: 60, processingMinutes: 0 });
      expect(res.body).toMatchObject({ durationMinutes: 60, processingStartMinutes: 0, processingMinutes: 0 });
    });
  });

  describe('update', () => {
    it('archives with isActive alone, changing nothing else, with If-Match and a new version', async () => {
      const cut = await menu.service("Men's Cut");
      const res = await menu.editService(cut.id, { isActive: false }, '"1"');
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe('"2"');
      expect(res.body).toEqual({ ...cut, isActive: false, version: 2, updatedAt: res.body.updatedAt });
      const stale = await menu.editService(cut.id, { isActive: true }, '"1"');
      expect(stale.status).toBe(412);
      expect((await menu.service("Men's Cut")).isActive).toBe(false);
      // Newest first: the refused late save, then the archive.
      const [late, entry] = await menu.activity();
      expect(late).toMatchObject({ success: false, errorMessage: expect.stringContaining('changed by someone else') });
      expect(entry).toMatchObject({
        action: 'update',
        success: true,
        details: "Archived the service Men's Cut",
        changes: { isActive: { before: true, after: false } },
      });
      await menu.editService(cut.id, { isActive: true }, '"2"');
      expect((await menu.activity())[0]!.details).toBe("Activated the service Men's Cut");
    });

    it('answers a save that changes nothing without a new version', async () => {
      const cut = await menu.service("Women's Cut & Blow-dry");
      const res = await menu.editService(cut.id, {
        name: cut.name,
        price: cut.price,
        pricingMode: 'variants',
        variants: cut.variants.map(({ id, name, price, priceType, durationMinutes, description }) => ({
          id,
          name,
          price,
          priceType,
          durationMinutes,
          description,
        })),
      });
      expect(res.status).toBe(200);
      expect(res.body.version).toBe(1);
    });

    it('keeps variants by id, adds new ones, drops missing ones, in the order sent', async () => {
      const cut = await menu.service("Women's Cut & Blow-dry");
      const [short, medium, long] = cut.variants as [
        Service['variants'][0],
        Service['variants'][0],
        Service['variants'][0],
      ];
      const res = await menu.editService(
        cut.id,
        {
          pricingMode: 'variants',
          variants: [
            { id: long.id, name: 'Long', price: 120.5, durationMinutes: 95 },
            { name: 'Extra long', price: 140, durationMinutes: 110 },
            { id: short.id, name: 'Short', price: 85 },
          ],
        },
        '"1"',
      );
      expect(res.status).toBe(200);
      expect(res.body.version).toBe(2);
      expect(
        res.body.variants.map((v) => [v.id === long.id, v.id === short.id, v.name, v.price, v.durationMinutes]),
      ).toEqual([
        [true, false, 'Long', 120.5, 95],
        [false, false, 'Extra long', 140, 110],
        [false, true, 'Short', 85, 60],
      ]);
      expect(res.body.variants.some((v) => v.id === medium.id)).toBe(false);
      const [entry] = await menu.activity();
      expect(entry!.changes).toHaveProperty('variants');
    });

    it('deletes the variants when the dialog switches to a single price', async () => {
      const pedicure = await menu.service('Pedicure');
      const res = await menu.editService(
        pedicure.id,
        { pricingMode: 'single', variants: [], priceType: 'fixed', price: 60 },
        '"1"',
      );
      expect(res.body).toMatchObject({ variants: [], priceType: 'fixed', price: 60, version: 2 });
      const rows = app.deps.database.sqlite
        .prepare('select count(*) from service_variants where service_id = ?')
        .pluck()
        .get(pedicure.id);
      expect(rows).toBe(0);
      // Without pricingMode, an explicitly empty list means the same.
      const massage = await menu.service('Relaxation Massage');
      expect((await menu.editService(massage.id, { variants: [] })).body.variants).toEqual([]);
    });

    it('keeps stored variants when variant mode is saved without the list, and refuses it when there are none', async () => {
      const pedicure = await menu.service('Pedicure');
      const kept = await menu.editService(pedicure.id, { pricingMode: 'variants', name: 'Pedicures' });
      expect(kept.body.variants).toHaveLength(2);
      const gel = await menu.service('Gel Manicure');
      await refused({ pricingMode: 'variants' }, 'At least one variant is required.', gel.id);
      await refused({ pricingMode: 'variants', variants: [] }, 'At least one variant is required.', gel.id);
    });

    it('refuses a variant id that is not one of this service’s', async () => {
      const cut = await menu.service("Women's Cut & Blow-dry");
      const pedicure = await menu.service('Pedicure');
      const res = await menu.editService(pedicure.id, {
        variants: [{ id: cut.variants[0]!.id, name: 'Stolen', price: 1 }],
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Variant not found');
      expect((await menu.service("Women's Cut & Blow-dry")).variants[0]!.name).toBe('Short');
      const twice = await menu.editService(pedicure.id, {
        variants: pedicure.variants.map(() => ({ id: pedicure.variants[0]!.id, name: 'Same', price: 1 })),
      });
      expect(twice.status).toBe(400);
      expect(twice.body.message).toBe('Each variant can be listed only once.');
    });

    it('edits the fields sent and records the difference', async () => {
      const facial = await menu.service('Signature Facial');
      const skin = await menu.category('Skin');
      const res = await menu.editService(facial.id, {
        name: 'Signature Facial (60)',
        description: ' Deep cleanse and mask. ',
        price: 125,
        categoryId: null,
        defaultTemplateId: null,
      });
      expect(res.body).toMatchObject({
        name: 'Signature Facial (60)',
        description: 'Deep cleanse and mask.',
        price: 125,
        categoryId: null,
        defaultTemplateId: null,
        bufferAfterMinutes: 15,
        durationMinutes: 60,
      });
      expect((await menu.category('Skin')).serviceCount).toBe(skin.serviceCount - 1);
      const [entry] = await menu.activity();
      expect(entry).toMatchObject({
        details: 'Updated the service Signature Facial (60)',
        changes: {
          name: { before: 'Signature Facial', after: 'Signature Facial (60)' },
          price: { before: 120, after: 125 },
          categoryId: { before: skin.id, after: null },
        },
      });
      expect(Object.keys(entry!.changes!)).not.toContain('version');
    });

    it('refuses blank names and unknown references on update too', async () => {
      const facial = await menu.service('Signature Facial');
      await refused({ name: '   ' }, 'Service name is required.', facial.id);
      await refused({}, 'Request must name at least one field to change', facial.id);
      const other = loginAs(app, 'otherOwner');
      const theirs = await menu.send<{ id: string }>('POST', CATEGORIES, { name: 'Body' }, undefined, other);
      const res = await menu.editService(facial.id, { categoryId: theirs.body.id });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Category not found');
      expect((await menu.service('Signature Facial')).version).toBe(1);
    });

    it('turns a priced service free at price 0', async () => {
      const toner = await menu.service('Toner & Gloss');
      const res = await menu.editService(toner.id, { priceType: 'free' });
      expect(res.body).toMatchObject({ priceType: 'free', price: 0 });
    });
  });
});
