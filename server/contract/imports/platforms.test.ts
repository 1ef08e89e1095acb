import { describe, expect, it } from 'vitest';
import { fixture } from '../../../tests/fixtures/imports/files';
import { vagaroCustomersList } from '../../../tests/fixtures/imports/vagaro';
import { IMPORT_FIELDS, missingRequiredMappings, requiredMappingMessage } from './entities';
import { PLATFORMS, suggestMapping } from './platforms';
import { readImportFile } from './read-file';
import type { ImportEntity, Mapping } from './types';

/** header -> suggested field, for readable expectations */
const suggested = (entity: ImportEntity, platform: Parameters<typeof suggestMapping>[1], headers: string[]) => {
  const mapping = suggestMapping(entity, platform, headers);
  return Object.fromEntries(headers.map((header, i) => [header, mapping[i]]));
};

describe('platforms', () => {
  it('lists generic, Fresha, Square and Vagaro as selectable, Mindbody as Soon with the disclaimer', () => {
    expect(PLATFORMS.map((p) => [p.id, p.soon])).toEqual([
      ['generic', false],
      ['fresha', false],
      ['square', false],
      ['vagaro', false],
      ['mindbody', true],
    ]);
    expect(PLATFORMS.find((p) => p.id === 'mindbody')?.disclaimer).toBe(
      'Unverified field mapping - manual adjustment may be required',
    );
    for (const platform of PLATFORMS) expect(platform.entities.length).toBeGreaterThan(0);
  });
});

describe('suggestMapping', () => {
  it('generic: maps headers equal to a label or key, ignoring case and spaces, and nothing else', () => {
    expect(
      suggested('clients', 'generic', ['FIRST NAME', 'lastname', 'E-mail', 'Zip Code', 'Mobile Number', 'Client ID']),
    ).toEqual({
      'FIRST NAME': 'firstName',
      lastname: 'lastName',
      'E-mail': 'email',
      'Zip Code': 'zipCode',
      'Mobile Number': null,
      'Client ID': null,
    });
  });

  it('generic: maps back every header our exports write', () => {
    // prettier-ignore
    const exportHeaders: Record<ImportEntity, string[]> = {
      clients: ['First Name', 'Last Name', 'Email', 'Phone', 'Alternate Phone', 'Date of Birth', 'Gender', 'Preferred Pronouns', 'Occupation', 'Address', 'Address Line 2', 'City', 'State', 'Zip Code', 'Country', 'Emergency Contact', 'Emergency Phone', 'Notes', 'Preferred Contact Method', 'Language Preference', 'Referral Source', 'Tags'],
      products: ['Product Name', 'Description', 'Price', 'SKU', 'Stock Quantity', 'Category', 'Brand', 'Notes'],
      treatments: ['Name', 'Description', 'Duration (minutes)', 'Price', 'Category', 'Buffer After (minutes)'],
      staff: ['First Name', 'Last Name', 'Email', 'Phone', 'Role', 'Specialty', 'Notes'],
    };
    for (const [entity, headers] of Object.entries(exportHeaders) as [ImportEntity, string[]][]) {
      const mapping = suggestMapping(entity, 'generic', headers);
      expect(
        mapping.every((key) => key !== null),
        entity,
      ).toBe(true);
      expect(new Set(mapping).size).toBe(headers.length);
    }
  });

  it("applies spec §3's staff preset on every platform", () => {
    for (const platform of ['generic', 'fresha', 'square', 'vagaro', 'mindbody'] as const) {
      expect(
        suggested('staff', platform, ['Staff Member', 'Email Address', 'Phone Number', 'Position', 'Specialization']),
      ).toEqual({
        'Staff Member': 'fullName',
        'Email Address': 'email',
        'Phone Number': 'phone',
        Position: 'role',
        Specialization: 'specialty',
      });
    }
    expect(suggested('staff', 'generic', ['Staff Name', 'Email', 'Phone', 'Role', 'Specialty'])).toEqual({
      'Staff Name': 'fullName',
      Email: 'email',
      Phone: 'phone',
      Role: 'role',
      Specialty: 'specialty',
    });
  });

  it("applies spec §3's product preset on every platform", () => {
    expect(
      suggested('products', 'square', [
        'Name',
        'Description',
        'Price',
        'Barcode',
        'Quantity On Hand',
        'Category',
        'Supplier',
      ]),
    ).toEqual({
      Name: 'name',
      Description: 'description',
      Price: 'price',
      Barcode: 'sku',
      'Quantity On Hand': 'stockQuantity',
      Category: 'category',
      Supplier: 'brand',
    });
    // A file with both SKU and Barcode: the exact label wins, whatever the column order.
    expect(suggested('products', 'generic', ['Barcode', 'SKU', 'Product Name'])).toEqual({
      Barcode: null,
      SKU: 'sku',
      'Product Name': 'name',
    });
  });

  it('Fresha: the English clients export', () => {
    const { headers } = readImportFile('clients.csv', fixture('fresha-clients-en.csv'));
    expect(suggested('clients', 'fresha', headers)).toEqual({
      'Client ID': null,
      'First Name': 'firstName',
      'Last Name': 'lastName',
      Email: 'email',
      'Mobile Number': 'phone',
      Telephone: 'alternatePhone',
      Gender: 'gender',
      'Date of Birth': 'dateOfBirth',
      City: 'city',
      Note: 'notes',
      Blocked: 'blocked',
      Added: null,
    });
  });

  it('Fresha: the Italian clients export', () => {
    const { headers } = readImportFile('clienti.csv', fixture('fresha-clients-it.csv'));
    expect(suggested('clients', 'fresha', headers)).toEqual({
      'ID cliente': null,
      Nome: 'firstName',
      Cognome: 'lastName',
      'Nome e cognome': 'fullName',
      Bloccato: 'blocked',
      Sesso: 'gender',
      'Numero di cellulare': 'phone',
      Telefono: 'alternatePhone',
      Email: 'email',
      'Accetta marketing': 'acceptsMarketing',
      Indirizzo: 'address',
      Città: 'city',
      Provincia: 'state',
      'Codice postale': 'zipCode',
      'Data di nascita': 'dateOfBirth',
      Aggiunto: null,
      Note: 'notes',
    });
  });

  it('Fresha: services and staff', () => {
    expect(
      suggested('treatments', 'fresha', [
        'Service name',
        'Retail price',
        'Duration',
        'Extra time',
        'Description',
        'Category',
      ]),
    ).toEqual({
      'Service name': 'name',
      'Retail price': 'price',
      Duration: 'duration',
      'Extra time': 'bufferAfter',
      Description: 'description',
      Category: 'category',
    });
    expect(suggested('staff', 'fresha', ['First Name', 'Last Name', 'Email', 'Status', 'Job Title'])).toEqual({
      'First Name': 'firstName',
      'Last Name': 'lastName',
      Email: 'email',
      Status: 'status',
      'Job Title': 'specialty',
    });
  });

  it('Square: the customers export, leaving Company Name and Reference ID unmapped', () => {
    const { headers } = readImportFile('customers.csv', fixture('square-customers.csv'));
    expect(suggested('clients', 'square', headers)).toEqual({
      'Reference ID': null,
      'First Name': 'firstName',
      'Last Name': 'lastName',
      'Email Address': 'email',
      'Phone Number': 'phone',
      'Company Name': null,
      'Street Address 1': 'address',
      'Street Address 2': 'addressLine2',
      City: 'city',
      State: 'state',
      'Postal Code': 'zipCode',
      Birthday: 'dateOfBirth',
      Memo: 'notes',
    });
  });

  it("Vagaro: CustomersList.xlsx, with 'Refered By' as spelled", () => {
    const { headers } = readImportFile('CustomersList.xlsx', vagaroCustomersList());
    expect(suggested('clients', 'vagaro', headers)).toEqual({
      'First Name': 'firstName',
      'Last Name': 'lastName',
      Email: 'email',
      'Cell Phone': 'phone',
      'Home Phone': 'alternatePhone',
      Address: 'address',
      City: 'city',
      State: 'state',
      Zip: 'zipCode',
      Birthday: 'dateOfBirth',
      Gender: 'gender',
      'Customer Since': null,
      'Refered By': 'referralSource',
      Tags: 'tags',
    });
  });

  it('suggests each field for one column only', () => {
    expect(suggestMapping('clients', 'generic', ['Email', 'email', 'E-Mail'])).toEqual(['email', null, null]);
  });
});

