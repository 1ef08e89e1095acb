import { Type, type Static } from 'typebox';
import { Email, Id, Labelled, NameField, Strict, TextField } from './common';

/**
 * The public booking API (issue 16; ours, listed in the README): what the booking page at
 * `/{slug}/book` calls, signed out. Outside tools rely on these shapes: keep them.
 */

/** How long a hold keeps a slot while the client types. */
export const HOLD_MINUTES = 5;
/** Availability is asked for at most this many days at once. */
export const MAX_AVAILABILITY_DAYS = 31;
export const LOCAL_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

export const SlugParams = Strict({ slug: Type.String({ title: 'Business', pattern: '^[a-z0-9][a-z0-9-]{0,62}$' }) });
export const ManageTokenParams = Strict({
  token: Type.String({ title: 'Manage link', pattern: '^[A-Za-z0-9_-]{43}$' }),
});

const Money = Strict({ amount: Type.Number(), currency: Type.String() });

export const PublicService = Strict({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  durationMinutes: Type.Integer(),
  /** Absent when the business does not show prices. */
  price: Type.Optional(Money),
  categoryId: Type.Union([Id, Type.Null()]),
  locationIds: Type.Array(Id),
});

export const PublicLocation = Strict({
  id: Id,
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  timeZone: Type.String(),
});

export const PublicPractitioner = Strict({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  /** Where they work and what they perform, so the page can offer them. */
  locationIds: Type.Array(Id),
  serviceIds: Type.Array(Id),
});

export const PublicBookingPage = Strict({
  business: Strict({ name: Type.String(), slug: Type.String(), phone: Type.String(), email: Type.String() }),
  brand: Strict({
    primaryColor: Type.String(),
    secondaryColor: Type.String(),
    /** light | dark | auto */
    theme: Type.String(),
    logoUrl: Type.Union([Type.String(), Type.Null()]),
    showLogo: Type.Boolean(),
    showDescription: Type.Boolean(),
  }),
  /** The organization's language (en, es, fr, de, it, pt, zh, ja): the page's when the browser's is none of them. */
  language: Type.String(),
  locations: Type.Array(PublicLocation),
  categories: Type.Array(Strict({ id: Id, name: Type.String() })),
  services: Type.Array(PublicService),
  practitioners: Type.Array(PublicPractitioner),
  policies: Strict({
    requireApproval: Type.Boolean(),
    allowCancellations: Type.Boolean(),
    cancellationHours: Type.Integer(),
    minAdvanceBookingHours: Type.Integer(),
    maxAdvanceBookingDays: Type.Integer(),
    maxServicesPerBooking: Type.Integer(),
    /** none | card_on_file | authorization | deposit | full_payment */
    paymentRequirement: Type.String(),
    refundPolicy: Type.String(),
    /**
     * What the client is told before booking about money (amounts in the services' currency, major
     * units): the deposit's terms when the requirement is a deposit, the refund deadline, and the
     * fees of the cancellation policy. Null without a payment requirement.
     */
    paymentTerms: Type.Union([
      Strict({
        depositType: Type.String(),
        fixedAmount: Type.Union([Type.Number(), Type.Null()]),
        percentage: Type.Union([Type.Number(), Type.Null()]),
        minimumDeposit: Type.Union([Type.Number(), Type.Null()]),
        refundDeadlineHours: Type.Integer(),
        chargeOnNoShow: Type.Boolean(),
        chargeOnLateCancellation: Type.Boolean(),
        feeDeadlineHours: Type.Integer(),
        /** fixed | percentage | full_service */
        feeType: Type.String(),
        feeAmount: Type.Number(),
        feePercentage: Type.Number(),
      }),
      Type.Null(),
    ]),
  }),
});
export type PublicBookingPage = Static<typeof PublicBookingPage>;

/**
 * The `details` of the 404 a booking page answers while its business takes no bookings online
 * (code BOOKING_CLOSED): whom the client can reach instead, in the business's colours and language.
 */
