import type { PublicBookingPage, Slot } from '../api';
import { dateTimeIn, priceLabel } from '../format';
import type { MessageKey, Translate } from '../i18n';
import { checkoutLead } from '../payment-status';
import { paymentNotice } from '../payment-terms';
import {
  canAddService,
  practitionersFor,
  servicesByCategory,
  weekBounds,
  type BookingEvent,
  type BookingState,
} from '../state';
import { alertBox, h, stepHeading } from './dom';
import { timePicker } from './time-picker';

/** What the client types in the details step, kept across renders. */
export interface Draft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
  website: string;
}
export const emptyDraft = (): Draft => ({ firstName: '', lastName: '', email: '', phone: '', notes: '', website: '' });

export interface BookingViewProps {
  page: PublicBookingPage;
  state: BookingState;
  draft: Draft;
  t: Translate;
  locale: string;
  today: string;
  dispatch: (event: BookingEvent) => void;
  onSubmit: () => void;
  manageUrl: (token: string) => string;
  /** The page runs in a frame on the business's site (the checkout then opens in a new window). */
  framed: boolean;
}

export function bookingView(p: BookingViewProps): HTMLElement {
  const { state, t, dispatch } = p;
  const backButton =
    state.step !== 'done' && !(state.step === 'services' && p.page.locations.length <= 1) && state.step !== 'location'
      ? h(
          'button',
          { type: 'button', class: 'link', disabled: state.busy, onclick: () => dispatch({ type: 'back' }) },
          `‹ ${t('back')}`,
        )
      : null;
  const body = {
    location: locationStep,
    services: servicesStep,
    practitioner: practitionerStep,
    time: timeStep,
    details: detailsStep,
    done: doneStep,
  }[state.step](p);
  return h('section', { class: `step step-${state.step}` }, backButton, body);
}

const locationOf = (p: BookingViewProps) => p.page.locations.find((l) => l.id === p.state.locationId) ?? null;
const zoneOf = (p: BookingViewProps) => locationOf(p)?.timeZone ?? 'UTC';

function locationStep(p: BookingViewProps): HTMLElement[] {
  return [
    stepHeading(p.t('stepLocation')),
    h(
      'ul',
      { class: 'choices' },
      p.page.locations.map((location) =>
        h(
          'li',
          {},
          h(
            'button',
            {
              type: 'button',
              class: 'choice',
              onclick: () => p.dispatch({ type: 'chooseLocation', locationId: location.id }),
            },
            h('strong', {}, location.name),
            location.address ? h('span', {}, location.address) : null,
          ),
        ),
      ),
    ),
  ];
}

function servicesStep(p: BookingViewProps): (HTMLElement | null)[] {
  const { t, state, page } = p;
  const max = Math.max(1, page.policies.maxServicesPerBooking);
  const full = !canAddService(page, state);
  return [
    stepHeading(t('stepServices')),
    max > 1 ? h('p', { class: 'hint' }, t('servicesHint', { max })) : null,
    ...servicesByCategory(page, state.locationId).map((group) =>
      h(
        'fieldset',
        { class: 'services' },
        h('legend', {}, group.category?.name ?? t('uncategorized')),
        group.services.map((service) => {
          const checked = state.serviceIds.includes(service.id);
          const id = `service-${service.id}`;
          return h(
            'div',
            { class: 'service' },
            h('input', {
              type: 'checkbox',
              id,
              'data-key': id,
              checked,
              disabled: !checked && full,
              onchange: () => p.dispatch({ type: 'toggleService', serviceId: service.id }),
            }),
            h(
              'label',
              { for: id },
              h('span', { class: 'name' }, service.name),
              h(
                'span',
                { class: 'meta' },
                t('minutes', { count: service.durationMinutes }),
                service.price ? ` · ${priceLabel(service.price, p.locale)}` : '',
              ),
              service.description ? h('span', { class: 'description' }, service.description) : null,
            ),
          );
        }),
      ),
    ),
    h(
      'button',
      {
        type: 'button',
        class: 'primary',
        disabled: state.serviceIds.length === 0,
        onclick: () => p.dispatch({ type: 'servicesChosen' }),
      },
      t('next'),
    ),
  ];
}

