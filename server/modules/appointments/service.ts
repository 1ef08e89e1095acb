import type {
  AppointmentListQuery,
  AppointmentPage,
  DeskAppointment,
  DeskBookingBody,
} from '../../contract/appointments';
import { APPOINTMENT_VIEWS } from '../../contract/appointments';
import { isoWithOffset, offsetMinutesAt } from '../../contract/availability/zone-clock';
import { bookAppointment, describeAppointment } from '../../bookings/book';
import {
  deleteBusyOfAppointment,
  findAppointment,
  itemsOf,
  updateAppointment,
  type AppointmentRow,
} from '../../bookings/repository';
import type { DbOrTx } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import { wakeWorker } from '../../notifications/deliver';
import { appointmentBooked, appointmentCancelled } from '../../notifications/events';
import type { AppDeps, RequestContext } from '../../types';
import { findClient } from '../clients/repository';
import { findLocation } from '../locations/repository';
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

const ALL_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled', 'no_show', 'completed'] as const;

export const DESK_MESSAGES = {
  notPending: 'This booking is no longer waiting for approval.',
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
export function appointmentsService(deps: AppDeps) {
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
  function description(tx: DbOrTx, appointment: AppointmentRow) {
    const items = itemsOf(tx, appointment.organizationId, appointment.id);
    const client = findClient(tx, appointment.organizationId, appointment.clientId)!;
    const location = findLocation(tx, appointment.organizationId, appointment.locationId);
    return describeAppointment(tx, appointment, items, items[0]?.practitionerId ?? '', client, location?.name ?? '');
  }

  /** A pending appointment of the caller's organization, changed by `patch` if nobody changed it first. */
  function decide(
    ctx: RequestContext,
    id: string,
    patch: Partial<AppointmentRow>,
    then: (tx: DbOrTx, changed: AppointmentRow) => void,
  ): DeskAppointment {
    assertWorksTheDesk(ctx);
    db.transaction((tx) => {
      const appointment = findAppointment(tx, ctx.organizationId, id);
      if (!appointment) throw new NotFoundError('Booking');
      if (appointment.status !== 'pending') throw new ConflictError(DESK_MESSAGES.notPending);
      const full = { ...patch, updatedAt: deps.now().toISOString() };
      if (!updateAppointment(tx, ctx.organizationId, id, appointment.version, full)) {
        throw new ConflictError(DESK_MESSAGES.notPending);
      }
      then(tx, { ...appointment, ...full, version: appointment.version + 1 });
    });
    wakeWorker(deps);
    return one(ctx.organizationId, id);
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
      return decide(ctx, id, { status: 'confirmed' }, (tx, approved) => {
        appointmentBooked(deps, description(tx, approved), { tx });
      });
    },

    /** Pending → declined: its slot is freed for others and the client told, as for a cancellation. */
    decline(ctx: RequestContext, id: string, reason: string | undefined): DeskAppointment {
      const iso = deps.now().toISOString();
      const patch = {
        status: 'declined',
        cancelledAt: iso,
        cancelledBy: 'staff',
        cancellationReason: reason?.trim() || null,
      };
      return decide(ctx, id, patch, (tx, declined) => {
        deleteBusyOfAppointment(tx, ctx.organizationId, id);
        appointmentCancelled(deps, description(tx, declined), { tx });
      });
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