describe('required mappings (spec §5)', () => {
  const map = (...keys: (string | null)[]): Mapping => keys;

  it('clients need first and last name (or a full name to split)', () => {
    expect(missingRequiredMappings('clients', map('firstName', 'lastName'))).toEqual([]);
    expect(missingRequiredMappings('clients', map('firstName', null, 'email'))).toEqual(['Last Name']);
    expect(missingRequiredMappings('clients', map(null))).toEqual(['First Name', 'Last Name']);
    expect(missingRequiredMappings('clients', map('fullName'))).toEqual([]);
  });

  it('treatments need name, duration and price', () => {
    expect(missingRequiredMappings('treatments', map('name', 'duration', 'price'))).toEqual([]);
    expect(missingRequiredMappings('treatments', map('name', 'category'))).toEqual(['Duration (minutes)', 'Price']);
  });

  it('staff need email plus a full name or both names', () => {
    expect(missingRequiredMappings('staff', map('email', 'fullName'))).toEqual([]);
    expect(missingRequiredMappings('staff', map('email', 'firstName', 'lastName'))).toEqual([]);
    expect(missingRequiredMappings('staff', map('email', 'firstName'))).toEqual(['Last Name']);
    expect(missingRequiredMappings('staff', map('fullName'))).toEqual(['Email']);
    expect(missingRequiredMappings('staff', map(null))).toEqual(['Email', 'Full Name (or First Name and Last Name)']);
  });

  it("products need name and price, with the spec's message", () => {
    expect(missingRequiredMappings('products', map('name', 'price'))).toEqual([]);
    const missing = missingRequiredMappings('products', map('sku'));
    expect(missing).toEqual(['Product Name', 'Price']);
    expect(requiredMappingMessage('products', missing)).toBe('Missing required fields: Product Name, Price');
    expect(requiredMappingMessage('clients', ['Last Name'])).toBe('Missing required fields: Last Name');
  });

  it('marks the required fields as the spec does (staff: first name, last name and email)', () => {
    const required = (entity: ImportEntity) => IMPORT_FIELDS[entity].filter((f) => f.required).map((f) => f.key);
    expect(required('clients')).toEqual(['firstName', 'lastName']);
    expect(required('treatments')).toEqual(['name', 'duration', 'price']);
    expect(required('staff')).toEqual(['firstName', 'lastName', 'email']);
    expect(required('products')).toEqual(['name', 'price']);
  });
});
