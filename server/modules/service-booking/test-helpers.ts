import type { FastifyInstance } from 'fastify';
import type { ActivityPage } from '../../contract/activity';
import type { ErrorBody } from '../../contract/common';
import { call, type Session } from '../../testing/build-test-app';

/** Reads and saves of one settings document as a signed-in person would make them (tests only). */
export function documentCalls<T>(app: FastifyInstance, url: string) {
  return {
    get: (session: Session) => call<T & Partial<ErrorBody>>(app, { method: 'GET', url, headers: session.headers }),
    put: (session: Session, payload: unknown, ifMatch?: string) =>
      call<T & Partial<ErrorBody>>(app, {
        method: 'PUT',
        url,
        headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
        payload: payload as object,
      }),
  };
}

/** The newest entries of the Services & Booking section of the activity log. */
export async function servicesActivity(app: FastifyInstance, session: Session) {
  const page = await call<ActivityPage>(app, {
    method: 'GET',
    url: '/api/settings/activity?section=services',
    headers: session.headers,
  });
  return page.body.items;
}
