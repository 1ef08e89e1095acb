import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Service, ServiceVariant } from '../../../../server/contract/services';
import { en } from '../../i18n/en';
import {
  durationText,
  matchesServiceSearch,
  priceText,
  serviceDurationText,
  servicePriceText,
  timingHint,
} from './service-display';

const intl = createIntl({ locale: 'en', messages: en });

const service = (overrides: Partial<Service> = {}): Service => ({
  id: 'svc',
  name: 'Gents cut',
  description: 'Wash, cut and style',
  durationMinutes: 45,
  price: 45,
  priceType: 'fixed',
  currency: 'USD',
  isActive: true,
  categoryId: null,
  defaultTemplateId: null,
  parentId: null,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  processingStartMinutes: 0,
  processingMinutes: 0,
  variants: [],
  version: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});
const variant = (overrides: Partial<ServiceVariant>): ServiceVariant => ({
  id: 'v',
  name: 'Short',
  description: '',
  priceType: 'fixed',
  price: 100,
  durationMinutes: 60,
  ...overrides,
});

describe('durationText', () => {
  it('writes durations the spec’s way', () => {
    expect(durationText(intl, 90)).toBe('1h 30min');
    expect(durationText(intl, 45)).toBe('45min');
    expect(durationText(intl, 120)).toBe('2h');
    expect(durationText(intl, 50)).toBe('50min');
  });
});

describe('priceText', () => {
  it('writes fixed, from and free prices in the price’s currency', () => {
    expect(priceText(intl, 'en-US', 'USD', 'fixed', 45)).toBe('$45');
    expect(priceText(intl, 'en-US', 'USD', 'from', 45)).toBe('From $45');
    expect(priceText(intl, 'en-US', 'USD', 'free', 45)).toBe('Free');
    expect(priceText(intl, 'en-US', 'USD', 'fixed', 220.5)).toBe('$220.50');
    expect(priceText(intl, 'en-AU', 'AUD', 'fixed', 1250)).toBe('$1,250');
    expect(priceText(intl, 'de-DE', 'EUR', 'fixed', 12.5)).toBe('12,50\u00a0€');
  });
});

describe('servicePriceText', () => {
  it('shows a service’s own price without variants', () => {
    expect(servicePriceText(intl, 'en-US', service({ priceType: 'from' }))).toBe('From $45');
  });

  it('shows the lowest variant price as From, or the one price variants share', () => {
    const two = service({ variants: [variant({ price: 180 }), variant({ price: 120, priceType: 'from' })] });
    expect(servicePriceText(intl, 'en-US', two)).toBe('From $120');
    const same = service({ variants: [variant({ price: 80 }), variant({ price: 80 })] });
    expect(servicePriceText(intl, 'en-US', same)).toBe('$80');
    const free = service({ variants: [variant({ priceType: 'free', price: 0 })] });
    expect(servicePriceText(intl, 'en-US', free)).toBe('Free');
    const someFree = service({ variants: [variant({ priceType: 'free', price: 0 }), variant({ price: 30 })] });
    expect(servicePriceText(intl, 'en-US', someFree)).toBe('From $30');
  });
});

describe('serviceDurationText', () => {
  it('shows the variants’ range when their lengths differ', () => {
    expect(serviceDurationText(intl, service())).toBe('45min');
    const ranged = service({ variants: [variant({ durationMinutes: 45 }), variant({ durationMinutes: 90 })] });
    expect(serviceDurationText(intl, ranged)).toBe('45min – 1h 30min');
    const same = service({ variants: [variant({ durationMinutes: 60 })] });
    expect(serviceDurationText(intl, same)).toBe('1h');
  });
});

describe('timingHint', () => {
  it('says nothing for a service without processing time or buffers', () => {
    expect(timingHint(intl, service())).toBeNull();
  });

  it('names the processing gap and the buffers', () => {
    const colour = service({
      processingStartMinutes: 30,
      processingMinutes: 45,
      bufferBeforeMinutes: 10,
      bufferAfterMinutes: 15,
    });
    expect(timingHint(intl, colour)).toBe('Processing 45min after 30min · 10min before · 15min after');
    expect(timingHint(intl, service({ bufferAfterMinutes: 15 }))).toBe('15min after');
  });
});

describe('matchesServiceSearch', () => {
  it('finds by name or description, ignoring case and accents', () => {
    expect(matchesServiceSearch(service(), 'CUT')).toBe(true);
    expect(matchesServiceSearch(service(), 'style')).toBe(true);
    expect(matchesServiceSearch(service({ name: 'Épilation' }), 'epil')).toBe(true);
    expect(matchesServiceSearch(service(), 'colour')).toBe(false);
    expect(matchesServiceSearch(service(), '  ')).toBe(true);
  });
});
