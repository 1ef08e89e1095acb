import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKING_RULES,
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_ONLINE_BOOKING,
  type BookingRules,
  type BusinessHours,
  type OnlineBookingSettings,
} from '../../../../../server/contract/service-booking';
import type { Service, ServiceCategory } from '../../../../../server/contract/services';
import { queryKeys } from '../../../api/query-keys';
import { ToasterProvider } from '../../../components/toaster/ToasterProvider';
import { en } from '../../../i18n/en';
import { BookingRulesTab, BusinessHoursTab, OnlineBookingTab } from './index';

/**
 * The three tabs as they first render from documents already read (the server's answers put in
 * the query cache): what a person sees before touching anything.
 */
const COLOUR = '11111111-1111-4111-8111-111111111111';
const BALAYAGE = '22222222-2222-4222-8222-222222222222';

const category: ServiceCategory = {
  id: COLOUR,
  name: 'Colour',
  order: 0,
  color: '#ec4899',
  isActive: true,
  serviceCount: 1,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const service: Service = {
  id: BALAYAGE,
  name: 'Balayage',
  description: '',
  durationMinutes: 150,
  price: 220.5,
  priceType: 'from',
  currency: 'USD',
  isActive: true,
  categoryId: COLOUR,
  defaultTemplateId: null,
  parentId: null,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  processingStartMinutes: 45,
  processingMinutes: 30,
  variants: [],
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

interface Documents {
  online?: OnlineBookingSettings;
  hours?: BusinessHours;
  rules?: BookingRules;
}

/** The page's text, tags dropped, spaces collapsed. */
function render(node: ReactNode, documents: Documents): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.onlineBooking, documents.online ?? DEFAULT_ONLINE_BOOKING);
  client.setQueryData(queryKeys.businessHours, documents.hours ?? DEFAULT_BUSINESS_HOURS);
  client.setQueryData(queryKeys.bookingRules, documents.rules ?? DEFAULT_BOOKING_RULES);
  client.setQueryData([...queryKeys.categories, 'rule-targets'], [category]);
  client.setQueryData([...queryKeys.treatments, 'rule-targets'], [service]);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en" messages={en}>
        <ToasterProvider>
          <MemoryRouter>{node}</MemoryRouter>
        </ToasterProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, '’')
    .replace(/\s+/g, ' ');
}

describe('the Online Booking tab', () => {
  it('shows the spec’s defaults: cancellation allowed with a 24-hour window, no deposit', () => {
    const text = render(<OnlineBookingTab />, {});
    expect(text).toContain('Accept online bookings');
    expect(text).toContain('Cancellation window');
    expect(text).toContain('Clients can cancel online until this many hours before the appointment, from 0 to 168.');
    // The deposit percentage shows only once a deposit is required.
    expect(text).not.toContain('Deposit percentage');
  });

  it('shows the deposit percentage when a deposit is required, and says when the window is off', () => {
    const text = render(<OnlineBookingTab />, {
      online: { ...DEFAULT_ONLINE_BOOKING, requireDeposit: true, allowCancellation: false },
    });
    expect(text).toContain('Deposit percentage');
    expect(text).toContain('Turn on Allow cancellation to set how late clients can cancel.');
  });
});

describe('the Business Hours tab', () => {
  it('sums up each day, a lunch break splitting it in two, and lists exceptions by date', () => {
    const hours: BusinessHours = {
      ...DEFAULT_BUSINESS_HOURS,
      monday: { isOpen: true, openTime: '09:00', closeTime: '18:00', breaks: [{ start: '12:30', end: '13:30' }] },
      exceptions: [
        {
          id: '33333333-3333-4333-8333-333333333333',
          date: '2026-12-31',
          name: 'New Year’s Eve',
          isOpen: true,
          openTime: '09:00',
          closeTime: '14:00',
          breaks: [],
        },
        {
          id: '44444444-4444-4444-8444-444444444444',
          date: '2026-12-25',
          name: 'Christmas Day',
          isOpen: false,
          openTime: '09:00',
          closeTime: '17:00',
          breaks: [],
        },
      ],
    };
    const text = render(<BusinessHoursTab />, { hours });
    expect(text).toContain('Monday Open 9:00 AM – 12:30 PM, 1:30 PM – 6:00 PM');
    expect(text).toContain('Sunday Open Closed');
    expect(text.indexOf('Christmas Day')).toBeLessThan(text.indexOf('New Year’s Eve'));
    expect(text).toContain('Fri 12/25/2026 Christmas Day Closed');
    expect(text).not.toContain('each break must');
  });

  it('says what is wrong with a day before any save, in the server’s words', () => {
    const hours: BusinessHours = {
      ...DEFAULT_BUSINESS_HOURS,
      tuesday: { isOpen: true, openTime: '09:00', closeTime: '17:00', breaks: [{ start: '17:30', end: '18:00' }] },
    };
    expect(render(<BusinessHoursTab />, { hours })).toContain('Tuesday: each break must be inside the opening hours');
  });
});

describe('the Booking Rules tab', () => {
  it('introduces advance limits, buffer times and cancellation policies, with the empty list', () => {
    const text = render(<BookingRulesTab />, {});
    expect(text).toContain('how far in advance clients can book');
    expect(text).toContain('the buffer time between bookings and your cancellation policy');
    expect(text).toContain(
      'Clients can cancel online up to 24 hours before the start: the cancellation window of the Online Booking tab.',
    );
    expect(text).toContain('No booking rules yet');
    expect(text).toContain('Add Booking Rule');
  });

  it('lists a rule with what it applies to and what it changes, and shows its effect on a service', () => {
    const rules: BookingRules = {
      ...DEFAULT_BOOKING_RULES,
      rules: [
        {
          id: '55555555-5555-4555-8555-555555555555',
          name: 'Colour needs notice',
          scope: 'category',
          targetId: COLOUR,
          isActive: true,
          minimumNoticeMinutes: 1440,
          maximumAdvanceDays: null,
          slotIntervalMinutes: 30,
          minimumGapMinutes: null,
          cancellationNoticeHours: null,
          rescheduleNoticeHours: null,
        },
      ],
    };
    const text = render(<BookingRulesTab />, { rules });
    expect(text).toContain('Colour needs notice Category: Colour Minimum notice: 24 hours Slot interval: 30 minutes');
    expect(text).toContain('Rules applied: Colour needs notice');
    expect(text).toContain('Minimum notice 24 hours Maximum advance 90 days');
  });
});