export type BookingClosedDetails = Pick<PublicBookingPage, 'business' | 'brand' | 'language'>;

export const AvailabilityQuery = Strict({
  serviceId: Labelled('Service', Id),
  /** More services after the first, back to back (up to maxServicesPerBooking in all). */
  serviceIds: Type.Optional(Type.String({ title: 'Services', maxLength: 400 })),
  locationId: Labelled('Location', Id),
  practitionerId: Type.Optional(Labelled('Practitioner', Id)),
  from: Type.String({ title: 'From', pattern: LOCAL_DATE_PATTERN }),
  to: Type.String({ title: 'To', pattern: LOCAL_DATE_PATTERN }),
});
export type AvailabilityQuery = Static<typeof AvailabilityQuery>;

export const AvailabilityAnswer = Strict({
  timeZone: Type.String(),
  /** ISO times with the location's offset. */
  slots: Type.Array(Strict({ start: Type.String(), end: Type.String(), practitionerIds: Type.Array(Id) })),
});
export type AvailabilityAnswer = Static<typeof AvailabilityAnswer>;

const bookingTarget = {
  serviceId: Labelled('Service', Id),
  /** More services after the first, back to back. */
  serviceIds: Type.Optional(Type.Array(Id, { title: 'Services', maxItems: 10 })),
  locationId: Labelled('Location', Id),
  /** Absent: whichever practitioner is free for the slot. */
  practitionerId: Type.Optional(Labelled('Practitioner', Id)),
  start: Type.String({ title: 'Start', format: 'date-time' }),
};

export const HoldBody = Strict(bookingTarget);
export type HoldBody = Static<typeof HoldBody>;
export const HoldAnswer = Strict({ holdId: Id, expiresAt: Type.String() });

export const BookingBody = Strict({
  ...bookingTarget,
  holdId: Type.Optional(Labelled('Hold', Id)),
  client: Labelled(
    'Your details',
    Strict({
      firstName: NameField({ label: 'First name', maxLength: 100 }),
      lastName: NameField({ label: 'Last name', maxLength: 100 }),
      email: { ...Email, title: 'Email' },
      phone: Type.String({ title: 'Phone', minLength: 6, maxLength: 30, pattern: '^[+0-9 ().-]+$' }),
    }),
  ),
  notes: Type.Optional(TextField({ label: 'Notes', maxLength: 1000, multiline: true })),
  /** The honeypot: a field people never see. Anything in it and the booking is quietly refused. */
  website: Type.Optional(Type.String({ title: 'Website', maxLength: 200 })),
});
export type BookingBody = Static<typeof BookingBody>;

/**
 * `awaiting_payment`: the policy asks for a payment and the client has not finished the provider's
 * checkout yet; the slot is kept for CHECKOUT_MINUTES, then let go and the booking cancelled.
 */
export const APPOINTMENT_STATUSES = [
  'awaiting_payment',
  'pending',
  'confirmed',
  'declined',
  'cancelled',
  'no_show',
  'completed',
] as const;

/** How long a slot waits for the client on the provider's checkout (Stripe keeps a session open at least 30 minutes). */
export const CHECKOUT_MINUTES = 30;

/** A booking's money as the client sees it (amounts in major units, like prices). */
export const BookingPayment = Strict({
  /** card_on_file | authorization | deposit | full_payment */
  requirement: Type.String(),
  /** What the policy asks now: the deposit, the full price, the amount held; 0 for a saved card. */
  amountDue: Money,
  amountPaid: Money,
  amountRefunded: Money,
  feeCharged: Money,
  /** pending | paid | authorized | card_saved | released | refunded | partially_refunded | closed */
  status: Type.String(),
  /** The provider's checkout page, while the booking waits for it. */
  checkoutUrl: Type.Union([Type.String(), Type.Null()]),
  /** Stripe | Square | PayPal */
  provider: Type.String(),
});
export type BookingPayment = Static<typeof BookingPayment>;

