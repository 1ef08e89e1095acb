import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { appointmentItems, appointments, clients, locations, users } from '../../db/schema';
import type { PaymentColumns } from '../../bookings/payment-present';

/** What the desk's list shows of an appointment: the row with its client and location beside it. */
export interface ListedAppointmentRow extends PaymentColumns {
  id: string;
  status: string;
  source: string;
  startAt: string;
  endAt: string;
  timeZone: string;
  notes: string;
  cancellationReason: string | null;
  createdAt: string;
  clientId: string;
  clientFirstName: string;
  clientLastName: string;
  clientPhone: string;
  clientEmail: string;
  locationId: string;
  locationName: string;
}

export interface ListedItemRow {
  appointmentId: string;
  serviceName: string;
  startAt: string;
  endAt: string;
  practitionerId: string;
  practitionerFirstName: string | null;
  practitionerLastName: string | null;
}

/** Which appointments a view holds: starting within [from, to) with these statuses, or by status alone. */
export interface AppointmentFilter {
  /** One appointment (the answer to an action). */
  id?: string;
  statuses: readonly string[];
  /** ISO instants (UTC), compared with start_at (stored as UTC ISO, so text order is time order). */
  from?: string;
  to?: string;
}

function whereOf(organizationId: string, filter: AppointmentFilter): SQL | undefined {
  return and(
    eq(appointments.organizationId, organizationId),
    filter.id === undefined ? undefined : eq(appointments.id, filter.id),
    inArray(appointments.status, [...filter.statuses]),
    filter.from === undefined ? undefined : gte(appointments.startAt, filter.from),
    filter.to === undefined ? undefined : lt(appointments.startAt, filter.to),
  );
}

export function countAppointments(db: Db, organizationId: string, filter: AppointmentFilter): number {
  return db.select({ n: count() }).from(appointments).where(whereOf(organizationId, filter)).get()?.n ?? 0;
}

/** One page of a view, by start time or (`newestFirst`) by when it was booked, latest first. */
export function listAppointments(
  db: Db,
  organizationId: string,
  filter: AppointmentFilter,
  page: { limit: number; offset: number; newestFirst: boolean },
): ListedAppointmentRow[] {
  return db
    .select({
      id: appointments.id,
      status: appointments.status,
      source: appointments.source,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      timeZone: appointments.timeZone,
      notes: appointments.notes,
      cancellationReason: appointments.cancellationReason,
      createdAt: appointments.createdAt,
      currency: appointments.currency,
      paymentRequirement: appointments.paymentRequirement,
      amountDueMinor: appointments.amountDueMinor,
      paymentStatus: appointments.paymentStatus,
      paymentProvider: appointments.paymentProvider,
      amountPaidMinor: appointments.amountPaidMinor,
      amountRefundedMinor: appointments.amountRefundedMinor,
      feeChargedMinor: appointments.feeChargedMinor,
      checkoutUrl: appointments.checkoutUrl,
      clientId: clients.id,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      clientPhone: clients.phone,
      clientEmail: clients.email,
      locationId: locations.id,
      locationName: locations.name,
    })
    .from(appointments)
    .innerJoin(clients, and(eq(clients.id, appointments.clientId), eq(clients.organizationId, organizationId)))
    .innerJoin(locations, and(eq(locations.id, appointments.locationId), eq(locations.organizationId, organizationId)))
    .where(whereOf(organizationId, filter))
    .orderBy(
      ...(page.newestFirst
        ? [desc(appointments.createdAt), desc(appointments.id)]
        : [asc(appointments.startAt), asc(appointments.id)]),
    )
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

/** The items of these appointments with their practitioners' names, in each appointment's order. */
export function listItemsOf(db: Db, organizationId: string, appointmentIds: readonly string[]): ListedItemRow[] {
  if (appointmentIds.length === 0) return [];
  return db
    .select({
      appointmentId: appointmentItems.appointmentId,
      serviceName: appointmentItems.serviceName,
      startAt: appointmentItems.startAt,
      endAt: appointmentItems.endAt,
      practitionerId: appointmentItems.practitionerId,
      practitionerFirstName: users.firstName,
      practitionerLastName: users.lastName,
    })
    .from(appointmentItems)
    .leftJoin(users, eq(users.id, appointmentItems.practitionerId))
    .where(
      and(
        eq(appointmentItems.organizationId, organizationId),
        inArray(appointmentItems.appointmentId, [...appointmentIds]),
      ),
    )
    .orderBy(asc(appointmentItems.appointmentId), asc(appointmentItems.position))
    .all();
}
