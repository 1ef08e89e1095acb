import { describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES, type Service } from '../../../../server/contract/services';
import { en } from '../../i18n/en';
import {
  checkServiceForm,
  defaultProcessing,
  parsePrice,
  serviceBody,
  serviceFormValues,
  tabOfProblem,
  withoutVariants,
  type ServiceFormValues,
  type VariantDraft,
} from './service-form';

const SERVICE: Service = {
  id: '0190a000-0000-7000-8000-000000000001',
  name: 'Balayage',
  description: 'Hand-painted highlights',
  durationMinutes: 150,
  price: 0,
  priceType: 'fixed',
  currency: 'AUD',
  isActive: true,
  categoryId: '0190a000-0000-7000-8000-0000000000c1',
  defaultTemplateId: null,
  parentId: null,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  processingStartMinutes: 45,
  processingMinutes: 30,
  variants: [
    {
      id: '0190a000-0000-7000-8000-0000000000v1',
      name: 'Short hair',
      description: '',
      priceType: 'fixed',
      price: 180,
      durationMinutes: 120,
    },
    {
      id: '0190a000-0000-7000-8000-0000000000v2',
      name: 'Long hair',
      description: 'Past the shoulders',
      priceType: 'from',
      price: 220.5,
      durationMinutes: 150,
    },
  ],
  version: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const blank = (categoryId: string | null = null) => serviceFormValues(undefined, categoryId);
const variant = (overrides: Partial<VariantDraft> = {}): VariantDraft => ({
  key: 'k',
  name: 'Short hair',
  description: '',
  priceType: 'fixed',
  price: '45',
  durationMinutes: 60,
  ...overrides,
});
const withVariants = (variants: VariantDraft[]): ServiceFormValues => ({
  ...blank(),
  name: 'Cut',
  pricing: 'variants',
  variants,
});

describe('serviceFormValues', () => {
  it('starts a new service with the spec’s defaults in the chosen category', () => {
    expect(blank('cat-1')).toMatchObject({
      name: '',
      categoryId: 'cat-1',
      durationMinutes: 60,
      price: '0',
      priceType: 'fixed',
      pricing: 'single',
      variants: [],
      isActive: true,
      processing: false,
    });
  });

  it('opens a service that has variants in variant mode, with its variants and exact prices', () => {
    const values = serviceFormValues(SERVICE, null);
    expect(values.pricing).toBe('variants');
    expect(values.variants.map((v) => [v.id, v.name, v.priceType, v.price, v.durationMinutes])).toEqual([
      [SERVICE.variants[0]!.id, 'Short hair', 'fixed', '180', 120],
      [SERVICE.variants[1]!.id, 'Long hair', 'from', '220.5', 150],
    ]);
    expect(values).toMatchObject({ processing: true, processingStartMinutes: 45, processingMinutes: 30 });
  });

  it('opens a service without variants in single-price mode', () => {
    expect(serviceFormValues({ ...SERVICE, variants: [], price: 45 }, null)).toMatchObject({
      pricing: 'single',
      price: '45',
    });
  });
});

describe('parsePrice', () => {
  it('reads decimals with a point or a comma', () => {
    expect(parsePrice('45')).toBe(45);
    expect(parsePrice(' 220.5 ')).toBe(220.5);
    expect(parsePrice('12,50')).toBe(12.5);
    expect(parsePrice('0')).toBe(0);
  });

  it('refuses blank, negative, words and amounts over the maximum', () => {
    for (const text of ['', '  ', '-1', 'abc', '1e3', '12.', '2000000']) expect(parsePrice(text), text).toBeNull();
  });
});

describe('checkServiceForm (spec §5)', () => {
  it('asks for a name first', () => {
    expect(checkServiceForm({ ...blank(), name: '   ' })).toBe('nameRequired');
    expect(checkServiceForm(withVariants([]))).toBe('variantRequired');
    expect(checkServiceForm({ ...withVariants([]), name: '' })).toBe('nameRequired');
  });

  it('needs a variant, a name for each and a valid price unless free', () => {
    expect(checkServiceForm(withVariants([variant(), variant({ name: ' ' })]))).toBe('variantName');
    expect(checkServiceForm(withVariants([variant({ price: '' })]))).toBe('variantPrice');
    expect(checkServiceForm(withVariants([variant({ price: '-5' })]))).toBe('variantPrice');
    expect(checkServiceForm(withVariants([variant({ priceType: 'free', price: '' })]))).toBeNull();
    expect(checkServiceForm(withVariants([variant()]))).toBeNull();
  });

  it('checks the single price unless the service is free', () => {
    expect(checkServiceForm({ ...blank(), name: 'Cut', price: '' })).toBe('priceInvalid');
    expect(checkServiceForm({ ...blank(), name: 'Cut', price: '', priceType: 'free' })).toBeNull();
    expect(checkServiceForm({ ...blank(), name: 'Cut', price: '0' })).toBeNull();
  });

  it('keeps a processing gap inside the service', () => {
    const base = { ...blank(), name: 'Colour', durationMinutes: 60, processing: true };
    expect(checkServiceForm({ ...base, processingStartMinutes: 20, processingMinutes: 40 })).toBe('processingInside');
    expect(checkServiceForm({ ...base, processingStartMinutes: 20, processingMinutes: 35 })).toBeNull();
    expect(
      checkServiceForm({ ...base, processing: false, processingStartMinutes: 50, processingMinutes: 40 }),
    ).toBeNull();
    // A variant shorter than the service must fit the gap as well.
    const short = {
      ...base,
      name: 'Colour',
      pricing: 'variants' as const,
      processingStartMinutes: 20,
      processingMinutes: 20,
    };
    expect(checkServiceForm({ ...short, variants: [variant({ durationMinutes: 40 })] })).toBe('processingInside');
    expect(checkServiceForm({ ...short, variants: [variant({ durationMinutes: 45 })] })).toBeNull();
  });

  it('sends each problem to the tab that fixes it', () => {
    expect(tabOfProblem('nameRequired')).toBe('basic');
    expect(tabOfProblem('variantPrice')).toBe('pricing');
    expect(tabOfProblem('processingInside')).toBe('advanced');
  });

  it('words the spec’s problems in its own sentences, as the server does', () => {
    expect(en['services.dialog.error.nameRequired']).toBe(SERVICE_MESSAGES.nameRequired);
    expect(en['services.dialog.error.variantRequired']).toBe(SERVICE_MESSAGES.variantRequired);
    expect(en['services.dialog.error.variantName']).toBe(SERVICE_MESSAGES.variantName);
    expect(en['services.dialog.error.variantPrice']).toBe(SERVICE_MESSAGES.variantPrice);
    expect(en['services.dialog.error.processingInside']).toBe(SERVICE_MESSAGES.processingInside);
  });
});

describe('serviceBody', () => {
  it('sends a single price with no variants, and no processing gap when it is off', () => {
    const body = serviceBody({
      ...blank('cat-1'),
      name: '  Gents cut ',
      price: '45.5',
      processing: false,
      processingStartMinutes: 20,
      processingMinutes: 20,
    });
    expect(body).toMatchObject({
      name: 'Gents cut',
      categoryId: 'cat-1',
      price: 45.5,
      priceType: 'fixed',
      variants: [],
      processingStartMinutes: 0,
      processingMinutes: 0,
    });
  });

  it('sends free as a price of 0', () => {
    expect(serviceBody({ ...blank(), name: 'Consultation', priceType: 'free', price: '' }).price).toBe(0);
  });

  it('sends the variants, keeping the ids of existing ones', () => {
    const values = serviceFormValues(SERVICE, null);
    values.variants.push(variant({ key: 'new-1', name: ' Extra long ', price: '260', priceType: 'free' }));
    const body = serviceBody(values);
    expect(body.variants).toEqual([
      {
        id: SERVICE.variants[0]!.id,
        name: 'Short hair',
        description: '',
        priceType: 'fixed',
        price: 180,
        durationMinutes: 120,
      },
      {
        id: SERVICE.variants[1]!.id,
        name: 'Long hair',
        description: 'Past the shoulders',
        priceType: 'from',
        price: 220.5,
        durationMinutes: 150,
      },
      { name: 'Extra long', description: '', priceType: 'free', price: 0, durationMinutes: 60 },
    ]);
    expect(body).toMatchObject({ processingStartMinutes: 45, processingMinutes: 30, bufferAfterMinutes: 15 });
  });
});

describe('withoutVariants (spec §4, Delete Variants & Save)', () => {
  it('clears the variants and sets the price type to fixed', () => {
    const values = { ...serviceFormValues(SERVICE, null), priceType: 'from' as const };
    const single = withoutVariants(values);
    expect(single).toMatchObject({ pricing: 'single', variants: [], priceType: 'fixed', price: '0' });
    expect(checkServiceForm(single)).toBeNull();
    expect(serviceBody(single)).toMatchObject({ variants: [], priceType: 'fixed', price: 0 });
  });
});

describe('defaultProcessing', () => {
  it('puts a gap a third in, for a third of the service, in 5-minute steps', () => {
    expect(defaultProcessing(60)).toEqual({ start: 20, length: 20 });
    expect(defaultProcessing(90)).toEqual({ start: 30, length: 30 });
    expect(defaultProcessing(15)).toEqual({ start: 5, length: 5 });
  });

  it('always fits inside the service', () => {
    for (let duration = 15; duration <= 480; duration += 15) {
      const { start, length } = defaultProcessing(duration);
      expect(start + length, String(duration)).toBeLessThan(duration);
    }
  });
});