function practitionerStep(p: BookingViewProps): HTMLElement[] {
  const choose = (practitionerId: string | null) => () => p.dispatch({ type: 'choosePractitioner', practitionerId });
  return [
    stepHeading(p.t('stepPractitioner')),
    h(
      'ul',
      { class: 'choices' },
      h(
        'li',
        {},
        h(
          'button',
          { type: 'button', class: 'choice', onclick: choose(null) },
          h('strong', {}, p.t('anyPractitioner')),
          h('span', {}, p.t('anyPractitionerHint')),
        ),
      ),
      practitionersFor(p.page, p.state.locationId, p.state.serviceIds).map((person) =>
        h(
          'li',
          {},
          h(
            'button',
            { type: 'button', class: 'choice', onclick: choose(person.id) },
            h('strong', {}, `${person.firstName} ${person.lastName}`.trim()),
          ),
        ),
      ),
    ),
  ];
}

function timeStep(p: BookingViewProps): (HTMLElement | null)[] {
  const { state } = p;
  return [
    stepHeading(p.t('stepTime')),
    alertBox(state.message),
    timePicker({
      t: p.t,
      locale: p.locale,
      timeZone: zoneOf(p),
      weekStart: state.weekStart,
      day: state.day,
      bounds: weekBounds(p.page, p.today),
      slots: state.slots,
      busySlot: state.busy ? state.slot : null,
      onWeek: (weekStart) => p.dispatch({ type: 'showWeek', weekStart }),
      onDay: (day) => p.dispatch({ type: 'chooseDay', day }),
      onSlot: (slot) => p.dispatch({ type: 'chooseSlot', slot }),
    }),
  ];
}

/** What is being booked: services, when, with whom, where. */
function summary(p: BookingViewProps, slot: Slot | null, practitionerId: string | null): HTMLElement {
  const names = p.state.serviceIds.map((id) => p.page.services.find((s) => s.id === id)?.name ?? '');
  const person = p.page.practitioners.find((x) => x.id === practitionerId);
  const location = locationOf(p);
  return h(
    'div',
    { class: 'summary', 'aria-label': p.t('summary'), role: 'group' },
    h('strong', {}, names.join(' + ')),
    slot ? h('span', {}, dateTimeIn(slot.start, zoneOf(p), p.locale)) : null,
    person ? h('span', {}, p.t('with', { name: person.firstName })) : null,
    location && p.page.locations.length > 1 ? h('span', {}, location.name) : null,
  );
}

const FIELDS: { name: keyof Draft; label: MessageKey; type: string; autocomplete: string }[] = [
  { name: 'firstName', label: 'firstName', type: 'text', autocomplete: 'given-name' },
  { name: 'lastName', label: 'lastName', type: 'text', autocomplete: 'family-name' },
  { name: 'email', label: 'email', type: 'email', autocomplete: 'email' },
  { name: 'phone', label: 'phone', type: 'tel', autocomplete: 'tel' },
];

