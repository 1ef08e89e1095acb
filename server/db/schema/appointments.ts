import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { clients } from './clients';
import { locations } from './locations';
import { organizations } from './organizations';
import { users } from './users';

/**
 * Appointments, booked online (the public booking page) or at the desk. One appointment holds one
 * or more services back to back (`appointment_items`), each with its practitioner.
 */
export const appointments = sqliteTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    /**
     * awaiting_payment (the client is on the provider's checkout; its slot is kept until the spans
     * expire) | pending (waits for approval) | confirmed | declined | cancelled | no_show | completed
     */
    status: text('status').notNull(),
    /** online | desk */
    source: text('source').notNull(),
    /** ISO instants (UTC): the first item's start and the last item's end. */
    startAt: text('start_at').notNull(),
    endAt: text('end_at').notNull(),
    /** The location's zone when booked, for messages and the manage page. */
    timeZone: text('time_zone').notNull(),
    notes: text('notes').notNull().default(''),
    /** SHA-256 of the client's manage link token (a random 256-bit value, never stored itself). */
    manageTokenHash: text('manage_token_hash').notNull(),
    currency: text('currency').notNull(),
    /** The services' total, in minor units. */
    totalMinor: integer('total_minor').notNull(),
    /** none | card_on_file | authorization | deposit | full_payment: what the policy asked for. */
    paymentRequirement: text('payment_requirement').notNull().default('none'),
    /** What the client owes before the visit, in minor units (0 without a requirement). */
    amountDueMinor: integer('amount_due_minor').notNull().default(0),
    /** none | pending | authorized | paid | refunded | partially_refunded | failed */
    paymentStatus: text('payment_status').notNull().default('none'),
    /** The gateway and its payment's id, for refunds and fees. */
    paymentProvider: text('payment_provider'),
    paymentReference: text('payment_reference'),
    amountPaidMinor: integer('amount_paid_minor').notNull().default(0),
    amountRefundedMinor: integer('amount_refunded_minor').notNull().default(0),
    /** Fees taken after booking (late cancellation, no-show), minor units. */
    feeChargedMinor: integer('fee_charged_minor').notNull().default(0),
    /** The provider's checkout the client pays on, and its page (so the page can send them back). */
    checkoutId: text('checkout_id'),
    checkoutUrl: text('checkout_url'),
    /** A card kept at the provider (card on file): its customer and payment method ids. */
    savedCustomerId: text('saved_customer_id'),
    savedPaymentMethodId: text('saved_payment_method_id'),
    cancelledAt: text('cancelled_at'),
    /** client | staff */
    cancelledBy: text('cancelled_by'),
    cancellationReason: text('cancellation_reason'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('appointments_org_start').on(t.organizationId, t.startAt),
    index('appointments_org_status').on(t.organizationId, t.status, t.startAt),
    index('appointments_client').on(t.organizationId, t.clientId, t.startAt),
    uniqueIndex('appointments_manage_token').on(t.manageTokenHash),
  ],
);

/** One service of an appointment, with who performs it and when. */
export const appointmentItems = sqliteTable(
  'appointment_items',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    serviceId: text('service_id').notNull(),
    variantId: text('variant_id'),
    /** The service's name when booked: a later rename does not rewrite history. */
    serviceName: text('service_name').notNull(),
    practitionerId: text('practitioner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    startAt: text('start_at').notNull(),
    endAt: text('end_at').notNull(),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    /** The processing gap, absolute (the practitioner is free for someone else during it). */
    processingStartAt: text('processing_start_at'),
    processingEndAt: text('processing_end_at'),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [index('appointment_items_appointment').on(t.appointmentId, t.position)],
);

/**
 * The guard against double booking: every span a practitioner is busy (a booked item's active
 * parts, buffers included, processing gaps left out; or a hold while a client types), in epoch
 * milliseconds. A trigger (migration 0012) refuses any row that overlaps another row of the same
 * practitioner that is still live, so two overlapping bookings cannot both be written whatever
 * code path, connection or race writes them. Cancelling an appointment or releasing a hold
 * deletes its rows.
 */
export const practitionerBusy = sqliteTable(
  'practitioner_busy',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    practitionerId: text('practitioner_id').notNull(),
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
    /** Set for a booked item's span. */
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    /** Set for a hold's span. */
    holdId: text('hold_id'),
    /** A hold's end (epoch ms): past it, the span no longer blocks anyone. Null for bookings. */
    expiresMs: integer('expires_ms'),
    /** When the row was written (epoch ms): the trigger compares holds' expiry with it. */
    createdMs: integer('created_ms').notNull(),
  },
  (t) => [
    index('practitioner_busy_span').on(t.practitionerId, t.startMs, t.endMs),
    index('practitioner_busy_hold').on(t.holdId),
    index('practitioner_busy_appointment').on(t.appointmentId),
  ],
);

/** A slot held for a few minutes while the client types their details (the public page). */
export const bookingHolds = sqliteTable(
  'booking_holds',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: text('location_id').notNull(),
    serviceIds: text('service_ids', { mode: 'json' }).$type<string[]>().notNull(),
    practitionerId: text('practitioner_id').notNull(),
    startAt: text('start_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    /** The address that asked, for the per-address limits. */
    ipAddress: text('ip_address').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('booking_holds_expiry').on(t.expiresAt)],
);

/**
 * Every movement of a booking's money at the provider, in order: what was taken, held, kept,
 * captured, let go, refunded or charged as a fee, with the provider's id for it. The appointment's
 * totals are derived from these; reception and an accountant can read the history.
 */
export const appointmentPayments = sqliteTable(
  'appointment_payments',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** paid | authorized | card_saved | captured | released | refunded | fee_charged | failed (a step the provider refused: `reason` says why) */
    kind: text('kind').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id of the payment, refund or capture. */
    providerReference: text('provider_reference').notNull(),
    /** Why (a late cancellation, a no-show, the refund policy): one plain sentence. */
    reason: text('reason').notNull().default(''),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('appointment_payments_appointment').on(t.organizationId, t.appointmentId, t.createdAt)],
);