export const BookingAnswer = Strict({
  id: Id,
  status: Type.Enum([...APPOINTMENT_STATUSES]),
  start: Type.String(),
  end: Type.String(),
  practitionerId: Id,
  /** The client's manage link token: shown once, emailed, never stored in clear. */
  manageToken: Type.String(),
  /** Present when the policy asks for a payment: then `status` is awaiting_payment until it is made. */
  payment: Type.Optional(BookingPayment),
});
export type BookingAnswer = Static<typeof BookingAnswer>;

/** What the manage page shows: this booking only, never anyone else's details. */
export const ManagedAppointment = Strict({
  id: Id,
  status: Type.Enum([...APPOINTMENT_STATUSES]),
  start: Type.String(),
  end: Type.String(),
  timeZone: Type.String(),
  business: Strict({ name: Type.String(), slug: Type.String() }),
  location: Strict({ id: Id, name: Type.String(), address: Type.String() }),
  services: Type.Array(Strict({ name: Type.String(), start: Type.String(), end: Type.String() })),
  practitioner: Strict({ id: Id, firstName: Type.String() }),
  /** Whether the client may still cancel or move it, and until when (the cancellation window). */
  canCancel: Type.Boolean(),
  canReschedule: Type.Boolean(),
  changeDeadline: Type.Union([Type.String(), Type.Null()]),
  payment: Type.Union([BookingPayment, Type.Null()]),
  /**
   * What cancelling now would do with the money (null: nothing was paid, held or kept): refunded
   * of what was paid, kept or charged as a late-cancellation fee, and whether an amount held on
   * the card is let go.
   */
  cancellationTerms: Type.Union([Strict({ refund: Money, fee: Money, releasesHold: Type.Boolean() }), Type.Null()]),
});
export type ManagedAppointment = Static<typeof ManagedAppointment>;

export const RescheduleBody = Strict({ start: Type.String({ title: 'Start', format: 'date-time' }) });

/**
 * Ours: the provider's card form a booking waits for, where the provider's checkout is its card
 * form on the manage page (Square's saved card and authorization, Adyen, Tyro). Public values
 * only: the script, and what it is started with (application id, client key, pay secret).
 */
export const CardFormAnswer = Strict({
  provider: Type.Enum(['square', 'adyen', 'tyro']),
  scriptUrl: Type.String(),
  styleUrl: Type.Optional(Type.String()),
  settings: Type.Record(Type.String(), Type.Union([Type.String(), Type.Boolean()])),
  /** payment: the amount taken now; authorization: held until the visit; save_card: nothing taken. */
  purpose: Type.Enum(['payment', 'authorization', 'save_card']),
  amount: Money,
  /** ISO 3166 alpha-2 of the booking's location (Adyen's form needs it). */
  countryCode: Type.String(),
  /** The card holder's name as booked: Square's buyer check asks for it. */
  customer: Strict({ firstName: Type.String(), lastName: Type.String() }),
});
export type CardFormAnswer = Static<typeof CardFormAnswer>;

/** Ours: what the provider's script gave the page, passed on to the provider by the server. */
export const CardBody = Strict({
  /** Square: the card's nonce from the Web Payments SDK, and its buyer check. */
  token: Type.Optional(Type.String({ title: 'Card', minLength: 1, maxLength: 1024 })),
  verificationToken: Type.Optional(Type.String({ title: 'Card check', minLength: 1, maxLength: 4096 })),
  /** Adyen: the card as its Card component encrypted it, and the browser's details for 3-D Secure. */
  paymentMethod: Type.Optional(
    Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { title: 'Card', maxProperties: 32 }),
  ),
  browserInfo: Type.Optional(
    Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { title: 'Browser details', maxProperties: 32 }),
  ),
});
export type CardBody = Static<typeof CardBody>;
