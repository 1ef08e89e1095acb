import {
  ApiError,
  type BookingApi,
  type ClosedBusiness,
  type ManagedAppointment,
  type PublicBookingPage,
  type Slot,
} from './api';
import { addDays, dateTimeIn, dayKeyIn } from './format';
import type { Translate } from './i18n';
import { showCardForm } from './card-form/panel';
import {
  businessContact,
  cardFormHere,
  changesClosed,
  checkoutReturn,
  deadlineSentence,
  manageState,
  needsPaymentCheck,
  withoutCheckout,
  type CheckoutReturn,
} from './manage-state';
import { cancellationSentence, paymentLine } from './payment-status';
import { renderInto } from './render';
import { alertBox, h, stepHeading } from './view/dom';
import { businessHeader, contactLinks, header, notice } from './view/shell';
import { timePicker } from './view/time-picker';

interface ManageOptions {
  root: HTMLElement;
  api: BookingApi;
  /**
   * The business's booking page, for its name and how to reach it: null while the business takes no
   * bookings online (its page answers 404), when the booking's own link must still work.
   */
  page: PublicBookingPage | null;
  /** Then, the business's name and contact as its closed page gives them (null if it gave none). */
  closed: ClosedBusiness | null;
  slug: string;
  token: string;
  t: Translate;
  locale: string;
}

type Mode = 'view' | 'confirmCancel' | 'reschedule';

/**
 * The manage view at `/{slug}/book/manage/{token}`: the booking, cancel (after a confirmation) and
 * reschedule (the same week strip as booking, for the same services and practitioner). A booking
 * waiting for its payment, or the client back from the provider's checkout, has its payment
 * checked on load (and on "Check again").
 */
