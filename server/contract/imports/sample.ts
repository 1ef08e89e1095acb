import { fieldLabel, SAMPLE_FIELD_KEYS } from './entities';
import { guardFormula } from './formula-guard';
import type { ImportEntity } from './types';

/**
 * The sample CSV templates the wizards offer (spec §7: generated on the client, a one-row file):
 * the entity's fields under the headers our exports write, and one example row. It reads back
 * through readImportFile and maps completely with the generic preset. Written without papaparse so
 * the screen offering it does not load the parser (that runs in the Web Worker).
 */

const EXAMPLES: Readonly<Record<ImportEntity, Readonly<Record<string, string>>>> = {
  clients: {
    firstName: 'Jane',
    lastName: 'Smith',
    email: 'jane.smith@example.com',
    phone: '555-0100',
    alternatePhone: '555-0101',
    dateOfBirth: '1990-03-12',
    gender: 'Female',
    preferredPronouns: 'she/her',
    occupation: 'Designer',
    address: '12 High Street',
    addressLine2: 'Flat 3',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    country: 'United States',
    emergencyContact: 'John Smith',
    emergencyPhone: '555-0102',
    notes: 'Prefers morning appointments, sensitive scalp',
    preferredContactMethod: 'Email',
    languagePreference: 'English',
    referralSource: 'Instagram',
    tags: 'VIP; Regular',
  },
  treatments: {
    name: 'Haircut & Style',
    description: 'Wash, cut and blow-dry',
    duration: '60',
    price: '45.00',
    category: 'Hair',
    notes: 'Allow extra time for long hair',
    bufferAfter: '10',
  },
  staff: {
    firstName: 'Alex',
    lastName: 'Taylor',
    email: 'alex.taylor@example.com',
    phone: '555-0110',
    role: 'Practitioner',
    specialty: 'Colour',
    notes: 'Works Tuesday to Saturday',
  },
  products: {
    name: 'Argan Oil Shampoo',
    description: 'Sulphate-free shampoo, 250 ml',
    price: '18.50',
    sku: 'SH-ARGAN-250',
    stockQuantity: '24',
    category: 'Hair Care',
    brand: 'Salon Pro',
    notes: 'Reorder at 5',
  },
};

/** RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled. */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function sampleCsv(entity: ImportEntity): string {
  const keys = SAMPLE_FIELD_KEYS[entity];
  const header = keys.map((key) => fieldLabel(entity, key));
  const example = keys.map((key) => guardFormula(EXAMPLES[entity][key] ?? ''));
  return [header, example].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
