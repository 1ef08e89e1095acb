import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countAppointmentsCreated } from './repository';
import { bookAppointment, holdSlot } from './book';
import { adaptersFor } from '../integrations/payments/adapters';
import { manageService } from './manage';
import { bookingPayments } from './payment';
import { BOOKING_MESSAGES } from './messages';
import { openStarts, resolveTarget } from './slot-check';
import { bookingTestApp, countAppointments, demoIds, MONDAY_9AM, person, tuesdayAt } from './test-helpers';

describe('the guard: practitioner_busy_no_overlap (migration 0012)', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await bookingTestApp());
  });
  afterEach(() => app.close());

  const insert = (row: {
    id: string;
    practitioner: string;
    start: number;
    end: number;
    hold?: string;
    expires?: number;
    created?: number;
  }) =>
    app.deps.database.sqlite
      .prepare(
        `INSERT INTO practitioner_busy (id, organization_id, practitioner_id, start_ms, end_ms, hold_id, expires_ms, created_ms)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        row.id,
        demoIds(app).organizationId,
        row.practitioner,
        row.start,
        row.end,
        row.hold ?? null,
        row.expires ?? null,
        row.created ?? 1_000,
      );

  it('refuses an overlapping span of the same practitioner, with SLOT_TAKEN', () => {
    insert({ id: 'a', practitioner: 'p1', start: 1_000, end: 2_000 });
    expect(() => insert({ id: 'b', practitioner: 'p1', start: 1_500, end: 2_500 })).toThrow(/SLOT_TAKEN/);
    expect(() => insert({ id: 'c', practitioner: 'p1', start: 500, end: 3_000 })).toThrow(/SLOT_TAKEN/);
  });

  it('accepts an adjacent span and another practitioner at the same time', () => {
    insert({ id: 'a', practitioner: 'p1', start: 1_000, end: 2_000 });
    expect(() => insert({ id: 'b', practitioner: 'p1', start: 2_000, end: 3_000 })).not.toThrow();
    expect(() => insert({ id: 'c', practitioner: 'p1', start: 0, end: 1_000 })).not.toThrow();
    expect(() => insert({ id: 'd', practitioner: 'p2', start: 1_000, end: 2_000 })).not.toThrow();
  });

  it('lets an expired hold block nobody, while a live one blocks', () => {
    insert({ id: 'h1', practitioner: 'p1', start: 1_000, end: 2_000, hold: 'hold-1', expires: 5_000, created: 1_000 });
    expect(() => insert({ id: 'b', practitioner: 'p1', start: 1_000, end: 2_000, created: 4_999 })).toThrow(
      /SLOT_TAKEN/,
    );
    expect(() => insert({ id: 'c', practitioner: 'p1', start: 1_000, end: 2_000, created: 5_000 })).not.toThrow();
  });

  it('refuses moving a span onto another one', () => {
    insert({ id: 'a', practitioner: 'p1', start: 1_000, end: 2_000 });
    insert({ id: 'b', practitioner: 'p1', start: 3_000, end: 4_000 });
    expect(() =>
      app.deps.database.sqlite.prepare('UPDATE practitioner_busy SET start_ms = 1500 WHERE id = ?').run('b'),
    ).toThrow(/SLOT_TAKEN/);
  });
});

describe('the booking core', () => {
  let app: FastifyInstance;
  let clock: { now: number };
  beforeEach(async () => {
    ({ app, clock } = await bookingTestApp());
  });
  afterEach(() => app.close());

  const book = (
    start: string,
    extra: { practitionerId?: string; serviceId?: string; n?: number; holdId?: string } = {},
  ) => {
    const ids = demoIds(app);
    return bookAppointment(app.deps, {
      organizationId: ids.organizationId,
      channel: 'online',
      target: {
        locationId: ids.city,
        serviceIds: [extra.serviceId ?? ids.mensCut],
        ...(extra.practitionerId ? { practitionerId: extra.practitionerId } : {}),
      },
      start,
      client: person(extra.n ?? 1),
      ...(extra.holdId ? { holdId: extra.holdId } : {}),
    });
  };

  it('books, finds the client again by email, and queues the confirmation in the same transaction', () => {
    const ids = demoIds(app);
    const first = book(tuesdayAt('10:00'), { practitionerId: ids.priya });
    expect(first.appointment.status).toBe('confirmed');
    expect(first.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.appointment.manageTokenHash).not.toContain(first.manageToken);
    const second = book(tuesdayAt('11:00'), { practitionerId: ids.priya });
    expect(second.appointment.clientId).toBe(first.appointment.clientId);
    const outbox = app.deps.database.sqlite
      .prepare("SELECT count(*) AS n FROM notification_messages WHERE appointment_id = ? AND recipient_kind = 'client'")
      .get(first.appointment.id) as { n: number } | undefined;
    expect(outbox?.n ?? 0).toBeGreaterThan(0);
  });

  it('writes the busy spans with buffers and without the processing gap', () => {
    const ids = demoIds(app);
    const { appointment } = book(tuesdayAt('10:00'), { practitionerId: ids.priya, serviceId: ids.colour });
    const rows = app.deps.database.sqlite
      .prepare('SELECT start_ms, end_ms FROM practitioner_busy WHERE appointment_id = ? ORDER BY start_ms')
      .all(appointment.id) as { start_ms: number; end_ms: number }[];
    // Full Head Colour: 120 minutes, processing from 30 for 45: busy 10:00-10:30 and 11:15-12:00.
    expect(rows).toEqual([
      { start_ms: Date.parse(tuesdayAt('10:00')), end_ms: Date.parse(tuesdayAt('10:30')) },
      { start_ms: Date.parse(tuesdayAt('11:15')), end_ms: Date.parse(tuesdayAt('12:00')) },
    ]);
  });

  it('refuses a second booking of the same practitioner at the same time with a clear 409', () => {
    const ids = demoIds(app);
    book(tuesdayAt('10:00'), { practitionerId: ids.priya });
    expect(() => book(tuesdayAt('10:15'), { practitionerId: ids.priya, n: 2 })).toThrow(BOOKING_MESSAGES.slotTaken);
    expect(countAppointments(app)).toBe(1);
  });

  it('gives "any practitioner" the other free one, and refuses when nobody is left', () => {
    const ids = demoIds(app);
    // The first free one of the team list (by first name: Jamie, then Priya).
    expect(book(tuesdayAt('10:00')).practitionerId).toBe(ids.jamie);
    expect(book(tuesdayAt('10:00'), { n: 2 }).practitionerId).toBe(ids.priya);
    expect(() => book(tuesdayAt('10:00'), { n: 3 })).toThrow(BOOKING_MESSAGES.slotTaken);
  });

  it("lets a second client start during a colour's processing time", () => {
    const ids = demoIds(app);
    book(tuesdayAt('10:00'), { practitionerId: ids.priya, serviceId: ids.colour });
    const target = resolveTarget(
      app.deps.db,
      ids.organizationId,
      { locationId: ids.city, serviceIds: [ids.mensCut], practitionerId: ids.priya },
      'online',
    );
    const starts = openStarts(app.deps.db, target, '2026-03-03', '2026-03-03', clock.now).map((s) => s.start);
    expect(starts).toContain(Date.parse(tuesdayAt('10:30')));
    expect(starts).not.toContain(Date.parse(tuesdayAt('10:15')));
    // Men's Cut with its 10-minute after-buffer ends 11:10, inside the gap that ends 11:15.
    expect(book(tuesdayAt('10:30'), { practitionerId: ids.priya, n: 2 }).practitionerId).toBe(ids.priya);
    expect(() => book(tuesdayAt('10:45'), { practitionerId: ids.priya, n: 3 })).toThrow(BOOKING_MESSAGES.slotTaken);
  });

  it('holds a slot against others, gives it to the holder, and lets it go when it expires', () => {
    const ids = demoIds(app);
    const target = { locationId: ids.city, serviceIds: [ids.mensCut], practitionerId: ids.priya };
    const hold = holdSlot(app.deps, {
      organizationId: ids.organizationId,
      target,
      start: tuesdayAt('10:00'),
      ipAddress: '10.0.0.1',
    });
    expect(() => book(tuesdayAt('10:00'), { practitionerId: ids.priya, n: 2 })).toThrow(BOOKING_MESSAGES.slotTaken);
    expect(book(tuesdayAt('10:00'), { practitionerId: ids.priya, holdId: hold.holdId }).practitionerId).toBe(ids.priya);

    holdSlot(app.deps, {
      organizationId: ids.organizationId,
      target,
      start: tuesdayAt('14:00'),
      ipAddress: '10.0.0.1',
    });
    clock.now += 5 * 60_000; // HOLD_MINUTES later
    expect(book(tuesdayAt('14:00'), { practitionerId: ids.priya, n: 3 }).practitionerId).toBe(ids.priya);
  });

  it('holds the policies: minimum notice, maximum advance, approval', () => {
    const ids = demoIds(app);
    expect(() => book('2026-03-02T09:30:00+11:00', { practitionerId: ids.priya })).toThrow(
      'Online bookings must be made at least 1 hour in advance. Please choose a later time.',
    );
    expect(() => book('2026-06-30T10:00:00+10:00', { practitionerId: ids.priya })).toThrow(
      'Online bookings can be made up to 90 days ahead. Please choose an earlier date.',
    );
    expect(countAppointments(app)).toBe(0);
  });

  it('lets a desk booking and an online booking compete for the same slot', () => {
    const ids = demoIds(app);
    const desk = bookAppointment(app.deps, {
      organizationId: ids.organizationId,
      channel: 'desk',
      target: { locationId: ids.city, serviceIds: [ids.mensCut], practitionerId: ids.priya },
      start: tuesdayAt('10:00'),
      client: person('desk'),
    });
    expect(desk.appointment.source).toBe('desk');
    expect(() => book(tuesdayAt('10:00'), { practitionerId: ids.priya })).toThrow(BOOKING_MESSAGES.slotTaken);
  });

  it('cancels within the window, freeing the slot, and refuses after it', async () => {
    const ids = demoIds(app);
    const manage = manageService(app.deps, bookingPayments(app.deps, adaptersFor(app.deps.config)));
    const early = book(tuesdayAt('10:00'), { practitionerId: ids.priya });
    expect((await manage.cancel(early.manageToken)).status).toBe('cancelled');
    await expect(manage.cancel(early.manageToken)).rejects.toThrow(BOOKING_MESSAGES.notChangeable);
    expect(book(tuesdayAt('10:00'), { practitionerId: ids.priya, n: 2 }).practitionerId).toBe(ids.priya);

    const soon = book('2026-03-02T15:00:00+11:00', { practitionerId: ids.priya, n: 3 });
    await expect(manage.cancel(soon.manageToken)).rejects.toThrow(BOOKING_MESSAGES.windowClosed(24));
    expect(manage.show(soon.manageToken).canCancel).toBe(false);
  });

  it('reschedules in one transaction, keeping the practitioner, refusing a taken time', () => {
    const ids = demoIds(app);
    const manage = manageService(app.deps, bookingPayments(app.deps, adaptersFor(app.deps.config)));
    const mine = book(tuesdayAt('10:00'), { practitionerId: ids.priya });
    book(tuesdayAt('12:00'), { practitionerId: ids.priya, n: 2 });
    book(tuesdayAt('12:00'), { practitionerId: ids.jamie, n: 3 });
    expect(() => manage.reschedule(mine.manageToken, tuesdayAt('12:00'))).toThrow(BOOKING_MESSAGES.slotTaken);
    expect(manage.show(mine.manageToken).start).toBe(tuesdayAt('10:00'));
    // Moving onto its own old time overlaps only itself: allowed.
    const moved = manage.reschedule(mine.manageToken, tuesdayAt('10:15'));
    expect(moved.start).toBe(tuesdayAt('10:15'));
    expect(moved.practitioner.id).toBe(ids.priya);
    expect(book(tuesdayAt('09:30'), { practitionerId: ids.priya, n: 4 }).practitionerId).toBe(ids.priya);
  });

  it('counts the appointments made in a period for the plan', () => {
    book(tuesdayAt('10:00'));
    const { organizationId } = demoIds(app);
    expect(
      countAppointmentsCreated(app.deps.db, organizationId, new Date(MONDAY_9AM - 1), new Date(MONDAY_9AM + 1)),
    ).toBe(1);
  });
});
