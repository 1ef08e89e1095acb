import { Type, type Static } from 'typebox';
import { Id, Labelled, PageQuery, Strict, TextField } from './common';
import { APPOINTMENT_STATUSES, BookingPayment } from './public-booking';

/**
 * The desk's Bookings list (issue 16, "At the desk"; ours): reception sees today's and upcoming
 * appointments and those waiting for approval, approves or declines them, and books a client
 * already on file into a free slot. Times are ISO with the offset of the appointment's location.
 */

export const APPOINTMENT_VIEWS = ['today', 'upcoming', 'pending'] as const;
export type AppointmentView = (typeof APPOINTMENT_VIEWS)[number];

export const APPOINTMENT_SOURCES = ['online', 'desk'] as const;
export const DECLINE_REASON_MAX_LENGTH = 500;
export const DESK_NOTES_MAX_LENGTH = 1000;

export const AppointmentListQuery = Strict({
  /** today and upcoming (after today) in the organization's zone; pending: waiting for approval, newest first. */
  view: Type.Optional(Labelled('View', Type.Enum([...APPOINTMENT_VIEWS]))),
  ...PageQuery,
});
export type AppointmentListQuery = Static<typeof AppointmentListQuery>;

export const DeskAppointment = Strict({
  id: Id,
  status: Type.Enum([...APPOINTMENT_STATUSES]),
  source: Type.Enum([...APPOINTMENT_SOURCES]),
  start: Type.String(),
  end: Type.String(),
  /** The location's zone, in which start and end are written. */
  timeZone: Type.String(),
  client: Strict({
    id: Id,
    firstName: Type.String(),
    lastName: Type.String(),
    phone: Type.String(),
    email: Type.String(),
  }),
  services: Type.Array(
    Strict({
      name: Type.String(),
      start: Type.String(),
      end: Type.String(),
      practitioner: Strict({ id: Id, name: Type.String() }),
    }),
  ),
  location: Strict({ id: Id, name: Type.String() }),
  notes: Type.String(),
  cancellationReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  /** The booking's money when it asked for a payment (deposit, hold, saved card), else null. */
  payment: Type.Union([BookingPayment, Type.Null()]),
});
export type DeskAppointment = Static<typeof DeskAppointment>;

export const AppointmentCounts = Strict({ today: Type.Integer(), upcoming: Type.Integer(), pending: Type.Integer() });
export type AppointmentCounts = Static<typeof AppointmentCounts>;

export const AppointmentPage = Strict({
  items: Type.Array(DeskAppointment),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  /** Each view's total, for the tabs. */
  counts: AppointmentCounts,
});
export type AppointmentPage = Static<typeof AppointmentPage>;

export const DeclineBody = Strict({
  reason: Type.Optional(TextField({ label: 'Reason', maxLength: DECLINE_REASON_MAX_LENGTH, multiline: true })),
});
export type DeclineBody = Static<typeof DeclineBody>;

export const DeskCancelBody = Strict({
  reason: Type.Optional(TextField({ label: 'Reason', maxLength: DECLINE_REASON_MAX_LENGTH, multiline: true })),
  /**
   * The client asked (a call, a message): the cancellation policy applies as if they cancelled
   * online (a late fee, the refund policy). Otherwise the business cancels and gives everything back.
   */
  clientAsked: Type.Boolean({ title: 'Client asked to cancel' }),
});
export type DeskCancelBody = Static<typeof DeskCancelBody>;

export const DeskBookingBody = Strict({
  clientId: Labelled('Client', Id),
  serviceId: Labelled('Service', Id),
  locationId: Labelled('Location', Id),
  /** Absent: whichever practitioner is free at that time. */
  practitionerId: Type.Optional(Labelled('Practitioner', Id)),
  start: Type.String({ title: 'Start', format: 'date-time' }),
  notes: Type.Optional(TextField({ label: 'Notes', maxLength: DESK_NOTES_MAX_LENGTH, multiline: true })),
});
export type DeskBookingBody = Static<typeof DeskBookingBody>;
