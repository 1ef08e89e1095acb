import { ApiError, bookingTarget, type BookingApi, type PublicBookingPage } from './api';
import { addDays, dayKeyIn } from './format';
import type { Translate } from './i18n';
import { renderInto } from './render';
import { initialState, transition, weekBounds, type BookingEvent, type BookingState } from './state';
import { bookingView, emptyDraft } from './view/booking';
import { header } from './view/shell';

export interface FlowOptions {
  root: HTMLElement;
  api: BookingApi;
  page: PublicBookingPage;
  t: Translate;
  locale: string;
}

/** Runs the booking state machine: renders each state and makes the calls it asks for. */
export function startBookingFlow({ root, api, page, t, locale }: FlowOptions): void {
  const slug = page.business.slug;
  const zone = () => page.locations.find((l) => l.id === state.locationId)?.timeZone ?? 'UTC';
  const today = () => dayKeyIn(new Date(), zone());
  // Before a location is chosen, today is the first location's (the zone above reads `state`).
  let state: BookingState = initialState(page, dayKeyIn(new Date(), page.locations[0]?.timeZone ?? 'UTC'));
  const draft = emptyDraft();
  /** The availability request under way (week, services, practitioner); a superseded answer is dropped. */
  let inFlight: string | null = null;
  /** Embedded on the business's site: the provider's checkout (which refuses frames) opens in a new window. */
  const framed = window.top !== window;
  const manageUrl = (token: string) => `/${encodeURIComponent(slug)}/book/manage/${encodeURIComponent(token)}`;

  const dispatch = (event: BookingEvent) => {
    const before = state;
    state = transition(page, state, event);
    if (state === before) return;
    render(before.step !== state.step);
    effects(before, event);
  };

  function effects(before: BookingState, event: BookingEvent) {
    // Entering the times starts at today in the location's zone.
    if (event.type === 'choosePractitioner') return dispatch({ type: 'showWeek', weekStart: today() });
    if (state.step === 'time' && state.slots === null && inFlight !== slotsKey()) void loadSlots();
    if (event.type === 'chooseSlot' && before.slot !== state.slot) void hold();
  }

  const slotsKey = () => `${state.weekStart}|${state.serviceIds.join(',')}|${state.practitionerId ?? ''}`;

  async function loadSlots() {
    const request = (inFlight = slotsKey());
    const from = state.weekStart;
    const to = minDay(addDays(from, 6), weekBounds(page, today()).last);
    try {
      const answer = await api.availability(slug, {
        serviceIds: state.serviceIds,
        locationId: state.locationId ?? '',
        practitionerId: state.practitionerId,
        from,
        to,
      });
      if (request !== inFlight) return;
      inFlight = null;
      dispatch({ type: 'slotsLoaded', slots: answer.slots });
      // Open on the first day with free times when the chosen one has none.
      const days = answer.slots.map((slot) => dayKeyIn(slot.start, zone()));
      if (!days.includes(state.day) && days.length > 0) dispatch({ type: 'chooseDay', day: [...days].sort()[0]! });
    } catch (error) {
      if (request !== inFlight) return;
      inFlight = null;
      dispatch({ type: 'slotsLoaded', slots: [] });
      dispatch({ type: 'failed', message: messageOf(error) });
    }
  }

  async function hold() {
    const slot = state.slot;
    if (!slot || !state.locationId) return;
    try {
      const held = await api.hold(
        slug,
        bookingTarget({
          serviceIds: state.serviceIds,
          locationId: state.locationId,
          practitionerId: state.practitionerId,
          start: slot.start,
        }),
      );
      dispatch({ type: 'held', hold: held });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) dispatch({ type: 'slotTaken', message: error.message });
      else dispatch({ type: 'failed', message: messageOf(error) });
    }
  }

  async function book() {
    const slot = state.slot;
    if (!slot || !state.locationId) return;
    dispatch({ type: 'submit' });
    try {
      const booking = await api.book(slug, {
        ...bookingTarget({
          serviceIds: state.serviceIds,
          locationId: state.locationId,
          practitionerId: state.practitionerId,
          start: slot.start,
        }),
        ...(state.hold ? { holdId: state.hold.holdId } : {}),
        client: {
          firstName: draft.firstName.trim(),
          lastName: draft.lastName.trim(),
          email: draft.email.trim(),
          phone: draft.phone.trim(),
        },
        ...(draft.notes.trim() ? { notes: draft.notes.trim() } : {}),
        ...(draft.website ? { website: draft.website } : {}),
      });
      dispatch({ type: 'booked', booking });
      if (booking.status === 'awaiting_payment') toCheckout(booking.payment?.checkoutUrl ?? null, booking.manageToken);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) dispatch({ type: 'slotTaken', message: error.message });
      else dispatch({ type: 'failed', message: messageOf(error) });
    }
  }

  /**
   * Hands the client to the provider's checkout; it sends them back to the manage page. Framed,
   * the checkout opens in a new window and the page offers the link again (pop-ups may be blocked).
   */
  function toCheckout(url: string | null, token: string) {
    if (url === null) return location.assign(manageUrl(token));
    // A provider whose card form is on our manage page is paid right here, framed or not.
    const ours = new URL(url, location.href).origin === location.origin;
    if (framed && !ours) window.open(url, '_blank', 'noopener');
    else location.assign(url);
  }

  const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : t('loadFailed'));

  function render(stepChanged: boolean) {
    const view = bookingView({
      page,
      state,
      draft,
      t,
      locale,
      today: today(),
      dispatch,
      onSubmit: () => void book(),
      manageUrl,
      framed,
    });
    renderInto(root, [header(page), view], stepChanged);
  }

  render(true);
}

const minDay = (a: string, b: string) => (a < b ? a : b);
