import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { DbOrTx as Db } from '../db/client';
import { appointmentPayments, appointments, practitionerBusy } from '../db/schema';
import type { AppointmentRow } from './repository';

export type PaymentEventRow = typeof appointmentPayments.$inferSelect;

export function insertPaymentEvent(db: Db, row: PaymentEventRow): void {
  db.insert(appointmentPayments).values(row).run();
}

export function paymentEventsOf(db: Db, organizationId: string, appointmentId: string): PaymentEventRow[] {
  return db
    .select()
    .from(appointmentPayments)
    .where(
      and(eq(appointmentPayments.organizationId, organizationId), eq(appointmentPayments.appointmentId, appointmentId)),
    )
    .orderBy(asc(appointmentPayments.createdAt))
    .all();
}

/**
 * Makes a booking's kept spans permanent once it is paid: the update trigger of migration 0012
 * checks them again against what is live at `nowMs` (another booking may have taken the slot
 * after they lapsed), refusing with SLOT_TAKEN.
 */
export function keepSpans(db: Db, organizationId: string, appointmentId: string, nowMs: number): number {
  return db
    .update(practitionerBusy)
    .set({ expiresMs: null, createdMs: nowMs })
    .where(and(eq(practitionerBusy.organizationId, organizationId), eq(practitionerBusy.appointmentId, appointmentId)))
    .run().changes;
}

/**
 * Bookings of every organization whose checkout was opened before `beforeIso` and never answered:
 * still awaiting payment, or given up by the client while the provider's page was still open.
 */
export function unsettledCheckouts(db: Db, beforeIso: string): AppointmentRow[] {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        isNotNull(appointments.checkoutId),
        eq(appointments.paymentStatus, 'pending'),
        inArray(appointments.status, ['awaiting_payment', 'cancelled']),
        lte(appointments.createdAt, beforeIso),
      ),
    )
    .limit(200)
    .all();
}
