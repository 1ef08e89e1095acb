import type {
  AppointmentListQuery,
  AppointmentPage,
  DeskAppointment,
  DeskBookingBody,
  DeskCancelBody,
} from '../../contract/appointments';
import { APPOINTMENT_VIEWS } from '../../contract/appointments';
import { APPOINTMENT_STATUSES } from '../../contract/public-booking';
import { isoWithOffset, offsetMinutesAt } from '../../contract/availability/zone-clock';
import { bookAppointment, describeStored } from '../../bookings/book';
import {
  deleteBusyOfAppointment,
  findAppointment,
  updateAppointment,
  type AppointmentRow,
} from '../../bookings/repository';
import type { DbOrTx } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import { wakeWorker } from '../../notifications/deliver';
import { appointmentBooked, appointmentCancelled, appointmentNoShow } from '../../notifications/events';
import type { BookingPayments } from '../../bookings/payment';
import { presentPayment } from '../../bookings/payment-present';
import type { AppDeps, RequestContext } from '../../types';
import { readOrganizationRegional } from '../organizations/document';
import { assertWorksTheDesk } from './access';
import {
  countAppointments,
  listAppointments,
  listItemsOf,
  type ListedAppointmentRow,
  type ListedItemRow,
} from './repository';
import { filterOf } from './views';

const ALL_STATUSES = APPOINTMENT_STATUSES;

export const DESK_MESSAGES = {
  notPending: 'This booking is no longer waiting for approval.',
  notLive: 'Only a confirmed or pending booking can be cancelled.',
  notConfirmed: 'Only a confirmed booking can be marked as a no-show.',
  notStarted: 'A booking can be marked as a no-show only once its time has come.',
} as const;

const inZone = (iso: string, timeZone: string): string => {
  const ms = Date.parse(iso);
  return isoWithOffset(ms, offsetMinutesAt(timeZone, ms));
};

function present(row: ListedAppointmentRow, items: readonly ListedItemRow[]): DeskAppointment {
  const zone = row.timeZone;
  return {
    id: row.id,
    status: row.status as DeskAppointment['status'],
    source: row.source as DeskAppointment['source'],
    start: inZone(row.startAt, zone),
    end: inZone(row.endAt, zone),
    timeZone: zone,
    client: {
      id: row.clientId,
      firstName: row.clientFirstName,
      lastName: row.clientLastName,
      phone: row.clientPhone,
      email: row.clientEmail,
    },
    services: items.map((item) => ({
      name: item.serviceName,
      start: inZone(item.startAt, zone),
      end: inZone(item.endAt, zone),
      practitioner: {
        id: item.practitionerId,
        name: `${item.practitionerFirstName ?? ''} ${item.practitionerLastName ?? ''}`.trim(),
      },
    })),
    location: { id: row.locationId, name: row.locationName },
    notes: row.notes,
    cancellationReason: row.cancellationReason,
    createdAt: row.createdAt,
    payment: presentPayment(row),
  };
}

/** The appointments' rows with their items, in the rows' order. */
function presentAll(db: DbOrTx, organizationId: string, rows: readonly ListedAppointmentRow[]): DeskAppointment[] {
  const items = listItemsOf(
    db,
    organizationId,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    present(
      row,
      items.filter((item) => item.appointmentId === row.id),
    ),
  );
}

/**
 * The desk's Bookings list: the three views with their counts, approving and declining what waits
 * for approval, and booking a client on file through the booking core (the same guard as online,
 * so the desk and the public page compete for the same slots).
 */
