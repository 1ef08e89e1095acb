import { bookAppointment, holdSlot } from '../../bookings/book';
import { BOOKING_MESSAGES } from '../../bookings/messages';
import { openStarts, resolveTarget, type BookingTarget } from '../../bookings/slot-check';
import { isoWithOffset, offsetMinutesAt, parseLocalDate } from '../../contract/availability/zone-clock';
import {
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
export function publicBookingService(deps: AppDeps) {
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

    book(slug: string, body: BookingBody): BookingAnswer {
      // A field people never see: whatever filled it is not a person. Nothing is written.
      if (body.website !== undefined && body.website.trim() !== '') {
        throw new AppError(400, BOOKING_MESSAGES.refused, 'VALIDATION_ERROR');
      }
      const { organization } = bookableOrganization(db, slug);
      const { appointment, practitionerId, manageToken } = bookAppointment(deps, {
        organizationId: organization.id,
        channel: 'online',
        target: targetOf(body),
        start: body.start,
        ...(body.holdId === undefined ? {} : { holdId: body.holdId }),
        client: body.client,
        ...(body.notes === undefined ? {} : { notes: body.notes }),
      });
      return {
        id: appointment.id,
        status: appointment.status as BookingAnswer['status'],
        start: inZone(Date.parse(appointment.startAt), appointment.timeZone),
        end: inZone(Date.parse(appointment.endAt), appointment.timeZone),
        practitionerId,
        manageToken,
      };
    },
  };
}