function detailsStep(p: BookingViewProps): (HTMLElement | null)[] {
  const { t, state, draft } = p;
  const payment = paymentNotice(p.page, state.serviceIds, t, p.locale);
  const submitLabel = !payment ? t('confirm') : payment.ask === 'pay' ? t('confirmAndPay') : t('confirmAndAddCard');
  const field = (f: (typeof FIELDS)[number]) =>
    h(
      'div',
      { class: 'field' },
      h('label', { for: `field-${f.name}` }, t(f.label)),
      h('input', {
        id: `field-${f.name}`,
        name: f.name,
        'data-key': `field-${f.name}`,
        type: f.type,
        autocomplete: f.autocomplete,
        required: true,
        maxlength: f.name === 'phone' ? 30 : 100,
        value: draft[f.name],
        oninput: (event: Event) => (draft[f.name] = (event.target as HTMLInputElement).value),
      }),
    );
  const form = h(
    'form',
    {
      onsubmit: (event: Event) => {
        event.preventDefault();
        p.onSubmit();
      },
    },
    FIELDS.map(field),
    h(
      'div',
      { class: 'field' },
      h('label', { for: 'field-notes' }, t('notes')),
      h('textarea', {
        id: 'field-notes',
        'data-key': 'field-notes',
        rows: 3,
        maxlength: 1000,
        value: draft.notes,
        oninput: (event: Event) => (draft.notes = (event.target as HTMLTextAreaElement).value),
      }),
    ),
    // The honeypot: out of sight, out of the tab order and hidden from assistive technology; a
    // person never fills it, a form-filling bot often does (the server then quietly refuses).
    h(
      'div',
      { class: 'honeypot', 'aria-hidden': 'true' },
      h('label', { for: 'field-website' }, t('website')),
      h('input', {
        id: 'field-website',
        name: 'website',
        type: 'text',
        tabindex: -1,
        autocomplete: 'off',
        value: draft.website,
        oninput: (event: Event) => (draft.website = (event.target as HTMLInputElement).value),
      }),
    ),
    alertBox(state.message),
    h(
      'button',
      { type: 'submit', class: 'primary', 'data-key': 'confirm', disabled: state.busy },
      state.busy ? t('sending') : submitLabel,
    ),
  );
  return [
    stepHeading(t('stepDetails')),
    summary(p, state.slot, state.practitionerId),
    state.hold ? h('p', { class: 'hint' }, t('heldUntil', { time: timeOfDay(state.hold.expiresAt, p.locale) })) : null,
    payment
      ? h(
          'div',
          { class: 'payment-terms', role: 'group', 'aria-labelledby': 'payment-terms-title' },
          h('h3', { id: 'payment-terms-title' }, t('paymentTitle')),
          payment.sentences.map((sentence) => h('p', {}, sentence)),
        )
      : null,
    form,
  ];
}

/** The hold's end in the client's own clock: it is about the next minutes on their screen. */
const timeOfDay = (instant: string, locale: string) =>
  new Date(instant).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });

function doneStep(p: BookingViewProps): HTMLElement[] {
  const booking = p.state.booking;
  if (!booking) return [];
  if (booking.status === 'awaiting_payment') return checkoutStep(p, booking);
  const pending = booking.status === 'pending';
  const slot = { start: booking.start, end: booking.end, practitionerIds: [booking.practitionerId] };
  return [
    stepHeading(p.t(pending ? 'stepPending' : 'stepDone')),
    h('p', {}, p.t(pending ? 'pendingBody' : 'doneBody')),
    summary(p, slot, booking.practitionerId),
    h('p', {}, h('a', { href: p.manageUrl(booking.manageToken), class: 'manage-link' }, p.t('manageLink'))),
  ];
}

/**
 * Booked, waiting for the payment: on its own the page is on its way to the provider's checkout;
 * framed, the checkout opened in a new window, and the client comes back here when done ("I have
 * paid" opens the manage page, which asks the provider).
 */
function checkoutStep(p: BookingViewProps, booking: NonNullable<BookingState['booking']>): HTMLElement[] {
  const { t } = p;
  const url = booking.payment?.checkoutUrl ?? null;
  // Framed, the link opens a new window too (for when the browser blocked the one the page opened).
  const payLink = url
    ? h(
        'a',
        { href: url, class: 'button secondary', ...(p.framed ? { target: '_blank', rel: 'noopener' } : {}) },
        t('openPaymentPage'),
      )
    : null;
  // The card form of some providers is on our own manage page, opened in this frame.
  const ours = url !== null && new URL(url, location.href).origin === location.origin;
  if (!p.framed || ours) {
    const lead = booking.payment ? checkoutLead(booking.payment, t, p.locale) : t('checkingPayment');
    return [stepHeading(lead), h('p', {}, payLink)];
  }
  const checkUrl = `${p.manageUrl(booking.manageToken)}?checkout=done`;
  return [
    stepHeading(t('payInWindowTitle')),
    h('p', { class: 'hint' }, t('payInWindowBody')),
    h(
      'div',
      { class: 'actions' },
      payLink,
      h('button', { type: 'button', class: 'primary', onclick: () => location.assign(checkUrl) }, t('iHavePaid')),
    ),
  ];
}
