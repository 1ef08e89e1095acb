import { findOpenStarts } from '../contract/availability';
import type {
  AvailabilityRules,
  ExistingBooking,
  OpeningHours,
  OpenStart,
  Period,
  PractitionerInput,
  ServiceTiming,
} from '../contract/availability';
import { DAY_MS, isoWithOffset, offsetMinutesAt, parseLocalDate } from '../contract/availability/zone-clock';
import { periodsFromDay } from '../contract/availability/business-hours';
import { resolveBookingRules } from '../contract/booking-rules';
import type { WorkingHours } from '../contract/practitioners';
import { WEEKDAYS } from '../contract/service-booking';
import type { Db, DbOrTx } from '../db/client';
import { readDocument } from '../documents/documents';
import { NotFoundError, ValidationError } from '../errors';
import { findLocation, listLocationServices, type LocationRow } from '../modules/locations/repository';
import { organizationDataKind } from '../modules/organizations/document';
import { bookingRulesKind } from '../modules/service-booking/booking-rules';
import { businessHoursKind } from '../modules/service-booking/business-hours';
import { onlineBookingKind } from '../modules/service-booking/online-booking';
import { findService, listServices, type ServiceRow } from '../modules/services/repository';
import { practitionersFor, type BookablePractitioner } from '../modules/team/practitioner-service';
import { bookingPolicies, organizationCaller, type BookingPolicies } from './policies';
import { liveBusySpans } from './repository';
import { combinedTiming, timingOf } from './spans';

/** What a booking or a hold asks for: services back to back at one location, maybe with one practitioner. */
export interface BookingTarget {
  locationId: string;
  /** The first service, then the others in order. */
  serviceIds: string[];
  practitionerId?: string;
}

/** Online (the public page: its policies apply) or at the desk (the booking rules alone). */
export type BookingChannel = 'online' | 'desk';

/** A target checked against the organization: what the engine needs to answer for it. */
export interface ResolvedTarget {
  organizationId: string;
  channel: BookingChannel;
  location: LocationRow;
  timeZone: string;
  services: ServiceRow[];
  timing: ServiceTiming;
  rules: AvailabilityRules;
  hours: OpeningHours;
  practitioners: BookablePractitioner[];
  policies: BookingPolicies;
}

const documentOf = <T extends object>(db: Db, kind: Parameters<typeof readDocument<T>>[1], organizationId: string) =>
  readDocument(db, kind, organizationCaller(organizationId)).data;

const weeklyOf = (hours: WorkingHours): OpeningHours['weekly'] =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, hours[day].isOpen ? hours[day].slots.map((slot): Period => ({ ...slot })) : []]),
  ) as OpeningHours['weekly'];

/** The location's zone: its own, or the organization's. */
export function zoneOf(db: Db, organizationId: string, location: LocationRow): string {
  return location.timezone ?? documentOf(db, organizationDataKind, organizationId).timezone;
}

/** The local date (YYYY-MM-DD) of an instant in a zone. */
export const localDateOf = (instant: number, timeZone: string): string =>
  isoWithOffset(instant, offsetMinutesAt(timeZone, instant)).slice(0, 10);

const dateOfDay = (dayNumber: number): string => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/**
 * Resolves and checks a target: an active location of the organization, active services offered
 * there (online: bookable online, at most the policy's number), and the members who perform every
 * one of them there. Anything of another organization is simply not found. Takes the database
 * itself (settings documents are read through it); inside a transaction it is the same connection.
 */
