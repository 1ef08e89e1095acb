import { describe, expect, it } from 'vitest';
import { fixture, utf8 } from '../../../tests/fixtures/imports/files';
import { vagaroCustomersList } from '../../../tests/fixtures/imports/vagaro';
import { IMPORT_CELL_MAX_LENGTH } from './api';
import { buildRows } from './build-rows';
import { suggestMapping } from './platforms';
import { readImportFile } from './read-file';
import type { ImportEntity, PlatformId } from './types';

/** Reads a CSV text and builds it with the platform's suggested mapping. */
function build(entity: ImportEntity, csv: string, platform: PlatformId = 'generic', dateOrder?: 'dmy' | 'mdy' | 'ymd') {
  const table = readImportFile('file.csv', utf8(csv));
  return buildRows(entity, platform, table, suggestMapping(entity, platform, table.headers), { dateOrder });
}

describe('buildRows: the Fresha English clients export, end to end', () => {
  const table = readImportFile('export_customer_list.csv', fixture('fresha-clients-en.csv'));
  const built = buildRows('clients', 'fresha', table, suggestMapping('clients', 'fresha', table.headers));

  it('sends the good rows with their file row numbers', () => {
    expect(built.rows).toHaveLength(18);
    expect(built.rows[0]).toEqual({
      firstName: 'Olivia',
      lastName: 'Bennett',
      email: 'olivia.bennett@example.com',
      phone: '+44 7700 900101',
      gender: 'Female',
      dateOfBirth: '1990-03-12',
      city: 'London',
      isActive: true,
    });
    expect(built.rows[3]).toMatchObject({ notes: 'Allergic to ammonia,\nuse the ammonia-free colour line' });
    expect(built.rows[7]).toMatchObject({ firstName: 'Noah', tags: ['Blocked'] });
    expect(built.rowNumbers.slice(0, 5)).toEqual([2, 3, 4, 5, 7]);
  });

  it('explains the bad rows by their line in the file', () => {
    expect(built.problems).toEqual([
      { rowNumber: 18, error: 'Date of Birth "30/02/1991" is not a date.' },
      { rowNumber: 21, error: 'First Name is required.' },
    ]);
  });

  it('reads English Fresha dates in the order the user chose', () => {
    const monthFirst = buildRows('clients', 'fresha', table, suggestMapping('clients', 'fresha', table.headers), {
      dateOrder: 'mdy',
    });
    expect(monthFirst.rows[0]).toMatchObject({ dateOfBirth: '1990-12-03' });
  });
});

describe('buildRows: the Fresha Italian clients export', () => {
  const table = readImportFile('clienti.csv', fixture('fresha-clients-it.csv'));
  // The user's month-first choice does not apply: Italian exports are day first.
  const built = buildRows('clients', 'fresha', table, suggestMapping('clients', 'fresha', table.headers), {
    dateOrder: 'mdy',
  });

  it('reads day-first dates, Sì/No flags as tags, and fills names from Nome e cognome', () => {
    expect(built.problems).toEqual([]);
    expect(built.rows[0]).toEqual({
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: 'giulia.rossi@example.it',
      phone: '+39 333 1234567',
      gender: 'Femmina',
      address: 'Via Roma 12',
      city: 'Milano',
      state: 'MI',
      zipCode: '20121',
      dateOfBirth: '1990-04-03',
      notes: 'Cliente storica; preferisce il giovedì',
      tags: ['Accepts marketing'],
      isActive: true,
    });
    expect(built.rows[1]).toMatchObject({ tags: ['Blocked'], alternatePhone: '02 1234567', dateOfBirth: '1985-12-25' });
    expect(built.rows[2]).toMatchObject({ firstName: 'Francesca', lastName: 'Maria Esposito' });
    expect(built.rows[3]).toMatchObject({ dateOfBirth: '1978-02-01' });
    expect(built.rows[4]).toMatchObject({ notes: 'Allergia al nichel,\nusare forcine rivestite' });
  });
});

