import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION_HOURS, type LocationHours } from '../../contract/locations';
import { MAX_TIME_OFF_ENTRIES, type WorkingHours } from '../../contract/practitioners';
import type { TeamUser } from '../../contract/team';
import { locations } from '../../db/schema';
import { newId } from '../../ids';
import { DEMO_EMAILS, loginAs, type Session } from '../../testing/build-test-app';
import { otherSpaService } from '../services/route-samples';
import { practitionersFor } from './practitioner-service';
import { findUserByEmail } from './repository';
import { CLOSED, day, MONDAYS, practitionersFixture, profileUrl } from './practitioner-test-helpers';

// Each member's services, locations with hours and time off, and what the availability engine
// reads of them. Members without sign-in are in members-without-sign-in.test.ts.
describe('the team as practitioners: the profile', () => {
  const fixture = practitionersFixture();
  const { send, member, addMember, addLocation, demoServices, activity } = fixture;
  let app: FastifyInstance;
  let owner: Session;
  let demoSalon: string;
  let otherSpa: string;
  beforeEach(() => ({ app, owner, demoSalon, otherSpa } = fixture.state));

  describe('the practitioner profile', () => {
    let sam: TeamUser;
    beforeEach(async () => {
      sam = (await addMember('sam@demo.test')).body;
    });

    it('saves and reads back each list, a partial save keeping the others', async () => {
      const empty = await send(owner, 'GET', profileUrl(sam.id));
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual({ serviceIds: [], locations: [], timeOff: [] });
      const first = empty.headers.etag as string;

      const [a, b] = demoServices();
      const city = addLocation(demoSalon);
      const beach = addLocation(demoSalon);
      const off = { id: newId(), startDate: '2026-07-01', endDate: '2026-07-14', reason: '  Summer   holiday ' };
      const saved = await send(
        owner,
        'PUT',
        profileUrl(sam.id),
        {
          serviceIds: [a, b],
          locations: [
            { locationId: city, hours: MONDAYS },
            { locationId: beach, hours: null },
          ],
          timeOff: [off],
        },
        first,
      );
      expect(saved.status).toBe(200);
      const expected = {
        serviceIds: [a, b],
        locations: [
          { locationId: city, hours: MONDAYS },
          { locationId: beach, hours: null },
        ],
        timeOff: [{ ...off, reason: 'Summer holiday' }],
      };
      expect(saved.body).toEqual(expected);
      expect(saved.headers.etag).not.toBe(first);
      const read = await send(owner, 'GET', profileUrl(sam.id));
      expect(read.body).toEqual(expected);
      expect(read.headers.etag).toBe(saved.headers.etag);
      expect(await member('sam@demo.test')).toMatchObject({ serviceIds: [a, b], locationIds: [city, beach] });

      const partial = await send(owner, 'PUT', profileUrl(sam.id), { timeOff: [] }, saved.headers.etag as string);
      expect(partial.status).toBe(200);
      expect(partial.body).toEqual({ ...expected, timeOff: [] });
      const servicesOnly = await send(owner, 'PUT', profileUrl(sam.id), { serviceIds: [b] });
      expect(servicesOnly.body).toEqual({ ...expected, serviceIds: [b], timeOff: [] });
    });

    it('refuses a stale version and changes nothing', async () => {
      const before = await send(owner, 'GET', profileUrl(sam.id));
      await send(owner, 'PUT', profileUrl(sam.id), { serviceIds: demoServices().slice(0, 1) });
      const stale = await send(owner, 'PUT', profileUrl(sam.id), { serviceIds: [] }, before.headers.etag as string);
      expect(stale.status).toBe(412);
      expect((await send(owner, 'GET', profileUrl(sam.id))).body.serviceIds).toHaveLength(1);
    });

    it('answers 404 for another organization’s services, locations and members', async () => {
      const foreignService = otherSpaService(app).id;
      const service = await send(owner, 'PUT', profileUrl(sam.id), { serviceIds: [foreignService] });
      expect(service.status).toBe(404);
      expect(service.body.message).toBe('Service not found');
      const unknown = await send(owner, 'PUT', profileUrl(sam.id), { serviceIds: [newId()] });
      expect(unknown.body.message).toBe('Service not found');

      const foreignLocation = addLocation(otherSpa);
      const location = await send(owner, 'PUT', profileUrl(sam.id), {
        locations: [{ locationId: foreignLocation, hours: null }],
      });
      expect(location.status).toBe(404);
      expect(location.body.message).toBe('Location not found');

      const otherOwner = findUserByEmail(app.deps.db, DEMO_EMAILS.otherOwner)!.id;
      expect((await send(owner, 'GET', profileUrl(otherOwner))).status).toBe(404);
      const write = await send(owner, 'PUT', profileUrl(otherOwner), { serviceIds: [] });
      expect(write.status).toBe(404);
      expect(write.body.message).toBe('Team member not found');
      expect((await send(owner, 'GET', profileUrl(sam.id))).body).toEqual({
        serviceIds: [],
        locations: [],
        timeOff: [],
      });
    });

    it('refuses working hours that do not fit, naming the day', async () => {
      const late: LocationHours = { ...DEFAULT_LOCATION_HOURS, monday: day(['09:00', '12:00'], ['13:00', '17:00']) };
      const place = addLocation(demoSalon, late);
      const withMonday = (monday: WorkingHours['monday']) => ({
        locations: [{ locationId: place, hours: { ...MONDAYS, monday } }],
      });
      const cases: [object, string][] = [
        [withMonday(day(['08:00', '11:00'])), "Monday: the hours must be inside the location's opening hours"],
        [withMonday(day(['11:00', '14:00'])), "Monday: the hours must be inside the location's opening hours"],
        [withMonday(day(['11:00', '10:00'])), 'Monday: each slot must end after it starts'],
        [withMonday(day(['09:00', '11:00'], ['10:30', '12:00'])), 'Monday: the hours must not overlap'],
        [withMonday({ isOpen: true, slots: [] }), 'Monday: add the hours they work, or mark the day as a day off'],
        [
          withMonday({ isOpen: false, slots: [{ start: '09:00', end: '10:00' }] }),
          'Monday: a day off has no working hours',
        ],
        [
          {
            locations: [{ locationId: place, hours: { ...MONDAYS, monday: CLOSED, sunday: day(['10:00', '11:00']) } }],
          },
          'Sunday: the location is closed that day',
        ],
        [
          {
            locations: [
              { locationId: place, hours: null },
              { locationId: place, hours: MONDAYS },
            ],
          },
          'Each location can be listed only once',
        ],
      ];
      for (const [body, message] of cases) {
        const res = await send(owner, 'PUT', profileUrl(sam.id), body);
        expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
      }
      // The split day itself is fine, slots given in any order.
      const fine = await send(
        owner,
        'PUT',
        profileUrl(sam.id),
        withMonday(day(['13:00', '17:00'], ['09:00', '12:00'])),
      );
      expect(fine.status).toBe(200);
      expect(fine.body.locations[0]!.hours!.monday.slots).toEqual([
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ]);
    });

    it('refuses time off that is not a real period, and more entries than allowed', async () => {
      const entry = (startDate: string, endDate: string, id = newId()) => ({ id, startDate, endDate, reason: '' });
      const twin = newId();
      const cases: [object[], string][] = [
        [[entry('2026-02-30', '2026-03-02')], 'There is no such date as 2026-02-30'],
        [
          [entry('2026-03-10', '2026-03-09')],
          'Time off from 2026-03-10 must end on or after its first day (not 2026-03-09)',
        ],
        [
          [entry('2026-03-01', '2026-03-01', twin), entry('2026-04-01', '2026-04-02', twin)],
          'Each time off entry must have its own id',
        ],
      ];
      for (const [timeOff, message] of cases) {
        const res = await send(owner, 'PUT', profileUrl(sam.id), { timeOff });
        expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
      }
      const many = Array.from({ length: MAX_TIME_OFF_ENTRIES + 1 }, () => entry('2026-03-01', '2026-03-01'));
      expect((await send(owner, 'PUT', profileUrl(sam.id), { timeOff: many })).status).toBe(400);
      expect((await send(owner, 'PUT', profileUrl(sam.id), {})).status).toBe(400);
      const oneDay = await send(owner, 'PUT', profileUrl(sam.id), { timeOff: [entry('2026-03-01', '2026-03-01')] });
      expect(oneDay.status).toBe(200);
    });

    it('gives a time off entry its own id when another member’s entry already has the one sent', async () => {
      const jamie = await member('jamie@demo.test');
      const id = newId();
      const entry = { id, startDate: '2026-05-01', endDate: '2026-05-02', reason: 'Course' };
      expect((await send(owner, 'PUT', profileUrl(jamie.id), { timeOff: [entry] })).status).toBe(200);
      const res = await send(owner, 'PUT', profileUrl(sam.id), { timeOff: [entry] });
      expect(res.status).toBe(200);
      expect(res.body.timeOff[0]!.id).not.toBe(id);
      expect((await send(owner, 'GET', profileUrl(jamie.id))).body.timeOff).toEqual([entry]);
    });

    it('is changed only by someone who may act on the member, or by the member themselves', async () => {
      const admin = loginAs(app, 'admin');
      const ownerId = findUserByEmail(app.deps.db, DEMO_EMAILS.owner)!.id;
      const onOwner = await send(admin, 'PUT', profileUrl(ownerId), { serviceIds: [] });
      expect(onOwner.status).toBe(403);
      expect(onOwner.body.message).toBe("Only an owner can change another owner's access");
      expect((await send(admin, 'GET', profileUrl(ownerId))).status).toBe(200);
      expect((await send(admin, 'PUT', profileUrl(sam.id), { serviceIds: demoServices().slice(0, 1) })).status).toBe(
        200,
      );
      expect(
        (await send(admin, 'PUT', profileUrl(admin.userId), { serviceIds: demoServices().slice(0, 2) })).status,
      ).toBe(200);
      for (const role of ['manager', 'practitioner', 'receptionist'] as const) {
        const session = loginAs(app, role);
        expect((await send(session, 'GET', profileUrl(sam.id))).status).toBe(403);
        expect((await send(session, 'PUT', profileUrl(session.userId), { serviceIds: [] })).status).toBe(403);
      }
    });

    it('records each save with what changed, and keeps the profile of a deactivated member', async () => {
      const [a] = demoServices();
      const place = addLocation(demoSalon);
      await send(owner, 'PUT', profileUrl(sam.id), {
        serviceIds: [a],
        locations: [{ locationId: place, hours: null }],
      });
      const [entry] = await activity();
      expect(entry).toMatchObject({
        details: 'Updated the services, locations and time off of Sam Stone',
        changes: {
          serviceIds: { before: [], after: [a] },
          locations: { before: [], after: [{ locationId: place, hours: null }] },
        },
        success: true,
      });
      expect(entry!.changes).not.toHaveProperty('timeOff');

      expect((await send(owner, 'POST', `/api/team/users/${sam.id}/deactivate`)).status).toBe(200);
      const kept = await send(owner, 'GET', profileUrl(sam.id));
      expect(kept.body).toMatchObject({ serviceIds: [a], locations: [{ locationId: place, hours: null }] });
      expect(await member('sam@demo.test')).toMatchObject({ isActive: false, serviceIds: [a], locationIds: [place] });
    });
  });

  describe('practitionersFor (for the availability engine)', () => {
    it('answers the active members who perform the service at the location, with their hours and time off', async () => {
      const [cut, colour] = demoServices();
      const hours: LocationHours = { ...DEFAULT_LOCATION_HOURS, monday: day(['09:00', '12:00']) };
      const place = addLocation(demoSalon, hours);
      const elsewhere = addLocation(demoSalon);
      const people = await Promise.all(['p1', 'p2', 'p3', 'p4'].map((p) => addMember(`${p}@demo.test`)));
      const [own, same, otherService, gone] = people.map((p) => p.body);
      const save = (id: string, body: object) => send(owner, 'PUT', profileUrl(id), body);
      const off = { id: newId(), startDate: '2026-08-03', endDate: '2026-08-07', reason: 'Leave' };
      // Their own Monday is 10:00-14:00; the location has since closed at 12:00.
      await save(own!.id, {
        serviceIds: [cut],
        locations: [{ locationId: place, hours: { ...MONDAYS, monday: day(['10:00', '12:00']) } }],
        timeOff: [off],
      });
      app.deps.db
        .update(locations)
        .set({ hours: { ...hours, monday: day(['09:00', '11:00']) } })
        .where(eq(locations.id, place))
        .run();
      await save(same!.id, { serviceIds: [cut, colour], locations: [{ locationId: place, hours: null }] });
      await save(otherService!.id, { serviceIds: [colour], locations: [{ locationId: place, hours: null }] });
      await save(gone!.id, { serviceIds: [cut], locations: [{ locationId: place, hours: null }] });
      await send(owner, 'POST', `/api/team/users/${gone!.id}/deactivate`);

      const found = practitionersFor(app.deps.db, demoSalon, cut!, place);
      expect(found.map((p) => p.userId).sort()).toEqual([own!.id, same!.id].sort());
      const mine = found.find((p) => p.userId === own!.id)!;
      expect(mine.hours.monday).toEqual(day(['10:00', '11:00']));
      expect(mine.hours.tuesday).toEqual(CLOSED);
      expect(mine.timeOff).toEqual([{ startDate: '2026-08-03', endDate: '2026-08-07' }]);
      const theirs = found.find((p) => p.userId === same!.id)!;
      expect(theirs.hours.monday).toEqual(day(['09:00', '11:00']));
      expect(theirs.hours.sunday).toEqual(CLOSED);
      expect(theirs.timeOff).toEqual([]);

      expect(practitionersFor(app.deps.db, demoSalon, cut!, elsewhere)).toEqual([]);
      // Another organization's view of the same ids finds nobody.
      expect(practitionersFor(app.deps.db, otherSpa, cut!, place)).toEqual([]);
    });
  });
});
