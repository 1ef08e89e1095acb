import {
  AppointmentListQuery,
  AppointmentPage,
  DeclineBody,
  DeskAppointment,
  DeskBookingBody,
  DeskCancelBody,
} from '../appointments';
import { IdParams } from '../common';
import { SIGNED_IN } from '../permissions';
import { defineRoute } from './define';

/**
 * The desk's Bookings list (issue 16; ours). Reception works with bookings all day, so any member
 * may call these (the service refuses roles ranked below receptionist), as with clients.
 */
const APPOINTMENT = '/api/appointments/:id';

export const appointmentsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/appointments',
    permission: SIGNED_IN,
    query: AppointmentListQuery,
    response: AppointmentPage,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/appointments',
    permission: SIGNED_IN,
    body: DeskBookingBody,
    response: DeskAppointment,
    status: 201,
  }),
  approve: defineRoute({
    method: 'POST',
    path: `${APPOINTMENT}/approve`,
    permission: SIGNED_IN,
    params: IdParams,
    response: DeskAppointment,
  }),
  decline: defineRoute({
    method: 'POST',
    path: `${APPOINTMENT}/decline`,
    permission: SIGNED_IN,
    params: IdParams,
    body: DeclineBody,
    response: DeskAppointment,
  }),
  /** Ours: a confirmed or pending booking cancelled by reception, its money settled by the policy. */
  cancel: defineRoute({
    method: 'POST',
    path: `${APPOINTMENT}/cancel`,
    permission: SIGNED_IN,
    params: IdParams,
    body: DeskCancelBody,
    response: DeskAppointment,
  }),
  /** Ours: the client did not come; the no-show fee is taken when the policy says so. */
  noShow: defineRoute({
    method: 'POST',
    path: `${APPOINTMENT}/no-show`,
    permission: SIGNED_IN,
    params: IdParams,
    response: DeskAppointment,
  }),
};
