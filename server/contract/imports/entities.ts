import type { ImportEntity, ImportField, Mapping } from './types';

/**
 * The mapping step's target fields per entity (spec part 3 §3 "Import fields"), with the spec's
 * required marks, then the few fields of ours that the platform presets need:
 * - clients: fullName (Fresha's 'Nome e cognome': fills a missing first or last name), blocked and
 *   acceptsMarketing (yes/no columns that become the tags 'Blocked' and 'Accepts marketing');
 * - treatments: bufferAfter (Fresha's 'Extra time', minutes after the service);
 * - staff: status ('inactive' imports the member as inactive).
 * Labels are English and are also the headers our exports write, so an export maps back by itself.
 */

const field = (key: string, label: string, required = false): ImportField => ({ key, label, required });

export const IMPORT_FIELDS: Readonly<Record<ImportEntity, readonly ImportField[]>> = {
  clients: [
    field('firstName', 'First Name', true),
    field('lastName', 'Last Name', true),
    field('email', 'Email'),
    field('phone', 'Phone'),
    field('alternatePhone', 'Alternate Phone'),
    field('dateOfBirth', 'Date of Birth'),
    field('gender', 'Gender'),
    field('preferredPronouns', 'Preferred Pronouns'),
    field('occupation', 'Occupation'),
    field('address', 'Address'),
    field('addressLine2', 'Address Line 2'),
    field('city', 'City'),
    field('state', 'State'),
    field('zipCode', 'Zip Code'),
    field('country', 'Country'),
    field('emergencyContact', 'Emergency Contact'),
    field('emergencyPhone', 'Emergency Phone'),
    field('notes', 'Notes'),
    field('preferredContactMethod', 'Preferred Contact Method'),
    field('languagePreference', 'Language Preference'),
    field('referralSource', 'Referral Source'),
    field('tags', 'Tags'),
    field('fullName', 'Full Name'),
    field('blocked', 'Blocked'),
    field('acceptsMarketing', 'Accepts Marketing'),
  ],
  treatments: [
    field('name', 'Name', true),
    field('description', 'Description'),
    field('duration', 'Duration (minutes)', true),
    field('price', 'Price', true),
    field('category', 'Category'),
    field('notes', 'Notes'),
    field('bufferAfter', 'Buffer After (minutes)'),
  ],
  staff: [
    field('firstName', 'First Name', true),
    field('lastName', 'Last Name', true),
    field('fullName', 'Full Name'),
    field('email', 'Email', true),
    field('phone', 'Phone'),
    field('role', 'Role'),
    field('specialty', 'Specialty'),
    field('notes', 'Notes'),
    field('status', 'Status'),
  ],
  products: [
    field('name', 'Product Name', true),
    field('description', 'Description'),
    field('price', 'Price', true),
    field('sku', 'SKU'),
    field('stockQuantity', 'Stock Quantity'),
    field('category', 'Category'),
    field('brand', 'Brand'),
    field('notes', 'Notes'),
  ],
};

/** The fields a sample file and an export carry: the spec's, without the preset-only extras. */
export const SAMPLE_FIELD_KEYS: Readonly<Record<ImportEntity, readonly string[]>> = {
  clients: IMPORT_FIELDS.clients
    .map((f) => f.key)
    .filter((key) => !['fullName', 'blocked', 'acceptsMarketing'].includes(key)),
  treatments: IMPORT_FIELDS.treatments.map((f) => f.key),
  staff: IMPORT_FIELDS.staff.map((f) => f.key).filter((key) => !['fullName', 'status'].includes(key)),
  products: IMPORT_FIELDS.products.map((f) => f.key),
};

export function fieldLabel(entity: ImportEntity, key: string): string {
  return IMPORT_FIELDS[entity].find((f) => f.key === key)?.label ?? key;
}

/**
 * Spec §5 "Required mappings", as the labels of what is still missing ([] when Continue to Preview
 * is allowed). Clients: first and last name (or, ours, a full name to split). Treatments: name,
 * duration and price. Staff: email, plus a full name or both first and last name. Products: name
 * and price.
 */
export function missingRequiredMappings(entity: ImportEntity, mapping: Mapping): string[] {
  const mapped = new Set(mapping.filter((key): key is string => key !== null));
  const label = (key: string) => fieldLabel(entity, key);
  const missing: string[] = [];
  const names = () => {
    if (mapped.has('fullName') || (mapped.has('firstName') && mapped.has('lastName'))) return;
    if (entity === 'staff' && !mapped.has('firstName') && !mapped.has('lastName')) {
      missing.push(`${label('fullName')} (or ${label('firstName')} and ${label('lastName')})`);
      return;
    }
    for (const key of ['firstName', 'lastName']) if (!mapped.has(key)) missing.push(label(key));
  };
  switch (entity) {
    case 'clients':
      names();
      break;
    case 'staff':
      if (!mapped.has('email')) missing.push(label('email'));
      names();
      break;
    case 'treatments':
    case 'products':
      for (const f of IMPORT_FIELDS[entity]) if (f.required && !mapped.has(f.key)) missing.push(f.label);
      break;
  }
  return missing;
}

/** The toast for a mapping that lacks required fields: the spec's product sentence, for every entity. */
export function requiredMappingMessage(_entity: ImportEntity, missing: string[]): string {
  return `Missing required fields: ${missing.join(', ')}`;
}
