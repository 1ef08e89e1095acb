import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../contract/activity';
import type { Client, ClientPage } from '../../contract/clients';
import type { ImportClientsResult } from '../../contract/imports/api';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { insertClient } from './repository';
import { newClientRow } from './rules';
import { apiCalls, storedRows } from './test-helpers';

const IMPORT = '/api/clients/import';

/** A row as the wizard sends it after mapping: every cell text, empty cells ''. */
const row = (firstName: string, lastName: string, extra: Record<string, unknown> = {}) => ({
  firstName,
  lastName,
  email: '',
  phone: '',
  ...extra,
});

describe('client import', () => {
  let app: FastifyInstance;
  let owner: Session;
  let send: ReturnType<typeof apiCalls>;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
    send = apiCalls(app, owner);
  });
  afterEach(() => app.close());

  const importRows = (clients: unknown[], extra: Record<string, unknown> = {}, session = owner) =>
    send<ImportClientsResult>('POST', IMPORT, { clients, ...extra }, { session });
  const find = async (search: string) =>
    (await send<ClientPage>('GET', `/api/clients?search=${encodeURIComponent(search)}`)).body.items;
  const count = () => storedRows(app, 'clients', owner.organizationId).length;

  it('adds the valid rows and explains each bad one by its rowIndex, in the form’s words', async () => {
    const res = await importRows([
      row(' Ada ', ' Lovelace ', { email: ' ADA@example.com ', tags: 'VIP, Colour; vip', zipCode: 2000 }),
      row('', 'Nameless'),
      row('Bad', 'Email', { email: 'not-an-email' }),
      row('Old', 'Date', { dateOfBirth: '03/12/1990' }),
      row('Grace', 'Hopper', { phone: '+1 (555) 010-9999', isActive: 'No', notes: 'Line 1\r\nLine 2' }),
      row('Extra', 'Field', { favouriteColour: 'green' }),
      row('x'.repeat(101), 'Long'),
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 2,
      skipped: 0,
      merged: 0,
      failed: 5,
      errors: [
        { rowIndex: 1, error: 'First name is required' },
        { rowIndex: 2, error: 'Email must be an email address' },
        { rowIndex: 3, error: 'Date of birth must be a date (YYYY-MM-DD)' },
        { rowIndex: 5, error: 'favouriteColour is not an accepted field' },
        { rowIndex: 6, error: 'First name must be at most 100 characters' },
      ],
    });
    const [ada] = await find('Lovelace');
    expect(ada).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ADA@example.com',
      zipCode: '2000',
      tags: ['VIP', 'Colour'],
      isActive: true,
    });
    const [grace] = await find('Hopper');
    expect(grace).toMatchObject({ isActive: false, notes: 'Line 1\r\nLine 2', phone: '+1 (555) 010-9999' });
  });

  it('explains a row whose lists hold something other than text, and keeps the call going', async () => {
    const res = await importRows([
      row('Nested', 'Tags', { tags: [['VIP']] }),
      { '': [[[]]] },
      row('Plain', 'Row', { tags: [' VIP '] }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      imported: 1,
      failed: 2,
      errors: [
        { rowIndex: 0, error: 'Tag must be a string' },
        { rowIndex: 1, error: 'First name is required' },
      ],
    });
    expect((await find('Plain'))[0]?.tags).toEqual(['VIP']);
  });

  it('keeps odd but valid unicode in names as the file has it', async () => {
    const names = [
      ['李', '小龍'],
      ['Zoë', 'Ångström-Ñúñez'],
      ['Ωmega', 'Ђорђевић'],
      ['🌸 Ana', "O'Brien"],
      ['عائشة', 'الفارسي'],
    ];
    const res = await importRows(names.map(([first, last]) => row(first!, last!)));
    expect(res.body).toMatchObject({ imported: 5, failed: 0 });
    const stored = storedRows(app, 'clients', owner.organizationId).map((r) => [r.first_name, r.last_name]);
    expect(stored).toEqual(expect.arrayContaining(names));
  });

  describe('duplicates', () => {
    it('skips (by default) a row that is already a client by email or phone, naming the client', async () => {
      const before = count();
      const res = await importRows([
        row('Charlotte', 'N.', { email: 'Charlotte.Nguyen@EXAMPLE.com' }),
        row('Olly', 'Smith', { phone: '61 423 111 222' }),
        row('New', 'Person', { email: 'new.person@example.com' }),
      ]);
      expect(res.body).toEqual({
        imported: 1,
        skipped: 2,
        merged: 0,
        failed: 0,
        errors: [
          { rowIndex: 0, error: 'Already a client: same email as Charlotte Nguyen.' },
          { rowIndex: 1, error: 'Already a client: same phone as Oliver Smith.' },
        ],
      });
      expect(count()).toBe(before + 1);
      expect((await find('Nguyen'))[0]!.lastName).toBe('Nguyen');
    });

    it('merges when asked: fills the client’s empty fields, adds tags, overwrites nothing', async () => {
      const before = count();
      const [amelia] = await find('Amelia');
      const res = await importRows(
        [
          row('Amy', 'Browne', {
            phone: '+61 434 555 010',
            email: 'amelia.brown@example.com',
            notes: 'A different note',
            city: 'Glebe',
            tags: ['VIP', 'colour'],
            dateOfBirth: '1990-01-01',
          }),
        ],
        { duplicates: 'merge' },
      );
      expect(res.body).toEqual({ imported: 0, skipped: 0, merged: 1, failed: 0, errors: [] });
      expect(count()).toBe(before);
      const merged = (await send<Client>('GET', `/api/clients/${amelia!.id}`)).body;
      expect(merged).toMatchObject({
        firstName: 'Amelia',
        lastName: 'Brown',
        email: 'amelia.brown@example.com',
        city: 'Glebe',
        notes: 'Sensitive scalp: patch test before any colour.',
        dateOfBirth: '1995-11-03',
        tags: ['Colour', 'VIP'],
        version: 2,
      });
      // The email it was given is now a key: a later row with it finds the same client.
      const again = await importRows([row('A', 'B', { email: 'AMELIA.brown@example.com' })]);
      expect(again.body.errors).toEqual([{ rowIndex: 0, error: 'Already a client: same email as Amelia Brown.' }]);
    });

    it('does not give a merged client a phone another client has', async () => {
      const res = await importRows([row('Noah', 'T', { email: 'noah.taylor@example.com', phone: '+61 412 345 678' })], {
        duplicates: 'merge',
      });
      expect(res.body.merged).toBe(1);
      const [noah] = await find('Noah');
      expect(noah!.phone).toBe('');
    });

    it('treats a row matching an earlier row of the same call as a duplicate, in both modes', async () => {
      const skip = await importRows([
        row('Sam', 'Lee', { email: 'sam@example.com' }),
        row('Samuel', 'Lee', { email: ' SAM@example.com ' }),
        row('Sam', 'Lee', { phone: '0400 000 001', email: 'sam.two@example.com' }),
        row('Sammy', 'Lee', { phone: '0400-000-001' }),
      ]);
      expect(skip.body).toMatchObject({ imported: 2, skipped: 2, merged: 0 });
      expect(skip.body.errors.map((e) => e.rowIndex)).toEqual([1, 3]);
      expect(skip.body.errors[0]!.error).toBe('Already a client: same email as Sam Lee.');

      const merge = await importRows(
        [
          row('Kim', 'Park', { email: 'kim@example.com' }),
          row('Kim', 'Park', { email: 'kim@example.com', phone: '0400 000 777', tags: 'VIP' }),
        ],
        { duplicates: 'merge' },
      );
      expect(merge.body).toMatchObject({ imported: 1, merged: 1, skipped: 0 });
      const kims = await find('Park');
      expect(kims).toHaveLength(1);
      expect(kims[0]).toMatchObject({ phone: '0400 000 777', tags: ['VIP'] });
    });

    it('does not see another organization’s clients as duplicates', async () => {
      const other = loginAs(app, 'otherOwner');
      const res = await importRows([row('Charlotte', 'Nguyen', { email: 'charlotte.nguyen@example.com' })], {}, other);
      expect(res.body).toMatchObject({ imported: 1, skipped: 0 });
      expect(storedRows(app, 'clients', other.organizationId)).toHaveLength(1);
    });
  });

  it('lets rows in up to the plan’s client limit and fails the rest with the plan’s message', async () => {
    const other = loginAs(app, 'otherOwner');
    const at = new Date().toISOString();
    for (let i = 0; i < 97; i += 1) {
      insertClient(app.deps.db, newClientRow(other.organizationId, { firstName: 'C', lastName: `${i}` }, at));
    }
    const rows = Array.from({ length: 6 }, (_, i) => row('Row', `${i}`, { email: `row${i}@example.com` }));
    // A duplicate takes no place under the limit.
    rows.splice(1, 0, row('Again', 'Zero', { email: 'row0@example.com' }));
    const res = await importRows(rows, {}, other);
    const limit = 'Your FREE plan allows 100 clients. Upgrade to add more.';
    expect(res.body).toEqual({
      imported: 3,
      skipped: 1,
      merged: 0,
      failed: 3,
      errors: [
        { rowIndex: 1, error: 'Already a client: same email as Row 0.' },
        { rowIndex: 4, error: limit },
        { rowIndex: 5, error: limit },
        { rowIndex: 6, error: limit },
      ],
    });
    expect(storedRows(app, 'clients', other.organizationId)).toHaveLength(100);
  });

  it('is atomic: an unexpected failure mid-way leaves nothing of the call', async () => {
    // The database refuses one row as a disk or a bug might: nothing the server checks for.
    app.deps.database.sqlite.exec(
      `create trigger test_boom before insert on clients when new.first_name = 'Boom'
       begin select raise(abort, 'boom'); end`,
    );
    const before = storedRows(app, 'clients', owner.organizationId);
    const [jack] = await find('Wilson');
    const res = await importRows(
      [
        row('First', 'Fine', { email: 'first.fine@example.com' }),
        row('Jack', 'W', { phone: '02 9000 4321', city: 'Manly' }),
        row('Boom', 'Row'),
        row('Never', 'Reached'),
      ],
      { duplicates: 'merge' },
    );
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('Something went wrong on our side. Please try again.');
    expect(storedRows(app, 'clients', owner.organizationId)).toEqual(before);
    expect((await send<Client>('GET', `/api/clients/${jack!.id}`)).body).toMatchObject({ city: '', version: 1 });
  });

  it('takes a whole chunk of 2,000 rows and refuses 2,001', async () => {
    const rows = Array.from({ length: 2001 }, (_, i) =>
      row(`First${i}`, `Last${i}`, {
        email: `client${i}@example.com`,
        phone: `+44 7700 ${String(100000 + i)}`,
        city: 'London',
        notes: 'Prefers mornings, "quiet" chair',
        tags: 'Imported',
      }),
    );
    const tooMany = await importRows(rows);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Clients must have at most 2000 items');
    const before = count();
    const res = await importRows(rows.slice(0, 2000));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imported: 2000, failed: 0, skipped: 0, errors: [] });
    expect(count()).toBe(before + 2000);
  });

  it('refuses an empty call and an unknown duplicates mode', async () => {
    expect((await importRows([])).body.message).toBe('Clients must have at least 1 items');
    const mode = await importRows([row('A', 'B')], { duplicates: 'overwrite' });
    expect(mode.status).toBe(400);
    expect(mode.body.message).toMatch(/^Duplicates must be one of/);
  });

  it('writes one activity entry per call, with its counts', async () => {
    await importRows([
      row('A', 'One'),
      row('', 'Bad'),
      row('Charlotte', 'N', { email: 'charlotte.nguyen@example.com' }),
    ]);
    const log = await send<ActivityPage>('GET', '/api/settings/activity?section=clients');
    const imports = log.body.items.filter((entry) => entry.action === 'import');
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatchObject({
      success: true,
      details: 'Imported 1 client: 1 skipped, 1 failed',
      changes: {
        imported: { before: null, after: 1 },
        skipped: { before: null, after: 1 },
        merged: { before: null, after: 0 },
        failed: { before: null, after: 1 },
      },
    });
  });

  it('needs export_all_data, the hub’s permission', async () => {
    for (const role of ['receptionist', 'practitioner'] as const) {
      const res = await importRows([row('Not', 'Allowed')], {}, loginAs(app, role));
      expect(res.status, role).toBe(403);
    }
    expect((await importRows([row('Manager', 'Allowed')], {}, loginAs(app, 'manager'))).status).toBe(200);
  });
});
