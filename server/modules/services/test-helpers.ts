import type { FastifyInstance } from 'fastify';
import type { ActivityPage } from '../../contract/activity';
import type { ErrorBody } from '../../contract/common';
import type { Service, ServiceCategory } from '../../contract/services';
import { afterEach, beforeEach, expect } from 'vitest';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';

export const CATEGORIES = '/api/settings/services/categories';
export const TREATMENTS = '/api/settings/services/treatments';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The calls of the Services tab as a signed-in person makes them (tests only). */
export function menuCalls(app: FastifyInstance, owner: Session) {
  const send = <T>(method: Method, url: string, payload?: unknown, ifMatch?: string, session = owner) =>
    call<T & ErrorBody>(app, {
      method,
      url,
      headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const categories = async (session = owner) =>
    (await send<ServiceCategory[]>('GET', CATEGORIES, undefined, undefined, session)).body;
  const services = async (query = '', session = owner) =>
    (await send<Service[]>('GET', `${TREATMENTS}${query}`, undefined, undefined, session)).body;

  return {
    send,
    categories,
    services,
    category: async (name: string) => (await categories()).find((c) => c.name === name)!,
    service: async (name: string) => (await services()).find((s) => s.name === name)!,
    addCategory: (payload: unknown, session = owner) =>
      send<ServiceCategory>('POST', CATEGORIES, payload, undefined, session),
    addService: (payload: unknown, session = owner) => send<Service>('POST', TREATMENTS, payload, undefined, session),
    editService: (id: string, payload: unknown, ifMatch?: string, session = owner) =>
      send<Service>('PUT', `${TREATMENTS}/${id}`, payload, ifMatch, session),
    /** The newest entries of the Services & Booking section of the activity log. */
    activity: async () => (await send<ActivityPage>('GET', '/api/settings/activity?section=services')).body.items,
    /** Raw stored rows, to check what reached the database. */
    storedServices: () =>
      app.deps.database.sqlite
        .prepare(
          'select name, price_minor as priceMinor, currency, category_id as categoryId, version from services where organization_id = ? order by name',
        )
        .all(owner.organizationId) as {
        name: string;
        priceMinor: number;
        currency: string;
        categoryId: string | null;
        version: number;
      }[],
  };
}

export interface TreatmentsFixture {
  app: FastifyInstance;
  owner: Session;
  menu: ReturnType<typeof menuCalls>;
  /** A save answered 400 with exactly this sentence (an edit of `id`, else a create). */
  refused(payload: unknown, message: string, id?: string): Promise<void>;
  /** Changes the organization's currency, which new prices are in. */
  setCurrency(currency: string): Promise<void>;
}

/** A fresh app per test (the demo menu, no write limit) with the owner's calls. */
export function treatmentsFixture(): TreatmentsFixture {
  const fixture = {
    async refused(payload: unknown, message: string, id?: string) {
      const res = id ? await fixture.menu.editService(id, payload) : await fixture.menu.addService(payload);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toBe(message);
    },
    async setCurrency(currency: string) {
      const res = await call(fixture.app, {
        method: 'PUT',
        url: '/api/settings/organization-data',
        headers: fixture.owner.headers,
        payload: { companyName: 'Demo Salon', currency },
      });
      expect(res.status).toBe(200);
    },
  } as TreatmentsFixture;
  beforeEach(async () => {
    fixture.app = await buildTestApp({ config: { writeRateLimit: false } });
    fixture.owner = loginAs(fixture.app, 'owner');
    fixture.menu = menuCalls(fixture.app, fixture.owner);
  });
  afterEach(() => fixture.app.close());
  return fixture;
}
