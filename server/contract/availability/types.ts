import type { EffectiveBookingRules, Weekday } from '../service-booking';

/** One opening on one day, in the location's wall-clock time: 'HH:MM' to 'HH:MM' ('24:00' ends at midnight). */
export interface Period {
  start: string;
  end: string;
}

/** The periods of one date that replace its weekday's: none is a closed day (a public holiday). */
export interface DatedPeriods {
  /** YYYY-MM-DD, a local date. */
  date: string;
  periods: Period[];
}

/** Opening hours of a location, or a practitioner's own working hours. */
export interface OpeningHours {
  weekly: Record<Weekday, Period[]>;
  exceptions: DatedPeriods[];
}

/** The rules the engine applies, once scoped rules are resolved for the service. */
export type AvailabilityRules = Pick<
  EffectiveBookingRules,
  'minimumNoticeMinutes' | 'maximumAdvanceDays' | 'slotIntervalMinutes' | 'minimumGapMinutes'
>;

/** The service being booked (or the chosen variant's duration). */
export interface ServiceTiming {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** Minutes after the start when the processing gap begins; 0 with processingMinutes 0 means none. */
  processingStartMinutes: number;
  processingMinutes: number;
}

/** A booking already made, as instants (epoch ms). */
export interface ExistingBooking {
  start: number;
  end: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** The booking's processing gap, absolute: the practitioner is free during it. */
  processing?: { start: number; end: number };
}

export interface PractitionerInput {
  id: string;
  /** Their own working hours; absent means the location's hours alone. */
  hours?: OpeningHours;
  bookings: ExistingBooking[];
}

export interface AvailabilityInput {
  /** IANA zone of the location: hours, dates and the answer's offsets are in it. */
  timeZone: string;
  /** First and last local date, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** The moment of the question (epoch ms), for minimum notice and maximum advance. */
  now: number;
  hours: OpeningHours;
  rules: AvailabilityRules;
  service: ServiceTiming;
  practitioners: PractitionerInput[];
}

/** A bookable start as the public API answers it: ISO times with the zone's offset. */
export interface Slot {
  start: string;
  end: string;
  /** Every practitioner free for it, in input order. */
  practitionerIds: string[];
}

/** A bookable start as instants, for server code that compares or stores them. */
export interface OpenStart {
  start: number;
  end: number;
  /** The zone's offset (minutes east of UTC) at the start and at the end: they differ across a change. */
  startOffsetMinutes: number;
  endOffsetMinutes: number;
  practitionerIds: string[];
}
