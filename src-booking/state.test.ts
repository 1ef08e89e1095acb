import { describe, expect, it } from 'vitest';
import type { PublicBookingPage, Slot } from './api';
import { bookingTarget } from './api';
import { initialState, practitionersFor, servicesByCategory, slotsOfDay, transition, type BookingState } from './state';

const LOC_A = '00000000-0000-4000-8000-00000000000a';
const LOC_B = '00000000-0000-4000-8000-00000000000b';
const CUT = '00000000-0000-4000-8000-000000000001';
const COLOUR = '00000000-0000-4000-8000-000000000002';
const NAILS = '00000000-0000-4000-8000-000000000003';
const ANA = '00000000-0000-4000-8000-0000000000a1';
const BEN = '00000000-0000-4000-8000-0000000000b1';

function page(overrides: Partial<PublicBookingPage> = {}): PublicBookingPage {
  return {
    business: { name: 'Demo Salon', slug: 'demo-salon', phone: '', email: '' },
    brand: {
      primaryColor: '#123456',
      secondaryColor: '#eeeeee',
      theme: 'light',
      logoUrl: null,
      showLogo: false,
      showDescription: true,
    },
    language: 'en',
    locations: [
      { id: LOC_A, name: 'City', address: '1 Main St', phone: '', timeZone: 'Europe/London' },
      { id: LOC_B, name: 'Beach', address: '2 Shore Rd', phone: '', timeZone: 'Europe/London' },
    ],
    categories: [{ id: 'cat-hair', name: 'Hair' }],
    services: [
      {
        id: CUT,
        name: 'Cut',
        description: '',
        durationMinutes: 45,
        categoryId: 'cat-hair',
        locationIds: [LOC_A, LOC_B],
      },
      {
        id: COLOUR,
        name: 'Colour',
        description: '',
        durationMinutes: 90,
        categoryId: 'cat-hair',
        locationIds: [LOC_A],
      },
      { id: NAILS, name: 'Nails', description: '', durationMinutes: 30, categoryId: null, locationIds: [LOC_A] },
    ],
    practitioners: [
      { id: ANA, firstName: 'Ana', lastName: 'Lee', locationIds: [LOC_A], serviceIds: [CUT, COLOUR] },
      { id: BEN, firstName: 'Ben', lastName: 'Ray', locationIds: [LOC_A, LOC_B], serviceIds: [CUT] },
    ],
    policies: {
      requireApproval: false,
      allowCancellations: true,
      cancellationHours: 24,
      minAdvanceBookingHours: 2,
      maxAdvanceBookingDays: 60,
      maxServicesPerBooking: 2,
      paymentRequirement: 'none',
      refundPolicy: 'full',
      paymentTerms: null,
    },
    ...overrides,
  };
}

const SLOT: Slot = {
  start: '2030-05-06T10:00:00+01:00',
  end: '2030-05-06T10:45:00+01:00',
  practitionerIds: [ANA, BEN],
};

/** Runs events from a state, as the page would. */
function run(p: PublicBookingPage, state: BookingState, ...events: Parameters<typeof transition>[2][]) {
  return events.reduce((s, event) => transition(p, s, event), state);
}

