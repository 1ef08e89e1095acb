import { GATEWAY_DISPLAY_NAMES, type GatewayType } from '../contract/payments';
import type { DepositSettings } from '../contract/booking-widget';
import { AppError } from '../errors';
import { newId } from '../ids';
import type { GatewayAdapters } from '../integrations/payments/adapters';
import type { CheckoutOutcome } from '../integrations/payments/checkout';
import { bookingWidgetSettings } from '../modules/booking-widget/settings';
import { openSecrets } from '../modules/payments/present';
import { findGateway } from '../modules/payments/repository';
import { wakeWorker } from '../notifications/deliver';
import type { AppDeps } from '../types';
import { describeStored, isSlotTaken } from './book';
import { appointmentBooked } from '../notifications/events';
import type { DbOrTx } from '../db/client';
import { BOOKING_MESSAGES } from './messages';
import { insertPaymentEvent, keepSpans } from './payment-repository';
import {
  HOLDS_MONEY,
  type CheckoutGateway,
  type LedgerLine,
  type Patch,
  type PaymentKind,
  type ReturnUrls,
} from './payment-types';
import { cancellationMoney, feeMinor, formatMoney } from './payment-rules';
import { bookingPolicies } from './policies';
import {
  deleteBusyOfAppointment,
  findAppointment,
  insertBusySpans,
  itemsOf,
  updateAppointment,
  type AppointmentRow,
} from './repository';
import { busySpansOfItems } from './spans';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A booking's money at the provider (issue 16): the checkout opened when it is booked, settled
 * when the client comes back (or the sweep finds it lapsed), and the refund, release, capture or
 * fee when it is cancelled or the client does not come. Provider calls happen outside database
 * transactions; each outcome is then written in one, guarded by the appointment's version, with a
 * line in appointment_payments for every movement.
 */
