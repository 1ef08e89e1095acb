import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_RULES, type BookingRules, type ScopedBookingRule } from '../../contract/service-booking';
import { newId } from '../../ids';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { documentCalls, servicesActivity } from './test-helpers';

const unset = {
  minimumNoticeMinutes: null,
  maximumAdvanceDays: null,
  slotIntervalMinutes: null,
  minimumGapMinutes: null,
  cancellationNoticeHours: null,
  rescheduleNoticeHours: null,
};

describe('booking rules', () => {
  let app: FastifyInstance;
  let owner: Session;
  let rulesDoc: ReturnType<typeof documentCalls<BookingRules>>;
  // Demo Salon's "Colour" category with its "Balayage" service, and a "Gift card" without category.
  let colour: string;
  let balayage: string;
  let giftCard: string;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
    rulesDoc = documentCalls<BookingRules>(app, '/api/settings/services/booking-rules');
    colour = addCategory(owner.organizationId, 'Colour');
    balayage = addService(owner.organizationId, 'Balayage', colour);
    giftCard = addService(owner.organizationId, 'Gift card', null);
  });
  afterEach(() => app.close());

  // The services module owns these tables; its rows are written directly so these tests stand alone.
  const addCategory = (organizationId: string, name: string) => {
    const id = newId();
    const at = new Date().toISOString();
    app.deps.database.sqlite
      .prepare(
        "insert into service_categories (id, organization_id, name, position, color, created_at, updated_at) values (?, ?, ?, 0, '#6366f1', ?, ?)",
      )
      .run(id, organizationId, name, at, at);
    return id;
  };
  const addService = (organizationId: string, name: string, categoryId: string | null) => {
    const id = newId();
    const at = new Date().toISOString();
    app.deps.database.sqlite
      .prepare(
        "insert into services (id, organization_id, category_id, name, duration_minutes, price_type, price_minor, currency, created_at, updated_at) values (?, ?, ?, ?, 60, 'fixed', 0, 'AUD', ?, ?)",
      )
      .run(id, organizationId, categoryId, name, at, at);
    return id;
  };
  const remove = (table: 'services' | 'service_categories', id: string) =>
    app.deps.database.sqlite.prepare(`delete from ${table} where id = ?`).run(id);

  const rule = (
    fields: Partial<ScopedBookingRule> & Pick<ScopedBookingRule, 'scope' | 'targetId'>,
  ): ScopedBookingRule => ({
    id: newId(),
    name: 'Rule',
    isActive: true,
    ...unset,
    minimumNoticeMinutes: 240,
    ...fields,
  });

  const refusal = async (payload: object, session = owner) => {
    const res = await rulesDoc.put(session, payload);
    expect(res.status).toBe(400);
    expect((await rulesDoc.get(session)).headers.etag).toBe('"0"');
    return res.body;
  };

  it('answers the defaults as version 0 before anything is saved', async () => {
    const res = await rulesDoc.get(owner);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('"0"');
    expect(res.body).toEqual({
      minimumNoticeMinutes: 60,
      maximumAdvanceDays: 90,
      slotIntervalMinutes: 15,
      minimumGapMinutes: 0,
      rescheduleNoticeHours: 24,
      rules: [],
    });
  });

  it('saves the organization’s values partially and keeps them after a reload', async () => {
    const saved = await rulesDoc.put(owner, { slotIntervalMinutes: 30, minimumGapMinutes: 10 }, '"0"');
    expect(saved.status).toBe(200);
    expect(saved.headers.etag).toBe('"1"');
    const reload = await rulesDoc.get(loginAs(app, 'manager'));
    expect(reload.headers.etag).toBe('"1"');
    expect(reload.body).toEqual({ ...DEFAULT_BOOKING_RULES, slotIntervalMinutes: 30, minimumGapMinutes: 10 });
  });

  it.each([
    [{ minimumNoticeMinutes: -1 }, 'Minimum notice must be 0 or more'],
    [{ minimumNoticeMinutes: 43_201 }, 'Minimum notice must be 43200 or less'],
    [{ maximumAdvanceDays: 0 }, 'Maximum advance must be 1 or more'],
    [{ maximumAdvanceDays: 731 }, 'Maximum advance must be 730 or less'],
    [{ maximumAdvanceDays: 'abc' }, 'Maximum advance must be a whole number'],
    [{ slotIntervalMinutes: 7 }, 'Slot interval must be one of: 5, 10, 15, 20, 30, 45, 60'],
    [{ minimumGapMinutes: 241 }, 'Minimum gap between bookings must be 240 or less'],
    [{ rescheduleNoticeHours: 169 }, 'Reschedule notice must be 168 or less'],
    [{ bufferMinutes: 5 }, 'bufferMinutes is not an accepted field'],
  ])('refuses %j', async (payload, message) => {
    expect((await refusal(payload)).message).toBe(message);
  });

  describe('scoped rules', () => {
    it('keeps rules for a service and a category, named as typed without the spaces around', async () => {
      const forService = rule({
        scope: 'service',
        targetId: balayage,
        name: ' Balayage takes planning ',
        maximumAdvanceDays: 60,
      });
      const forCategory = rule({ scope: 'category', targetId: colour, name: 'Colour', slotIntervalMinutes: 30 });
      const saved = await rulesDoc.put(owner, { rules: [forService, forCategory] }, '"0"');
      expect(saved.status).toBe(200);
      const expected = [{ ...forService, name: 'Balayage takes planning' }, forCategory];
      expect(saved.body.rules).toEqual(expected);
      expect((await rulesDoc.get(owner)).body.rules).toEqual(expected);
      // A save of the organization's values leaves the rules as they are.
      expect((await rulesDoc.put(owner, { minimumGapMinutes: 5 })).body.rules).toEqual(expected);
    });

    it('allows an inactive rule beside the active one of the same target', async () => {
      const res = await rulesDoc.put(owner, {
        rules: [
          rule({ scope: 'service', targetId: giftCard, name: 'Summer' }),
          rule({ scope: 'service', targetId: giftCard, name: 'Winter', isActive: false }),
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body.rules.map((r) => [r.name, r.isActive])).toEqual([
        ['Summer', true],
        ['Winter', false],
      ]);
    });

    it('refuses a rule naming a service or category that does not exist', async () => {
      const gone = newId();
      const service = await refusal({ rules: [rule({ scope: 'service', targetId: gone, name: 'Old perm' })] });
      expect(service.message).toBe('Booking rule "Old perm": the service no longer exists');
      expect(service.details).toEqual([{ field: 'rules.0.targetId', message: service.message }]);
      const category = await refusal({ rules: [rule({ scope: 'category', targetId: gone, name: 'Nails' })] });
      expect(category.message).toBe('Booking rule "Nails": the category no longer exists');
    });

    it('refuses a service id given as a category, and the reverse', async () => {
      expect((await refusal({ rules: [rule({ scope: 'category', targetId: balayage, name: 'Mixed' })] })).message).toBe(
        'Booking rule "Mixed": the category no longer exists',
      );
      expect((await refusal({ rules: [rule({ scope: 'service', targetId: colour, name: 'Mixed' })] })).message).toBe(
        'Booking rule "Mixed": the service no longer exists',
      );
    });

    it('refuses another organization’s service or category as if it did not exist', async () => {
      const spa = loginAs(app, 'otherOwner');
      const spaCategory = addCategory(spa.organizationId, 'Massage');
      const spaService = addService(spa.organizationId, 'Hot stones', spaCategory);
      expect(
        (await refusal({ rules: [rule({ scope: 'service', targetId: spaService, name: 'Theirs' })] })).message,
      ).toBe('Booking rule "Theirs": the service no longer exists');
      expect(
        (await refusal({ rules: [rule({ scope: 'category', targetId: spaCategory, name: 'Theirs' })] })).message,
      ).toBe('Booking rule "Theirs": the category no longer exists');
      // Other Spa itself may use them.
      expect((await rulesDoc.put(spa, { rules: [rule({ scope: 'service', targetId: spaService })] })).status).toBe(200);
    });

    it('refuses two active rules for one target', async () => {
      const body = await refusal({
        rules: [
          rule({ scope: 'service', targetId: balayage, name: 'First' }),
          rule({ scope: 'service', targetId: balayage, name: 'Second', isActive: false }),
          rule({ scope: 'service', targetId: balayage, name: 'Third', maximumAdvanceDays: 30 }),
        ],
      });
      expect(body.message).toBe('There is already a rule for this service');
      expect(body.details).toEqual([{ field: 'rules.2.targetId', message: body.message }]);
      const categories = await refusal({
        rules: [rule({ scope: 'category', targetId: colour }), rule({ scope: 'category', targetId: colour })],
      });
      expect(categories.message).toBe('There is already a rule for this category');
    });

    it('refuses a rule that changes nothing', async () => {
      const named = await refusal({ rules: [rule({ scope: 'service', targetId: balayage, name: 'Empty', ...unset })] });
      expect(named.message).toBe('Booking rule "Empty" must change at least one setting');
      const unnamed = await refusal({ rules: [rule({ scope: 'service', targetId: balayage, name: '  ', ...unset })] });
      expect(unnamed.message).toBe('A booking rule must change at least one setting');
    });

    it('refuses two rules with one id', async () => {
      const id = newId();
      const body = await refusal({
        rules: [
          rule({ id, scope: 'service', targetId: balayage, name: 'One' }),
          rule({ id, scope: 'service', targetId: giftCard, name: 'Two' }),
        ],
      });
      expect(body.message).toBe('Booking rule "Two": each rule must have its own id');
    });

    it.each([
      [{ scope: 'location' }, 'Applies to must be one of: service, category'],
      [{ targetId: 'balayage' }, 'Service or category has an invalid format'],
      [{ minimumGapMinutes: 241 }, 'Minimum gap between bookings must be 240 or less'],
      [{ cancellationNoticeHours: 200 }, 'Cancellation notice must be 168 or less'],
      [{ minimumNoticeMinutes: 'abc' }, 'Minimum notice must be a whole number'],
      [{ slotIntervalMinutes: 7 }, 'Slot interval must be one of: 5, 10, 15, 20, 30, 45, 60'],
      [{ name: 'x'.repeat(81) }, 'Rule name must be at most 80 characters'],
    ])('refuses the malformed rule %j', async (fields, message) => {
      const body = await refusal({ rules: [{ ...rule({ scope: 'service', targetId: balayage }), ...fields }] });
      expect(body.message).toBe(message);
    });
  });

  describe('when a service or category is deleted', () => {
    it('leaves its rules out of what is read and of the next save', async () => {
      const keep = rule({ scope: 'service', targetId: giftCard, name: 'Gift cards' });
      await rulesDoc.put(owner, {
        rules: [
          rule({ scope: 'service', targetId: balayage, name: 'Balayage' }),
          rule({ scope: 'category', targetId: colour, name: 'Colour' }),
          keep,
        ],
      });
      remove('services', balayage);
      expect((await rulesDoc.get(owner)).body.rules.map((r) => r.name)).toEqual(['Colour', 'Gift cards']);
      remove('service_categories', colour);
      const read = await rulesDoc.get(owner);
      expect(read.body.rules).toEqual([keep]);
      // Reading changes nothing stored: the version stays.
      expect(read.headers.etag).toBe('"1"');
      // A save that does not send the rules drops them from the stored document too, and says so.
      const saved = await rulesDoc.put(owner, { minimumNoticeMinutes: 30 }, '"1"');
      expect(saved.body.rules).toEqual([keep]);
      const stored = app.deps.database.sqlite
        .prepare("select data from settings_documents where organization_id = ? and kind = 'booking-rules'")
        .pluck()
        .get(owner.organizationId) as string;
      expect((JSON.parse(stored) as BookingRules).rules).toEqual([keep]);
      const [entry] = await servicesActivity(app, owner);
      expect(Object.keys(entry!.changes ?? {})).toEqual(['minimumNoticeMinutes', 'rules']);
    });
  });

  it('refuses a save from a stale read with 412 and changes nothing', async () => {
    await rulesDoc.put(owner, { maximumAdvanceDays: 30 }, '"0"');
    const late = await rulesDoc.put(owner, { rules: [rule({ scope: 'service', targetId: balayage })] }, '"0"');
    expect(late.status).toBe(412);
    expect((await rulesDoc.get(owner)).body).toMatchObject({ maximumAdvanceDays: 30, rules: [] });
  });

  it('is for managers and admins, not reception or practitioners', async () => {
    for (const role of ['receptionist', 'practitioner'] as const) {
      const session = loginAs(app, role);
      expect((await rulesDoc.get(session)).status).toBe(403);
      expect((await rulesDoc.put(session, { minimumGapMinutes: 5 })).status).toBe(403);
    }
    for (const role of ['manager', 'admin'] as const) {
      expect((await rulesDoc.put(loginAs(app, role), { minimumGapMinutes: 5 })).status).toBe(200);
    }
  });

  it('records the values and rules changed in the activity log', async () => {
    const added = rule({ scope: 'category', targetId: colour, name: 'Colour', minimumGapMinutes: 15 });
    await rulesDoc.put(owner, { maximumAdvanceDays: 180, rules: [added] });
    const [entry] = await servicesActivity(app, owner);
    expect(entry).toMatchObject({
      details: 'Updated booking rules',
      success: true,
      changes: {
        maximumAdvanceDays: { before: 90, after: 180 },
        rules: { before: [], after: [added] },
      },
    });
  });
});