export async function startManage({ root, api, page, closed, slug, token, t, locale }: ManageOptions): Promise<void> {
  let returned: CheckoutReturn = checkoutReturn(location.search);
  // Once read, the query goes: a reload must not look like a second return from the checkout.
  if (returned) history.replaceState(history.state, '', withoutCheckout(location.href));
  // Providers refuse to be shown in frames: when embedded, their pages open in a new window.
  const framed = window.top !== window;
  let appointment: ManagedAppointment;
  let message: string | null = null;
  try {
    appointment = await api.appointment(token);
  } catch (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    renderInto(root, [notice(t(notFound ? 'manageNotFound' : 'loadFailed'), '')], true);
    return;
  }
  if (needsPaymentCheck(returned, appointment.status)) {
    try {
      appointment = await api.payment(token);
    } catch (error) {
      // The booking as it stands, with the server's words (the provider could not be reached).
      message = error instanceof ApiError ? error.message : t('loadFailed');
    }
  }
  // The provider's card form sits between the two re-rendered halves, never inside them (panel.ts).
  const view = h('section', { class: 'step' });
  const top = h('div', {});
  const cardHost = h('div', {});
  const bottom = h('div', {});
  view.append(top, cardHost, bottom);
  if (page) root.replaceChildren(view);
  else {
    // The closed page's name and brand when it gave them (main.ts has dressed the page in them).
    if (!closed) document.title = appointment.business.name;
    root.replaceChildren(closed ? header(closed) : businessHeader(appointment.business.name), view);
  }
  let cardFormShown = false;
  const here = () => cardFormHere(appointment, location);
  let mode: Mode = 'view';
  let busy = false;
  let weekStart = '';
  let day = '';
  let slots: Slot[] | null = null;
  let chosen: Slot | null = null;
  /** Reschedule needs the services' ids, which the booking page lists by name. */
  let serviceIds: string[] | null = null;
  let maxAdvanceDays = 0;

  const zone = () => appointment.timeZone;
  const today = () => dayKeyIn(new Date(), zone());
  const set = (changes: () => void, stepChanged = false) => {
    changes();
    render(stepChanged);
  };

  async function run(call: () => Promise<ManagedAppointment>) {
    set(() => ((busy = true), (message = null)));
    try {
      const updated = await call();
      set(() => ((appointment = updated), (mode = 'view'), (busy = false), (chosen = null), (returned = null)), true);
    } catch (error) {
      set(() => ((busy = false), (message = error instanceof ApiError ? error.message : t('loadFailed'))));
    }
  }

  async function startReschedule() {
    set(() => ((mode = 'reschedule'), (message = null), (slots = null), (chosen = null)), true);
    try {
      if (serviceIds === null) {
        const page = await api.page(slug);
        maxAdvanceDays = page.policies.maxAdvanceBookingDays;
        const ids = appointment.services.map((s) => page.services.find((p) => p.name === s.name)?.id);
        serviceIds = ids.every((id): id is string => id !== undefined) ? ids : [];
      }
      await showWeek(today());
    } catch (error) {
      set(() => ((slots = []), (message = error instanceof ApiError ? error.message : t('loadFailed'))));
    }
  }

  async function showWeek(start: string) {
    set(() => ((weekStart = start), (day = start), (slots = null), (chosen = null)));
    if (!serviceIds || serviceIds.length === 0) return set(() => (slots = []));
    const answer = await api.availability(slug, {
      serviceIds,
      locationId: appointment.location.id,
      practitionerId: appointment.practitioner.id,
      from: start,
      to: addDays(start, 6),
    });
    if (weekStart !== start) return;
    const days = answer.slots.map((slot) => dayKeyIn(slot.start, zone())).sort();
    set(() => ((slots = answer.slots), (day = days.includes(day) || days.length === 0 ? day : days[0]!)));
  }

  /** The business's phone and email as links, for a booking the page cannot change. */
  function contactView(locationId: string): HTMLElement | null {
    const known = page ?? closed;
    if (!known) return null;
    const { phone, email } = businessContact(known, locationId);
    return contactLinks(phone, email);
  }

  function render(stepChanged: boolean) {
    const a = appointment;
    const details = h(
      'div',
      { class: 'summary', role: 'group', 'aria-label': t('summary') },
      h('strong', {}, a.services.map((s) => s.name).join(' + ')),
      h('span', {}, dateTimeIn(a.start, a.timeZone, locale)),
      h('span', {}, t('with', { name: a.practitioner.firstName })),
      h('span', {}, [a.location.name, a.location.address].filter(Boolean).join(', ')),
      h('span', { class: `status status-${a.status}` }, t(`status_${a.status}`)),
    );
    const until = deadlineSentence(a, page !== null);
    const deadline =
      until && a.changeDeadline
        ? h('p', { class: 'hint' }, t(until, { time: dateTimeIn(a.changeDeadline, a.timeZone, locale) }))
        : null;
    const closed = changesClosed(a);
    const contact = closed ? contactView(a.location.id) : null;
    const noChanges = closed
      ? h(
          'p',
          { class: 'hint changes-closed' },
          closed.reason === 'window'
            ? t('changesClosed', {
                time: dateTimeIn(closed.deadline, a.timeZone, locale),
                business: a.business.name,
              })
            : t('changesOffline', { business: a.business.name }),
        )
      : null;
    const button = (label: string, onclick: () => void, primary = false) =>
      h('button', { type: 'button', class: primary ? 'primary' : 'secondary', disabled: busy, onclick }, label);
    const payment = paymentView(a, button);

    let actions: HTMLElement;
    if (mode === 'view') {
      actions = h(
        'div',
        { class: 'actions' },
        // New times come from the booking page: none while the business takes no bookings online.
        a.canReschedule && page ? button(t('reschedule'), () => void startReschedule()) : null,
        a.canCancel ? button(t('cancelBooking'), () => set(() => (mode = 'confirmCancel'))) : null,
      );
    } else if (mode === 'confirmCancel') {
      const terms = cancellationSentence(a, t, locale);
      actions = h(
        'div',
        {
          class: 'confirm',
          role: 'alertdialog',
          'aria-labelledby': 'cancel-question',
          'aria-describedby': terms ? 'cancel-terms' : null,
        },
        terms ? h('p', { id: 'cancel-terms', class: 'cancel-terms' }, terms) : null,
        h('p', { id: 'cancel-question' }, t('cancelConfirm')),
        button(t('cancelYes'), () => void run(() => api.cancel(token)), true),
        button(t('cancelNo'), () => set(() => (mode = 'view'))),
      );
    } else {
      actions = h(
        'div',
        {},
        timePicker({
          t,
          locale,
          timeZone: zone(),
          weekStart,
          day,
          bounds: { first: today(), last: addDays(today(), Math.max(0, maxAdvanceDays)) },
          slots,
          busySlot: busy ? chosen : null,
          onWeek: (start) => void showWeek(start).catch(() => set(() => (slots = []))),
          onDay: (next) => set(() => (day = next)),
          onSlot: (slot) => set(() => (chosen = slot)),
        }),
        chosen
          ? h(
              'p',
              {},
              h('span', {}, dateTimeIn(chosen.start, zone(), locale)),
              ' ',
              button(t('rescheduleConfirm'), () => void run(() => api.reschedule(token, chosen!.start)), true),
            )
          : null,
        button(t('back'), () => set(() => ((mode = 'view'), (message = null)), true)),
      );
    }
    const heading = stepHeading(mode === 'reschedule' ? t('reschedule') : t('manageTitle'));
    const present = (nodes: (Node | null)[]) => nodes.filter((node): node is Node => node !== null);
    renderInto(top, present([heading, details, payment]), stepChanged);
    const bookAgain = page ? h('p', {}, h('a', { href: `/${encodeURIComponent(slug)}/book` }, t('bookAgain'))) : null;
    renderInto(bottom, present([deadline, noChanges, contact, alertBox(message), actions, bookAgain]), false);
    if (here() && !cardFormShown) {
      cardFormShown = true;
      void showCardForm({
        host: cardHost,
        api,
        token,
        t,
        locale,
        onSettled: (updated) => set(() => (appointment = updated), true),
      });
    } else if (!here() && cardFormShown) {
      cardFormShown = false;
      cardHost.replaceChildren();
    }
  }

  /** The payment's state: waiting for the checkout (pay now, check again), given up, or its one-line summary. */
  function paymentView(
    a: ManagedAppointment,
    button: (label: string, onclick: () => void, primary?: boolean) => HTMLElement,
  ) {
    const state = manageState(a, returned);
    if (state === 'closed') return h('p', { class: 'payment-line' }, t('paymentClosed'));
    if (state === 'booked') {
      const line = a.payment ? paymentLine(a.payment, a.status, t, locale) : null;
      return line ? h('p', { class: 'payment-line' }, line) : null;
    }
    const url = a.payment?.checkoutUrl;
    return h(
      'div',
      { class: 'payment-due', role: 'group', 'aria-label': t('paymentTitle') },
      h('p', {}, t(here() ? 'cardHere' : state === 'left' ? 'paymentLeft' : 'paymentUnfinished')),
      h(
        'div',
        { class: 'actions' },
        url && !here()
          ? h(
              'a',
              { class: 'button primary', href: url, ...(framed ? { target: '_blank', rel: 'noopener' } : {}) },
              t('payNow'),
            )
          : null,
        here() ? null : button(t('checkAgain'), () => void run(() => api.payment(token))),
      ),
      busy && mode === 'view' ? h('p', { class: 'hint', role: 'status' }, t('checkingPayment')) : null,
    );
  }

  render(true);
}
