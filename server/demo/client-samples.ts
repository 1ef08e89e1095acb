import type { CreateClientBody } from '../contract/clients';
import type { CreateProductBody } from '../contract/products';
import type { DbOrTx } from '../db/client';
import { insertClient } from '../modules/clients/repository';
import { newClientRow } from '../modules/clients/rules';
import { insertProduct } from '../modules/products/repository';
import { newProductRow } from '../modules/products/rules';
import type { DemoIds } from './seed';

/**
 * Demo Salon's clients: regulars and newcomers of a Sydney salon, some without email (common at a
 * salon's desk), a few tagged (VIP, colour clients), one no longer active. Other Spa gets none.
 */
export const DEMO_CLIENTS: readonly CreateClientBody[] = [
  {
    firstName: 'Charlotte',
    lastName: 'Nguyen',
    email: 'charlotte.nguyen@example.com',
    phone: '+61 412 345 678',
    dateOfBirth: '1988-04-12',
    gender: 'Female',
    city: 'Surry Hills',
    state: 'NSW',
    zipCode: '2010',
    country: 'Australia',
    preferredContactMethod: 'SMS',
    referralSource: 'Instagram',
    notes: 'Balayage every 10 weeks. Prefers Priya.',
    tags: ['VIP', 'Colour'],
  },
  {
    firstName: 'Oliver',
    lastName: 'Smith',
    email: 'oliver.smith@example.com',
    phone: '+61 423 111 222',
    gender: 'Male',
    occupation: 'Architect',
    city: 'Paddington',
    state: 'NSW',
    country: 'Australia',
    tags: ['Regular'],
  },
  {
    firstName: 'Amelia',
    lastName: 'Brown',
    phone: '+61 434 555 010',
    dateOfBirth: '1995-11-03',
    gender: 'Female',
    notes: 'Sensitive scalp: patch test before any colour.',
    tags: ['Colour'],
  },
  {
    firstName: 'Jack',
    lastName: 'Wilson',
    phone: '(02) 9000 4321',
    gender: 'Male',
    referralSource: 'Walk-in',
  },
  {
    firstName: 'Isla',
    lastName: "O'Connor",
    email: 'isla.oconnor@example.com',
    phone: '+61 401 222 333',
    preferredPronouns: 'she/her',
    address: '44 Bourke Street',
    city: 'Darlinghurst',
    state: 'NSW',
    zipCode: '2010',
    country: 'Australia',
    emergencyContact: "Sean O'Connor",
    emergencyPhone: '+61 401 999 000',
    tags: ['VIP'],
  },
  {
    firstName: 'Noah',
    lastName: 'Taylor',
    email: 'noah.taylor@example.com',
    gender: 'Male',
    languagePreference: 'English',
    preferredContactMethod: 'Email',
  },
  {
    firstName: 'Mia',
    lastName: 'Rossi',
    email: 'mia.rossi@example.com',
    phone: '+61 455 678 901',
    dateOfBirth: '1979-07-21',
    languagePreference: 'Italian',
    notes: 'Hot stone massage once a month at Beach.',
    tags: ['VIP', 'Massage'],
  },
  {
    firstName: 'Liam',
    lastName: 'García',
    phone: '+61 466 123 456',
    preferredPronouns: 'he/him',
    referralSource: 'Friend',
  },
  {
    firstName: 'Zoë',
    lastName: 'Müller',
    email: 'zoe.muller@example.com',
    phone: '+61 477 234 567',
    city: 'Bondi Beach',
    state: 'NSW',
    zipCode: '2026',
    country: 'Australia',
    tags: ['New'],
  },
  {
    firstName: 'Hiroshi',
    lastName: 'Tanaka',
    email: 'hiroshi.tanaka@example.com',
    occupation: 'Chef',
    languagePreference: 'Japanese',
    notes: 'Short appointments only: lunch break.',
  },
  {
    firstName: 'Grace',
    lastName: 'Lee',
    phone: '+61 488 345 678',
    dateOfBirth: '2001-02-14',
    gender: 'Female',
    tags: ['Nails'],
  },
  {
    firstName: 'Ethan',
    lastName: 'Walker',
    email: 'ethan.walker@example.com',
    phone: '+61 499 456 789',
    notes: 'Moved to Melbourne.',
    isActive: false,
  },
];

/** Demo Salon's retail shelf, priced in its currency (AUD). */
export const DEMO_PRODUCTS: readonly CreateProductBody[] = [
  {
    name: 'Hydrating Shampoo 300ml',
    description: 'Sulphate-free shampoo for dry and colour-treated hair.',
    price: 32,
    sku: 'HS-300',
    stockQuantity: 24,
    category: 'Hair care',
    brand: 'Kérastase',
  },
  {
    name: 'Repair Conditioner 250ml',
    price: 34.5,
    sku: 'RC-250',
    stockQuantity: 18,
    category: 'Hair care',
    brand: 'Kérastase',
  },
  {
    name: 'Heat Protect Spray',
    price: 29.95,
    sku: 'HP-150',
    stockQuantity: 12,
    category: 'Styling',
    brand: 'ghd',
  },
  {
    name: 'Cuticle Oil',
    price: 18,
    sku: 'CO-15',
    stockQuantity: 30,
    category: 'Nails',
    brand: 'OPI',
  },
  {
    name: 'Vitamin C Serum 30ml',
    description: 'Brightening serum; recommended after the Express Facial.',
    price: 79,
    sku: 'VC-30',
    stockQuantity: 8,
    category: 'Skin care',
    brand: 'Aesop',
  },
  {
    name: 'Gift Voucher Card',
    price: 0,
    stockQuantity: 100,
    category: 'Gifts',
    notes: 'The card only: the amount is loaded at the desk.',
  },
];

export const clientSamplers: ((tx: DbOrTx, ids: DemoIds, now: Date) => void)[] = [
  function clientsSample(tx, ids, now) {
    DEMO_CLIENTS.forEach((client, i) => {
      // A day apart, so "Added" differs as in a real list.
      const at = new Date(now.getTime() - (DEMO_CLIENTS.length - i) * 86_400_000).toISOString();
      insertClient(tx, newClientRow(ids.demoSalonId, client, at));
    });
  },
  function productsSample(tx, ids, now) {
    for (const product of DEMO_PRODUCTS) {
      insertProduct(tx, newProductRow(ids.demoSalonId, product, 'AUD', now.toISOString()));
    }
  },
];