export function appointmentsService(deps: AppDeps, payments: BookingPayments) {
  const { db } = deps;

  function one(organizationId: string, id: string): DeskAppointment {
    const rows = listAppointments(
      db,
      organizationId,
      { id, statuses: ALL_STATUSES },
      { limit: 1, offset: 0, newestFirst: false },
    );
    if (rows.length === 0) throw new NotFoundError('Booking');
    return presentAll(db, organizationId, rows)[0]!;
  }

  /** What the notification engine is told about it. */

  /**
   * An appointment of the caller's organization in one of `from`, changed by `patch` if nobody
   * changed it first (else `refusal`); answers the row as written.
   */
  function decide(
    ctx: RequestContext,
    id: string,
    from: readonly string[],
    refusal: string,
    patch: Partial<AppointmentRow>,
    then: (tx: DbOrTx, changed: AppointmentRow) => void,
  ): AppointmentRow {
    assertWorksTheDesk(ctx);
    const changed = db.transaction((tx) => {
      const appointment = findAppointment(tx, ctx.organizationId, id);
      if (!appointment) throw new NotFoundError('Booking');
      if (!from.includes(appointment.status)) throw new ConflictError(refusal);
      const full = { ...patch, updatedAt: deps.now().toISOString() };
      if (!updateAppointment(tx, ctx.organizationId, id, appointment.version, full)) {
        throw new ConflictError(refusal);
      }
      const written = { ...appointment, ...full, version: appointment.version + 1 };
      then(tx, written);
      return written;
    });
    wakeWorker(deps);
    return changed;
  }

  /** Cancelled by the desk: the slot freed, the client told, then the money settled. */
  function cancelled(staffPatch: Partial<AppointmentRow>) {
    const iso = deps.now().toISOString();
    return { cancelledAt: iso, cancelledBy: 'staff', ...staffPatch };
  }

  return {
    list(ctx: RequestContext, query: AppointmentListQuery): AppointmentPage {
      assertWorksTheDesk(ctx);
      const view = query.view ?? 'today';
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 25;
      const { timezone } = readOrganizationRegional(db, ctx);
      const nowMs = deps.now().getTime();
      const filter = filterOf(view, timezone, nowMs);
      const rows = listAppointments(db, ctx.organizationId, filter, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
        newestFirst: view === 'pending',
      });
      const counts = Object.fromEntries(
        APPOINTMENT_VIEWS.map((name) => [
          name,
          countAppointments(db, ctx.organizationId, filterOf(name, timezone, nowMs)),
        ]),
      ) as AppointmentPage['counts'];
      return { items: presentAll(db, ctx.organizationId, rows), total: counts[view], page, pageSize, counts };
    },

    /** Pending → confirmed: the client gets the confirmation (and reminders), as for a booking. */
    approve(ctx: RequestContext, id: string): DeskAppointment {
      decide(ctx, id, ['pending'], DESK_MESSAGES.notPending, { status: 'confirmed' }, (tx, approved) => {
        appointmentBooked(deps, describeStored(tx, approved), { tx });
      });
      return one(ctx.organizationId, id);
    },

    /** Pending → declined: its slot is freed for others and the client told, as for a cancellation. */
    async decline(ctx: RequestContext, id: string, reason: string | undefined): Promise<DeskAppointment> {
      const patch = cancelled({ status: 'declined', cancellationReason: reason?.trim() || null });
      const declined = decide(ctx, id, ['pending'], DESK_MESSAGES.notPending, patch, (tx, row) => {
        deleteBusyOfAppointment(tx, ctx.organizationId, id);
        appointmentCancelled(deps, describeStored(tx, row), { tx });
      });
      // Declined by the business: whatever was paid or held goes back in full.
      await payments.settleCancellation(declined, { byBusiness: true });
      return one(ctx.organizationId, id);
    },

    /** Confirmed or pending → cancelled; the policy's fee and refund apply when the client asked. */
    async cancel(ctx: RequestContext, id: string, body: DeskCancelBody): Promise<DeskAppointment> {
      const patch = cancelled({ status: 'cancelled', cancellationReason: body.reason?.trim() || null });
      const done = decide(ctx, id, ['pending', 'confirmed'], DESK_MESSAGES.notLive, patch, (tx, row) => {
        deleteBusyOfAppointment(tx, ctx.organizationId, id);
        appointmentCancelled(deps, describeStored(tx, row), { tx });
      });
      await payments.settleCancellation(done, { byBusiness: !body.clientAsked });
      return one(ctx.organizationId, id);
    },

    /** Confirmed, its time come, the client absent → no_show; the policy's no-show fee is taken. */
    async noShow(ctx: RequestContext, id: string): Promise<DeskAppointment> {
      const existing = findAppointment(db, ctx.organizationId, id);
      if (existing && Date.parse(existing.startAt) > deps.now().getTime()) {
        throw new ConflictError(DESK_MESSAGES.notStarted);
      }
      const missed = decide(ctx, id, ['confirmed'], DESK_MESSAGES.notConfirmed, { status: 'no_show' }, (tx, row) => {
        appointmentNoShow(deps, describeStored(tx, row), { tx });
      });
      await payments.settleNoShow(missed);
      return one(ctx.organizationId, id);
    },

    /** A client on file booked at the desk: the booking core's search and guard, 409 when taken. */
    book(ctx: RequestContext, body: DeskBookingBody): DeskAppointment {
      assertWorksTheDesk(ctx);
      const { appointment } = bookAppointment(deps, {
        organizationId: ctx.organizationId,
        channel: 'desk',
        target: {
          locationId: body.locationId,
          serviceIds: [body.serviceId],
          ...(body.practitionerId === undefined ? {} : { practitionerId: body.practitionerId }),
        },
        start: body.start,
        client: { clientId: body.clientId },
        ...(body.notes === undefined ? {} : { notes: body.notes }),
        createdBy: ctx.user.id,
      });
      return one(ctx.organizationId, appointment.id);
    },
  };
}
