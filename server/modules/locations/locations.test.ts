import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsageDetail } from '../../contract/billing';
import { DEFAULT_LOCATION_HOURS, type LocationHours } from '../../contract/locations';
import { newId } from '../../ids';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';
import { LOCATIONS, locationCalls, validLocation } from './test-helpers';

const closed = { isOpen: false, slots: [] };
const day = (...slots: [string, string][]) => ({ isOpen: true, slots: slots.map(([start, end]) => ({ start, end })) });
const week = (overrides: Partial<LocationHours>): LocationHours => ({ ...DEFAULT_LOCATION_HOURS, ...overrides });

describe('locations', () => {
  let app: FastifyInstance;
  let owner: Session;
  let calls: ReturnType<typeof locationCalls>;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
    calls = locationCalls(app, owner);
  });
  afterEach(() => app.close());

  const stored = () =>
    app.deps.database.sqlite
      .prepare('select name from locations where organization_id = ? order by name')
      .pluck()
      .all(owner.organizationId);

  describe('list', () => {
    it('answers the demo’s two locations by name, with their services, to every team member', async () => {
      const list = await calls.list();
      expect(list.map((l) => l.name)).toEqual(['Demo Salon — Beach', 'Demo Salon — City']);
      const [beach, city] = [list[0]!, list[1]!];
      expect(city).toMatchObject({
        address: '120 George Street, Level 1, Sydney, NSW 2000, Australia',
        country: 'Australia',
        timezone: null,
        isActive: true,
        photos: [],
        version: 1,
      });
      expect(city.hours.thursday).toEqual(day(['09:00', '20:00']));
      expect(beach.hours.monday).toEqual(closed);
      expect(beach.hours.tuesday.slots).toHaveLength(2);
      const hotStone = await calls.serviceId('Hot Stone Massage');
      expect(beach.services).toContainEqual({ id: hotStone, isBookableOnline: false });
      expect(city.services.map((s) => s.id)).not.toContain(hotStone);
      for (const role of ['practitioner', 'receptionist'] as const) {
        expect(await calls.list(loginAs(app, role))).toEqual(list);
      }
    });

    it('answers another organization only its own, and nobody without a session', async () => {
      expect(await calls.list(loginAs(app, 'otherOwner'))).toEqual([]);
      expect((await app.inject({ method: 'GET', url: LOCATIONS })).statusCode).toBe(401);
    });
  });

  describe('create', () => {
    it('fills the defaults and composes the address from its parts', async () => {
      const res = await calls.create({ ...validLocation(), street2: ' Shop 4 ', state: 'NSW', zipCode: '2000' });
      expect(res.status).toBe(201);
      expect(res.headers.etag).toBe('"1"');
      expect(res.body).toMatchObject({
        name: 'Harbour Studio',
        description: '',
        address: '1 Harbour Road, Shop 4, Sydney, NSW 2000, Australia',
        street2: 'Shop 4',
        country: 'Australia',
        phone: '',
        email: '',
        timezone: null,
        isActive: true,
        hours: DEFAULT_LOCATION_HOURS,
        services: [],
        photos: [],
        version: 1,
      });
      // In Other Spa: Demo Salon's LUXE plan has room for one more only.
      const elsewhere = await calls.create(
        {
          ...validLocation('Auckland'),
          city: 'Auckland',
          country: 'New Zealand',
          timezone: 'Pacific/Auckland',
          email: 'akl@other.test',
          phone: '+64 9 000 0000',
          isActive: false,
        },
        loginAs(app, 'otherOwner'),
      );
      expect(elsewhere.status).toBe(201);
      expect(elsewhere.body).toMatchObject({
        address: '1 Harbour Road, Auckland, New Zealand',
        timezone: 'Pacific/Auckland',
        isActive: false,
      });
    });

    it.each([
      [{ ...validLocation(), name: '' }, 'Location name is required'],
      [{ ...validLocation(), name: ' \u200b ' }, 'Location name is required'],
      [{ ...validLocation(), street1: '   ' }, 'Street address and city are required'],
      [{ ...validLocation(), city: '' }, 'Street address and city are required'],
      [{ ...validLocation(), timezone: 'Mars/Olympus_Mons' }, 'Please select a valid timezone'],
      [{ ...validLocation(), timezone: '' }, 'Please select a valid timezone'],
      [{ ...validLocation(), email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ ...validLocation(), phone: 'call me' }, 'Please enter a valid phone number'],
      [{ name: 'No address' }, 'Street address is required'],
      [{ ...validLocation(), address: '1 Harbour Road, Sydney' }, 'address is not an accepted field'],
    ])('refuses %j with the spec’s text, creating nothing', async (payload, message) => {
      const before = stored();
      const res = await calls.create(payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(stored()).toEqual(before);
    });

    it('needs manage_locations: managers pass, receptionists and practitioners do not', async () => {
      for (const role of ['receptionist', 'practitioner'] as const) {
        const session = loginAs(app, role);
        expect((await calls.create(validLocation(`By ${role}`), session)).status).toBe(403);
        const city = await calls.byName('Demo Salon — City');
        expect((await calls.update(city.id, { name: 'Mine' }, undefined, session)).status).toBe(403);
        expect((await calls.remove(city.id, undefined, session)).status).toBe(403);
      }
      expect((await calls.create(validLocation('By the manager'), loginAs(app, 'manager'))).status).toBe(201);
    });
  });

  describe('hours', () => {
    it('sorts each day’s slots and keeps no slots on a closed day', async () => {
      const res = await calls.create({
        ...validLocation(),
        hours: week({
          monday: day(['13:00', '17:00'], ['08:00', '12:00']),
          sunday: { isOpen: false, slots: [{ start: '10:00', end: '14:00' }] },
        }),
      });
      expect(res.status).toBe(201);
      expect(res.body.hours.monday).toEqual(day(['08:00', '12:00'], ['13:00', '17:00']));
      expect(res.body.hours.sunday).toEqual(closed);
    });

    it.each([
      [{ tuesday: { isOpen: true, slots: [] } }, 'Tuesday is open but has no hours. Add its hours or mark it closed.'],
      [{ wednesday: day(['17:00', '09:00']) }, 'On Wednesday, each closing time must be after its opening time.'],
      [{ thursday: day(['10:00', '10:00']) }, 'On Thursday, each closing time must be after its opening time.'],
      [{ friday: day(['09:00', '13:00'], ['12:30', '17:00']) }, 'The hours on Friday overlap. Please check the times.'],
      [{ saturday: day(['9:00', '17:00']) }, 'Opening time must be a time such as 09:00'],
      [{ sunday: day(['09:00', '24:00']) }, 'Closing time must be a time such as 09:00'],
    ])('refuses %j naming the day', async (hours, message) => {
      const res = await calls.create({ ...validLocation(), hours: week(hours as Partial<LocationHours>) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('services', () => {
    it('keeps the services offered, with their online flag, and replaces the list on save', async () => {
      const [cut, facial, massage] = await Promise.all(
        ["Men's Cut", 'Signature Facial', 'Hot Stone Massage'].map((name) => calls.serviceId(name)),
      );
      const created = await calls.create({
        ...validLocation(),
        services: [
          { id: cut, isBookableOnline: true },
          { id: facial, isBookableOnline: false },
        ],
      });
      expect(created.body.services).toEqual([
        { id: cut, isBookableOnline: true },
        { id: facial, isBookableOnline: false },
      ]);
      const saved = await calls.update(
        created.body.id,
        {
          services: [
            { id: facial, isBookableOnline: true },
            { id: massage, isBookableOnline: true },
          ],
        },
        '"1"',
      );
      expect(saved.body.version).toBe(2);
      expect(saved.body.services).toEqual(
        expect.arrayContaining([
          { id: facial, isBookableOnline: true },
          { id: massage, isBookableOnline: true },
        ]),
      );
      expect(saved.body.services).toHaveLength(2);
      // The same list in another order changes nothing.
      const same = await calls.update(created.body.id, { services: [...saved.body.services].reverse() });
      expect(same.body.version).toBe(2);
    });

    it('refuses a service of another organization or none, and a service listed twice', async () => {
      const theirs = await calls.send<{ id: string }>(
        'POST',
        '/api/settings/services/treatments',
        { name: 'Body Scrub' },
        undefined,
        loginAs(app, 'otherOwner'),
      );
      for (const id of [theirs.body.id, newId()]) {
        const res = await calls.create({ ...validLocation(), services: [{ id, isBookableOnline: true }] });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Service not found');
      }
      const cut = await calls.serviceId("Men's Cut");
      const twice = await calls.create({
        ...validLocation(),
        services: [
          { id: cut, isBookableOnline: true },
          { id: cut, isBookableOnline: false },
        ],
      });
      expect(twice.status).toBe(400);
      expect(twice.body.message).toBe('Each service can be listed only once for a location.');
      expect(stored()).not.toContain('Harbour Studio');
    });

    it('drops a deleted service from every location', async () => {
      const beach = await calls.byName('Demo Salon — Beach');
      const hotStone = await calls.serviceId('Hot Stone Massage');
      expect((await calls.send('DELETE', `/api/settings/services/treatments/${hotStone}`)).status).toBe(204);
      const after = await calls.byName('Demo Salon — Beach');
      expect(after.services.map((s) => s.id)).not.toContain(hotStone);
      expect(after.services).toHaveLength(beach.services.length - 1);
    });
  });

  describe('update and delete', () => {
    it('changes only the fields sent, recomposes the address, and refuses a stale version', async () => {
      const city = await calls.byName('Demo Salon — City');
      const res = await calls.update(city.id, { street2: '', city: 'Sydney CBD', timezone: 'Australia/Sydney' }, '"1"');
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe('"2"');
      expect(res.body).toMatchObject({
        name: 'Demo Salon — City',
        address: '120 George Street, Sydney CBD, NSW 2000, Australia',
        timezone: 'Australia/Sydney',
        version: 2,
      });
      expect(res.body.hours).toEqual(city.hours);
      expect(res.body.services).toEqual(city.services);
      const stale = await calls.update(city.id, { name: 'Lost update' }, '"1"');
      expect(stale.status).toBe(412);
      expect((await calls.byName('Demo Salon — City')).version).toBe(2);
      // Back to the organization's zone; sending what is stored changes nothing.
      expect((await calls.update(city.id, { timezone: null }, '"2"')).body).toMatchObject({
        timezone: null,
        version: 3,
      });
      expect((await calls.update(city.id, { name: 'Demo Salon — City' }, '"3"')).body.version).toBe(3);
      expect((await calls.update(city.id, {})).status).toBe(400);
    });

    it.each([
      [{ name: '  ' }, 'Location name is required'],
      [{ street1: '' }, 'Street address and city are required'],
      [{ city: ' ' }, 'Street address and city are required'],
      [{ timezone: 'Europe/Atlantis' }, 'Please select a valid timezone'],
      [
        { hours: week({ monday: { isOpen: true, slots: [] } }) },
        'Monday is open but has no hours. Add its hours or mark it closed.',
      ],
    ])('refuses the edit %j', async (payload, message) => {
      const city = await calls.byName('Demo Salon — City');
      const res = await calls.update(city.id, payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await calls.byName('Demo Salon — City')).toEqual(city);
    });

    it('deletes with If-Match, and answers 404 afterwards', async () => {
      const beach = await calls.byName('Demo Salon — Beach');
      expect((await calls.remove(beach.id, '"7"')).status).toBe(412);
      expect((await calls.remove(beach.id, '"1"')).status).toBe(204);
      expect(stored()).toEqual(['Demo Salon — City']);
      expect(
        app.deps.database.sqlite
          .prepare('select count(*) from location_services where location_id = ?')
          .pluck()
          .get(beach.id),
      ).toBe(0);
      expect((await calls.remove(beach.id)).status).toBe(404);
      const gone = await calls.update(beach.id, { name: 'Back' });
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe('Location not found');
    });

    it('answers 404 for another organization’s location on every write', async () => {
      const other = loginAs(app, 'otherOwner');
      const theirs = await calls.create(validLocation('Harbour'), other);
      expect(theirs.status).toBe(201);
      for (const res of [
        await calls.update(theirs.body.id, { name: 'Taken' }),
        await calls.remove(theirs.body.id),
        await calls.send('PUT', `${LOCATIONS}/${theirs.body.id}/photos/${newId()}/main`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Location not found');
      }
      expect((await calls.list(other)).map((l) => [l.name, l.version])).toEqual([['Harbour', 1]]);
    });
  });

  it('records additions, edits and deletions in the activity log with before and after', async () => {
    const created = await calls.create(validLocation());
    const city = await calls.byName('Demo Salon — City');
    await calls.update(city.id, { name: 'City Salon', hours: week({ sunday: day(['10:00', '14:00']) }) });
    await calls.remove(created.body.id);
    const [removed, updated, added] = await calls.activity();
    expect(added).toMatchObject({
      action: 'create',
      details: 'Added the location Harbour Studio',
      changes: {
        name: { before: null, after: 'Harbour Studio' },
        address: { before: null, after: '1 Harbour Road, Sydney, Australia' },
      },
    });
    expect(updated).toMatchObject({
      action: 'update',
      details: 'Updated the location City Salon',
      changes: {
        name: { before: 'Demo Salon — City', after: 'City Salon' },
        'hours.sunday.isOpen': { before: false, after: true },
      },
    });
    expect(removed).toMatchObject({ action: 'delete', details: 'Deleted the location Harbour Studio' });
  });

  describe('plan limit', () => {
    const usage = async (session: Session) =>
      (await call<UsageDetail>(app, { method: 'GET', url: '/api/billing/usage/detailed', headers: session.headers }))
        .body.usage.locations;

    it('holds Other Spa to FREE’s one location, counted in its usage', async () => {
      const other = loginAs(app, 'otherOwner');
      expect(await usage(other)).toBe(0);
      expect((await calls.create(validLocation('Harbour'), other)).status).toBe(201);
      expect(await usage(other)).toBe(1);
      const refused = await calls.create(validLocation('Second'), other);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'PLAN_LIMIT_REACHED',
        message: 'Your FREE plan allows 1 location. Upgrade to add more.',
        details: { resource: 'locations', plan: 'FREE', limit: 1, usage: 1 },
      });
      expect((await calls.list(other)).map((l) => l.name)).toEqual(['Harbour']);
    });

    it('allows Demo Salon a third location on LUXE, not a fourth; a deletion frees a place', async () => {
      expect(await usage(owner)).toBe(2);
      expect((await calls.create(validLocation('Third'))).status).toBe(201);
      const fourth = await calls.create(validLocation('Fourth'));
      expect(fourth.status).toBe(409);
      expect(fourth.body.message).toBe('Your LUXE plan allows 3 locations. Upgrade to add more.');
      // Inactive locations still count: they are set up and kept.
      const third = await calls.byName('Third');
      await calls.update(third.id, { isActive: false });
      expect((await calls.create(validLocation('Fourth'))).status).toBe(409);
      await calls.remove(third.id);
      expect(await usage(owner)).toBe(2);
      expect((await calls.create(validLocation('Fourth'))).status).toBe(201);
    });
  });
});
