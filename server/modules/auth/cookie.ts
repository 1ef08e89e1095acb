import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../contract/auth';
import { serializeCookie } from '../../http/cookies';

/** The web build signs in through this HttpOnly cookie; scripts in the page never see the token. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: string): void {
  void reply.header(
    'set-cookie',
    serializeCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path: '/',
      expires: new Date(expiresAt),
    }),
  );
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.header('set-cookie', serializeCookie(SESSION_COOKIE, '', { path: '/', expires: new Date(0) }));
}
