import type { FastifyInstance } from 'fastify';
import type { ActivityPage } from '../../contract/activity';
import type { ErrorBody } from '../../contract/common';
import type { Location, LocationPhoto } from '../../contract/locations';
import type { Service } from '../../contract/services';
import { call, type Session } from '../../testing/build-test-app';
import { multipartFile } from '../../testing/multipart';
import sharp from '../../images/sharp';

export const LOCATIONS = '/api/locations';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A location the rules accept, to be varied field by field. */
export const validLocation = (name = 'Harbour Studio') => ({ name, street1: '1 Harbour Road', city: 'Sydney' });

/** A real picture made here, so the pipeline decodes and re-encodes something genuine. */
export const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

/** The calls of the Locations page as a signed-in person makes them (tests only). */
export function locationCalls(app: FastifyInstance, owner: Session) {
  const send = <T>(method: Method, url: string, payload?: unknown, ifMatch?: string, session = owner) =>
    call<T & ErrorBody>(app, {
      method,
      url,
      headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (session = owner) =>
    (await send<Location[]>('GET', LOCATIONS, undefined, undefined, session)).body;

  return {
    send,
    list,
    byName: async (name: string, session = owner) => (await list(session)).find((l) => l.name === name)!,
    create: (payload: unknown, session = owner) => send<Location>('POST', LOCATIONS, payload, undefined, session),
    update: (id: string, payload: unknown, ifMatch?: string, session = owner) =>
      send<Location>('PUT', `${LOCATIONS}/${id}`, payload, ifMatch, session),
    remove: (id: string, ifMatch?: string, session = owner) =>
      send('DELETE', `${LOCATIONS}/${id}`, undefined, ifMatch, session),
    /** The menu's services by name, for the location's services list. */
    serviceId: async (name: string) =>
      (await send<Service[]>('GET', '/api/settings/services/treatments')).body.find((s) => s.name === name)!.id,
    upload: (
      id: string,
      bytes: Buffer,
      options: { field?: string; filename?: string; type?: string } = {},
      session = owner,
    ) => {
      const form = multipartFile(
        options.field ?? 'file',
        options.filename ?? 'photo.png',
        options.type ?? 'image/png',
        bytes,
      );
      return call<LocationPhoto & ErrorBody>(app, {
        method: 'POST',
        url: `${LOCATIONS}/${id}/photos`,
        headers: { ...session.headers, ...form.headers },
        payload: form.payload,
      });
    },
    /** The newest entries of the Locations section of the activity log. */
    activity: async () => (await send<ActivityPage>('GET', '/api/settings/activity?section=locations')).body.items,
  };
}
