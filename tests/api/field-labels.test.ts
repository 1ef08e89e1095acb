import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../server/contract/common';
import { buildTestApp, call, loginAs } from '../../server/testing/build-test-app';

/**
 * Every 400 names the field as the user sees it ("Company name is required", never "companyName
 * is required"): the message takes the field's label from its schema's `title` (contract/common.ts
 * Labelled). This walks every registered route's body and query schema and fails on a field
 * without one, so a new route cannot bring keys back into the toasts.
 */

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

/** Paths of the fields (at any depth) whose schema has no title. */
function unlabelled(schema: unknown, path: string, out: string[]): string[] {
  if (!isSchema(schema)) return out;
  if (isSchema(schema.properties)) {
    for (const [key, field] of Object.entries(schema.properties)) {
      const at = path ? `${path}.${key}` : key;
      if (!isSchema(field) || typeof field.title !== 'string' || field.title.trim() === '') out.push(at);
      unlabelled(field, at, out);
    }
  }
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) for (const branch of branches) unlabelled(branch, path, out);
  }
  if (isSchema(schema.items)) unlabelled(schema.items, `${path}[]`, out);
  return out;
}

const PROFILE = {
  firstName: 'Olivia',
  lastName: 'Owens',
  email: 'owner@demo.test',
  phone: '',
  jobTitle: '',
  department: '',
  location: '',
  bio: '',
};

describe('field labels', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('gives every body and query field of every route a label', () => {
    const missing: string[] = [];
    let fields = 0;
    for (const route of app.routeTable) {
      for (const part of ['body', 'querystring'] as const) {
        const schema = route.schema?.[part];
        if (!schema) continue;
        fields += Object.keys((schema as { properties?: object }).properties ?? {}).length;
        for (const field of unlabelled(schema, '', [])) missing.push(`${route.method} ${route.url} ${part}: ${field}`);
      }
    }
    // The walk saw the routes' fields (a broken walk would pass on nothing).
    expect(fields).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('notices a field without a label', () => {
    expect(
      unlabelled(
        {
          properties: {
            ok: { title: 'Ok', type: 'string' },
            bare: { type: 'string' },
            nested: { title: 'Nested', properties: { inner: { type: 'number' } } },
            list: { title: 'List', type: 'array', items: { properties: { item: { type: 'string' } } } },
            either: { title: 'Either', anyOf: [{ properties: { branch: { type: 'string' } } }, { type: 'null' }] },
          },
        },
        '',
        [],
      ),
    ).toEqual(['bare', 'nested.inner', 'list[].item', 'either.branch']);
  });

  it.each<[string, string, object, string]>([
    ['PUT', '/api/settings/organization-data', { companyName: '' }, 'Company name is required'],
    ['PUT', '/api/settings/organization-data', {}, 'Company name is required'],
    [
      'PUT',
      '/api/settings/organization-data',
      { companyName: 'A', address: { zipCode: 7 } },
      'Postcode or ZIP code must be a string',
    ],
    ['POST', '/api/settings/user', { timezone: 'Mars/Olympus_Mons' }, 'Time zone must be a time zone from the list'],
    [
      'POST',
      '/api/settings/user',
      { ui: { defaultView: 'grid' } },
      'Default view must be one of: dashboard, calendar, list',
    ],
    ['PUT', '/api/notifications/preferences', { quietHoursStart: '25:00' }, 'Use a time such as 22:00'],
    [
      'PUT',
      '/api/notifications/preferences',
      { appointmentBookedSms: 1 },
      'Appointment booked by SMS must be a boolean',
    ],
    ['PUT', '/api/users/profile', { ...PROFILE, firstName: '' }, 'First name is required'],
    ['POST', '/api/roles', { name: 'Stylist', customPermissions: ['fly'] }, 'Permissions must be one of'],
    ['POST', '/api/settings/tax/rates', { name: 'VAT', percentage: 101 }, 'Percentage must be 100 or less'],
    [
      'POST',
      '/api/team/users',
      {
        email: 'x',
        firstName: 'Tia',
        lastName: 'Ng',
        roleId: '0190a000-0000-7000-8000-000000000000',
        password: 'Long-enough-1',
      },
      'Email must be a valid email address',
    ],
    ['GET', '/api/settings/activity?pageSize=1000', {}, 'Page size must be 100 or less'],
    ['GET', '/api/settings/activity?section=kitchen', {}, 'Section must be one of'],
  ])('%s %s %j answers a message in the user’s words', async (method, url, payload, message) => {
    const owner = loginAs(app, 'owner');
    const res = await call<ErrorBody>(app, {
      method: method as 'GET',
      url,
      headers: owner.headers,
      ...(method === 'GET' ? {} : { payload }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    // The payload's key stays in the details, for forms that mark the field.
    expect(res.body.details).toBeDefined();
  });
});
