import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, gt, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../db/client';
import { appointmentItems, appointments, bookingHolds, practitionerBusy } from '../db/schema';

export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentItemRow = typeof appointmentItems.$inferSelect;
export type BusyRow = typeof practitionerBusy.$inferSelect;
export type HoldRow = typeof bookingHolds.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Busy spans (the guard's table)

/** The spans of these practitioners that block someone at `nowMs` and touch [fromMs, toMs). */
export function liveBusySpans(
  db: Db,
  organizationId: string,
  practitionerIds: readonly string[],
  fromMs: number,
  toMs: number,
  nowMs: number,
): Pick<BusyRow, 'practitionerId' | 'startMs' | 'endMs'>[] {
  if (practitionerIds.length === 0) return [];
  return db
    .select({
      practitionerId: practitionerBusy.practitionerId,
      startMs: practitionerBusy.startMs,
      endMs: practitionerBusy.endMs,
    })
    .from(practitionerBusy)
    .where(
      and(
        eq(practitionerBusy.organizationId, organizationId),
        inArray(practitionerBusy.practitionerId, [...practitionerIds]),
        lt(practitionerBusy.startMs, toMs),
        gt(practitionerBusy.endMs, fromMs),
        or(isNull(practitionerBusy.expiresMs), gt(practitionerBusy.expiresMs, nowMs)),
      ),
    )
    .orderBy(asc(practitionerBusy.startMs))
    .all();
}

/** The trigger of migration 0012 refuses a row that overlaps a live one: SQLITE_CONSTRAINT_TRIGGER, 'SLOT_TAKEN'. */
export function insertBusySpans(db: Db, rows: (typeof practitionerBusy.$inferInsert)[]): void {
  for (const row of rows) db.insert(practitionerBusy).values(row).run();
}

export function deleteBusyOfAppointment(db: Db, organizationId: string, appointmentId: string): void {
  db.delete(practitionerBusy)
    .where(and(eq(practitionerBusy.organizationId, organizationId), eq(practitionerBusy.appointmentId, appointmentId)))
    .run();
}

// ---------------------------------------------------------------------------------------------
// Holds

export function insertHold(db: Db, row: typeof bookingHolds.$inferInsert): void {
  db.insert(bookingHolds).values(row).run();
}

export function findHold(db: Db, organizationId: string, id: string): HoldRow | undefined {
  return db
    .select()
    .from(bookingHolds)
    .where(and(eq(bookingHolds.organizationId, organizationId), eq(bookingHolds.id, id)))
    .get();
}

/** A hold and its spans. */
export function deleteHold(db: Db, organizationId: string, id: string): void {
  db.delete(practitionerBusy)
    .where(and(eq(practitionerBusy.organizationId, organizationId), eq(practitionerBusy.holdId, id)))
    .run();
  db.delete(bookingHolds)
    .where(and(eq(bookingHolds.organizationId, organizationId), eq(bookingHolds.id, id)))
    .run();
}

/** Lazy clean-up: expired holds no longer block anyone (the trigger ignores them), this only frees the rows. */
export function deleteExpiredHolds(db: Db, organizationId: string, nowMs: number): void {
  db.delete(practitionerBusy)
    .where(
      and(
        eq(practitionerBusy.organizationId, organizationId),
        isNotNull(practitionerBusy.expiresMs),
        lte(practitionerBusy.expiresMs, nowMs),
      ),
    )
    .run();
  db.delete(bookingHolds)
    .where(
      and(eq(bookingHolds.organizationId, organizationId), lte(bookingHolds.expiresAt, new Date(nowMs).toISOString())),
    )
    .run();
}

// ---------------------------------------------------------------------------------------------
// Appointments

export function insertAppointment(
  db: Db,
  row: typeof appointments.$inferInsert,
  items: (typeof appointmentItems.$inferInsert)[],
): void {
  db.insert(appointments).values(row).run();
  for (const item of items) db.insert(appointmentItems).values(item).run();
}

export function findAppointment(db: Db, organizationId: string, id: string): AppointmentRow | undefined {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.organizationId, organizationId), eq(appointments.id, id)))
    .get();
}

/**
 * The manage link's appointment. Not scoped by organization on purpose: the token is the client's
 * proof and names one appointment of one organization (its hash is unique across the table).
 */
export function findAppointmentByTokenHash(db: Db, tokenHash: string): AppointmentRow | undefined {
  return db.select().from(appointments).where(eq(appointments.manageTokenHash, tokenHash)).get();
}

export function itemsOf(db: Db, organizationId: string, appointmentId: string): AppointmentItemRow[] {
  return db
    .select()
    .from(appointmentItems)
    .where(and(eq(appointmentItems.organizationId, organizationId), eq(appointmentItems.appointmentId, appointmentId)))
    .orderBy(asc(appointmentItems.position))
    .all();
}

type AppointmentPatch = Partial<Omit<AppointmentRow, 'id' | 'organizationId' | 'version' | 'createdAt'>>;

/** Writes a change only if the appointment is still at `version`; answers whether it was. */
export function updateAppointment(
  db: Db,
  organizationId: string,
  id: string,
  version: number,
  patch: AppointmentPatch,
): boolean {
  return (
    db
      .update(appointments)
      .set({ ...patch, version: version + 1 })
      .where(
        and(
          eq(appointments.organizationId, organizationId),
          eq(appointments.id, id),
          eq(appointments.version, version),
        ),
      )
      .run().changes === 1
  );
}

/** The items' times move with the appointment (a reschedule rewrites them). */
export function replaceItems(
  db: Db,
  organizationId: string,
  appointmentId: string,
  items: (typeof appointmentItems.$inferInsert)[],
): void {
  db.delete(appointmentItems)
    .where(and(eq(appointmentItems.organizationId, organizationId), eq(appointmentItems.appointmentId, appointmentId)))
    .run();
  for (const item of items) db.insert(appointmentItems).values(item).run();
}

/** Appointments made within [start, end) (the plan's monthly count), whatever became of them since. */
export function countAppointmentsCreated(db: Db, organizationId: string, start: Date, end: Date): number {
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(appointments)
      .where(
        and(
          eq(appointments.organizationId, organizationId),
          gte(appointments.createdAt, start.toISOString()),
          lt(appointments.createdAt, end.toISOString()),
        ),
      )
      .get()?.n ?? 0
  );
}

/** Whether the client has at least one appointment, past or future (their record is kept for it). */
export function clientHasAppointments(db: Db, organizationId: string, clientId: string): boolean {
  return (
    db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.organizationId, organizationId), eq(appointments.clientId, clientId)))
      .limit(1)
      .get() !== undefined
  );
}

/** Whether anything was ever booked at the location (its appointments keep pointing at it). */
export function locationHasAppointments(db: Db, organizationId: string, locationId: string): boolean {
  return (
    db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.organizationId, organizationId), eq(appointments.locationId, locationId)))
      .limit(1)
      .get() !== undefined
  );
}
