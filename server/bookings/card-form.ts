import { createHash } from 'node:crypto';
import { COUNTRY_REGIONAL, SETUP_COUNTRIES } from '../contract/countries';
import { fromMinorUnits } from '../contract/currency';
import { MINUTE_MS } from '../contract/availability/zone-clock';
import { CHECKOUT_MINUTES, type CardBody, type CardFormAnswer } from '../contract/public-booking';
import { AppError, ConflictError } from '../errors';
import type { CheckoutPurpose } from '../integrations/payments/checkout';
import { ProviderFailure } from '../integrations/http';
import { findClient } from '../modules/clients/repository';
import { findLocation } from '../modules/locations/repository';
import { findOrganization } from '../modules/organizations/repository';
import type { AppDeps } from '../types';
import { BOOKING_MESSAGES } from './messages';
import type { BookingPayments } from './payment';
import { itemsOf, type AppointmentRow } from './repository';

/** The checkout purpose a booking's payment requirement asks of the provider. */
export const purposeOf = (requirement: string): CheckoutPurpose =>
  requirement === 'card_on_file' ? 'save_card' : requirement === 'authorization' ? 'authorization' : 'payment';

/** ISO code of a location's country as stored by name; else the first country paying in the booking's currency. */
function countryCodeOf(countryName: string, currency: string): string {
  const byName = SETUP_COUNTRIES.find((code) => COUNTRY_REGIONAL[code].name === countryName);
  return byName ?? SETUP_COUNTRIES.find((code) => COUNTRY_REGIONAL[code].currency === currency) ?? 'AU';
}

/**
 * The card forms of providers whose checkout is their form on the manage page (Square's saved
 * card and hold, Adyen, Tyro): what the page loads, and what it submits. The provider's fields
 * take the card; we only ever see its token. One submission at a time per booking: a second
 * click while the first is with the provider would otherwise take the money twice.
 */
export function cardForms(deps: AppDeps, payments: BookingPayments) {
  const { db } = deps;
  const inFlight = new Set<string>();

  function awaitingCardForm(appointment: AppointmentRow) {
    if (appointment.status !== 'awaiting_payment' || appointment.checkoutId === null) {
      throw new ConflictError(BOOKING_MESSAGES.noPaymentAwaited);
    }
    const gateway = payments.gatewayFor(appointment);
    const { cardForm, submitCard } = gateway.checkout;
    if (!cardForm || !submitCard) throw new ConflictError(BOOKING_MESSAGES.noPaymentAwaited);
    let form;
    try {
      form = cardForm(gateway.account, appointment.checkoutId);
    } catch {
      // A checkout on the provider's own page (a payment link): there is no form here.
      throw new ConflictError(BOOKING_MESSAGES.noPaymentAwaited);
    }
    return { gateway, form, submitCard, checkoutId: appointment.checkoutId };
  }

  return {
    form(appointment: AppointmentRow): CardFormAnswer {
      const { form } = awaitingCardForm(appointment);
      const client = findClient(db, appointment.organizationId, appointment.clientId);
      const location = findLocation(db, appointment.organizationId, appointment.locationId);
      return {
        provider: form.provider,
        scriptUrl: form.scriptUrl,
        ...(form.styleUrl ? { styleUrl: form.styleUrl } : {}),
        settings: { ...form.settings },
        purpose: purposeOf(appointment.paymentRequirement),
        amount: {
          amount: fromMinorUnits(appointment.amountDueMinor, appointment.currency),
          currency: appointment.currency,
        },
        countryCode: countryCodeOf(location?.country ?? '', appointment.currency),
        customer: { firstName: client?.firstName ?? '', lastName: client?.lastName ?? '' },
      };
    },

    /**
     * The provider takes, holds or keeps the card, and the booking is settled with that outcome
     * like a checkout read. A refused card leaves the booking waiting: the client may try another.
     */
    async submit(appointment: AppointmentRow, card: CardBody, returnUrl: string): Promise<AppointmentRow> {
      const { gateway, submitCard, checkoutId } = awaitingCardForm(appointment);
      if (inFlight.has(appointment.id)) throw new ConflictError(BOOKING_MESSAGES.cardInProgress);
      // Past its time the slot was let go: nothing is taken, and the booking is closed.
      if (deps.now().getTime() > Date.parse(appointment.createdAt) + CHECKOUT_MINUTES * MINUTE_MS) {
        await payments.settle(appointment);
        throw new ConflictError(BOOKING_MESSAGES.notPaidInTime);
      }
      inFlight.add(appointment.id);
      try {
        const { organizationId } = appointment;
        const client = findClient(db, organizationId, appointment.clientId);
        const services = itemsOf(db, organizationId, appointment.id).map((item) => item.serviceName);
        const business = findOrganization(db, organizationId)?.name ?? '';
        const attempt = createHash('sha256').update(JSON.stringify(card)).digest('base64url').slice(0, 16);
        let outcome;
        try {
          outcome = await submitCard(gateway.account, checkoutId, {
            purpose: purposeOf(appointment.paymentRequirement),
            amountMinor: appointment.amountDueMinor,
            currency: appointment.currency,
            reference: appointment.id,
            description: `${services.join(' + ')} at ${business}`,
            customerEmail: client?.email ?? '',
            customerName: { firstName: client?.firstName ?? '', lastName: client?.lastName ?? '' },
            idempotencyKey: `${appointment.id}-card-${attempt}`,
            returnUrl,
            card,
            asOf: deps.now(),
          });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          // The provider said no to this card (402), or could not be reached (502): nothing was taken.
          const declined = error instanceof ProviderFailure && error.kind === 'rejected';
          throw new AppError(
            declined ? 402 : 502,
            declined ? BOOKING_MESSAGES.cardRefused(reason) : BOOKING_MESSAGES.paymentCheckFailed(reason),
            'PAYMENT_PROVIDER_ERROR',
          );
        }
        return await payments.applyOutcome(appointment, outcome);
      } finally {
        inFlight.delete(appointment.id);
      }
    },
  };
}

export type CardForms = ReturnType<typeof cardForms>;
