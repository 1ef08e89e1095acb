import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION_HOURS, type Location } from '../../../../server/contract/locations';
import { en } from '../../i18n/en';
import { LocationsHoursTab } from './LocationsHoursTab';
import { ServicesTab } from './ServicesTab';
import { TimeOffTab } from './TimeOffTab';

/**
 * The tabs of 'Services & hours' as they first render from a profile: what a person sees before
 * touching anything. Interaction is the browser test's (tests/e2e/team.spec.ts).
 */
const MAIN = '11111111-1111-4111-8111-111111111111';
const CUT = '22222222-2222-4222-8222-222222222222';
const TRIM = '33333333-3333-4333-8333-333333333333';
const GEL = '44444444-4444-4444-8444-444444444444';

const MENU = [
  {
    id: 'c1',
    name: 'Hair',
    color: '#ec4899',
    treatments: [
      { id: CUT, name: 'Cut', durationMinutes: 45, price: 60 },
      { id: TRIM, name: 'Trim', durationMinutes: 20, price: 30 },
    ],
  },
  { id: 'c2', name: 'Nails', color: '#22c55e', treatments: [{ id: GEL, name: 'Gel', durationMinutes: 30, price: 40 }] },
  { id: 'c3', name: 'Empty', color: '#000000', treatments: [] },
];

const location = (overrides: Partial<Location>): Location => ({
  id: MAIN,
  name: 'Main Street',
  description: '',
  address: '1 Main St, Springfield',
  street1: '1 Main St',
  street2: '',
  city: 'Springfield',
  state: '',
  zipCode: '',
  country: 'Australia',
  phone: '',
  email: '',
  timezone: null,
  isActive: true,
  hours: structuredClone(DEFAULT_LOCATION_HOURS),
  services: [],
  photos: [],
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const render = (node: ReactNode) =>
  renderToString(
    <IntlProvider locale="en" messages={en}>
      {node}
    </IntlProvider>,
  );

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

describe('the Services tab', () => {
  it('lists the menu by category with Select All, marking a partly chosen category', () => {
    const html = render(<ServicesTab menu={MENU} serviceIds={[CUT, GEL]} onChange={() => undefined} />);
    const shown = text(html);
    expect(shown).toContain('2 services chosen');
    expect(shown).toContain('Hair Select All Cut Trim');
    expect(shown).toContain('Nails Select All Gel');
    // A category without services has nothing to choose.
    expect(shown).not.toContain('Empty');
    expect(html).toContain('aria-label="Select All in Hair"');
  });

  it('says when the menu has no services', () => {
    const shown = text(render(<ServicesTab menu={[]} serviceIds={[]} onChange={() => undefined} />));
    expect(shown).toContain('There are no services on the menu yet');
  });
});

describe('the Locations & hours tab', () => {
  const harbour = location({ id: '55555555-5555-4555-8555-555555555555', name: 'Harbour', isActive: false });

  it('shows the location’s hours for a member who follows them, and hides an inactive location', () => {
    const shown = text(
      render(
        <LocationsHoursTab
          locations={[location({}), harbour]}
          chosen={[{ locationId: MAIN, hours: null }]}
          onChange={() => undefined}
        />,
      ),
    );
    expect(shown).toContain('Main Street Works here Same as the location’s hours');
    expect(shown).toMatch(/Saturday 9:00\s?AM – 4:00\s?PM Sunday Closed/);
    expect(shown).not.toContain('Harbour');
  });

  it('shows the member’s own days with the location’s hours as a hint', () => {
    const own = structuredClone(DEFAULT_LOCATION_HOURS);
    own.monday = { isOpen: false, slots: [] };
    const html = render(
      <LocationsHoursTab
        locations={[location({})]}
        chosen={[{ locationId: MAIN, hours: own }]}
        onChange={() => undefined}
      />,
    );
    const shown = text(html);
    expect(shown).toMatch(/Monday Not working Location: 9:00\s?AM – 5:00\s?PM Tuesday/);
    expect(html).toContain('aria-label="Start of slot 1 on Tuesday"');
    expect(html).toContain('aria-label="Add slot on Saturday"');
  });
});

describe('the Time off tab', () => {
  it('lists time off in date order, each with its remove button', () => {
    const html = render(
      <TimeOffTab
        entries={[
          { id: 'b', startDate: '2026-08-03', endDate: '2026-08-07', reason: 'Holiday' },
          { id: 'a', startDate: '2026-03-02', endDate: '2026-03-02', reason: 'Training' },
        ]}
        onChange={() => undefined}
      />,
    );
    const shown = text(html);
    expect(shown.indexOf('Training')).toBeLessThan(shown.indexOf('Holiday'));
    expect(html.match(/aria-label="Remove time off [^"]+"/g)).toHaveLength(2);
    expect(shown).toContain('New time off First day Last day Reason Add time off');
  });
});
