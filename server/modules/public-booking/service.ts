import { bookAppointment, holdSlot } from '../../bookings/book';
import { BOOKING_MESSAGES } from '../../bookings/messages';
import { openStarts, resolveTarget, type BookingTarget } from '../../bookings/slot-check';
import { isoWithOffset, offsetMinutesAt, parseLocalDate } from '../../contract/availability/zone-clock';
import {
  CHECKOUT_MINUTES,
  MAX_AVAILABILITY_DAYS,
  type AvailabilityAnswer,
  type AvailabilityQuery,
  type BookingAnswer,
  type BookingBody,
  type HoldBody,
} from '../../contract/public-booking';
import { AppError, ValidationError } from '../../errors';
import type { AppDeps } from '../../types';
import { bookableOrganization } from './page';
import type { BookingPayments } from '../../bookings/payment';
import { presentPayment } from '../../bookings/payment-present';
import { itemsOf } from '../../bookings/repository';
import { bookingGateway, bookingWidgetSettings } from '../booking-widget/settings';

const inZone = (ms: number, timeZone: string) => isoWithOffset(ms, offsetMinutesAt(timeZone, ms));

/** The query's extra services: ids separated by commas. */
function extraServiceIds(list: string | undefined): string[] {
  if (list === undefined || list.trim() === '') return [];
  return list.split(',').map((id) => id.trim());
}

function targetOf(body: Pick<HoldBody, 'serviceId' | 'serviceIds' | 'locationId' | 'practitionerId'>): BookingTarget {
  return {
    locationId: body.locationId,
    serviceIds: [body.serviceId, ...(body.serviceIds ?? [])],
    ...(body.practitionerId === undefined ? {} : { practitionerId: body.practitionerId }),
  };
}

/** The public booking API's decisions; the routes parse and answer. */
export function publicBookingService(deps: AppDeps, payments: BookingPayments) {
  const { db } = deps;
  return {
    availability(slug: string, query: AvailabilityQuery): AvailabilityAnswer {
      const { organization } = bookableOrganization(db, slug);
      const days = parseLocalDate(query.to) - parseLocalDate(query.from) + 1;
      if (!Number.isFinite(days) || days < 1) throw new ValidationError('To', 'must be on or after From');
      if (days > MAX_AVAILABILITY_DAYS) {
        throw new ValidationError('To', `must be at most ${MAX_AVAILABILITY_DAYS} days after From`);
      }
      const extra = extraServiceIds(query.serviceIds);
      if (extra.some((id) => !/^[0-9a-f-]{36}$/i.test(id)))
        throw new ValidationError('Services', 'must be service ids');
      const target = resolveTarget(db, organization.id, targetOf({ ...query, serviceIds: extra }), 'online');
      const slots = openStarts(db, target, query.from, query.to, deps.now().getTime()).map((slot) => ({
        start: isoWithOffset(slot.start, slot.startOffsetMinutes),
        end: isoWithOffset(slot.end, slot.endOffsetMinutes),
        practitionerIds: slot.practitionerIds,
      }));
      return { timeZone: target.timeZone, slots };
    },

    hold(slug: string, body: HoldBody, ipAddress: string) {
      const { organization } = bookableOrganization(db, slug);
      const { holdId, expiresAt } = holdSlot(deps, {
        organizationId: organization.id,
        target: targetOf(body),
        start: body.start,
        ipAddress,
      });
      return { holdId, expiresAt };
    },

    /**
     * Books, and when the business asks for a payment, opens the provider's checkout: the answer
     * then says awaiting_payment with the page to send the client to (the manage page settles it
     * when they come back).
     */
    async book(slug: string, body: BookingBody, baseUrl: string): Promise<BookingAnswer> {
      // A field people never see: whatever filled it is not a person. Nothing is written.
      if (body.website !== undefined && body.website.trim() !== '') {
        throw new AppError(400, BOOKING_MESSAGES.refused, 'VALIDATION_ERROR');
      }
      const { organization } = bookableOrganization(db, slug);
      const deposit = bookingWidgetSettings(db, organization.id).depositSettings;
      const gatewayType = bookingGateway(db, organization.id)?.type ?? null;
      if (deposit.requirementType !== 'none' && !payments.onlineGateway(organization.id, gatewayType)) {
        throw new AppError(503, BOOKING_MESSAGES.paymentUnavailable, 'PAYMENT_PROVIDER_ERROR');
      }
      const { appointment, practitionerId, manageToken } = bookAppointment(deps, {
        organizationId: organization.id,
        channel: 'online',
        target: targetOf(body),
        start: body.start,
        ...(body.holdId === undefined ? {} : { holdId: body.holdId }),
        client: body.client,
        ...(body.notes === undefined ? {} : { notes: body.notes }),
        ...(deposit.requirementType !== 'none' && gatewayType
          ? { payment: { settings: deposit, provider: gatewayType } }
          : {}),
      });
      let booked = appointment;
      if (appointment.status === 'awaiting_payment') {
        const manage = `${baseUrl}/${organization.slug}/book/manage/${manageToken}`;
        const services = itemsOf(db, organization.id, appointment.id).map((item) => item.serviceName);
        booked = await payments.start(appointment, {
          email: body.client.email,
          description: `${services.join(' + ')} at ${organization.name}`,
          urls: {
            successUrl: `${manage}?checkout=done`,
            cancelUrl: `${manage}?checkout=cancelled`,
            cardFormUrl: manage,
          },
          expiresAt: new Date(deps.now().getTime() + CHECKOUT_MINUTES * 60_000),
        });
      }
      const payment = presentPayment(booked);
      return {
        id: booked.id,
        status: booked.status as BookingAnswer['status'],
        start: inZone(Date.parse(booked.startAt), booked.timeZone),
        end: inZone(Date.parse(booked.endAt), booked.timeZone),
        practitionerId,
        manageToken,
        ...(payment ? { payment } : {}),
      };
    },
  };
}
