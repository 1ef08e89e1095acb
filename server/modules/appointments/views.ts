import type { AppointmentView } from '../../contract/appointments';
import { DAY_MS, edgeInstant, localDay, offsetMinutesAt } from '../../contract/availability/zone-clock';
import type { AppointmentFilter } from './repository';

/** What the day's and the coming days' lists show: not what was declined or cancelled. */
const SHOWN_STATUSES = ['pending', 'confirmed', 'completed', 'no_show'] as const;

/** Today in a zone, as the instants its first and next day's midnight fall on (DST days included). */
export function todayBounds(timeZone: string, nowMs: number): { from: number; to: number } {
  const dayNumber = Math.floor((nowMs + offsetMinutesAt(timeZone, nowMs) * 60_000) / DAY_MS);
  return {
    from: edgeInstant(localDay(timeZone, dayNumber), 0),
    to: edgeInstant(localDay(timeZone, dayNumber + 1), 0),
  };
}

/**
 * Each tab's appointments. Today and upcoming are days of the organization's zone (upcoming starts
 * tomorrow, so the two never repeat a booking); pending is everything waiting for approval.
 */
export function filterOf(view: AppointmentView, timeZone: string, nowMs: number): AppointmentFilter {
  const { from, to } = todayBounds(timeZone, nowMs);
  const iso = (ms: number) => new Date(ms).toISOString();
  switch (view) {
    case 'today':
      return { statuses: SHOWN_STATUSES, from: iso(from), to: iso(to) };
    case 'upcoming':
      return { statuses: SHOWN_STATUSES, from: iso(to) };
    case 'pending':
      return { statuses: ['pending'] };
  }
}
