import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../server/contract/account';
import type { ErrorBody } from '../../server/contract/common';
import type { TaxRate } from '../../server/contract/tax';
import type { RoleSummary } from '../../server/contract/team';
import { buildTestApp, call, loginAs, type Session } from '../../server/testing/build-test-app';

/**
 * Issue 8: odd input never reaches a 500. Each case here was a 500 (or a name accepted that reads
 * as another) found by generated requests; the fuzz test keeps looking for new ones.
 */
describe('odd input', () => {
  let app: FastifyInstance;
  let owner: Session;
  beforeEach(async () => {
    app = await buildTestApp();
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  type Answer<T> = T & ErrorBody;
  const send = <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object | string) =>
    call<Answer<T>>(app, {
      method,
      url,
      headers: { ...owner.headers, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
      ...(payload !== undefined ? { payload } : {}),
    });
  const createRole = (name: string) => send<RoleSummary>('POST', '/api/roles', { name });
  const createRate = (name: string, percentage = 5) =>
    send<TaxRate>('POST', '/api/settings/tax/rates', { name, percentage });
  const storedRoleNames = () =>
    (
      app.deps.database.sqlite
        .prepare('select name from roles where organization_id = ? order by name')
        .all(owner.organizationId) as { name: string }[]
    ).map((row) => row.name);

  describe('role names', () => {
    it.each([
      ['an unpaired surrogate', 'Stylist\uD800', 'Role name must not contain invalid characters', 'invalidCharacters'],
      [
        'a trailing unpaired low surrogate',
        'Stylist\uDC00',
        'Role name must not contain invalid characters',
        'invalidCharacters',
      ],
      ['a NUL', 'Sty\u0000list', 'Role name must not contain control characters', 'controlCharacters'],
      ['an escape sequence', '\u001b[31mStylist', 'Role name must not contain control characters', 'controlCharacters'],
      ['a line break', 'Senior\nStylist', 'Role name must not contain control characters', 'controlCharacters'],
      ['only spaces', '   ', 'Role name is required', 'required'],
      ['only invisible characters', '\u200B\u200D\uFEFF', 'Role name is required', 'required'],
    ])('refuses %s with a 400 naming the field and its rule', async (_what, name, message, rule) => {
      const before = storedRoleNames();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const res = await createRole(name);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
        // The rule by name too, for the screens to say it in the reader's language.
        expect(res.body.details).toEqual([{ field: 'name', message: message.replace('Role name ', ''), rule }]);
      }
      expect(storedRoleNames()).toEqual(before);
    });

    it.each([
      ['Оwner', 'a Cyrillic О'],
      ['Owner\u200B', 'a zero-width space'],
      ['ｏｗｎｅｒ', 'full-width letters'],
      ['O\u00ADwner', 'a soft hyphen'],
      ['\u202EOwner', 'a bidi override'],
      ['Оwnеr', 'Cyrillic О and е'],
      ['ΟWNER', 'a Greek Ο'],
    ])('refuses %j (%s) as reserved: it reads as the owner role', async (name) => {
      const res = await createRole(name);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Role name is reserved: it reads as the Owner role');
    });

    it('refuses a look-alike of another known role too', async () => {
      const res = await createRole('Rесерtiоnist');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Role name is reserved: it reads as the Receptionist role');
    });

    it('answers the same name twice with 409, however it is spelled the second time', async () => {
      expect((await createRole('Colourist')).status).toBe(201);
      for (const again of [
        'Colourist',
        'colourist',
        'Cоlourist',
        'Colourist\u200B',
        'Ｃｏｌｏｕｒｉｓｔ',
        ' Colourist ',
      ]) {
        const res = await createRole(again);
        expect(res.status, again).toBe(409);
        expect(res.body).toMatchObject({ code: 'ROLE_NAME_TAKEN', message: 'A role with this name already exists' });
      }
      expect(storedRoleNames().filter((name) => name === 'Colourist')).toHaveLength(1);
    });

    it('stores a name as it reads: NFKC, invisible characters gone, spaces collapsed', async () => {
      const res = await createRole('  Ｃｏｌｏｕｒ\u200B   Spe\u00ADcialist\u2060 ');
      expect(res.status).toBe(201);
      expect(res.body.name).toBe('Colour Specialist');
      expect(storedRoleNames()).toContain('Colour Specialist');
    });

    it('keeps letters of other scripts that only look Latin when they are not a known role', async () => {
      const res = await createRole('Стилист');
      expect(res.status).toBe(201);
      expect(res.body.name).toBe('Стилист');
    });

    it('answers a rename onto another role’s name with 409, not 500', async () => {
      const first = await createRole('Colourist');
      const second = await createRole('Barber');
      expect([first.status, second.status]).toEqual([201, 201]);
      for (const name of ['Colourist', 'colourist\u200B', 'Ｃｏｌｏｕｒｉｓｔ']) {
        const res = await send<RoleSummary>('PUT', `/api/roles/${second.body.id}`, { name });
        expect(res.status, name).toBe(409);
        expect(res.body.code).toBe('ROLE_NAME_TAKEN');
      }
      const lone = await send<RoleSummary>('PUT', `/api/roles/${second.body.id}`, { name: 'Colourist\uD800' });
      expect(lone.status).toBe(400);
      expect(lone.body.message).toBe('Role name must not contain invalid characters');
    });
  });

  describe('tax rate names', () => {
    it('answers a duplicate with 409 however it is spelled, and an unpaired surrogate with 400', async () => {
      expect((await createRate('Reduced VAT')).status).toBe(201);
      for (const again of [
        'Reduced VAT',
        'reduced vat',
        'Reduced\u200B VAT',
        'Ｒｅｄｕｃｅｄ　ＶＡＴ',
        'Reduced   VAT ',
      ]) {
        const res = await createRate(again);
        expect(res.status, again).toBe(409);
        expect(res.body.code).toBe('TAX_RATE_NAME_TAKEN');
      }
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const res = await createRate('Zero\uD800');
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Tax rate name must not contain invalid characters');
      }
    });

    it('answers a rename onto another rate’s name with 409', async () => {
      const a = await createRate('Luxury', 20);
      const b = await createRate('Children', 0);
      const res = await send<TaxRate>('PUT', `/api/settings/tax/rates/${b.body.id}`, { name: 'luxury\u2060' });
      expect([a.status, b.status, res.status]).toEqual([201, 201, 409]);
    });

    it('refuses a control character in the registration number, naming the field', async () => {
      const res = await send('PUT', '/api/settings/tax', { registrationNumber: 'GB\u0000123' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Tax registration number must not contain control characters');
    });
  });

  describe('people’s names', () => {
    const profile = async () => (await send<Profile>('GET', '/api/users/profile')).body;
    const saveProfile = async (change: Partial<Profile>) => {
      const { id: _id, avatarUrl: _avatar, ...current } = await profile();
      return send<Profile>('PUT', '/api/users/profile', { ...current, ...change });
    };

    it.each([
      [{ firstName: '   ' }, 'First name is required'],
      [{ lastName: '\u200B' }, 'Last name is required'],
      [{ firstName: 'Ol\u0007ivia' }, 'First name must not contain control characters'],
      [{ lastName: 'Smith\uD800' }, 'Last name must not contain invalid characters'],
      [{ jobTitle: 'Stylist\u0000' }, 'Job title must not contain control characters'],
      [{ bio: 'Line one\u001b' }, 'Bio must not contain control characters'],
    ])('refuses %j in the profile', async (change, message) => {
      const before = await profile();
      const res = await saveProfile(change);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await profile()).toEqual(before);
    });

    it('keeps line breaks in the bio and stores names as they read', async () => {
      const res = await saveProfile({
        firstName: ' Ｏｌｉｖｉａ\u200B ',
        lastName: 'de  la   Cruz',
        bio: 'Line one\nLine two',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ firstName: 'Olivia', lastName: 'de la Cruz', bio: 'Line one\nLine two' });
    });

    it('refuses a blank first name for a new team member', async () => {
      const roleId = (await send<{ items: RoleSummary[] }>('GET', '/api/roles')).body.items.find(
        (r) => r.name === 'receptionist',
      )!.id;
      const res = await send('POST', '/api/team/users', {
        email: 'blank@demo.test',
        firstName: '   ',
        lastName: 'Jones',
        roleId,
        password: 'Initial-pass-1',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('First name is required');
    });
  });

  describe('numbers', () => {
    it.each(['1e309', '100001', '-0', '0', 'Infinity', 'NaN', '1.5'])(
      'answers GET /api/settings/activity?page=%s with 400',
      async (page) => {
        const res = await send('GET', `/api/settings/activity?page=${page}`);
        expect(res.status).toBe(400);
        expect(res.body.message.startsWith('Page ')).toBe(true);
      },
    );

    it('still serves the last allowed page', async () => {
      const res = await send<{ items: unknown[]; page: number }>('GET', '/api/settings/activity?page=100000');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ items: [], page: 100000 });
    });

    it('refuses a JSON number too large for a double instead of taking it as Infinity', async () => {
      const res = await send('POST', '/api/settings/tax/rates', '{"name":"Huge","percentage":1e309}');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Percentage must be a number');
    });
  });

  it('refuses an unpaired surrogate in a field with no text rule of its own', async () => {
    const res = await send('POST', '/api/auth/login', { email: 'owner@demo.test\uD800', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Email must not contain invalid characters');
  });
});