describe('buildRows: Square and Vagaro', () => {
  it('Square: month-first birthdays; a birthday without a year goes to the notes', () => {
    const table = readImportFile('customers.csv', fixture('square-customers.csv'));
    const built = buildRows('clients', 'square', table, suggestMapping('clients', 'square', table.headers));
    expect(built.problems).toEqual([]);
    expect(built.rows[0]).toEqual({
      firstName: 'Hannah',
      lastName: 'Lee',
      email: 'hannah.lee@example.com',
      phone: '(415) 555-0101',
      address: '500 Market St',
      addressLine2: 'Apt 4B',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94105',
      dateOfBirth: '1990-03-12',
      notes: 'Likes the quiet chair',
      isActive: true,
    });
    expect(built.rows[1]).not.toHaveProperty('occupation');
    expect(built.rows[2]).toMatchObject({ dateOfBirth: '1987-11-30' });
    expect(built.rows[3]).toMatchObject({ notes: 'Birthday in July, no year given\nDate of Birth: 0000-07-04' });
    expect(built.rows[3]).not.toHaveProperty('dateOfBirth');
  });

  it('Vagaro: --- is empty, Refered By is the referral source, tags are split', () => {
    const table = readImportFile('CustomersList.xlsx', vagaroCustomersList());
    const built = buildRows('clients', 'vagaro', table, suggestMapping('clients', 'vagaro', table.headers));
    expect(built.problems).toEqual([]);
    expect(built.rowNumbers).toEqual([5, 6, 7]);
    expect(built.rows[0]).toMatchObject({
      referralSource: 'Instagram',
      tags: ['VIP', 'Color'],
      dateOfBirth: '1990-03-12',
      phone: '(602) 555-0101',
    });
    expect(built.rows[1]).toEqual({
      firstName: 'James',
      lastName: 'Miller',
      phone: '(602) 555-0102',
      alternatePhone: '(602) 555-0199',
      city: 'Tempe',
      state: 'AZ',
      zipCode: '85281',
      gender: 'Male',
      isActive: true,
    });
    expect(built.rows[2]).toMatchObject({ phone: '6025550103', zipCode: '85281', notes: 'Date of Birth: 12/01' });
  });
});

describe('buildRows: treatments', () => {
  const csv = [
    'Service name,Retail price,Duration,Extra time,Description,Category',
    'Cut & Finish,€45.00,1h,,"Wash, cut, finish",Hair',
    'Full Colour,"1,234.50",1h 30m,15min,,Colour',
    'Fringe Trim,,,,,Hair',
    'Balayage,120,abc,,,Colour',
    'Gloss,"12,3,4",30,,,Colour',
    'Brow Wax,8,0,,,Brows',
    ',20,30,,,Misc',
  ].join('\n');
  const built = build('treatments', csv, 'fresha');

  it('converts durations to minutes and prices to numbers, with the defaults 60 and 0', () => {
    expect(built.rows).toEqual([
      {
        name: 'Cut & Finish',
        price: 45,
        duration: 60,
        description: 'Wash, cut, finish',
        category: 'Hair',
        isActive: true,
      },
      { name: 'Full Colour', price: 1234.5, duration: 90, bufferAfter: 15, category: 'Colour', isActive: true },
      { name: 'Fringe Trim', price: 0, duration: 60, category: 'Hair', isActive: true },
    ]);
    expect(built.rowNumbers).toEqual([2, 3, 4]);
  });

  it('reports the rows it cannot convert, naming the field and the value', () => {
    expect(built.problems).toEqual([
      {
        rowNumber: 5,
        error: 'Duration (minutes) "abc" is not a duration: write minutes (45) or hours and minutes (1h 30m).',
      },
      { rowNumber: 6, error: 'Price "12,3,4" is not a price.' },
      { rowNumber: 7, error: 'Duration (minutes) "0" must be at least 1 minute.' },
      { rowNumber: 8, error: 'Name is required.' },
    ]);
  });
});

