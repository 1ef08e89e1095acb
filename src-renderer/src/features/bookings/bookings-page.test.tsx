import { describe, expect, it } from 'vitest';
import type { AppointmentPage, AppointmentView, DeskAppointment } from '../../../../server/contract/appointments';
import type { BookingPayment } from '../../../../server/contract/public-booking';
import { htmlText, renderPage, sessionAs } from '../../testing/render-page';
import { bookingKeys, listQuery } from './api';
import { BookingsPage } from './BookingsPage';
import { todayIn } from './NewBookingDialog';

/**
 * The Bookings page as it first renders from answers already read (put in the query cache under the
 * query the page asks for): what reception sees before touching anything.
 */
const PATH = '/studio/settings/organization/bookings';

const appointment = (extra: Partial<DeskAppointment> = {}): DeskAppointment => ({
  id: '01900000-0000-7000-8000-00000000b001',
  status: 'confirmed',
  source: 'online',
  start: '2026-03-02T15:00:00+11:00',
  end: '2026-03-02T15:45:00+11:00',
  timeZone: 'Australia/Sydney',
  client: {
    id: '01900000-0000-7000-8000-00000000c001',
    firstName: 'Alex',
    lastName: 'Rivera',
    phone: '+61 400 000 001',
    email: 'alex@example.test',
  },
  services: [
    {
      name: "Men's Cut",
      start: '2026-03-02T15:00:00+11:00',
      end: '2026-03-02T15:45:00+11:00',
      practitioner: { id: '01900000-0000-7000-8000-00000000d001', name: 'Priya Patel' },
    },
  ],
  location: { id: '01900000-0000-7000-8000-00000000e001', name: 'Studio — City' },
  notes: '',
  cancellationReason: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  payment: null,
  ...extra,
});

const pageOf = (items: DeskAppointment[], counts = { today: 1, upcoming: 4, pending: 2 }): AppointmentPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  counts,
});

function renderHtml(view: AppointmentView, answer: AppointmentPage, url = PATH) {
  return renderPage(<BookingsPage />, {
    url,
    me: sessionAs('receptionist'),
    seed: (client) => client.setQueryData(bookingKeys.list(listQuery(view, 1)), answer),
  });
}

const render = (view: AppointmentView, answer: AppointmentPage, url = PATH) => htmlText(renderHtml(view, answer, url));

const usd = (amount: number) => ({ amount, currency: 'USD' });
const payment = (extra: Partial<BookingPayment>): BookingPayment => ({
  requirement: 'deposit',
  amountDue: usd(11.25),
  amountPaid: usd(0),
  amountRefunded: usd(0),
  feeCharged: usd(0),
  status: 'pending',
  checkoutUrl: null,
  provider: 'Stripe',
  ...extra,
});

