import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, clients, locations, practitionerBusy, services, users } from '../db/schema';
import { findOrganizationBySlug } from '../modules/organizations/repository';
import type { PaymentProviderUrls } from '../config';
import { buildTestApp } from '../testing/build-test-app';

/**
 * A fixed clock for booking tests: Monday 2 March 2026, 09:00 in Sydney (AEDT, +11:00), where
 * Demo Salon's City location is. Priya (practitioner@demo.test) works there Monday to Thursday,
 * Jamie Junior Tuesday to Saturday; both perform Men's Cut, only Priya Full Head Colour.
 */
export const MONDAY_9AM = Date.parse('2026-03-02T09:00:00+11:00');
/** Tuesday 3 March 2026 at a wall-clock time in Sydney, as the API sends it. */
export const tuesdayAt = (time: string) => `2026-03-03T${time}:00+11:00`;

/** An app on a clock the test moves. */
export async function bookingTestApp(
  options: { writeRateLimit?: false; paymentProviderUrls?: PaymentProviderUrls } = {},
) {
  const clock = { now: MONDAY_9AM };
  const app = await buildTestApp({
    now: () => new Date(clock.now),
    config: {
      ...(options.writeRateLimit === false ? { writeRateLimit: false } : {}),
      ...(options.paymentProviderUrls ? { paymentProviderUrls: options.paymentProviderUrls } : {}),
    },
  });
  return { app, clock };
}

/** Demo Salon's ids the tests book with, found by name. */
export function demoIds(app: FastifyInstance) {
  const { db } = app.deps;
  const organization = findOrganizationBySlug(db, 'demo-salon')!;
  const other = findOrganizationBySlug(db, 'other-spa')!;
  const orgId = organization.id;
  const serviceId = (name: string) =>
    db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.organizationId, orgId), eq(services.name, name)))
      .get()!.id;
  const userId = (email: string) => db.select({ id: users.id }).from(users).where(eq(users.email, email)).get()!.id;
  const locationId = (name: string) =>
    db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.organizationId, orgId), eq(locations.name, name)))
      .get()!.id;
  return {
    organizationId: orgId,
    otherSpaId: other.id,
    city: locationId('Demo Salon — City'),
    beach: locationId('Demo Salon — Beach'),
    mensCut: serviceId("Men's Cut"),
    colour: serviceId('Full Head Colour'),
    priya: userId('practitioner@demo.test'),
    jamie: userId('jamie@demo.test'),
  };
}

export const countAppointments = (app: FastifyInstance) =>
  app.deps.db.select({ id: appointments.id }).from(appointments).all().length;
export const countBusyRows = (app: FastifyInstance) =>
  app.deps.db.select({ id: practitionerBusy.id }).from(practitionerBusy).all().length;
export const countClients = (app: FastifyInstance, organizationId: string) =>
  app.deps.db.select({ id: clients.id }).from(clients).where(eq(clients.organizationId, organizationId)).all().length;

/** A client's details as the page sends them, one person per `n`. */
export const person = (n: number | string) => ({
  firstName: 'Alex',
  lastName: `Client ${n}`,
  email: `alex.${n}@example.test`,
  phone: `+61 400 000 ${String(n).padStart(3, '0')}`.slice(0, 30),
});