describe('buildRows: staff', () => {
  it("splits a full name by the spec's rule and reads Fresha's status", () => {
    const built = build(
      'staff',
      [
        'Staff Name,Email,Phone,Position,Specialization,Status',
        'Ann Marie Lee,ann@example.com,555-0100,Stylist,Colour,Active',
        'Cher,cher@example.com,,,,Inactive',
        'Bo Kim,,,,,',
      ].join('\n'),
    );
    expect(built.rows).toEqual([
      {
        firstName: 'Ann',
        lastName: 'Marie Lee',
        email: 'ann@example.com',
        phone: '555-0100',
        role: 'Stylist',
        specialty: 'Colour',
        isActive: true,
      },
      { firstName: 'Cher', lastName: 'Cher', email: 'cher@example.com', isActive: false },
    ]);
    expect(built.problems).toEqual([{ rowNumber: 4, error: 'Email is required.' }]);
  });

  it('Fresha staff: Job Title is the specialty', () => {
    const built = build(
      'staff',
      'First Name,Last Name,Email,Status,Job Title\nAnn,Lee,ann@example.com,active,Senior Stylist\n',
      'fresha',
    );
    expect(built.rows).toEqual([
      { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', specialty: 'Senior Stylist', isActive: true },
    ]);
  });
});

describe('buildRows: products', () => {
  // prettier-ignore
  it('converts price and stock, and requires name and price', () => {
    const built = build(
      'products',
      [
        'Product Name,Price,SKU,Quantity On Hand,Brand',
        'Argan Shampoo,"18,50",SH-1,24,Salon Pro',
        'Conditioner,12,,12.5,',
        'Mask,,M-1,3,',
        ',9.99,X,1,',
      ].join('\n'),
    );
    expect(built.rows).toEqual([{ name: 'Argan Shampoo', price: 18.5, sku: 'SH-1', stockQuantity: 24, brand: 'Salon Pro', isActive: true }]);
    expect(built.problems).toEqual([
      { rowNumber: 3, error: 'Stock Quantity "12.5" is not a whole number.' },
      { rowNumber: 4, error: 'Price is required.' },
      { rowNumber: 5, error: 'Product Name is required.' },
    ]);
  });
});

describe('buildRows: mapping rules', () => {
  const table = readImportFile(
    'clients.csv',
    utf8('First,Last,Note A,Note B,Tags,Labels,Skip\nAnn,Lee,one,two,"VIP, Colour",vip; New,x\n'),
  );

  it('joins notes, merges tags without duplicates, and ignores skipped and unknown columns', () => {
    const built = buildRows('clients', 'generic', table, [
      'firstName',
      'lastName',
      'notes',
      'notes',
      'tags',
      'tags',
      null,
    ]);
    expect(built.rows).toEqual([
      { firstName: 'Ann', lastName: 'Lee', notes: 'one\ntwo', tags: ['VIP', 'Colour', 'New'], isActive: true },
    ]);
    const unknown = buildRows('clients', 'generic', table, ['firstName', 'lastName', 'isAdmin', '__proto__']);
    expect(unknown.rows).toEqual([{ firstName: 'Ann', lastName: 'Lee', isActive: true }]);
  });

  it('reads generic dates day first unless told otherwise', () => {
    const csv = 'First Name,Last Name,Date of Birth\nAnn,Lee,03/04/1990\n';
    expect(build('clients', csv).rows[0]).toMatchObject({ dateOfBirth: '1990-04-03' });
    expect(build('clients', csv, 'generic', 'mdy').rows[0]).toMatchObject({ dateOfBirth: '1990-03-04' });
  });

  it('reports a value too long for the import call instead of failing the whole chunk', () => {
    const long = 'x'.repeat(IMPORT_CELL_MAX_LENGTH + 1);
    const built = build('clients', `First Name,Last Name,Notes\nAnn,Lee,${long}\nBo,Kim,ok\n`);
    expect(built.problems).toEqual([{ rowNumber: 2, error: 'Notes is longer than 10,000 characters.' }]);
    expect(built.rows).toHaveLength(1);
  });
});