export function resolveTarget(
  db: Db,
  organizationId: string,
  target: BookingTarget,
  channel: BookingChannel,
): ResolvedTarget {
  const policies = bookingPolicies(db, organizationId);
  const location = findLocation(db, organizationId, target.locationId);
  if (!location || !location.isActive) throw new NotFoundError('Location');
  if (target.serviceIds.length === 0) throw new NotFoundError('Service');
  if (channel === 'online' && target.serviceIds.length > policies.maxServicesPerBooking) {
    throw new ValidationError('Services', `can hold at most ${policies.maxServicesPerBooking} services in one booking`);
  }
  const offered = new Map(listLocationServices(db, organizationId, location.id).map((row) => [row.serviceId, row]));
  const bookable = new Set(listServices(db, organizationId, { bookableOnly: true }).map((service) => service.id));
  const services = target.serviceIds.map((id) => {
    const service = findService(db, organizationId, id);
    const here = offered.get(id);
    if (!service || !bookable.has(id) || !here || (channel === 'online' && !here.isBookableOnline)) {
      throw new NotFoundError('Service');
    }
    return service;
  });

  // Whoever performs every service there; one practitioner does them all, back to back.
  let practitioners = practitionersFor(db, organizationId, services[0]!.id, location.id);
  for (const service of services.slice(1)) {
    const also = new Set(practitionersFor(db, organizationId, service.id, location.id).map((p) => p.userId));
    practitioners = practitioners.filter((p) => also.has(p.userId));
  }
  if (target.practitionerId !== undefined) {
    practitioners = practitioners.filter((p) => p.userId === target.practitionerId);
  }

  const first = services[0]!;
  const effective = resolveBookingRules(
    documentOf(db, bookingRulesKind, organizationId),
    documentOf(db, onlineBookingKind, organizationId),
    { id: first.id, categoryId: first.categoryId },
  );
  const rules: AvailabilityRules = {
    slotIntervalMinutes: effective.slotIntervalMinutes,
    minimumGapMinutes: effective.minimumGapMinutes,
    // The public page keeps its own notice and horizon too: the stricter of the two applies.
    minimumNoticeMinutes:
      channel === 'online'
        ? Math.max(effective.minimumNoticeMinutes, policies.minAdvanceBookingHours * 60)
        : effective.minimumNoticeMinutes,
    maximumAdvanceDays:
      channel === 'online'
        ? Math.min(effective.maximumAdvanceDays, policies.maxAdvanceBookingDays)
        : effective.maximumAdvanceDays,
  };

  // The location's weekly hours; the organization's dated exceptions (holidays, late nights) replace a date's.
  const exceptions = documentOf(db, businessHoursKind, organizationId).exceptions.map((exception) => ({
    date: exception.date,
    periods: periodsFromDay(exception),
  }));
  return {
    organizationId,
    channel,
    location,
    timeZone: zoneOf(db, organizationId, location),
    services,
    timing: services.length === 1 ? timingOf(first) : combinedTiming(services),
    rules,
    hours: { weekly: weeklyOf(location.hours), exceptions },
    practitioners,
    policies,
  };
}

/** A practitioner's hours with their days off closed, over the dates asked (a day either side for zones). */
function hoursWithTimeOff(practitioner: BookablePractitioner, firstDay: number, lastDay: number): OpeningHours {
  const closed: { date: string; periods: Period[] }[] = [];
  for (const off of practitioner.timeOff) {
    const from = Math.max(parseLocalDate(off.startDate), firstDay - 1);
    const to = Math.min(parseLocalDate(off.endDate), lastDay + 1);
    for (let day = from; day <= to; day++) closed.push({ date: dateOfDay(day), periods: [] });
  }
  return { weekly: weeklyOf(practitioner.hours), exceptions: closed };
}

/**
 * The bookable starts between two local dates, against the bookings and live holds in the guard's
 * table (read through `db`: inside the booking's transaction, what it has just released is gone).
 */
export function openStarts(db: DbOrTx, target: ResolvedTarget, from: string, to: string, nowMs: number): OpenStart[] {
  const firstDay = parseLocalDate(from);
  const lastDay = parseLocalDate(to);
  const ids = target.practitioners.map((p) => p.userId);
  // Two days either side: the zone's offset and the longest buffers stay well inside.
  const spans = liveBusySpans(db, target.organizationId, ids, (firstDay - 2) * DAY_MS, (lastDay + 3) * DAY_MS, nowMs);
  const bookingsOf = new Map<string, ExistingBooking[]>();
  for (const span of spans) {
    const list = bookingsOf.get(span.practitionerId) ?? [];
    // A span is already a busy part (buffers in, processing out): no buffers of its own.
    list.push({ start: span.startMs, end: span.endMs, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 });
    bookingsOf.set(span.practitionerId, list);
  }
  const practitioners: PractitionerInput[] = target.practitioners.map((p) => ({
    id: p.userId,
    hours: hoursWithTimeOff(p, firstDay, lastDay),
    bookings: bookingsOf.get(p.userId) ?? [],
  }));
  return findOpenStarts({
    timeZone: target.timeZone,
    from,
    to,
    now: nowMs,
    hours: target.hours,
    rules: target.rules,
    service: target.timing,
    practitioners,
  });
}

/** The practitioners free for exactly this start (none: the slot is not offered, or no longer). */
export function freeAt(db: DbOrTx, target: ResolvedTarget, startMs: number, nowMs: number): string[] {
  const date = localDateOf(startMs, target.timeZone);
  const slot = openStarts(db, target, date, date, nowMs).find((open) => open.start === startMs);
  return slot?.practitionerIds ?? [];
}
