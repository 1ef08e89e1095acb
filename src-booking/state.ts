import type { BookingAnswer, Hold, PublicBookingPage, Slot } from './api';
import { addDays } from './format';

/**
 * The booking flow as a small state machine: `transition` is pure (state + event → state), the
 * page (main.ts) runs the calls the states ask for and feeds their answers back as events.
 *
 * location → services → practitioner → time → details → done
 *
 * The location step is skipped when the business has one; a slot taken while the client typed
 * (409) sends them back to the times with the server's message.
 */
export type Step = 'location' | 'services' | 'practitioner' | 'time' | 'details' | 'done';

export interface BookingState {
  step: Step;
  locationId: string | null;
  serviceIds: string[];
  /** null: whichever practitioner is free. */
  practitionerId: string | null;
  /** First day of the week strip and the chosen day, `YYYY-MM-DD` in the location's zone. */
  weekStart: string;
  day: string;
  /** The week's slots; null while they load. */
  slots: Slot[] | null;
  slot: Slot | null;
  hold: Hold | null;
  /** A call is under way (holding the slot, booking): its buttons are disabled. */
  busy: boolean;
  /** The server's words for the last refusal, shown on the current step. */
  message: string | null;
  booking: BookingAnswer | null;
}

export type BookingEvent =
  | { type: 'chooseLocation'; locationId: string }
  | { type: 'toggleService'; serviceId: string }
  | { type: 'servicesChosen' }
  | { type: 'choosePractitioner'; practitionerId: string | null }
  | { type: 'showWeek'; weekStart: string }
  | { type: 'slotsLoaded'; slots: Slot[] }
  | { type: 'chooseDay'; day: string }
  | { type: 'chooseSlot'; slot: Slot }
  | { type: 'held'; hold: Hold }
  | { type: 'submit' }
  | { type: 'booked'; booking: BookingAnswer }
  | { type: 'slotTaken'; message: string }
  | { type: 'failed'; message: string }
  | { type: 'back' };

export function initialState(page: PublicBookingPage, today: string): BookingState {
  const only = page.locations.length === 1 ? page.locations[0]!.id : null;
  return {
    step: only ? 'services' : 'location',
    locationId: only,
    serviceIds: [],
    practitionerId: null,
    weekStart: today,
    day: today,
    slots: null,
    slot: null,
    hold: null,
    busy: false,
    message: null,
    booking: null,
  };
}

/** The services bookable at a location, grouped by category in the business's order. */
export function servicesByCategory(page: PublicBookingPage, locationId: string | null) {
  const here = page.services.filter((service) => locationId !== null && service.locationIds.includes(locationId));
  const groups = page.categories
    .map((category) => ({ category, services: here.filter((s) => s.categoryId === category.id) }))
    .filter((group) => group.services.length > 0);
  const known = new Set(page.categories.map((c) => c.id));
  const rest = here.filter((s) => s.categoryId === null || !known.has(s.categoryId));
  return rest.length > 0 ? [...groups, { category: null, services: rest }] : groups;
}

/** Who performs every chosen service at the location. */
export function practitionersFor(page: PublicBookingPage, locationId: string | null, serviceIds: string[]) {
  return page.practitioners.filter(
    (p) =>
      locationId !== null && p.locationIds.includes(locationId) && serviceIds.every((id) => p.serviceIds.includes(id)),
  );
}

/** Whether one more service may be added: up to maxServicesPerBooking, at least one. */
export function canAddService(page: PublicBookingPage, state: BookingState): boolean {
  return state.serviceIds.length < Math.max(1, page.policies.maxServicesPerBooking);
}

/** The week strip's bounds: from today to the last day the business takes bookings for. */
export function weekBounds(page: PublicBookingPage, today: string) {
  return { first: today, last: addDays(today, Math.max(0, page.policies.maxAdvanceBookingDays)) };
}

/** The chosen day's slots, in order. */
export function slotsOfDay(slots: Slot[] | null, day: string, dayOf: (instant: string) => string): Slot[] {
  return (slots ?? []).filter((slot) => dayOf(slot.start) === day).sort((a, b) => a.start.localeCompare(b.start));
}

const fresh = { busy: false, message: null };
const noTime = { slot: null, hold: null, slots: null };

export function transition(page: PublicBookingPage, state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'chooseLocation':
      if (!page.locations.some((l) => l.id === event.locationId)) return state;
      // Services chosen elsewhere may not be offered here.
      return { ...state, ...fresh, ...noTime, step: 'services', locationId: event.locationId, serviceIds: [] };
    case 'toggleService': {
      if (state.step !== 'services') return state;
      if (state.serviceIds.includes(event.serviceId)) {
        return { ...state, ...fresh, serviceIds: state.serviceIds.filter((id) => id !== event.serviceId) };
      }
      const offered = servicesByCategory(page, state.locationId).some((g) =>
        g.services.some((s) => s.id === event.serviceId),
      );
      if (!offered || !canAddService(page, state)) return state;
      return { ...state, ...fresh, serviceIds: [...state.serviceIds, event.serviceId] };
    }
    case 'servicesChosen':
      if (state.step !== 'services' || state.serviceIds.length === 0) return state;
      return { ...state, ...fresh, ...noTime, step: 'practitioner', practitionerId: null };
    case 'choosePractitioner': {
      if (state.step !== 'practitioner') return state;
      const allowed =
        event.practitionerId === null ||
        practitionersFor(page, state.locationId, state.serviceIds).some((p) => p.id === event.practitionerId);
      if (!allowed) return state;
      return { ...state, ...fresh, ...noTime, step: 'time', practitionerId: event.practitionerId };
    }
    case 'showWeek':
      return { ...state, ...fresh, ...noTime, weekStart: event.weekStart, day: event.weekStart };
    case 'slotsLoaded':
      return { ...state, slots: event.slots };
    case 'chooseDay':
      return { ...state, day: event.day, message: null };
    case 'chooseSlot':
      if (state.step !== 'time' || state.busy) return state;
      return { ...state, busy: true, message: null, slot: event.slot, hold: null };
    case 'held':
      if (state.step !== 'time' || state.slot === null) return state;
      return { ...state, ...fresh, step: 'details', hold: event.hold };
    case 'submit':
      if (state.step !== 'details' || state.busy) return state;
      return { ...state, busy: true, message: null };
    case 'booked':
      return { ...state, ...fresh, step: 'done', booking: event.booking };
    case 'slotTaken':
      // Back to the times, reloaded: the one chosen is gone.
      return { ...state, ...noTime, busy: false, step: 'time', message: event.message };
    case 'failed':
      return { ...state, busy: false, message: event.message, ...(state.step === 'time' ? { slot: null } : {}) };
    case 'back':
      return back(page, state);
  }
}

function back(page: PublicBookingPage, state: BookingState): BookingState {
  const previous: Partial<Record<Step, Step>> = {
    services: page.locations.length > 1 ? 'location' : undefined,
    practitioner: 'services',
    time: 'practitioner',
    details: 'time',
  };
  const step = previous[state.step];
  if (step === undefined || state.busy) return state;
  // Leaving the details gives the held slot up (the hold simply runs out on the server).
  return { ...state, ...fresh, step, ...(step === 'time' ? { slot: null, hold: null } : {}) };
}
