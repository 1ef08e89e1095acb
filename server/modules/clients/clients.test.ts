import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../contract/activity';
import type { UsageDetail } from '../../contract/billing';
import type { Client, ClientPage } from '../../contract/clients';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { insertClient } from './repository';
import { otherSpaClient } from './route-samples';
import { newClientRow } from './rules';
import { apiCalls, sessionWithRole, storedRows } from './test-helpers';

const CLIENTS = '/api/clients';

describe('clients', () => {
  let app: FastifyInstance;
  let owner: Session;
  let send: ReturnType<typeof apiCalls>;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
    send = apiCalls(app, owner);
  });
  afterEach(() => app.close());

  const page = async (query = '', session = owner) =>
    (await send<ClientPage>('GET', `${CLIENTS}${query}`, undefined, { session })).body;
  const byName = async (lastName: string) => (await page(`?search=${encodeURIComponent(lastName)}`)).items[0]!;
  const create = (payload: unknown, session = owner) => send<Client>('POST', CLIENTS, payload, { session });

  describe('list', () => {
    it('answers the demo’s clients a page at a time, by last name then first name', async () => {
      const first = await page('?pageSize=5');
      expect(first).toMatchObject({ total: 12, page: 1, pageSize: 5 });
      expect(first.items.map((c) => c.lastName)).toEqual(['Brown', 'García', 'Lee', 'Müller', 'Nguyen']);
      const third = await page('?pageSize=5&page=3');
      expect(third.items.map((c) => c.lastName)).toEqual(['Walker', 'Wilson']);
      expect((await page('?pageSize=5&page=4')).items).toEqual([]);
      expect((await page()).pageSize).toBe(25);
    });

    it('searches first and last name, full name, email and phone, ignoring case', async () => {
      const names = async (search: string) =>
        (await page(`?search=${encodeURIComponent(search)}`)).items.map((c) => `${c.firstName} ${c.lastName}`);
      expect(await names('CHARLOTTE')).toEqual(['Charlotte Nguyen']);
      expect(await names('isla o')).toEqual(["Isla O'Connor"]);
      expect(await names('MIA.ROSSI@')).toEqual(['Mia Rossi']);
      expect(await names('555 010')).toEqual(['Amelia Brown']);
      // LIKE's own wildcards are taken literally.
      expect(await names('%')).toEqual([]);
      expect((await page('?search=example.com')).total).toBe(8);
    });

    it('is open to the team, custom roles included, refused to the roles for people outside the team', async () => {
      for (const role of ['receptionist', 'practitioner', 'manager'] as const) {
        expect((await page('', loginAs(app, role))).total).toBe(12);
      }
      expect((await page('', sessionWithRole(app, 'Colourist'))).total).toBe(12);
      for (const role of ['viewer', 'Client', 'Customer']) {
        const session = sessionWithRole(app, role);
        const res = await send('GET', CLIENTS, undefined, { session });
        expect(res.status, role).toBe(403);
        expect(res.body.message).toBe('Your role does not give access to clients and products.');
        const charlotte = await byName('Nguyen');
        expect((await send('GET', `${CLIENTS}/${charlotte.id}`, undefined, { session })).status).toBe(403);
        expect((await create({ firstName: 'Not', lastName: 'Allowed' }, session)).status).toBe(403);
        expect((await send('PUT', `${CLIENTS}/${charlotte.id}`, { notes: 'x' }, { session })).status).toBe(403);
      }
    });

    it('answers another organization only its own clients, and nobody without a session', async () => {
      otherSpaClient(app);
      const theirs = await page('', loginAs(app, 'otherOwner'));
      expect(theirs.items.map((c) => c.email)).toEqual(['sample.client@other.test']);
      expect((await app.inject({ method: 'GET', url: CLIENTS })).statusCode).toBe(401);
    });

    it('refuses a page size over 100', async () => {
      const res = await send('GET', `${CLIENTS}?pageSize=101`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Page size must be 100 or less');
    });
  });

  describe('get', () => {
    it('answers the record with its version as ETag', async () => {
      const charlotte = await byName('Nguyen');
      const res = await send<Client>('GET', `${CLIENTS}/${charlotte.id}`);
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe('"1"');
      expect(res.body).toMatchObject({ firstName: 'Charlotte', tags: ['VIP', 'Colour'], isActive: true });
    });

    it('answers 404 for another organization’s client', async () => {
      const { id } = otherSpaClient(app);
      const res = await send('GET', `${CLIENTS}/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Client not found');
    });
  });

  describe('create', () => {
    it('stores the client cleaned: names as names, text trimmed, tags once each, and the keys', async () => {
      const res = await create({
        firstName: '  Ｊosé\u200b ',
        lastName: 'de la  Cruz',
        email: 'Jose.Cruz@Example.COM',
        phone: '+61 (0)400 111 999',
        notes: '  Line one\nLine two  ',
        tags: ['VIP', ' vip ', 'Colour', ''],
      });
      expect(res.status).toBe(201);
      expect(res.headers.etag).toBe('"1"');
      expect(res.body).toMatchObject({
        firstName: 'José',
        lastName: 'de la Cruz',
        email: 'Jose.Cruz@Example.COM',
        phone: '+61 (0)400 111 999',
        notes: 'Line one\nLine two',
        tags: ['VIP', 'Colour'],
        city: '',
        dateOfBirth: '',
        isActive: true,
        version: 1,
      });
      const row = storedRows(app, 'clients', owner.organizationId).find((r) => r.id === res.body.id)!;
      expect(row).toMatchObject({ email_key: 'jose.cruz@example.com', phone_key: '610400111999' });
    });

    it('keeps odd but valid unicode as typed: scripts, emoji, combining marks', async () => {
      const names = [
        ['李', '小龍'],
        ['Zoë', 'Ångström'],
        ['👩🏽 Ana 🌸', 'Nuñez'],
        ['Ωmega', 'Ђорђевић'],
      ] as const;
      for (const [firstName, lastName] of names) {
        const res = await create({ firstName, lastName });
        expect(res.status, firstName).toBe(201);
        expect((await send<Client>('GET', `${CLIENTS}/${res.body.id}`)).body).toMatchObject({
          firstName: firstName.normalize('NFKC'),
          lastName: lastName.normalize('NFKC'),
        });
      }
    });

    it('keeps a phone with too few digits to compare, and no key for it', async () => {
      const res = await create({ firstName: 'Short', lastName: 'Phone', phone: 'ext 12' });
      expect(res.status).toBe(201);
      const row = storedRows(app, 'clients', owner.organizationId).find((r) => r.id === res.body.id)!;
      expect(row).toMatchObject({ phone: 'ext 12', phone_key: null, email_key: null });
    });

    it.each([
      [{ firstName: 'Jane' }, 'Last name is required'],
      [{ firstName: ' \u200b ', lastName: 'Doe' }, 'First name is required'],
      [{ firstName: 'Jane', lastName: 'Doe', email: 'jane@' }, 'Email must be an email address'],
      [{ firstName: 'Jane', lastName: 'Doe', dateOfBirth: '12/03/1990' }, 'Date of birth must be a date (YYYY-MM-DD)'],
      [{ firstName: 'Jane', lastName: 'Doe', dateOfBirth: '1990-13-01' }, 'Date of birth must be a date (YYYY-MM-DD)'],
      [{ firstName: 'Jane\u0007', lastName: 'Doe' }, 'First name must not contain control characters'],
      [{ firstName: 'Jane', lastName: 'Doe', tags: ['x'.repeat(51)] }, 'Tag must be at most 50 characters'],
      [{ firstName: 'Jane', lastName: 'Doe', emailKey: 'x' }, 'emailKey is not an accepted field'],
    ])('refuses %j with a sentence naming the field, storing nothing', async (payload, message) => {
      const before = storedRows(app, 'clients', owner.organizationId).length;
      const res = await create(payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(storedRows(app, 'clients', owner.organizationId)).toHaveLength(before);
    });

    it('refuses an email or phone another client has, naming that client', async () => {
      const sameEmail = await create({ firstName: 'Char', lastName: 'N', email: 'CHARLOTTE.nguyen@example.com' });
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body.message).toBe('A client with this email already exists: Charlotte Nguyen.');
      const samePhone = await create({ firstName: 'Mystery', lastName: 'Caller', phone: '(+61) 412-345-678' });
      expect(samePhone.status).toBe(409);
      expect(samePhone.body.message).toBe('A client with this phone number already exists: Charlotte Nguyen.');
      expect((await page()).total).toBe(12);
    });

    it('lets another organization have a client with the same email', async () => {
      const res = await create(
        { firstName: 'Charlotte', lastName: 'Nguyen', email: 'charlotte.nguyen@example.com' },
        loginAs(app, 'otherOwner'),
      );
      expect(res.status).toBe(201);
    });

    it('is held to the plan’s client limit, and counted in the usage', async () => {
      const other = loginAs(app, 'otherOwner');
      const at = new Date().toISOString();
      for (let i = 0; i < 99; i += 1) {
        insertClient(app.deps.db, newClientRow(other.organizationId, { firstName: 'C', lastName: `${i}` }, at));
      }
      expect((await create({ firstName: 'Last', lastName: 'Place' }, other)).status).toBe(201);
      const over = await create({ firstName: 'One', lastName: 'Too many' }, other);
      expect(over.status).toBe(409);
      expect(over.body).toMatchObject({
        code: 'PLAN_LIMIT_REACHED',
        message: 'Your FREE plan allows 100 clients. Upgrade to add more.',
      });
      const usage = await send<UsageDetail>('GET', '/api/billing/usage/detailed', undefined, { session: other });
      expect(usage.body.usage.clients).toBe(100);
    });

    it('records the new client in the activity log', async () => {
      await create({ firstName: 'Ava', lastName: 'Stone', tags: ['New'] });
      const log = await send<ActivityPage>('GET', '/api/settings/activity?section=clients');
      expect(log.body.items[0]).toMatchObject({
        action: 'create',
        details: 'Added the client Ava Stone',
        success: true,
      });
      expect(log.body.items[0]!.changes).toMatchObject({ firstName: { before: null, after: 'Ava' } });
    });
  });

  describe('update', () => {
    it('changes only the fields sent and moves the version', async () => {
      const charlotte = await byName('Nguyen');
      const res = await send<Client>(
        'PUT',
        `${CLIENTS}/${charlotte.id}`,
        { city: ' Newtown ', tags: ['VIP'] },
        {
          ifMatch: '"1"',
        },
      );
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe('"2"');
      expect(res.body).toMatchObject({ city: 'Newtown', tags: ['VIP'], email: charlotte.email, version: 2 });
      const log = await send<ActivityPage>('GET', '/api/settings/activity?section=clients');
      expect(log.body.items[0]!.changes).toEqual({
        city: { before: 'Surry Hills', after: 'Newtown' },
        tags: { before: ['VIP', 'Colour'], after: ['VIP'] },
      });
    });

    it('refuses a stale If-Match with 412 and keeps the newer values', async () => {
      const charlotte = await byName('Nguyen');
      expect((await send('PUT', `${CLIENTS}/${charlotte.id}`, { notes: 'First PC' }, { ifMatch: '"1"' })).status).toBe(
        200,
      );
      const late = await send('PUT', `${CLIENTS}/${charlotte.id}`, { notes: 'Second PC' }, { ifMatch: '"1"' });
      expect(late.status).toBe(412);
      expect(late.body.code).toBe('STALE_VERSION');
      expect((await byName('Nguyen')).notes).toBe('First PC');
    });

    it('refuses taking another client’s email or phone, but not keeping an old duplicate', async () => {
      const jack = await byName('Wilson');
      const taken = await send('PUT', `${CLIENTS}/${jack.id}`, { email: 'Oliver.Smith@example.com' });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('A client with this email already exists: Oliver Smith.');
      const phone = await send('PUT', `${CLIENTS}/${jack.id}`, { phone: '+61 423 111 222' });
      expect(phone.body.message).toBe('A client with this phone number already exists: Oliver Smith.');
      // Two sites created the same person before a sync: editing one is still possible.
      const twin = newClientRow(
        owner.organizationId,
        { firstName: 'Jack', lastName: 'Wilson', phone: '02 9000 4321' },
        '',
      );
      insertClient(app.deps.db, { ...twin, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() });
      expect((await send('PUT', `${CLIENTS}/${twin.id}`, { notes: 'Same person?' })).status).toBe(200);
      // Its own email, in another case, is no conflict either.
      const oliver = await byName('Smith');
      expect((await send('PUT', `${CLIENTS}/${oliver.id}`, { email: 'OLIVER.SMITH@example.com' })).status).toBe(200);
    });

    it('answers the same record and version when nothing changes', async () => {
      const charlotte = await byName('Nguyen');
      const res = await send<Client>('PUT', `${CLIENTS}/${charlotte.id}`, { firstName: 'Charlotte' });
      expect(res.status).toBe(200);
      expect(res.body.version).toBe(1);
    });

    it('answers 404 for another organization’s client and changes nothing there', async () => {
      const { id } = otherSpaClient(app);
      const other = loginAs(app, 'otherOwner');
      expect((await send('PUT', `${CLIENTS}/${id}`, { notes: 'Hijacked' })).status).toBe(404);
      expect((await send<Client>('GET', `${CLIENTS}/${id}`, undefined, { session: other })).body.notes).toBe('');
    });
  });

  describe('delete', () => {
    it('is for those who manage the organization, with If-Match', async () => {
      const jack = await byName('Wilson');
      expect(
        (await send('DELETE', `${CLIENTS}/${jack.id}`, undefined, { session: loginAs(app, 'receptionist') })).status,
      ).toBe(403);
      expect((await send('DELETE', `${CLIENTS}/${jack.id}`, undefined, { ifMatch: '"7"' })).status).toBe(412);
      expect((await send('DELETE', `${CLIENTS}/${jack.id}`, undefined, { ifMatch: '"1"' })).status).toBe(204);
      expect((await send('GET', `${CLIENTS}/${jack.id}`)).status).toBe(404);
      expect((await page()).total).toBe(11);
    });
  });
});