export function bookingPayments(deps: AppDeps, adapters: GatewayAdapters) {
  const { db } = deps;

  function gatewayOf(organizationId: string, type: GatewayType): CheckoutGateway | null {
    const row = findGateway(db, organizationId, type);
    const checkout = adapters[type].checkout;
    if (!row || !row.isConfigured || !checkout) return null;
    return {
      type,
      displayName: GATEWAY_DISPLAY_NAMES[type],
      account: { credentials: { ...row.credentials, ...openSecrets(deps.secrets, row.secrets) }, isLive: row.isLive },
      checkout,
    };
  }

  function gatewayFor(appointment: AppointmentRow): CheckoutGateway {
    const gateway = appointment.paymentProvider
      ? gatewayOf(appointment.organizationId, appointment.paymentProvider as GatewayType)
      : null;
    if (!gateway) throw new AppError(503, BOOKING_MESSAGES.paymentUnavailable, 'PAYMENT_PROVIDER_ERROR');
    return gateway;
  }

  const depositSettings = (organizationId: string): DepositSettings =>
    bookingWidgetSettings(db, organizationId).depositSettings;

  /** Writes `patch` and the ledger lines if the appointment is still as read; answers the row as it is now. */
  function record(
    appointment: AppointmentRow,
    patch: Patch,
    events: LedgerLine[],
    andThen?: (tx: DbOrTx, written: AppointmentRow) => void,
  ): AppointmentRow {
    const iso = deps.now().toISOString();
    return db.transaction((tx) => {
      const written = updateAppointment(tx, appointment.organizationId, appointment.id, appointment.version, {
        ...patch,
        updatedAt: iso,
      });
      if (written) {
        for (const event of events) {
          insertPaymentEvent(tx, {
            ...event,
            id: newId(),
            organizationId: appointment.organizationId,
            appointmentId: appointment.id,
            currency: appointment.currency,
            provider: appointment.paymentProvider ?? '',
            createdAt: iso,
          });
        }
      }
      const now = findAppointment(tx, appointment.organizationId, appointment.id)!;
      if (written) andThen?.(tx, now);
      return now;
    });
  }

  /** Cancels a booking that never got its payment: the slot is let go, nothing was taken. */
  function closeUnpaid(appointment: AppointmentRow, reason: string): AppointmentRow {
    const iso = deps.now().toISOString();
    return db.transaction((tx) => {
      const patch = {
        status: 'cancelled',
        paymentStatus: 'closed',
        cancelledAt: iso,
        cancelledBy: 'system',
        cancellationReason: reason,
        updatedAt: iso,
      };
      if (updateAppointment(tx, appointment.organizationId, appointment.id, appointment.version, patch)) {
        deleteBusyOfAppointment(tx, appointment.organizationId, appointment.id);
      }
      return findAppointment(tx, appointment.organizationId, appointment.id)!;
    });
  }

  /**
   * The paid booking's spans made permanent, or written again if they lapsed meanwhile; false when
   * someone else took the time in between (the guard's refusal).
   */
  function keepSlot(appointment: AppointmentRow, nowMs: number): boolean {
    try {
      db.transaction((tx) => {
        if (keepSpans(tx, appointment.organizationId, appointment.id, nowMs) > 0) return;
        const items = itemsOf(tx, appointment.organizationId, appointment.id);
        insertBusySpans(
          tx,
          busySpansOfItems(items).map(([startMs, endMs]) => ({
            id: newId(),
            organizationId: appointment.organizationId,
            practitionerId: items[0]!.practitionerId,
            startMs,
            endMs,
            appointmentId: appointment.id,
            holdId: null,
            expiresMs: null,
            createdMs: nowMs,
          })),
        );
      });
      return true;
    } catch (error) {
      if (isSlotTaken(error)) return false;
      throw error;
    }
  }

  return {
    /** The gateway new online bookings of the organization are paid through, when it can take payments. */
    onlineGateway(organizationId: string, type: GatewayType | null): CheckoutGateway | null {
      return type === null ? null : gatewayOf(organizationId, type);
    },

    /**
     * Opens the checkout of a booking just written as awaiting_payment. If the provider refuses or
     * cannot be reached, the booking is cancelled at once (its slot freed) and the client told:
     * nothing stays half-made.
     */
    async start(
      appointment: AppointmentRow,
      input: { email: string; description: string; urls: ReturnUrls; expiresAt: Date },
    ): Promise<AppointmentRow> {
      const gateway = gatewayFor(appointment);
      const requirement = appointment.paymentRequirement;
      try {
        const checkout = await gateway.checkout.create(gateway.account, {
          purpose:
            requirement === 'card_on_file'
              ? 'save_card'
              : requirement === 'authorization'
                ? 'authorization'
                : 'payment',
          amountMinor: appointment.amountDueMinor,
          currency: appointment.currency,
          reference: appointment.id,
          description: input.description,
          customerEmail: input.email,
          successUrl: input.urls.successUrl,
          cancelUrl: input.urls.cancelUrl,
          cardFormUrl: input.urls.cardFormUrl,
          idempotencyKey: `${appointment.id}-checkout`,
          expiresAt: input.expiresAt,
        });
        return record(appointment, { checkoutId: checkout.id, checkoutUrl: checkout.url }, []);
      } catch (error) {
        closeUnpaid(appointment, BOOKING_MESSAGES.paymentNotStarted(reasonOf(error)));
        throw new AppError(502, BOOKING_MESSAGES.paymentNotStarted(reasonOf(error)), 'PAYMENT_PROVIDER_ERROR');
      }
    },

    /** Asks the provider how the booking's checkout ended, and writes that (applyOutcome). */
    async settle(appointment: AppointmentRow): Promise<AppointmentRow> {
      // A booking the client gave up while the provider's page was open is asked about too: a
      // payment that came anyway is given back.
      const givenUp = appointment.status === 'cancelled';
      if (appointment.checkoutId === null || appointment.paymentStatus !== 'pending') return appointment;
      if (appointment.status !== 'awaiting_payment' && !givenUp) return appointment;
      const gateway = gatewayFor(appointment);
      let outcome;
      try {
        outcome = await gateway.checkout.read(gateway.account, appointment.checkoutId, deps.now());
      } catch (error) {
        throw new AppError(502, BOOKING_MESSAGES.paymentCheckFailed(reasonOf(error)), 'PAYMENT_PROVIDER_ERROR');
      }
      return applyOutcome(appointment, outcome);
    },

    applyOutcome,
    gatewayFor,
    settleCancellation,
    settleNoShow,
  };

  /**
   * A checkout's outcome written to its booking: paid, held or card kept confirms it (or sends it
   * for approval); closed cancels it; still open changes nothing. A payment that came after the
   * time was let go and taken is given back at once.
   */
  async function applyOutcome(appointment: AppointmentRow, outcome: CheckoutOutcome): Promise<AppointmentRow> {
    const givenUp = appointment.status === 'cancelled';
    if (outcome.state === 'open') return appointment;
    if (outcome.state === 'closed') {
      return givenUp
        ? record(appointment, { paymentStatus: 'closed' }, [])
        : closeUnpaid(appointment, BOOKING_MESSAGES.notPaidInTime);
    }
    const paidMinor = outcome.state === 'paid' ? outcome.amountMinor : 0;
    const payment: Patch =
      outcome.state === 'card_saved'
        ? {
            paymentStatus: 'card_saved',
            savedCustomerId: outcome.customerId,
            savedPaymentMethodId: outcome.paymentMethodId,
          }
        : { paymentStatus: outcome.state, paymentReference: outcome.paymentId, amountPaidMinor: paidMinor };
    const ledger = {
      kind: outcome.state as PaymentKind,
      amountMinor: outcome.state === 'card_saved' ? 0 : outcome.amountMinor,
      providerReference: outcome.state === 'card_saved' ? outcome.paymentMethodId : outcome.paymentId,
      reason: 'Online booking checkout',
    };
    const nowMs = deps.now().getTime();
    if (givenUp) return settleCancellation(record(appointment, payment, [ledger]), { byBusiness: true });
    if (!keepSlot(appointment, nowMs)) {
      const lost = record(
        appointment,
        {
          ...payment,
          status: 'cancelled',
          cancelledAt: new Date(nowMs).toISOString(),
          cancelledBy: 'system',
          cancellationReason: BOOKING_MESSAGES.paidTooLate,
        },
        [ledger],
      );
      return settleCancellation(lost, { byBusiness: true });
    }
    const approval = bookingPolicies(db, appointment.organizationId).requireApproval;
    // Waiting for approval, the client hears when reception approves (modules/appointments).
    const settled = record(
      appointment,
      { ...payment, status: approval ? 'pending' : 'confirmed' },
      [ledger],
      (tx, row) => {
        if (row.status === 'confirmed') appointmentBooked(deps, describeStored(tx, row), { tx });
      },
    );
    wakeWorker(deps);
    return settled;
  }

  /**
   * The money of a booking just cancelled: refunds (by the refund policy, less a late fee), an
   * authorization captured for the fee or let go, a saved card charged the fee. The business
   * cancelling gives everything back. A provider refusing leaves the booking cancelled, marked
   * `action_needed` for reception, and says so.
   */
  async function settleCancellation(
    appointment: AppointmentRow,
    options: { byBusiness: boolean },
  ): Promise<AppointmentRow> {
    const status = appointment.paymentStatus;
    if (!HOLDS_MONEY.includes(status)) return appointment;
    const settings = depositSettings(appointment.organizationId);
    const nowMs = deps.now().getTime();
    const startMs = Date.parse(appointment.startAt);
    const paidMinor =
      status === 'paid' || status === 'partially_refunded'
        ? appointment.amountPaidMinor - appointment.amountRefundedMinor
        : 0;
    const money = cancellationMoney(settings, {
      paidMinor,
      totalMinor: appointment.totalMinor,
      currency: appointment.currency,
      startMs,
      nowMs,
      byBusiness: options.byBusiness,
    });
    const why = options.byBusiness
      ? 'Cancelled by the business'
      : money.feeMinor > 0
        ? 'Late cancellation'
        : 'Cancelled in time';
    return moveMoney(appointment, money.refundMinor, money.feeMinor, why, 'cancel');
  }

  /** A no-show: the fee per the policy, captured from a hold, charged to a saved card, or kept from what was paid. */
  async function settleNoShow(appointment: AppointmentRow): Promise<AppointmentRow> {
    if (!HOLDS_MONEY.includes(appointment.paymentStatus)) return appointment;
    const settings = depositSettings(appointment.organizationId);
    if (!settings.cancellationPolicy.chargeOnNoShow) {
      return appointment.paymentStatus === 'authorized'
        ? moveMoney(appointment, 0, 0, 'No-show', 'noshow')
        : appointment;
    }
    const fee = feeMinor(settings, appointment.totalMinor, appointment.currency);
    return moveMoney(appointment, 0, fee, 'No-show fee', 'noshow');
  }

  /**
   * Refunds `refundMinor` of what was paid and takes `feeMinor` the way the booking allows:
   * kept from the payment, captured from the hold (the rest let go), or charged to the saved card.
   */
  async function moveMoney(
    appointment: AppointmentRow,
    refundMinor: number,
    fee: number,
    why: string,
    step: string,
  ): Promise<AppointmentRow> {
    const gateway = gatewayFor(appointment);
    const { account, checkout } = gateway;
    const key = (what: string) => `${appointment.id}-${step}-${what}`;
    const events: LedgerLine[] = [];
    const patch: Patch = {};
    const money = (minor: number) => formatMoney(minor, appointment.currency);
    try {
      if (appointment.paymentStatus === 'authorized') {
        const held = appointment.amountDueMinor;
        const take = Math.min(fee, held);
        if (take > 0 && checkout.capture) {
          const captured = await checkout.capture(account, appointment.paymentReference ?? '', take, key('capture'));
          events.push({
            kind: 'captured',
            amountMinor: take,
            providerReference: captured.id,
            reason: `${why}: ${money(take)} taken from the amount held`,
          });
          Object.assign(patch, {
            paymentStatus: 'paid',
            amountPaidMinor: take,
            feeChargedMinor: appointment.feeChargedMinor + take,
          });
        } else if (checkout.release) {
          await checkout.release(account, appointment.paymentReference ?? '', key('release'));
          events.push({
            kind: 'released',
            amountMinor: held,
            providerReference: appointment.paymentReference ?? '',
            reason: `${why}: the amount held was let go`,
          });
          Object.assign(patch, { paymentStatus: 'released' });
        }
      } else if (appointment.paymentStatus === 'card_saved') {
        if (fee > 0 && checkout.chargeSavedCard) {
          const charged = await checkout.chargeSavedCard(account, {
            customerId: appointment.savedCustomerId ?? '',
            paymentMethodId: appointment.savedPaymentMethodId ?? '',
            amountMinor: fee,
            currency: appointment.currency,
            reference: appointment.id,
            description: why,
            idempotencyKey: key('fee'),
          });
          events.push({
            kind: 'fee_charged',
            amountMinor: fee,
            providerReference: charged.id,
            reason: `${why}: charged to the saved card`,
          });
          Object.assign(patch, {
            amountPaidMinor: appointment.amountPaidMinor + fee,
            feeChargedMinor: appointment.feeChargedMinor + fee,
            paymentReference: charged.id,
          });
        }
      } else {
        // Only what was paid and is still held can be kept.
        const kept = Math.min(
          fee,
          appointment.amountPaidMinor - appointment.amountRefundedMinor - appointment.feeChargedMinor,
        );
        if (kept > 0) {
          events.push({
            kind: 'fee_charged',
            amountMinor: kept,
            providerReference: appointment.paymentReference ?? '',
            reason: `${why}: kept from the payment`,
          });
          patch.feeChargedMinor = appointment.feeChargedMinor + kept;
        }
        if (refundMinor > 0) {
          const refund = await adapters[gateway.type].refund(account, {
            paymentId: appointment.paymentReference ?? '',
            amountMinor: refundMinor,
            currency: appointment.currency,
            idempotencyKey: key('refund'),
            reference: appointment.id,
          });
          const refunded = appointment.amountRefundedMinor + refundMinor;
          events.push({
            kind: 'refunded',
            amountMinor: refundMinor,
            providerReference: refund.id,
            reason: `${why}: ${money(refundMinor)} given back`,
          });
          Object.assign(patch, {
            amountRefundedMinor: refunded,
            paymentStatus: refunded >= appointment.amountPaidMinor ? 'refunded' : 'partially_refunded',
          });
        }
      }
    } catch (error) {
      // The booking stays cancelled (or no-show); reception sees the money still to sort out, and
      // the ledger says what the provider answered.
      events.push({ kind: 'failed', amountMinor: 0, providerReference: '', reason: `${why}: ${reasonOf(error)}` });
      return record(appointment, { ...patch, paymentStatus: 'action_needed' }, events);
    }
    return events.length === 0 ? appointment : record(appointment, patch, events);
  }
}

export type BookingPayments = ReturnType<typeof bookingPayments>;
