import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { insertAppointment } from '../../bookings/repository';
import { appointments } from '../../db/schema';
import { newId } from '../../ids';
import type { RouteSample } from '../../testing/route-samples';
import { findClientByKey, insertClient } from '../clients/repository';
import { newClientRow } from '../clients/rules';
import { otherSpaLocation } from '../locations/route-samples';
import { findOrganizationBySlug } from '../organizations/repository';
import { findUserByEmail } from '../team/repository';

const EMAIL = 'booking.sample@other.test';

/** A client of its own for the sample booking, so the clients' own sample stays free to delete. */
function otherSpaBookingClient(app: FastifyInstance, organizationId: string): string {
  const existing = findClientByKey(app.deps.db, organizationId, { column: 'emailKey', value: EMAIL });
  if (existing) return existing.id;
  const row = newClientRow(
    organizationId,
    { firstName: 'Booking', lastName: 'Sample', email: EMAIL },
    new Date().toISOString(),
  );
  insertClient(app.deps.db, row);
  return row.id;
}

/** Other Spa gets a booking waiting for approval on demand: the demo gives it none. */
export function otherSpaAppointment(app: FastifyInstance): { id: string } {
  const { db } = app.deps;
  const organizationId = findOrganizationBySlug(db, 'other-spa')!.id;
  const existing = db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.organizationId, organizationId), eq(appointments.status, 'pending')))
    .get();
  if (existing) return existing;
  const id = newId();
  const at = new Date().toISOString();
  const start = new Date(Date.now() + 7 * 86_400_000);
  const end = new Date(start.getTime() + 3_600_000);
  insertAppointment(
    db,
    {
      id,
      organizationId,
      locationId: otherSpaLocation(app).id,
      clientId: otherSpaBookingClient(app, organizationId),
      status: 'pending',
      source: 'online',
      startAt: start.toISOString(),
      endAt: end.toISOString(),
      timeZone: 'Pacific/Auckland',
      manageTokenHash: `sample-${id}`,
      currency: 'NZD',
      totalMinor: 9000,
      createdAt: at,
      updatedAt: at,
    },
    [
      {
        id: newId(),
        organizationId,
        appointmentId: id,
        position: 0,
        serviceId: newId(),
        serviceName: 'Massage',
        practitionerId: findUserByEmail(db, 'owner@other.test')!.id,
        startAt: start.toISOString(),
        endAt: end.toISOString(),
        priceMinor: 9000,
      },
    ],
  );
  return { id };
}

export const routeSamples: RouteSample[] = [
  { route: 'POST /api/appointments/:id/approve', foreignParams: otherSpaAppointment },
  {
    route: 'POST /api/appointments/:id/decline',
    foreignParams: otherSpaAppointment,
    body: () => ({ reason: 'Fully booked' }),
  },
  {
    route: 'POST /api/appointments/:id/cancel',
    foreignParams: otherSpaAppointment,
    body: () => ({ reason: 'Client called', clientAsked: true }),
  },
  { route: 'POST /api/appointments/:id/no-show', foreignParams: otherSpaAppointment },
];
