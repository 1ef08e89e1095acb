import { IMPORT_FIELDS } from './entities';
import type { ImportEntity, Mapping, PlatformId } from './types';

/**
 * The platforms a salon leaves, and how their export headers map to our fields. A preset is a
 * starting point: the wizard shows the suggested mapping and the user can change every column.
 *
 * Matching ignores case, accents, spaces and punctuation ('E-mail' = 'email', 'Città' = 'citta').
 * Columns are matched in three passes, each only for columns and fields still free: the chosen
 * platform's own headers, then a field's label or key (our own export headers), then the aliases
 * every platform shares (spec §3's staff and product presets).
 */

export interface PlatformDef {
  id: PlatformId;
  name: string;
  soon: boolean;
  disclaimer?: string;
  entities: readonly ImportEntity[];
}

const ALL: readonly ImportEntity[] = ['clients', 'treatments', 'staff', 'products'];

export const PLATFORMS: readonly PlatformDef[] = [
  { id: 'generic', name: 'Generic CSV', soon: false, entities: ALL },
  { id: 'fresha', name: 'Fresha', soon: false, entities: ALL },
  { id: 'square', name: 'Square', soon: false, entities: ['clients'] },
  { id: 'vagaro', name: 'Vagaro', soon: false, entities: ['clients'] },
  {
    id: 'mindbody',
    name: 'Mindbody',
    soon: true,
    disclaimer: 'Unverified field mapping - manual adjustment may be required',
    entities: ALL,
  },
];

/** field key -> the headers that mean it */
type Aliases = Readonly<Record<string, readonly string[]>>;

/** Spec §3 "Platform definitions": the staff and product presets, for every platform. */
const SHARED: Partial<Record<ImportEntity, Aliases>> = {
  staff: {
    fullName: ['Staff Name', 'Staff Member'],
    email: ['Email', 'Email Address'],
    phone: ['Phone', 'Phone Number'],
    role: ['Role', 'Position'],
    specialty: ['Specialty', 'Specialization'],
  },
  products: {
    name: ['Product Name', 'Name'],
    description: ['Description'],
    price: ['Price'],
    sku: ['SKU', 'Barcode'],
    stockQuantity: ['Stock Quantity', 'Quantity On Hand'],
    category: ['Category'],
    brand: ['Brand', 'Supplier'],
  },
};

const PRESETS: Partial<Record<PlatformId, Partial<Record<ImportEntity, Aliases>>>> = {
  fresha: {
    clients: {
      // The English export, then the Italian one.
      firstName: ['First Name', 'Nome'],
      lastName: ['Last Name', 'Cognome'],
      fullName: ['Nome e cognome', 'Full Name'],
      email: ['Email'],
      phone: ['Mobile Number', 'Numero di cellulare'],
      alternatePhone: ['Telephone', 'Telefono'],
      gender: ['Gender', 'Sesso'],
      dateOfBirth: ['Date of Birth', 'Data di nascita'],
      address: ['Indirizzo', 'Address'],
      city: ['City', 'Città'],
      state: ['Provincia'],
      zipCode: ['Codice postale', 'Postcode'],
      notes: ['Note'],
      blocked: ['Blocked', 'Bloccato'],
      acceptsMarketing: ['Accetta marketing', 'Accepts marketing'],
    },
    treatments: {
      name: ['Service name'],
      price: ['Retail price'],
      duration: ['Duration'],
      bufferAfter: ['Extra time'],
      description: ['Description'],
      category: ['Category'],
    },
    staff: {
      firstName: ['First Name'],
      lastName: ['Last Name'],
      email: ['Email'],
      status: ['Status'],
      specialty: ['Job Title'],
    },
    products: {
      name: ['Product name'],
      price: ['Retail price'],
      stockQuantity: ['Stock', 'Stock on hand'],
    },
  },
  square: {
    clients: {
      firstName: ['First Name'],
      lastName: ['Last Name'],
      email: ['Email Address'],
      phone: ['Phone Number'],
      address: ['Street Address 1'],
      addressLine2: ['Street Address 2'],
      city: ['City'],
      state: ['State'],
      zipCode: ['Postal Code'],
      dateOfBirth: ['Birthday'],
      notes: ['Memo'],
      tags: ['Groups'],
    },
  },
  vagaro: {
    clients: {
      firstName: ['First Name'],
      lastName: ['Last Name'],
      email: ['Email', 'Email Address'],
      phone: ['Cell Phone', 'Mobile Phone'],
      alternatePhone: ['Home Phone'],
      address: ['Address', 'Street Address'],
      city: ['City'],
      state: ['State'],
      zipCode: ['Zip', 'Zip Code'],
      dateOfBirth: ['Birthday', 'Date of Birth'],
      gender: ['Gender'],
      referralSource: ['Refered By', 'Referred By'],
      tags: ['Tags', 'Customer Tags'],
      notes: ['Notes', 'Customer Notes'],
    },
  },
};

/** Lower case without accents, spaces or punctuation. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function byHeader(aliases: Aliases | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const [key, headers] of Object.entries(aliases ?? {})) {
    for (const header of headers) if (!map.has(normalizeHeader(header))) map.set(normalizeHeader(header), key);
  }
  return map;
}

export function suggestMapping(entity: ImportEntity, platform: PlatformId, headers: readonly string[]): Mapping {
  const fields = IMPORT_FIELDS[entity];
  const ownFields = new Map<string, string>();
  for (const f of fields) {
    ownFields.set(normalizeHeader(f.label), f.key);
    if (!ownFields.has(normalizeHeader(f.key))) ownFields.set(normalizeHeader(f.key), f.key);
  }
  const passes = [byHeader(PRESETS[platform]?.[entity]), ownFields, byHeader(SHARED[entity])];

  const normalized = headers.map(normalizeHeader);
  const mapping: Mapping = headers.map(() => null);
  const taken = new Set<string>();
  for (const pass of passes) {
    normalized.forEach((header, column) => {
      const key = pass.get(header);
      if (mapping[column] !== null || key === undefined || taken.has(key)) return;
      mapping[column] = key;
      taken.add(key);
    });
  }
  return mapping;
}

/** Italian Fresha exports write dates day first whatever the user's settings; this is how one is recognised. */
export function isItalianFreshaExport(headers: readonly string[]): boolean {
  const italian = new Set(['nome', 'cognome', 'nomeecognome', 'datadinascita', 'numerodicellulare', 'codicepostale']);
  return headers.filter((header) => italian.has(normalizeHeader(header))).length >= 2;
}
