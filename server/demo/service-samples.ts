import { FORM_TEMPLATES } from '../contract/form-templates';
import type { PriceType } from '../contract/services';
import type { DbOrTx } from '../db/client';
import { newId } from '../ids';
import { insertCategory, insertService, insertVariant } from '../modules/services/repository';
import type { DemoIds } from './seed';

/** Demo Salon's prices are in its own currency (organization-samples.ts). */
const CURRENCY = 'AUD';
const cents = (dollars: number) => Math.round(dollars * 100);
const template = (name: string) => FORM_TEMPLATES.find((t) => t.name === name)!.id;

interface SampleVariant {
  name: string;
  price: number;
  durationMinutes: number;
}

interface SampleService {
  name: string;
  description?: string;
  durationMinutes: number;
  price: number;
  priceType?: PriceType;
  isActive?: boolean;
  template?: string;
  bufferBeforeMinutes?: number;
  bufferAfterMinutes?: number;
  /** [minutes after the start, minutes of processing]: the practitioner is free in between. */
  processing?: [number, number];
  variants?: SampleVariant[];
}

interface SampleCategory {
  name: string;
  color: string;
  services: SampleService[];
}

const COLOUR_FORM = 'Colour consultation & patch test';
const SKIN_FORM = 'Skin consultation';
const MASSAGE_FORM = 'Massage intake & health history';
const LASH_FORM = 'Lash & brow consent';

/**
 * A salon menu with everything the Services tab can show: from-prices, variants with their own
 * prices and durations, a free consultation, colour services with processing time, buffers, form
 * templates, and an archived service.
 */
export const DEMO_MENU: readonly SampleCategory[] = [
  {
    name: 'Hair',
    color: '#6366f1',
    services: [
      {
        name: "Women's Cut & Blow-dry",
        description: 'Consultation, wash, precision cut and blow-dry finish.',
        durationMinutes: 60,
        price: 85,
        priceType: 'from',
        variants: [
          { name: 'Short', price: 85, durationMinutes: 60 },
          { name: 'Medium', price: 95, durationMinutes: 75 },
          { name: 'Long', price: 110, durationMinutes: 90 },
        ],
      },
      { name: "Men's Cut", durationMinutes: 30, price: 45, bufferAfterMinutes: 10 },
      { name: 'Blow-dry & Style', durationMinutes: 45, price: 55 },
      { name: "Kids' Cut (under 12)", durationMinutes: 30, price: 30 },
      {
        name: 'Keratin Smoothing Treatment',
        description: 'Paused while we change suppliers.',
        durationMinutes: 150,
        price: 320,
        priceType: 'from',
        isActive: false,
      },
    ],
  },
  {
    name: 'Colour',
    color: '#ec4899',
    services: [
      {
        name: 'Colour Consultation',
        description: 'A chat about the result you want, with a patch test for new colour clients.',
        durationMinutes: 15,
        price: 0,
        priceType: 'free',
        template: COLOUR_FORM,
      },
      {
        name: 'Full Head Colour',
        description: 'Colour applied root to tip, developed, then washed and blow-dried.',
        durationMinutes: 120,
        price: 180,
        priceType: 'from',
        template: COLOUR_FORM,
        processing: [30, 45],
      },
      {
        name: 'Balayage',
        durationMinutes: 180,
        price: 260,
        priceType: 'from',
        template: COLOUR_FORM,
        processing: [75, 40],
        bufferAfterMinutes: 15,
      },
      {
        name: 'Root Touch-up',
        durationMinutes: 90,
        price: 120.5,
        template: COLOUR_FORM,
        processing: [20, 30],
      },
      { name: 'Toner & Gloss', durationMinutes: 30, price: 45 },
    ],
  },
  {
    name: 'Nails',
    color: '#f59e0b',
    services: [
      { name: 'Gel Manicure', durationMinutes: 45, price: 55, bufferAfterMinutes: 5 },
      {
        name: 'Pedicure',
        durationMinutes: 45,
        price: 55,
        priceType: 'from',
        variants: [
          { name: 'Classic', price: 55, durationMinutes: 45 },
          { name: 'Spa', price: 85, durationMinutes: 75 },
        ],
      },
      { name: 'Nail Art', durationMinutes: 15, price: 10, priceType: 'from' },
    ],
  },
  {
    name: 'Skin',
    color: '#10b981',
    services: [
      {
        name: 'Signature Facial',
        durationMinutes: 60,
        price: 120,
        template: SKIN_FORM,
        bufferAfterMinutes: 15,
      },
      { name: 'Brow Shape & Tint', durationMinutes: 30, price: 40, template: LASH_FORM },
      { name: 'Lash Lift & Tint', durationMinutes: 60, price: 95, template: LASH_FORM, processing: [15, 20] },
    ],
  },
  {
    name: 'Massage',
    color: '#0ea5e9',
    services: [
      {
        name: 'Relaxation Massage',
        durationMinutes: 60,
        price: 120,
        priceType: 'from',
        template: MASSAGE_FORM,
        bufferBeforeMinutes: 5,
        bufferAfterMinutes: 15,
        variants: [
          { name: '30 minutes', price: 70, durationMinutes: 30 },
          { name: '60 minutes', price: 120, durationMinutes: 60 },
          { name: '90 minutes', price: 165, durationMinutes: 90 },
        ],
      },
      { name: 'Hot Stone Massage', durationMinutes: 75, price: 140, template: MASSAGE_FORM, bufferAfterMinutes: 15 },
    ],
  },
];

export const serviceSamplers: ((tx: DbOrTx, ids: DemoIds, now: Date) => void)[] = [
  function serviceMenuSample(tx, ids, now) {
    const at = now.toISOString();
    const organizationId = ids.demoSalonId;
    DEMO_MENU.forEach((category, position) => {
      const categoryId = newId();
      insertCategory(tx, {
        id: categoryId,
        organizationId,
        name: category.name,
        position,
        color: category.color,
        createdAt: at,
        updatedAt: at,
      });
      for (const service of category.services) {
        const serviceId = newId();
        const [processingStartMinutes, processingMinutes] = service.processing ?? [0, 0];
        insertService(tx, {
          id: serviceId,
          organizationId,
          categoryId,
          parentId: null,
          name: service.name,
          description: service.description ?? '',
          durationMinutes: service.durationMinutes,
          priceType: service.priceType ?? 'fixed',
          priceMinor: cents(service.price),
          currency: CURRENCY,
          isActive: service.isActive ?? true,
          defaultTemplateId: service.template ? template(service.template) : null,
          bufferBeforeMinutes: service.bufferBeforeMinutes ?? 0,
          bufferAfterMinutes: service.bufferAfterMinutes ?? 0,
          processingStartMinutes,
          processingMinutes,
          createdAt: at,
          updatedAt: at,
        });
        (service.variants ?? []).forEach((variant, variantPosition) =>
          insertVariant(tx, {
            id: newId(),
            organizationId,
            serviceId,
            position: variantPosition,
            name: variant.name,
            priceType: 'fixed',
            priceMinor: cents(variant.price),
            currency: CURRENCY,
            durationMinutes: variant.durationMinutes,
            createdAt: at,
            updatedAt: at,
          }),
        );
      }
    });
  },
];
