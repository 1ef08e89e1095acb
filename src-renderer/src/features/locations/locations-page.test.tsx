import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION_HOURS, type Location } from '../../../../server/contract/locations';
import { ToasterProvider } from '../../components/toaster/ToasterProvider';
import { en } from '../../i18n/en';
import { LocationsPage } from './LocationsPage';

/**
 * The Locations page as it first renders from answers already read (put in the query cache): what
 * a person sees before touching anything. Interaction is the browser test's (tests/e2e/locations.spec.ts).
 */
const HARBOUR: Location = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Harbour',
  description: '',
  address: '1 Quay Street, Sydney NSW 2000, Australia',
  street1: '1 Quay Street',
  street2: '',
  city: 'Sydney',
  state: 'NSW',
  zipCode: '2000',
  country: 'Australia',
  phone: '+61 2 9000 0000',
  email: '',
  timezone: null,
  isActive: true,
  hours: DEFAULT_LOCATION_HOURS,
  services: [{ id: '22222222-2222-4222-8222-222222222222', isBookableOnline: true }],
  photos: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      url: '/full.png',
      thumbnailUrl: '/thumb.png',
      alt: '',
      isMain: true,
      width: 64,
      height: 48,
    },
  ],
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function render(node: ReactNode, url: string, locations: Location[]): string {
  const client = new QueryClient();
  client.setQueryData(['locations'], locations);
  return renderToString(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en" messages={en}>
        <ToasterProvider>
          <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
        </ToasterProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

describe('the Locations page', () => {
  it('shows the empty state and zero tiles without locations', () => {
    const shown = text(render(<LocationsPage />, '/locations', []));
    expect(shown).toContain('0 Total Locations 0 Active 0 Photos 0 Services');
    expect(shown).toContain('No locations yet');
    expect(shown).toContain('Add your first location');
  });

  it('shows a card with its hero photo, address, phone, hours label, services and status', () => {
    const html = render(<LocationsPage />, '/locations', [
      HARBOUR,
      { ...HARBOUR, id: 'x', name: 'Depot', isActive: false, photos: [] },
    ]);
    const shown = text(html);
    expect(shown).toContain('2 Total Locations 1 Active 1 Photos 1 Services');
    expect(shown).toContain(
      'Harbour Active 1 Quay Street, Sydney NSW 2000, Australia +61 2 9000 0000 6 days/week 1 service Edit Delete',
    );
    expect(shown).toContain('No photo Depot Inactive');
    expect(html).toContain('src="/thumb.png"');
    expect(html).toContain('aria-label="View photos of Harbour"');
  });

  it('shows the list view when the address asks for it', () => {
    const shown = text(render(<LocationsPage />, '/locations?view=list', [HARBOUR]));
    expect(shown).toContain(
      'Harbour 1 Quay Street, Sydney NSW 2000, Australia +61 2 9000 0000 6 days/week 1 service Active',
    );
  });
});
