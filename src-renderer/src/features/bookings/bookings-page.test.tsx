import { describe, expect, it } from 'vitest';
import type { AppointmentPage, AppointmentView, DeskAppointment } from '../../../../server/contract/appointments';
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
  ...extra,
});

const pageOf = (items: DeskAppointment[], counts = { today: 1, upcoming: 4, pending: 2 }): AppointmentPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  counts,
});

function render(view: AppointmentView, answer: AppointmentPage, url = PATH) {
  return htmlText(
    renderPage(<BookingsPage />, {
      url,
      me: sessionAs('receptionist'),
      seed: (client) => client.setQueryData(bookingKeys.list(listQuery(view, 1)), answer),
    }),
  );
}

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
