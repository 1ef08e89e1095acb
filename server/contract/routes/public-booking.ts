import {
  AvailabilityAnswer,
  AvailabilityQuery,
  BookingAnswer,
  BookingBody,
  CardBody,
  CardFormAnswer,
  HoldAnswer,
  HoldBody,
  ManagedAppointment,
  ManageTokenParams,
  PublicBookingPage,
  RescheduleBody,
  SlugParams,
} from '../public-booking';
import { defineRoute } from './define';

/**
 * The public booking API (issue 16): the booking page's calls, signed out. Holds and bookings are
 * limited per address (the service); the manage link's token is the proof for the last three.
 */
const PAGE = '/api/public/booking/:slug';
const MANAGE = '/api/public/appointments/:token';

export const publicBookingRoutes = {
  page: defineRoute({ method: 'GET', path: PAGE, public: true, params: SlugParams, response: PublicBookingPage }),
  availability: defineRoute({
    method: 'GET',
    path: `${PAGE}/availability`,
    public: true,
    params: SlugParams,
    query: AvailabilityQuery,
    response: AvailabilityAnswer,
  }),
  hold: defineRoute({
    method: 'POST',
    path: `${PAGE}/holds`,
    public: true,
    params: SlugParams,
    body: HoldBody,
    response: HoldAnswer,
    status: 201,
  }),
  book: defineRoute({
    method: 'POST',
    path: `${PAGE}/appointments`,
    public: true,
    params: SlugParams,
    body: BookingBody,
    response: BookingAnswer,
    status: 201,
  }),
  manage: defineRoute({
    method: 'GET',
    path: MANAGE,
    public: true,
    params: ManageTokenParams,
    response: ManagedAppointment,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: `${MANAGE}/cancel`,
    public: true,
    params: ManageTokenParams,
    response: ManagedAppointment,
  }),
  /** Ours: the client back from the payment provider's checkout; the payment is read and the booking settled. */
  payment: defineRoute({
    method: 'POST',
    path: `${MANAGE}/payment`,
    public: true,
    params: ManageTokenParams,
    response: ManagedAppointment,
  }),
  /** Ours: the provider's card form the booking waits for (Square's saved card and hold, Adyen, Tyro). */
  cardForm: defineRoute({
    method: 'GET',
    path: `${MANAGE}/card-form`,
    public: true,
    params: ManageTokenParams,
    response: CardFormAnswer,
  }),
  /** Ours: the card form submitted; the provider takes, holds or keeps the card and the booking is settled. */
  card: defineRoute({
    method: 'POST',
    path: `${MANAGE}/card`,
    public: true,
    params: ManageTokenParams,
    body: CardBody,
    response: ManagedAppointment,
  }),
  reschedule: defineRoute({
    method: 'POST',
    path: `${MANAGE}/reschedule`,
    public: true,
    params: ManageTokenParams,
    body: RescheduleBody,
    response: ManagedAppointment,
  }),
};
