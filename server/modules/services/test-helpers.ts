import type { FastifyInstance } from 'fastify';
import type { ActivityPage } from '../../contract/activity';
import type { ErrorBody } from '../../contract/common';
import type { Service, ServiceCategory } from '../../contract/services';
import { call, type Session } from '../../testing/build-test-app';

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
