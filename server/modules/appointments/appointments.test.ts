import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../bookings/messages';
import { bookingTestApp, countBusyRows, demoIds, person, tuesdayAt } from '../../bookings/test-helpers';
import type { AppointmentPage, DeskAppointment } from '../../contract/appointments';
import type { ErrorBody } from '../../contract/common';
import type { BookingAnswer } from '../../contract/public-booking';
import { notificationMessages, practitionerBusy } from '../../db/schema';
import { call, loginAs, type Session } from '../../testing/build-test-app';
import { sessionWithRole } from '../clients/test-helpers';
import { listClients } from '../clients/repository';
import { otherSpaClient } from '../clients/route-samples';
import { DESK_MESSAGES } from './service';
import { otherSpaAppointment } from './route-samples';

const PAGE = '/api/public/booking/demo-salon';

describe("the desk's Bookings list", () => {
  let app: FastifyInstance;
  let clock: { now: number };
  let reception: Session;
  beforeEach(async () => {
    ({ app, clock } = await bookingTestApp({ writeRateLimit: false }));
    reception = loginAs(app, 'receptionist');
  });
  afterEach(() => app.close());

  let address = 0;
  /** An online booking from the public page, from an address of its own. */
  const bookOnline = (start: string, n: number, extra: Record<string, unknown> = {}) => {
    const ids = demoIds(app);
    return call<BookingAnswer & ErrorBody>(app, {
      method: 'POST',
      url: `${PAGE}/appointments`,
      remoteAddress: `10.2.0.${++address}`,
      payload: { serviceId: ids.mensCut, locationId: ids.city, start, client: person(n), ...extra },
    });
  };
  const desk = <T>(method: 'GET' | 'POST', url: string, payload?: object, session: Session = reception) =>
    call<T & ErrorBody>(app, { method, url, headers: session.headers, ...(payload ? { payload } : {}) });
  const list = (view: string) => desk<AppointmentPage>('GET', `/api/appointments?view=${view}`);

  const requireApproval = async () => {
    const answer = await call(app, {
      method: 'PUT',
      url: '/api/booking-settings',
      headers: loginAs(app, 'owner').headers,
      payload: { bookingRules: { requireApproval: true } },
    });
    expect(answer.status).toBe(200);
  };

  const aClientId = () => listClients(app.deps.db, demoIds(app).organizationId, { limit: 1, offset: 0 }).rows[0]!.id;
  const messagesOf = (appointmentId: string, event: string) =>
    app.deps.db
      .select()
      .from(notificationMessages)
      .where(and(eq(notificationMessages.appointmentId, appointmentId), eq(notificationMessages.event, event)))
      .all();
  const spansOf = (appointmentId: string) =>
    app.deps.db.select().from(practitionerBusy).where(eq(practitionerBusy.appointmentId, appointmentId)).all();

  it('lists today, upcoming and pending with client, services, practitioner, location and source', async () => {
    const ids = demoIds(app);
    // The clock is Monday 09:00 in Sydney (the organization's zone).
    const today = await bookOnline('2026-03-02T15:00:00+11:00', 1);
    const tomorrow = await bookOnline(tuesdayAt('10:00'), 2);
    expect([today.status, tomorrow.status]).toEqual([201, 201]);

    const todays = await list('today');
    expect(todays.status).toBe(200);
    expect(todays.body.counts).toEqual({ today: 1, upcoming: 1, pending: 0 });
    expect(todays.body.items).toHaveLength(1);
    const row = todays.body.items[0]!;
    expect(row).toMatchObject({
      id: today.body.id,
      status: 'confirmed',
      source: 'online',
      start: '2026-03-02T15:00:00+11:00',
      timeZone: 'Australia/Sydney',
      client: { firstName: 'Alex', lastName: 'Client 1', email: 'alex.1@example.test', phone: person(1).phone },
      location: { id: ids.city, name: 'Demo Salon — City' },
    });
    expect(row.services).toHaveLength(1);
    expect(row.services[0]!.name).toBe("Men's Cut");
    expect(row.services[0]!.start).toBe('2026-03-02T15:00:00+11:00');
    expect(row.services[0]!.practitioner.name).not.toBe('');

    const upcoming = await list('upcoming');
    expect(upcoming.body.items.map((item) => item.id)).toEqual([tomorrow.body.id]);
    expect((await list('pending')).body.items).toEqual([]);
  });

  it('puts pending bookings newest first, with page and page size', async () => {
    await requireApproval();
    const first = await bookOnline(tuesdayAt('10:00'), 1);
    // Booked a minute later, for an earlier slot: newest first is by when it was booked.
    clock.now += 60_000;
    const second = await bookOnline(tuesdayAt('09:00'), 2);
    expect([first.body.status, second.body.status]).toEqual(['pending', 'pending']);
    const pending = await list('pending');
    expect(pending.body.counts.pending).toBe(2);
    expect(pending.body.items.map((item) => item.id)).toEqual([second.body.id, first.body.id]);
    const paged = await desk<AppointmentPage>('GET', '/api/appointments?view=pending&page=2&pageSize=1');
    expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.items).toHaveLength(1);
    expect((await desk('GET', '/api/appointments?view=yesterday')).status).toBe(400);
  });

  it('approves a pending booking: confirmed, and the client’s confirmation queued', async () => {
    await requireApproval();
    const booked = await bookOnline(tuesdayAt('10:00'), 1);
    // Waiting for approval, the client has not been told it is confirmed.
    expect(messagesOf(booked.body.id, 'appointmentConfirmation')).toEqual([]);
    const approved = await desk<DeskAppointment>('POST', `/api/appointments/${booked.body.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('confirmed');
    expect(messagesOf(booked.body.id, 'appointmentConfirmation').length).toBeGreaterThan(0);
    expect((await list('pending')).body.counts.pending).toBe(0);
    expect(spansOf(booked.body.id).length).toBeGreaterThan(0);

    const again = await desk('POST', `/api/appointments/${booked.body.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DESK_MESSAGES.notPending);
  });

  it('declines a pending booking: its slot freed for others, the client told', async () => {
    await requireApproval();
    const booked = await bookOnline(tuesdayAt('10:00'), 1, { practitionerId: demoIds(app).priya });
    expect(spansOf(booked.body.id).length).toBeGreaterThan(0);
    const declined = await desk<DeskAppointment>('POST', `/api/appointments/${booked.body.id}/decline`, {
      reason: 'Priya is away that morning',
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', cancellationReason: 'Priya is away that morning' });
    expect(spansOf(booked.body.id)).toEqual([]);
    expect(messagesOf(booked.body.id, 'appointmentCancellation').length).toBeGreaterThan(0);
    expect((await list('upcoming')).body.items).toEqual([]);

    // The same slot with the same practitioner is free again.
    const rebooked = await bookOnline(tuesdayAt('10:00'), 2, { practitionerId: demoIds(app).priya });
    expect(rebooked.status).toBe(201);
    expect((await desk('POST', `/api/appointments/${booked.body.id}/decline`, {})).status).toBe(409);
  });

  it('books a client on file at the desk, and the public page then finds the slot taken', async () => {
    const ids = demoIds(app);
    const clientId = aClientId();
    const made = await desk<DeskAppointment>('POST', '/api/appointments', {
      clientId,
      serviceId: ids.mensCut,
      locationId: ids.city,
      practitionerId: ids.priya,
      start: tuesdayAt('11:00'),
      notes: 'Prefers a quiet chair',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'confirmed', source: 'desk', notes: 'Prefers a quiet chair' });
    expect(made.body.client.id).toBe(clientId);
    expect(made.body.services[0]!.practitioner.id).toBe(ids.priya);

    const online = await bookOnline(tuesdayAt('11:00'), 3, { practitionerId: ids.priya });
    expect(online.status).toBe(409);
    expect(online.body.message).toBe(BOOKING_MESSAGES.slotTaken);

    // A client with a booking is kept: deleting them is refused, not a server error.
    const owner = loginAs(app, 'owner');
    const removed = await call<{ message: string }>(app, {
      method: 'DELETE',
      url: `/api/clients/${clientId}`,
      headers: owner.headers,
    });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toMatch(/has appointments/);
    expect((await call(app, { method: 'GET', url: `/api/clients/${clientId}`, headers: owner.headers })).status).toBe(
      200,
    );
  });

  it('answers 409 with the same sentence when the desk asks for a slot taken online', async () => {
    const ids = demoIds(app);
    const online = await bookOnline(tuesdayAt('11:00'), 1, { practitionerId: ids.priya });
    expect(online.status).toBe(201);
    const spans = countBusyRows(app);
    const clash = await desk('POST', '/api/appointments', {
      clientId: aClientId(),
      serviceId: ids.mensCut,
      locationId: ids.city,
      practitionerId: ids.priya,
      start: tuesdayAt('11:00'),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(BOOKING_MESSAGES.slotTaken);
    expect(countBusyRows(app)).toBe(spans);
  });

  it('refuses roles ranked below the receptionist, and signed-out callers', async () => {
    await requireApproval();
    const booked = await bookOnline(tuesdayAt('10:00'), 1);
    for (const role of ['Client Viewer', 'Client']) {
      const session = sessionWithRole(app, role);
      expect((await desk('GET', '/api/appointments?view=pending', undefined, session)).status).toBe(403);
      const approve = await desk('POST', `/api/appointments/${booked.body.id}/approve`, undefined, session);
      expect(approve.status).toBe(403);
      expect((await desk('POST', `/api/appointments/${booked.body.id}/decline`, {}, session)).status).toBe(403);
    }
    expect((await call(app, { method: 'GET', url: '/api/appointments' })).status).toBe(401);
    expect((await list('pending')).body.items[0]!.status).toBe('pending');
    // A practitioner works the desk too.
    expect((await desk('GET', '/api/appointments', undefined, loginAs(app, 'practitioner'))).status).toBe(200);
  });

  it("answers 404 for another organization's booking and a client of another organization", async () => {
    const foreign = otherSpaAppointment(app);
    expect((await desk('POST', `/api/appointments/${foreign.id}/approve`)).status).toBe(404);
    expect((await desk('POST', `/api/appointments/${foreign.id}/decline`, {})).status).toBe(404);
    // Other Spa's owner does not see Demo Salon's bookings either.
    await bookOnline(tuesdayAt('10:00'), 1);
    const theirs = await desk<AppointmentPage>(
      'GET',
      '/api/appointments?view=upcoming',
      undefined,
      loginAs(app, 'otherOwner'),
    );
    expect(theirs.body.items.every((item) => item.id === foreign.id)).toBe(true);

    const ids = demoIds(app);
    const answer = await desk('POST', '/api/appointments', {
      clientId: otherSpaClient(app).id,
      serviceId: ids.mensCut,
      locationId: ids.city,
      start: tuesdayAt('12:00'),
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Client not found');
  });
});
