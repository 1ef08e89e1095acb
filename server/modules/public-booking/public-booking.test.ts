import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookAppointment } from '../../bookings/book';
import { BOOKING_MESSAGES } from '../../bookings/messages';
import {
  bookingTestApp,
  countAppointments,
  countBusyRows,
  countClients,
  demoIds,
  person,
  tuesdayAt,
} from '../../bookings/test-helpers';
import type { ErrorBody } from '../../contract/common';
import type {
  AvailabilityAnswer,
  BookingAnswer,
  BookingClosedDetails,
  ManagedAppointment,
  PublicBookingPage,
} from '../../contract/public-booking';
import { newId } from '../../ids';
import { insertService } from '../services/repository';
import { call, loginAs } from '../../testing/build-test-app';

const PAGE = '/api/public/booking/demo-salon';

describe('the public booking API', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await bookingTestApp());
  });
  afterEach(() => app.close());

  let address = 0;
  /** Each call from its own address unless told: the per-address limits are tested on their own. */
  const send = <T>(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    remoteAddress = `10.1.0.${++address % 250}`,
  ) => call<T & ErrorBody>(app, { method, url, remoteAddress, ...(payload ? { payload } : {}) });

  const bookingBody = (start: string, extra: Record<string, unknown> = {}, n: number | string = 1) => {
    const ids = demoIds(app);
    return { serviceId: ids.mensCut, locationId: ids.city, start, client: person(n), ...extra };
  };

  it('answers the page: brand, active locations, online-bookable services with prices, practitioners', async () => {
    const ids = demoIds(app);
    const { status, body } = await send<PublicBookingPage>('GET', PAGE);
    expect(status).toBe(200);
    expect(body.business.slug).toBe('demo-salon');
    // The demo's team works at the City only: the Beach, where nobody performs anything, is not offered.
    expect(body.locations.map((l) => l.id)).toEqual([ids.city]);
    expect(body.services.every((s) => s.locationIds.length === 1 && s.locationIds[0] === ids.city)).toBe(true);
    const names = body.services.map((s) => s.name);
    expect(names).toContain("Men's Cut");
    expect(names).not.toContain('Colour Consultation'); // in person only
    expect(names).not.toContain('Keratin Smoothing Treatment'); // archived
    expect(body.services.find((s) => s.id === ids.mensCut)?.price).toEqual({ amount: 45, currency: 'AUD' });
    expect(body.practitioners.map((p) => p.id).sort()).toEqual([ids.priya, ids.jamie].sort());
    expect(body.policies.cancellationHours).toBe(24);
  });

  it('colours the page with the brand until the Appearance card picks a colour of its own', async () => {
    const brand = (await send<PublicBookingPage>('GET', PAGE)).body.brand;
    expect(brand.primaryColor).toBe('#667eea'); // the branding document's default
    const owner = loginAs(app, 'owner');
    const saved = await call(app, {
      method: 'PUT',
      url: '/api/booking-settings',
      headers: owner.headers,
      payload: { widgetSettings: { theme: 'dark', primaryColor: '#0f766e', showLogo: true, showDescription: true } },
    });
    expect(saved.status).toBe(200);
    const after = (await send<PublicBookingPage>('GET', PAGE)).body.brand;
    expect(after).toMatchObject({ primaryColor: '#0f766e', theme: 'dark' });
  });

  it('answers 404 for an unknown page and for a business with online booking off, naming whom to call', async () => {
    const unknown = await send('GET', '/api/public/booking/no-such-salon');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    expect(unknown.body.details).toBeUndefined();
    const open = (await send<PublicBookingPage>('GET', PAGE)).body;
    const owner = loginAs(app, 'owner');
    const off = await call(app, {
      method: 'PUT',
      url: '/api/settings/services/online-booking',
      headers: owner.headers,
      payload: { enabled: false },
    });
    expect(off.status).toBe(200);
    const closed = await send('GET', PAGE);
    expect(closed.status).toBe(404);
    expect(closed.body.code).toBe('BOOKING_CLOSED');
    // Only what the page itself showed while it was on: the business's name, contact, colours and language.
    const details: BookingClosedDetails = { business: open.business, brand: open.brand, language: open.language };
    expect(closed.body.details).toEqual(details);
    expect(closed.body.message).toBe(`${open.business.name} is not taking bookings online.`);
    const booking = await send('POST', `${PAGE}/appointments`, bookingBody(tuesdayAt('10:00')));
    expect(booking.status).toBe(404);
    expect(booking.body.code).toBe('BOOKING_CLOSED');
    expect(countAppointments(app)).toBe(0);
  });

  it('answers availability in the location zone with offsets, and refuses a range too long', async () => {
    const ids = demoIds(app);
    const query = `serviceId=${ids.mensCut}&locationId=${ids.city}`;
    const { status, body } = await send<AvailabilityAnswer>(
      'GET',
      `${PAGE}/availability?${query}&from=2026-03-03&to=2026-03-03`,
    );
    expect(status).toBe(200);
    expect(body.timeZone).toBe('Australia/Sydney');
    expect(body.slots[0]).toEqual({
      start: tuesdayAt('09:00'),
      end: tuesdayAt('09:30'),
      practitionerIds: [ids.jamie, ids.priya],
    });
    const long = await send('GET', `${PAGE}/availability?${query}&from=2026-03-03&to=2026-05-03`);
    expect(long.status).toBe(400);
  });

  it('books exactly once when 20 clients take the same slot at the same moment', async () => {
    const ids = demoIds(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        send<BookingAnswer>(
          'POST',
          `${PAGE}/appointments`,
          bookingBody(tuesdayAt('10:00'), { practitionerId: ids.priya }, n),
        ),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(BOOKING_MESSAGES.slotTaken);
    expect(countAppointments(app)).toBe(1);
  });

  it('makes a booking at the desk and one online compete for the same slot', async () => {
    const ids = demoIds(app);
    bookAppointment(app.deps, {
      organizationId: ids.organizationId,
      channel: 'desk',
      target: { locationId: ids.city, serviceIds: [ids.mensCut], practitionerId: ids.priya },
      start: tuesdayAt('10:00'),
      client: person('desk'),
    });
    const online = await send(
      'POST',
      `${PAGE}/appointments`,
      bookingBody(tuesdayAt('10:00'), { practitionerId: ids.priya }),
    );
    expect(online.status).toBe(409);
    const any = await send<BookingAnswer>('POST', `${PAGE}/appointments`, bookingBody(tuesdayAt('10:00'), {}, 2));
    expect(any.status).toBe(201);
    expect(any.body.practitionerId).toBe(ids.jamie);
  });

  it('holds a slot for its holder only', async () => {
    const ids = demoIds(app);
    const target = {
      serviceId: ids.mensCut,
      locationId: ids.city,
      practitionerId: ids.priya,
      start: tuesdayAt('11:00'),
    };
    const hold = await send<{ holdId: string; expiresAt: string }>('POST', `${PAGE}/holds`, target);
    expect(hold.status).toBe(201);
    expect(hold.body.expiresAt).toBe(new Date(Date.parse('2026-03-02T09:05:00+11:00')).toISOString());
    const other = await send(
      'POST',
      `${PAGE}/appointments`,
      bookingBody(tuesdayAt('11:00'), { practitionerId: ids.priya }, 2),
    );
    expect(other.status).toBe(409);
    const mine = await send<BookingAnswer>(
      'POST',
      `${PAGE}/appointments`,
      bookingBody(tuesdayAt('11:00'), { practitionerId: ids.priya, holdId: hold.body.holdId }),
    );
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ status: 'confirmed', start: tuesdayAt('11:00'), end: tuesdayAt('11:30') });
  });

  it('names the business by its brand on the page and on a booking’s own link', async () => {
    const owner = loginAs(app, 'owner');
    const saved = await call(app, {
      method: 'PUT',
      url: '/api/tenant-branding/config',
      headers: owner.headers,
      payload: { brandName: 'Zoë’s Hair Studio' },
    });
    expect(saved.status).toBe(200);
    expect((await send<PublicBookingPage>('GET', PAGE)).body.business.name).toBe('Zoë’s Hair Studio');
    const booked = await send<BookingAnswer>('POST', `${PAGE}/appointments`, bookingBody(tuesdayAt('10:00')));
    const shown = await send<ManagedAppointment>('GET', `/api/public/appointments/${booked.body.manageToken}`);
    expect(shown.body.business).toEqual({ name: 'Zoë’s Hair Studio', slug: 'demo-salon' });
  });

  it('manages a booking by its token alone, never showing the client', async () => {
    const booked = await send<BookingAnswer>('POST', `${PAGE}/appointments`, bookingBody(tuesdayAt('10:00')));
    const url = `/api/public/appointments/${booked.body.manageToken}`;
    const shown = await send<ManagedAppointment>('GET', url);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      status: 'confirmed',
      canCancel: true,
      changeDeadline: '2026-03-02T10:00:00+11:00',
    });
    expect(JSON.stringify(shown.body)).not.toContain('alex.1@example.test');
    expect(JSON.stringify(shown.body)).not.toContain('Client 1');

    const moved = await send<ManagedAppointment>('POST', `${url}/reschedule`, { start: tuesdayAt('13:00') });
    expect(moved.status).toBe(200);
    expect(moved.body.start).toBe(tuesdayAt('13:00'));
    const cancelled = await send<ManagedAppointment>('POST', `${url}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    expect(countBusyRows(app)).toBe(0);

    const unknown = `/api/public/appointments/${'A'.repeat(43)}`;
    expect((await send('GET', unknown)).status).toBe(404);
    expect((await send('POST', `${unknown}/cancel`)).status).toBe(404);
    expect((await send('GET', '/api/public/appointments/short')).status).toBe(400);
  });

  it('books as pending when the business approves bookings', async () => {
    const owner = loginAs(app, 'owner');
    const saved = await call(app, {
      method: 'PUT',
      url: '/api/booking-settings',
      headers: owner.headers,
      payload: { bookingRules: { requireApproval: true } },
    });
    expect(saved.status).toBe(200);
    const booked = await send<BookingAnswer>('POST', `${PAGE}/appointments`, bookingBody(tuesdayAt('10:00')));
    expect(booked.status).toBe(201);
    expect(booked.body.status).toBe('pending');
  });

  it('refuses a late cancellation with a sentence', async () => {
    const booked = await send<BookingAnswer>('POST', `${PAGE}/appointments`, bookingBody('2026-03-02T15:00:00+11:00'));
    const answer = await send('POST', `/api/public/appointments/${booked.body.manageToken}/cancel`);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(BOOKING_MESSAGES.windowClosed(24));
  });

  it('refuses the honeypot quietly and writes nothing', async () => {
    const { organizationId } = demoIds(app);
    const clientsBefore = countClients(app, organizationId);
    const answer = await send(
      'POST',
      `${PAGE}/appointments`,
      bookingBody(tuesdayAt('10:00'), { website: 'http://spam.test' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Your booking could not be made.');
    expect(countAppointments(app)).toBe(0);
    expect(countClients(app, organizationId)).toBe(clientsBefore);
  });

  it('refuses hostile input with 400 and writes nothing', async () => {
    const bodies = [
      bookingBody('not a date'),
      bookingBody(tuesdayAt('10:00'), { client: { ...person(1), email: 'nope' } }),
      bookingBody(tuesdayAt('10:00'), { client: { ...person(1), phone: '<script>' } }),
      bookingBody(tuesdayAt('10:00'), { extra: 'field' }),
      bookingBody(tuesdayAt('10:00'), { serviceIds: Array.from({ length: 11 }, () => newId()) }),
      bookingBody(tuesdayAt('10:07')), // off the slot grid
    ];
    for (const body of bodies) {
      const answer = await send('POST', `${PAGE}/appointments`, body);
      expect([400, 409]).toContain(answer.status);
    }
    expect(countAppointments(app)).toBe(0);
  });

  it("refuses another organization's service and location on Demo Salon's page", async () => {
    const ids = demoIds(app);
    const at = new Date().toISOString();
    const foreign = newId();
    insertService(app.deps.db, {
      id: foreign,
      organizationId: ids.otherSpaId,
      name: 'Spa Ritual',
      durationMinutes: 30,
      priceType: 'fixed',
      priceMinor: 5000,
      currency: 'AUD',
      createdAt: at,
      updatedAt: at,
    });
    const answer = await send('POST', `${PAGE}/appointments`, bookingBody(tuesdayAt('10:00'), { serviceId: foreign }));
    expect(answer.status).toBe(404);
    const slots = await send(
      'GET',
      `${PAGE}/availability?serviceId=${foreign}&locationId=${ids.city}&from=2026-03-03&to=2026-03-03`,
    );
    expect(slots.status).toBe(404);
    const otherPage = await send('POST', '/api/public/booking/other-spa/appointments', bookingBody(tuesdayAt('10:00')));
    expect(otherPage.status).toBe(404);
    expect(countAppointments(app)).toBe(0);
  });

  it('limits bookings per address with 429 and the error body', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        await send('POST', `${PAGE}/appointments`, bookingBody(tuesdayAt('10:00'), { website: 'x' }), '10.9.9.9'),
      );
    }
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[5]!.status).toBe(429);
    expect(answers[5]!.body.code).toBe('RATE_LIMITED');
  });
});