describe('the booking state machine', () => {
  it('skips the location step when the business has one location', () => {
    const single = page({ locations: [page().locations[0]!] });
    const state = initialState(single, '2030-05-06');
    expect(state.step).toBe('services');
    expect(state.locationId).toBe(LOC_A);
    // And there is nowhere to go back to.
    expect(transition(single, state, { type: 'back' })).toBe(state);
  });

  it('starts at the location with several, and offers only what is bookable there', () => {
    const p = page();
    const state = run(p, initialState(p, '2030-05-06'), { type: 'chooseLocation', locationId: LOC_B });
    expect(state.step).toBe('services');
    expect(servicesByCategory(p, LOC_B).flatMap((g) => g.services.map((s) => s.name))).toEqual(['Cut']);
    // Colour is not offered at Beach: toggling it changes nothing.
    expect(run(p, state, { type: 'toggleService', serviceId: COLOUR }).serviceIds).toEqual([]);
  });

  it('groups services by category, the uncategorised last', () => {
    const groups = servicesByCategory(page(), LOC_A);
    expect(groups.map((g) => g.category?.name ?? null)).toEqual(['Hair', null]);
    expect(groups[1]!.services.map((s) => s.name)).toEqual(['Nails']);
  });

  it('takes up to maxServicesPerBooking services, and needs one to go on', () => {
    const p = page();
    let state = run(p, initialState(p, '2030-05-06'), { type: 'chooseLocation', locationId: LOC_A });
    expect(run(p, state, { type: 'servicesChosen' }).step).toBe('services');
    state = run(
      p,
      state,
      { type: 'toggleService', serviceId: CUT },
      { type: 'toggleService', serviceId: COLOUR },
      { type: 'toggleService', serviceId: NAILS },
    );
    expect(state.serviceIds).toEqual([CUT, COLOUR]);
    state = run(p, state, { type: 'toggleService', serviceId: CUT }, { type: 'toggleService', serviceId: NAILS });
    expect(state.serviceIds).toEqual([COLOUR, NAILS]);
    expect(run(p, state, { type: 'servicesChosen' }).step).toBe('practitioner');
  });

  it('offers only the practitioners who perform every chosen service there', () => {
    const p = page();
    expect(practitionersFor(p, LOC_A, [CUT]).map((x) => x.firstName)).toEqual(['Ana', 'Ben']);
    expect(practitionersFor(p, LOC_A, [CUT, COLOUR]).map((x) => x.firstName)).toEqual(['Ana']);
    expect(practitionersFor(p, LOC_B, [CUT]).map((x) => x.firstName)).toEqual(['Ben']);
    const state = run(
      p,
      initialState(p, '2030-05-06'),
      { type: 'chooseLocation', locationId: LOC_B },
      { type: 'toggleService', serviceId: CUT },
      { type: 'servicesChosen' },
    );
    // Ana does not work at Beach: not a choice.
    expect(run(p, state, { type: 'choosePractitioner', practitionerId: ANA }).step).toBe('practitioner');
    expect(run(p, state, { type: 'choosePractitioner', practitionerId: null })).toMatchObject({
      step: 'time',
      practitionerId: null,
    });
  });

  function atTime(p = page()) {
    return run(
      p,
      initialState(p, '2030-05-06'),
      { type: 'chooseLocation', locationId: LOC_A },
      { type: 'toggleService', serviceId: CUT },
      { type: 'servicesChosen' },
      { type: 'choosePractitioner', practitionerId: null },
      { type: 'showWeek', weekStart: '2030-05-06' },
      { type: 'slotsLoaded', slots: [SLOT] },
    );
  }

  it('holds the chosen time, then asks for the details, then confirms', () => {
    const p = page();
    let state = run(p, atTime(p), { type: 'chooseSlot', slot: SLOT });
    expect(state).toMatchObject({ step: 'time', busy: true, slot: SLOT });
    // A second click while the hold is under way is ignored.
    expect(run(p, state, { type: 'chooseSlot', slot: SLOT })).toBe(state);
    state = run(p, state, { type: 'held', hold: { holdId: 'h1', expiresAt: '2030-05-06T09:05:00Z' } });
    expect(state).toMatchObject({ step: 'details', busy: false, hold: { holdId: 'h1' } });
    state = run(p, state, { type: 'submit' });
    expect(state.busy).toBe(true);
    const booking = {
      id: 'b1',
      status: 'confirmed' as const,
      start: SLOT.start,
      end: SLOT.end,
      practitionerId: BEN,
      manageToken: 't'.repeat(43),
    };
    state = run(p, state, { type: 'booked', booking });
    expect(state).toMatchObject({ step: 'done', booking });
  });

  it('a slot taken meanwhile sends the client back to the times with the server message, reloaded', () => {
    const p = page();
    const details = run(
      p,
      atTime(p),
      { type: 'chooseSlot', slot: SLOT },
      { type: 'held', hold: { holdId: 'h1', expiresAt: '' } },
      { type: 'submit' },
    );
    const state = run(p, details, {
      type: 'slotTaken',
      message: 'Sorry, that time was just taken. Please choose another.',
    });
    expect(state).toMatchObject({
      step: 'time',
      busy: false,
      slot: null,
      hold: null,
      slots: null,
      message: 'Sorry, that time was just taken. Please choose another.',
    });
    // The services and practitioner choice are kept.
    expect(state.serviceIds).toEqual([CUT]);
  });

  it('a refused booking keeps the client on the details with the message', () => {
    const p = page();
    const details = run(
      p,
      atTime(p),
      { type: 'chooseSlot', slot: SLOT },
      { type: 'held', hold: { holdId: 'h1', expiresAt: '' } },
      { type: 'submit' },
    );
    const state = run(p, details, { type: 'failed', message: 'Email must be an email address.' });
    expect(state).toMatchObject({
      step: 'details',
      busy: false,
      message: 'Email must be an email address.',
      slot: SLOT,
    });
  });

  it('goes back step by step, giving the held time up when leaving the details', () => {
    const p = page();
    let state = run(
      p,
      atTime(p),
      { type: 'chooseSlot', slot: SLOT },
      { type: 'held', hold: { holdId: 'h1', expiresAt: '' } },
    );
    state = run(p, state, { type: 'back' });
    expect(state).toMatchObject({ step: 'time', slot: null, hold: null });
    expect(run(p, state, { type: 'back' }).step).toBe('practitioner');
    expect(run(p, state, { type: 'back' }, { type: 'back' }).step).toBe('services');
    expect(run(p, state, { type: 'back' }, { type: 'back' }, { type: 'back' }).step).toBe('location');
  });

  it('a new week clears the slots so they are loaded again', () => {
    const p = page();
    const state = run(p, atTime(p), { type: 'showWeek', weekStart: '2030-05-13' });
    expect(state).toMatchObject({ weekStart: '2030-05-13', day: '2030-05-13', slots: null });
  });

  it("lists a day's slots in order, by the day in the location's zone", () => {
    const late: Slot = { start: '2030-05-06T23:30:00+01:00', end: '2030-05-07T00:15:00+01:00', practitionerIds: [BEN] };
    const early: Slot = {
      start: '2030-05-06T09:00:00+01:00',
      end: '2030-05-06T09:45:00+01:00',
      practitionerIds: [BEN],
    };
    const dayOf = (iso: string) => iso.slice(0, 10);
    expect(slotsOfDay([late, SLOT, early], '2030-05-06', dayOf).map((s) => s.start)).toEqual([
      early.start,
      SLOT.start,
      late.start,
    ]);
    expect(slotsOfDay(null, '2030-05-06', dayOf)).toEqual([]);
  });
});

describe('the booking body', () => {
  it('sends the first service, the others after it, and leaves "any practitioner" out', () => {
    expect(
      bookingTarget({ serviceIds: [CUT, COLOUR], locationId: LOC_A, practitionerId: null, start: SLOT.start }),
    ).toEqual({
      serviceId: CUT,
      serviceIds: [COLOUR],
      locationId: LOC_A,
      start: SLOT.start,
    });
    expect(bookingTarget({ serviceIds: [CUT], locationId: LOC_A, practitionerId: ANA, start: SLOT.start })).toEqual({
      serviceId: CUT,
      locationId: LOC_A,
      practitionerId: ANA,
      start: SLOT.start,
    });
  });
});
