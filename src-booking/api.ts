import type {
  AvailabilityAnswer,
  BookingAnswer,
  BookingClosedDetails,
  BookingPayment,
  BookingBody,
  CardBody,
  CardFormAnswer,
  HoldBody,
  ManagedAppointment,
  PublicBookingPage,
} from '../server/contract/public-booking';

/**
 * The page's calls to the public booking API (server/contract/routes/public-booking.ts). Types only
 * come from the contract: no schema library reaches the bundle.
 */
export type {
  AvailabilityAnswer,
  BookingAnswer,
  BookingClosedDetails,
  BookingBody,
  BookingPayment,
  CardBody,
  CardFormAnswer,
  HoldBody,
  ManagedAppointment,
  PublicBookingPage,
};
export type Slot = AvailabilityAnswer['slots'][number];
export interface Hold {
  holdId: string;
  expiresAt: string;
}

/** A refusal from the server: its status and its message, written for the person booking. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    readonly details: unknown = undefined,
  ) {
    super(message);
  }
}

/** A business that takes no bookings online, as its closed page shows it (its brand, when given). */
export type ClosedBusiness = Omit<BookingClosedDetails, 'brand'> & { brand: BookingClosedDetails['brand'] | null };

/**
 * The business behind a booking page that takes no bookings online (404 BOOKING_CLOSED), with its
 * contact; null for any other failure, an unknown page included.
 */
export function bookingClosed(error: unknown): ClosedBusiness | null {
  if (!(error instanceof ApiError) || error.status !== 404 || error.code !== 'BOOKING_CLOSED') return null;
  const details = error.details as Partial<BookingClosedDetails> | undefined;
  const business = details?.business;
  if (typeof business?.name !== 'string' || typeof business.phone !== 'string' || typeof business.email !== 'string') {
    return null;
  }
  const brand = typeof details?.brand === 'object' && details.brand !== null ? details.brand : null;
  return { business, brand, language: typeof details?.language === 'string' ? details.language : 'en' };
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export function bookingApi(fetchImpl: Fetch = (input, init) => fetch(input, init)) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetchImpl(path, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
    });
    const text = await response.text();
    const data: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) {
      const { message, code, details } = (data ?? {}) as { message?: unknown; code?: unknown; details?: unknown };
      throw new ApiError(
        response.status,
        typeof message === 'string' ? message : response.statusText,
        typeof code === 'string' ? code : null,
        details,
      );
    }
    return data as T;
  }
  const page = (slug: string) => `/api/public/booking/${encodeURIComponent(slug)}`;
  const manage = (token: string) => `/api/public/appointments/${encodeURIComponent(token)}`;

  return {
    page: (slug: string) => call<PublicBookingPage>('GET', page(slug)),
    availability(
      slug: string,
      query: { serviceIds: string[]; locationId: string; practitionerId: string | null; from: string; to: string },
    ) {
      const [first = '', ...rest] = query.serviceIds;
      const params = new URLSearchParams({
        serviceId: first,
        locationId: query.locationId,
        from: query.from,
        to: query.to,
      });
      if (rest.length > 0) params.set('serviceIds', rest.join(','));
      if (query.practitionerId) params.set('practitionerId', query.practitionerId);
      return call<AvailabilityAnswer>('GET', `${page(slug)}/availability?${params.toString()}`);
    },
    hold: (slug: string, body: HoldBody) => call<Hold>('POST', `${page(slug)}/holds`, body),
    book: (slug: string, body: BookingBody) => call<BookingAnswer>('POST', `${page(slug)}/appointments`, body),
    appointment: (token: string) => call<ManagedAppointment>('GET', manage(token)),
    cancel: (token: string) => call<ManagedAppointment>('POST', `${manage(token)}/cancel`),
    /** Asks the provider about the booking's checkout and settles it (502 when the provider cannot be reached). */
    payment: (token: string) => call<ManagedAppointment>('POST', `${manage(token)}/payment`),
    /** The provider's card form the booking waits for (Square's saved card or hold, Adyen, Tyro). */
    cardForm: (token: string) => call<CardFormAnswer>('GET', `${manage(token)}/card-form`),
    /** What the provider's script gave for the card: the server has the provider take it. */
    card: (token: string, body: CardBody) => call<ManagedAppointment>('POST', `${manage(token)}/card`, body),
    reschedule: (token: string, start: string) =>
      call<ManagedAppointment>('POST', `${manage(token)}/reschedule`, { start }),
  };
}
export type BookingApi = ReturnType<typeof bookingApi>;

/** The body of a booking or hold: the first service, the others after it, "any" left out. */
export function bookingTarget(choice: {
  serviceIds: string[];
  locationId: string;
  practitionerId: string | null;
  start: string;
}): HoldBody {
  const [serviceId = '', ...rest] = choice.serviceIds;
  return {
    serviceId,
    ...(rest.length > 0 ? { serviceIds: rest } : {}),
    locationId: choice.locationId,
    ...(choice.practitionerId ? { practitionerId: choice.practitionerId } : {}),
    start: choice.start,
  };
}