/** A row of its own: its id and client's first name made from `n`, so each button's label is its own. */
const row = (n: number, extra: Partial<DeskAppointment>) => {
  const base = appointment();
  return appointment({
    id: `01900000-0000-7000-8000-00000000b10${n}`,
    client: { ...base.client, firstName: `Client${n}` },
    ...extra,
  });
};

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('BookingsPage', () => {
  it("shows today's bookings with the tabs' counts, the time in the location's zone and the source", () => {
    const text = render(
      'today',
      pageOf([appointment(), appointment({ id: '01900000-0000-7000-8000-00000000b002', source: 'desk' })]),
    );
    expect(text).toContain('Bookings');
    expect(text).toContain('Today (1)');
    expect(text).toContain('Upcoming (4)');
    expect(text).toContain('Pending approval (2)');
    expect(text).toContain('New booking');
    expect(text).toContain('Alex Rivera');
    expect(text).toContain('+61 400 000 001 · alex@example.test');
    expect(text).toContain("Men's Cut with Priya Patel");
    expect(text).toContain('Studio — City');
    expect(text).toMatch(/3:00\s?PM – 3:45\s?PM/);
    expect(text).toContain('Online');
    expect(text).toContain('Desk');
    expect(text).toContain('Confirmed');
    // Approve and Decline belong to the pending tab only.
    expect(text).not.toContain('Approve');
  });

  it('offers Approve and Decline on pending rows, with the date of each', () => {
    const text = render(
      'pending',
      pageOf([
        appointment({ status: 'pending', start: '2026-03-03T10:00:00+11:00', end: '2026-03-03T10:45:00+11:00' }),
      ]),
      `${PATH}?view=pending`,
    );
    expect(text).toContain('Pending approval');
    expect(text).toContain('Approve');
    expect(text).toContain('Decline');
    expect(text).toMatch(/Tue, 3 Mar|Tue, Mar 3/);
  });

  it("shows each booking's money in the Payment column, with the provider under it", () => {
    const html = renderHtml(
      'today',
      pageOf([
        row(1, { payment: payment({ status: 'paid', amountPaid: usd(11.25) }) }),
        row(2, { payment: payment({ requirement: 'authorization', status: 'authorized', amountDue: usd(45) }) }),
        row(3, {
          status: 'cancelled',
          payment: payment({
            status: 'partially_refunded',
            amountPaid: usd(20),
            amountRefunded: usd(15),
            feeCharged: usd(5),
            provider: 'PayPal',
          }),
        }),
        row(4, { status: 'cancelled', payment: payment({ status: 'action_needed', provider: 'Square' }) }),
        row(5, { payment: null }),
      ]),
    );
    const text = htmlText(html);
    expect(text).toContain('Payment');
    expect(text).toContain('Deposit $11.25 paid Stripe');
    expect(text).toContain('$45.00 held on card Stripe');
    expect(text).toContain('Fee $5.00 · refunded $15.00 PayPal');
    expect(text).toContain('Needs attention Square');
    expect(html).toContain('title="A refund or charge failed at Square. Check this payment in your Square dashboard."');
    expect(text).toContain('—');
  });

  it('offers Cancel on confirmed and pending rows of Today, and No-show only once a confirmed start has passed', () => {
    const html = renderHtml(
      'today',
      pageOf([
        row(1, { status: 'confirmed', start: hoursFromNow(-2), end: hoursFromNow(-1) }),
        row(2, { status: 'confirmed', start: hoursFromNow(2), end: hoursFromNow(3) }),
        row(3, { status: 'pending', start: hoursFromNow(-2), end: hoursFromNow(-1) }),
        row(4, { status: 'cancelled', start: hoursFromNow(-2), end: hoursFromNow(-1) }),
      ]),
    );
    expect(htmlText(html)).toContain('Actions');
    expect(html).toContain('aria-label="Cancel booking: Client1 Rivera"');
    expect(html).toContain('aria-label="Cancel booking: Client2 Rivera"');
    expect(html).toContain('aria-label="Cancel booking: Client3 Rivera"');
    expect(html).not.toContain('aria-label="Cancel booking: Client4 Rivera"');
    expect(html).toContain('aria-label="Mark as no-show: Client1 Rivera"');
    expect(html.match(/Mark as no-show:/g)).toHaveLength(1);
    // The pending tab keeps Approve and Decline only.
    expect(htmlText(html)).not.toContain('Approve');
  });

  it('offers Cancel on Upcoming too, but not on the Pending approval tab', () => {
    const upcoming = renderHtml('upcoming', pageOf([row(1, { start: hoursFromNow(30) })]), `${PATH}?view=upcoming`);
    expect(upcoming).toContain('aria-label="Cancel booking: Client1 Rivera"');
    expect(upcoming).not.toContain('Mark as no-show');
    const pending = renderHtml('pending', pageOf([row(1, { status: 'pending' })]), `${PATH}?view=pending`);
    expect(pending).not.toContain('Cancel booking');
    expect(pending).toContain('Approve');
  });

  it('tells a booking still waiting for its payment', () => {
    const text = render(
      'upcoming',
      pageOf([row(1, { status: 'awaiting_payment', payment: payment({ status: 'pending' }) })]),
      `${PATH}?view=upcoming`,
    );
    expect(text).toContain('Awaiting payment Awaiting payment ($11.25)');
  });

  it('says so when a tab is empty', () => {
    const text = render('upcoming', pageOf([], { today: 0, upcoming: 0, pending: 0 }), `${PATH}?view=upcoming`);
    expect(text).toContain('No upcoming appointments');
    expect(text).toContain('Upcoming (0)');
  });
});

describe('todayIn', () => {
  it("reads the date on the zone's clock", () => {
    const instant = Date.parse('2026-03-02T20:00:00Z'); // already Tuesday in Sydney
    expect(todayIn('Australia/Sydney', instant)).toBe('2026-03-03');
    expect(todayIn('America/New_York', instant)).toBe('2026-03-02');
  });
});
