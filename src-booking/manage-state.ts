import type { ManagedAppointment, PublicBookingPage } from './api';

/**
 * The manage page's choice of what to show about a booking's payment (issue 16). The provider
 * sends the client back to `…/manage/{token}?checkout=done` (or `=cancelled`); the page then asks
 * the server to settle the payment, and drops the query so a reload does not ask again.
 */
export type CheckoutReturn = 'done' | 'cancelled' | null;

export function checkoutReturn(search: string): CheckoutReturn {
  const value = new URLSearchParams(search).get('checkout');
  return value === 'done' || value === 'cancelled' ? value : null;
}

/** The address without its `checkout` parameter (the rest of the query and the hash kept). */
export function withoutCheckout(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('checkout');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether the page asks the provider on load: back from its checkout, or still waiting for it. */
export function needsPaymentCheck(returned: CheckoutReturn, status: ManagedAppointment['status']): boolean {
  return returned !== null || status === 'awaiting_payment';
}

/**
 * - unpaid: the checkout is not finished ("Pay now", "Check again");
 * - left: the client just came back from the checkout without paying (pay now or cancel);
 * - closed: the checkout ran out or was closed, so the booking was cancelled;
 * - booked: anything else, with its payment line when there is money.
 */
export type ManageState = 'unpaid' | 'left' | 'closed' | 'booked';

export function manageState(
  appointment: Pick<ManagedAppointment, 'status' | 'payment'>,
  returned: CheckoutReturn,
): ManageState {
  if (appointment.status === 'awaiting_payment') return returned === 'cancelled' ? 'left' : 'unpaid';
  if (appointment.status === 'cancelled' && appointment.payment?.status === 'closed') return 'closed';
  return 'booked';
}

/**
 * Whether the booking waits for a card form on this very page (the provider's fields are here,
 * not on a page of theirs): its checkout address is this page's own.
 */
export function cardFormHere(
  appointment: Pick<ManagedAppointment, 'status' | 'payment'>,
  here: { origin: string; pathname: string },
): boolean {
  const url = appointment.payment?.checkoutUrl;
  if (appointment.status !== 'awaiting_payment' || !url) return false;
  const target = new URL(url, here.origin);
  return target.origin === here.origin && target.pathname === here.pathname;
}

/**
 * Why a booking still to come offers neither Cancel nor Change here: the window for changes online
 * has passed (`window`), or the business takes none online (`offline`). The page then says so and
 * how to reach the business, rather than leaving a client who came to cancel with no way and no
 * reason. Null when the page offers a change, or the booking is over.
 */
export type ChangesClosed = { reason: 'window'; deadline: string } | { reason: 'offline' } | null;

export function changesClosed(
  appointment: Pick<ManagedAppointment, 'status' | 'canCancel' | 'canReschedule' | 'changeDeadline'>,
): ChangesClosed {
  if (appointment.status !== 'pending' && appointment.status !== 'confirmed') return null;
  if (appointment.canCancel || appointment.canReschedule) return null;
  const deadline = appointment.changeDeadline;
  return deadline === null ? { reason: 'offline' } : { reason: 'window', deadline };
}

/**
 * Which sentence says until when the booking can be changed: both Change and Cancel are offered
 * (`changeUntil`), or only Cancel (`cancelUntil`: a booking waiting for its payment, or one whose
 * business takes no bookings online, so no new times are to be had); null when neither is.
 */
export function deadlineSentence(
  appointment: Pick<ManagedAppointment, 'canCancel' | 'canReschedule' | 'changeDeadline'>,
  pageOpen: boolean,
): 'changeUntil' | 'cancelUntil' | null {
  if (appointment.changeDeadline === null) return null;
  if (appointment.canReschedule && pageOpen) return 'changeUntil';
  return appointment.canCancel ? 'cancelUntil' : null;
}

/**
 * How a client reaches the business about a booking: its location's phone first, then the
 * business's (all a closed booking page gives).
 */
export function businessContact(
  page: Pick<PublicBookingPage, 'business'> & Partial<Pick<PublicBookingPage, 'locations'>>,
  locationId: string,
): { phone: string; email: string } {
  const locationPhone = page.locations?.find((location) => location.id === locationId)?.phone.trim();
  return { phone: locationPhone || page.business.phone.trim(), email: page.business.email.trim() };
}

/** A phone number as a `tel:` address: its digits and a leading plus, as dialers expect. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}
