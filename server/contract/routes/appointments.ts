import { AppointmentListQuery, AppointmentPage, DeclineBody, DeskAppointment, DeskBookingBody } from '../appointments';
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
};
