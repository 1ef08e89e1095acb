import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORM_TEMPLATES } from '../../contract/form-templates';
import type { FormTemplate, Service, ServiceCategory } from '../../contract/services';
import { newId } from '../../ids';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { CATEGORIES, menuCalls } from './test-helpers';

interface CategoryWithTreatments {
  id: string;
  name: string;
  color: string;
  treatments: { id: string; name: string; durationMinutes: number; price: number }[];
}

/** The menu as every team member reads it (spec part 2 §7, GET /treatments…). */
describe('service menu reads', () => {
  let app: FastifyInstance;
  let owner: Session;
  let menu: ReturnType<typeof menuCalls>;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
    menu = menuCalls(app, owner);
  });
  afterEach(() => app.close());

  const read = <T>(url: string, session = owner) => menu.send<T>('GET', url, undefined, undefined, session);
  const bookableNames = async (query = '', session = owner) =>
    (await read<Service[]>(`/api/treatments${query}`, session)).body.map((s) => s.name);

  it('lists active services in active categories or none, for every team member', async () => {
    const names = await bookableNames();
    expect(names).toHaveLength(17);
    expect(names).not.toContain('Keratin Smoothing Treatment');
    expect(names.slice(0, 4)).toEqual([
      'Blow-dry & Style',
      "Kids' Cut (under 12)",
      "Men's Cut",
      "Women's Cut & Blow-dry",
    ]);
    for (const role of ['receptionist', 'practitioner'] as const) {
      expect(await bookableNames('', loginAs(app, role))).toEqual(names);
    }
    const cut = (await read<Service[]>('/api/treatments')).body.find((s) => s.name === "Women's Cut & Blow-dry")!;
    expect(cut.variants).toHaveLength(3);
  });

  it('hides the services of a category switched off, and shows uncategorised ones', async () => {
    const nails = await menu.category('Nails');
    await menu.send('PUT', `${CATEGORIES}/${nails.id}`, { isActive: false });
    await menu.addService({ name: 'Gift Voucher Consult', categoryId: null });
    await menu.addService({ name: 'Retired Thing', isActive: false });
    const names = await bookableNames();
    expect(names).not.toEqual(expect.arrayContaining(['Gel Manicure']));
    expect(names).not.toContain('Retired Thing');
    expect(names.at(-1)).toBe('Gift Voucher Consult');
  });

  it('narrows to the services offered at a location, online-bookable or in person only', async () => {
    const locations = (await read<{ id: string; name: string }[]>('/api/locations')).body;
    const at = async (name: string, session = owner) =>
      bookableNames(`?locationId=${locations.find((l) => l.name === name)!.id}`, session);
    const city = await at('Demo Salon — City');
    // Hair, Colour and Nails, in the menu's order; the consultation is booked in person only.
    expect(city).toHaveLength(12);
    expect(city).toEqual((await bookableNames()).filter((name) => city.includes(name)));
    expect(city).toEqual(expect.arrayContaining(["Men's Cut", 'Colour Consultation', 'Gel Manicure']));
    expect(city).not.toContain('Hot Stone Massage');
    const beach = await at('Demo Salon — Beach', loginAs(app, 'receptionist'));
    expect(beach).toEqual(expect.arrayContaining(['Hot Stone Massage', 'Signature Facial', 'Blow-dry & Style']));
    expect(beach).not.toContain('Gel Manicure');
    // An archived service leaves every location's menu too.
    await menu.editService((await menu.service('Hot Stone Massage')).id, { isActive: false });
    expect(await at('Demo Salon — Beach')).not.toContain('Hot Stone Massage');
  });

  it('answers 404 for a location that is not the organization’s, 400 for a malformed id', async () => {
    const other = loginAs(app, 'otherOwner');
    const theirs = await menu.send<{ id: string }>(
      'POST',
      '/api/locations',
      { name: 'Harbour', street1: '1 Harbour Road', city: 'Auckland' },
      undefined,
      other,
    );
    expect(theirs.status).toBe(201);
    for (const id of [theirs.body.id, newId()]) {
      const res = await read(`/api/treatments?locationId=${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Location not found');
    }
    const bad = await read('/api/treatments?locationId=main-street');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Location has an invalid format');
  });

  it('lists the active categories a service can be filed under', async () => {
    const skin = await menu.category('Skin');
    await menu.send('PUT', `${CATEGORIES}/${skin.id}`, { isActive: false });
    const res = await read<ServiceCategory[]>('/api/treatments/treatment-categories', loginAs(app, 'receptionist'));
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.name)).toEqual(['Hair', 'Colour', 'Nails', 'Massage']);
  });

  it('answers each active category with its active services (id, name, duration, price)', async () => {
    const res = await read<CategoryWithTreatments[]>('/api/treatments/categories', loginAs(app, 'practitioner'));
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.name)).toEqual(['Hair', 'Colour', 'Nails', 'Skin', 'Massage']);
    const colour = res.body.find((c) => c.name === 'Colour')!;
    expect(colour.color).toBe('#ec4899');
    expect(colour.treatments.map(({ name, durationMinutes, price }) => [name, durationMinutes, price])).toEqual([
      ['Balayage', 180, 260],
      ['Colour Consultation', 15, 0],
      ['Full Head Colour', 120, 180],
      ['Root Touch-up', 90, 120.5],
      ['Toner & Gloss', 30, 45],
    ]);
    expect(Object.keys(colour.treatments[0]!).sort()).toEqual(['durationMinutes', 'id', 'name', 'price']);
    expect(res.body[0]!.treatments.map((t) => t.name)).not.toContain('Keratin Smoothing Treatment');
  });

  it('offers the built-in form templates to the service dialog', async () => {
    const res = await read<FormTemplate[]>('/api/treatment-form-templates', loginAs(app, 'receptionist'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(FORM_TEMPLATES);
    expect(res.body.map((t) => t.name)).toEqual([
      'Colour consultation & patch test',
      'Skin consultation',
      'Massage intake & health history',
      'Lash & brow consent',
    ]);
  });

  it('answers another organization only its own menu, and nobody without a session', async () => {
    const other = loginAs(app, 'otherOwner');
    expect(await bookableNames('', other)).toEqual([]);
    expect((await read<CategoryWithTreatments[]>('/api/treatments/categories', other)).body).toEqual([]);
    for (const url of ['/api/treatments', '/api/treatments/categories', '/api/treatment-form-templates']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
