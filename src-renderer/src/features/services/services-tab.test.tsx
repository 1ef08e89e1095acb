import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Service, ServiceCategory } from '../../../../server/contract/services';
import { queryKeys } from '../../api/query-keys';
import type { Draft } from '../../components/form/useDraft';
import { ToasterProvider } from '../../components/toaster/ToasterProvider';
import { en } from '../../i18n/en';
import { serviceFormValues, type ServiceFormValues } from './service-form';
import { ServiceAdvancedTab } from './ServiceAdvancedTab';
import { ServiceBasicsTab } from './ServiceBasicsTab';
import { ServicePricingTab } from './ServicePricingTab';
import { ServicesPage } from './ServicesPage';
import { ServicesTab } from './ServicesTab';

/**
 * The Services tab and the service dialog's tabs as they first render from answers already read
 * (put in the query cache): what a person sees before touching anything. Interaction is the
 * browser test's (tests/e2e/services.spec.ts).
 */
const COLOUR = '11111111-1111-4111-8111-111111111111';
const NAILS = '33333333-3333-4333-8333-333333333333';

const category = (overrides: Partial<ServiceCategory>): ServiceCategory => ({
  id: COLOUR,
  name: 'Colour',
  order: 0,
  color: '#ec4899',
  isActive: true,
  serviceCount: 1,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const CATEGORIES = [category({}), category({ id: NAILS, name: 'Nails', order: 1, isActive: false, serviceCount: 0 })];

const BALAYAGE: Service = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Balayage',
  description: 'Hand-painted highlights',
  durationMinutes: 150,
  price: 0,
  priceType: 'fixed',
  currency: 'USD',
  isActive: false,
  categoryId: COLOUR,
  defaultTemplateId: null,
  parentId: null,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  processingStartMinutes: 45,
  processingMinutes: 30,
  variants: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      name: 'Short hair',
      description: '',
      priceType: 'fixed',
      price: 180,
      durationMinutes: 150,
    },
    {
      id: '55555555-5555-4555-8555-555555555555',
      name: 'Long hair',
      description: '',
      priceType: 'from',
      price: 220.5,
      durationMinutes: 150,
    },
  ],
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function render(node: ReactNode, url: string, services: Service[] = [BALAYAGE]): string {
  const client = new QueryClient();
  client.setQueryData(queryKeys.categories, CATEGORIES);
  client.setQueryData(queryKeys.treatments, services);
  client.setQueryData(queryKeys.organizationRegional, { currency: 'USD', locale: 'en-US' });
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

/** The text a person reads, in order. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const noDraft: Draft<ServiceFormValues> = {
  values: undefined,
  dirty: false,
  edits: null,
  set: () => undefined,
  replace: () => undefined,
  reset: () => undefined,
  settle: () => undefined,
};

describe('the Services tab', () => {
  it('shows the categories with their counts and the chosen category’s services', () => {
    const html = render(<ServicesTab />, `/services?category=${COLOUR}`);
    const shown = text(html);
    expect(shown).toContain('All categories 1 1 service');
    expect(shown).toContain('Colour 1 1 service');
    expect(shown).toContain('Nails Inactive 0 0 services');
    // The list is the chosen category's, with its row: archived, variants, timing, length, price.
    expect(shown).toContain('Colour Add Service');
    expect(shown).toContain(
      'Balayage Archived 2 variants Processing 30min after 45min · 15min after 2h 30min From $180',
    );
    expect(html).toContain('aria-pressed="true"');
    expect(html).toMatch(/class="services-category-row services-category-inactive"/);
  });

  it('shows the first-run empty state when there are no services at all', () => {
    const shown = text(render(<ServicesTab />, '/services', []));
    expect(shown).toContain('No services yet Create your first service to get started Add Service');
  });

  it('says none are found when the chosen category has none', () => {
    const shown = text(render(<ServicesTab />, `/services?category=${NAILS}`));
    expect(shown).toContain('No services found');
    expect(shown).not.toContain('Balayage');
  });

  it('falls back to all categories for a category that no longer exists', () => {
    const shown = text(render(<ServicesTab />, '/services?category=66666666-6666-4666-8666-666666666666'));
    expect(shown).toContain('All services');
    expect(shown).toContain('Balayage');
  });
});

describe('the page', () => {
  it('opens the tab the address names, and Services otherwise', () => {
    const selected = (html: string) => /aria-selected="true"[^>]*>([^<]+)</.exec(html)?.[1];
    expect(selected(render(<ServicesPage />, '/services?tab=business-hours'))).toBe('Business Hours');
    expect(selected(render(<ServicesPage />, '/services'))).toBe('Services');
    expect(selected(render(<ServicesPage />, '/services#services-panel-booking-rules'))).toBe('Booking Rules');
  });
});

describe('the service dialog’s tabs', () => {
  it('open a service with variants in variant mode, with its timing', () => {
    const values = serviceFormValues(BALAYAGE, null);
    const shown = text(
      render(
        <>
          <ServiceBasicsTab draft={noDraft} values={values} categories={CATEGORIES} />
          <ServicePricingTab draft={noDraft} values={values} currency="USD" onSingleWithVariants={() => undefined} />
          <ServiceAdvancedTab draft={noDraft} values={values} templates={[]} />
        </>,
        '/services',
      ),
    );
    // An inactive category cannot be chosen.
    expect(shown).toContain('Category No category Colour Open dropdown');
    expect(shown).toContain('Inactive: hidden, nobody can book it.');
    expect(shown).toContain('Pricing Single price Multiple variants Variant 1');
    expect(shown).toContain('Variant 2');
    expect(shown).toContain('Processing time A wait inside the service');
    expect(shown).toContain('Starts after');
  });

  it('keep an off-grid duration among the choices', () => {
    const values = { ...serviceFormValues(undefined, null), durationMinutes: 50 };
    const html = render(<ServiceBasicsTab draft={noDraft} values={values} categories={CATEGORIES} />, '/services');
    expect(text(html)).toContain('45min 50min 1h');
    expect(html).toMatch(/<option value="50" selected="">50min<\/option>/);
  });
});
