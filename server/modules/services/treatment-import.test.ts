import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../contract/common';
import type { ImportResult } from '../../contract/imports/api';
import { DEFAULT_CATEGORY_COLOR, MAX_SERVICES } from '../../contract/services';
import { newId } from '../../ids';
import { call, loginAs, type Session } from '../../testing/build-test-app';
import { insertService } from './repository';
import { treatmentsFixture, type TreatmentsFixture } from './test-helpers';

const IMPORT = '/api/treatments/import';

describe('treatments import (POST /api/treatments/import)', () => {
  const fixture = treatmentsFixture();
  let app: FastifyInstance;
  let owner: Session;
  let menu: TreatmentsFixture['menu'];
  beforeEach(() => ({ app, owner, menu } = fixture));

  const importRows = (treatments: unknown[], session = owner) =>
    call<ImportResult & ErrorBody>(app, {
      method: 'POST',
      url: IMPORT,
      headers: session.headers,
      payload: { treatments },
    });

  it('adds each row as a service with the dialog’s defaults: 60 minutes, price 0, fixed, in the organization’s currency', async () => {
    const res = await importRows([{ name: 'Fringe Trim' }]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 1, failed: 0, errors: [] });
    expect(await menu.service('Fringe Trim')).toMatchObject({
      description: '',
      durationMinutes: 60,
      price: 0,
      priceType: 'fixed',
      currency: 'AUD',
      isActive: true,
      categoryId: null,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      variants: [],
    });
  });

  it('takes every field a file can give, numbers sent as text included', async () => {
    const res = await importRows([
      {
        name: '  Cut & Finish ',
        description: 'Wash, cut and style.',
        notes: 'Ask about the fringe.\nBook 2 weeks ahead.',
        duration: '90',
        price: '45.5',
        bufferAfter: 15,
        isActive: 'No',
      },
    ]);
    expect(res.body).toEqual({ imported: 1, failed: 0, errors: [] });
    expect(await menu.service('Cut & Finish')).toMatchObject({
      // Services keep no notes of their own: they follow the description after a blank line.
      description: 'Wash, cut and style.\n\nAsk about the fringe.\nBook 2 weeks ahead.',
      durationMinutes: 90,
      price: 45.5,
      bufferAfterMinutes: 15,
      isActive: false,
    });
  });

  it('finds a category by name whatever its case, and creates a missing one once, at the end of the sidebar', async () => {
    const before = await menu.categories();
    const hair = before.find((c) => c.name === 'Hair')!;
    const res = await importRows([
      { name: 'Scalp Massage', category: 'hAIR' },
      { name: 'Beard Trim', category: 'Barbering' },
      { name: 'Hot Towel Shave', category: ' barbering ' },
    ]);
    expect(res.body).toEqual({ imported: 3, failed: 0, errors: [] });
    const after = await menu.categories();
    expect(after).toHaveLength(before.length + 1);
    const barbering = after.find((c) => c.name === 'Barbering')!;
    expect(barbering).toMatchObject({
      order: before.length,
      color: DEFAULT_CATEGORY_COLOR,
      isActive: true,
      serviceCount: 2,
    });
    expect((await menu.service('Scalp Massage')).categoryId).toBe(hair.id);
    expect((await menu.service('Hot Towel Shave')).categoryId).toBe(barbering.id);
  });

  it('reports each refused row by its place in the list, in the words of the service dialog, and adds the rest', async () => {
    const res = await importRows([
      { name: 'Good One', price: 20 },
      { description: 'no name' },
      { name: 'Too Precise', price: 12.345 },
      { name: 'Never Ends', duration: 100_000 },
      { name: 'No Time', duration: 'an hour' },
      { name: 'Negative', price: -5 },
      { name: 'Long Buffer', bufferAfter: 500 },
      { name: 'Flagged', isActive: 'perhaps' },
      { name: 'Good Two', price: '0.5' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 2,
      failed: 7,
      errors: [
        { rowIndex: 1, error: 'Service name is required.' },
        { rowIndex: 2, error: 'Price must have at most 2 decimal places' },
        { rowIndex: 3, error: 'Duration must be 720 or less' },
        { rowIndex: 4, error: 'Duration must be a whole number' },
        { rowIndex: 5, error: 'Price must be 0 or more' },
        { rowIndex: 6, error: 'Buffer after must be 240 or less' },
        { rowIndex: 7, error: 'Active must be Yes or No' },
      ],
    });
    expect((await menu.services()).filter((s) => s.name.startsWith('Good')).map((s) => s.name)).toEqual([
      'Good One',
      'Good Two',
    ]);
  });

  it('holds prices to the currency’s decimals: a yen price must be whole', async () => {
    await fixture.setCurrency('JPY');
    const res = await importRows([
      { name: 'Shampoo', price: 1500 },
      { name: 'Rinse', price: 1500.5 },
    ]);
    expect(res.body).toEqual({
      imported: 1,
      failed: 1,
      errors: [{ rowIndex: 1, error: 'Price must be a whole amount in JPY' }],
    });
    expect(await menu.service('Shampoo')).toMatchObject({ price: 1500, currency: 'JPY' });
  });

  it('refuses a name that is already a service’s, or an earlier row’s, however it is written', async () => {
    const res = await importRows([
      { name: "MEN'S CUT" },
      { name: 'Cut & Finish' },
      { name: 'cut  &  finish' },
      // A Cyrillic С: reads the same, so it is the same name.
      { name: 'Сut & Finish' },
    ]);
    expect(res.body).toEqual({
      imported: 1,
      failed: 3,
      errors: [
        { rowIndex: 0, error: `A service named "MEN'S CUT" already exists.` },
        { rowIndex: 2, error: 'A service named "cut & finish" already exists.' },
        { rowIndex: 3, error: 'A service named "Сut & Finish" already exists.' },
      ],
    });
    expect((await menu.services()).filter((s) => /cut & finish/i.test(s.name))).toHaveLength(1);
  });

  it('keeps odd unicode as it was written', async () => {
    const names = ['Coupe Crème Brûlée', '洗剪吹', 'قص الشعر', 'Glow ✨ Facial 💆🏽', 'Zoë’s “Special”'];
    const res = await importRows(names.map((name) => ({ name, description: `${name} — détails` })));
    expect(res.body).toEqual({ imported: 5, failed: 0, errors: [] });
    for (const name of names) expect((await menu.service(name)).description).toBe(`${name} — détails`);
  });

  it('refuses control characters as the dialog does', async () => {
    const res = await importRows([{ name: 'Bell\u0007' }]);
    expect(res.body.failed).toBe(1);
    expect(res.body.errors[0]!.error).toMatch(/^Service name /);
  });

  it(`stops at ${MAX_SERVICES} services, row by row`, async () => {
    const at = new Date().toISOString();
    const stored = menu.storedServices().length;
    app.deps.database.sqlite.transaction(() => {
      for (let i = stored; i < MAX_SERVICES - 1; i += 1) {
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
    })();
    const res = await importRows([{ name: 'Last One' }, { name: 'One Too Many' }]);
    expect(res.body).toEqual({
      imported: 1,
      failed: 1,
      errors: [{ rowIndex: 1, error: `An organization can have at most ${MAX_SERVICES} services.` }],
    });
  });

  it('is one transaction: an unexpected failure mid-call leaves nothing of the call, new categories included', async () => {
    const before = { services: menu.storedServices().length, categories: (await menu.categories()).length };
    app.deps.database.sqlite.exec(
      `create trigger import_crash before insert on services when new.name = 'Crash' begin select raise(abort, 'disk full'); end`,
    );
    const res = await importRows([{ name: 'First', category: 'Brand New' }, { name: 'Crash' }, { name: 'Third' }]);
    expect(res.status).toBe(500);
    expect(menu.storedServices()).toHaveLength(before.services);
    expect(await menu.categories()).toHaveLength(before.categories);
  });

  it('writes one activity entry per call, with the counts', async () => {
    await importRows([{ name: 'A1', category: 'New Cat' }, { name: 'A2' }, {}]);
    const entries = (await menu.activity()).filter((entry) => entry.action === 'import');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      section: 'services',
      success: true,
      details: 'Imported 2 services: 1 failed, 1 new category',
    });
  });

  it('goes into the caller’s organization only, and another organization’s names are no duplicates', async () => {
    const other = loginAs(app, 'otherOwner');
    expect((await importRows([{ name: "Men's Cut" }], other)).body).toEqual({ imported: 1, failed: 0, errors: [] });
    expect(menu.storedServices().filter((s) => s.name === "Men's Cut")).toHaveLength(1);
    const theirs = await menu.services('', other);
    expect(theirs.map((s) => s.name)).toEqual(["Men's Cut"]);
  });

  it('needs export_all_data (the Import & Export hub’s permission)', async () => {
    for (const role of ['receptionist', 'practitioner'] as const) {
      const res = await importRows([{ name: 'Sneaky' }], loginAs(app, role));
      expect(res.status).toBe(403);
    }
    expect((await importRows([{ name: 'Managed' }], loginAs(app, 'manager'))).body.imported).toBe(1);
    expect(menu.storedServices().some((s) => s.name === 'Sneaky')).toBe(false);
  });

  it('refuses an empty list and more than a chunk of rows as a whole', async () => {
    expect((await importRows([])).status).toBe(400);
    const tooMany = await importRows(Array.from({ length: 2001 }, (_, i) => ({ name: `S${i}` })));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/^Treatments /);
  });
});
