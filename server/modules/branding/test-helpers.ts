import type { FastifyInstance } from 'fastify';
import type { ActivityEntry, ActivityPage } from '../../contract/activity';
import type { ErrorBody } from '../../contract/common';
import type { Permission } from '../../contract/permissions';
import sharp from '../../images/sharp';
import { call, type Session } from '../../testing/build-test-app';
import { multipartFile } from '../../testing/multipart';
import { authService } from '../auth/service';
import { findUserByEmail } from '../team/repository';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A real picture made here, so the pipeline decodes and re-encodes something genuine. */
export const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png', colour = '#b76e79') => {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

/** The calls of the branding, logo and financial pages as a signed-in person makes them (tests only). */
export function brandingCalls(app: FastifyInstance, owner: Session) {
  const send = <T>(method: Method, url: string, payload?: unknown, ifMatch?: string, session = owner) =>
    call<T & ErrorBody>(app, {
      method,
      url,
      headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const upload = <T>(
    url: string,
    bytes: Buffer,
    options: { field?: string; filename?: string; type?: string } = {},
    session = owner,
  ) => {
    const form = multipartFile(
      options.field ?? (url === '/api/settings/logo' ? 'logo' : 'file'),
      options.filename ?? 'logo.png',
      options.type ?? 'image/png',
      bytes,
    );
    return call<T & ErrorBody>(app, {
      method: 'POST',
      url,
      headers: { ...session.headers, ...form.headers },
      payload: form.payload,
    });
  };

  /** The newest entries of one section of the activity log, newest first. */
  const activity = async (section: 'branding' | 'financial'): Promise<ActivityEntry[]> =>
    (await send<ActivityPage>('GET', `/api/settings/activity?section=${section}`)).body.items;

  return { send, upload, activity };
}

let seq = 0;

/**
 * A member of the owner's organization whose only grants are `permissions` (a custom role made
 * through the roles API), signed in the way loginAs signs in demo users.
 */
export async function memberWith(app: FastifyInstance, owner: Session, permissions: Permission[]): Promise<Session> {
  const { send } = brandingCalls(app, owner);
  const role = await send<{ id: string }>('POST', '/api/roles', {
    name: `Custom ${++seq}`,
    customPermissions: permissions,
  });
  if (role.status !== 201) throw new Error(`role not created: ${role.body.message}`);
  const email = `custom${seq}@demo.test`;
  const member = await send('POST', '/api/team/users', {
    email,
    firstName: 'Custom',
    lastName: `Member ${seq}`,
    roleId: role.body.id,
    password: 'Initial-pass-1',
  });
  if (member.status !== 201) throw new Error(`member not created: ${member.body.message}`);
  const user = findUserByEmail(app.deps.db, email)!;
  const { token } = authService(app.deps).startSession(user, { ip: '127.0.0.1', userAgent: 'vitest' });
  return { token, userId: user.id, organizationId: user.organizationId, headers: { authorization: `Bearer ${token}` } };
}
