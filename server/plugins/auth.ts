import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DESKTOP_SECRET_HEADER, SESSION_COOKIE } from '../contract/auth';
import { SIGNED_IN, hasPermission } from '../contract/permissions';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { toSessionUser } from '../modules/auth/session-user';
import { sessionLookup, touchSession } from '../modules/auth/sessions-repository';
import { hashToken, safeEqual } from '../security/tokens';
import type { RequestContext } from '../types';
import { SessionCache } from './session-cache';

// Writing last-active on every request would turn each read into a write; once a minute is enough
// for the sessions list.
const TOUCH_INTERVAL_MS = 60_000;

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/**
 * Resolves the session, then enforces the route's declared permission: one guard for every route.
 * Runs in onRequest, before body parsing and validation, so a caller without the right learns
 * nothing about the payload a route expects.
 */
export function registerAuth(app: FastifyInstance): void {
  const { db, config, now, database } = app.deps;
  const lookup = sessionLookup(db);
  const cache = new SessionCache(database.sqlite);

  function resolve(token: string, at: Date): Omit<RequestContext, 'ipAddress'> | undefined {
    const tokenHash = hashToken(token);
    const epoch = cache.epoch();
    const cached = cache.get(tokenHash, epoch, at.getTime());
    if (cached) {
      if (at.getTime() - cached.lastActiveAt > TOUCH_INTERVAL_MS) {
        touchSession(db, cached.ctx.sessionId, at);
        cached.lastActiveAt = at.getTime();
      }
      return cached.ctx;
    }
    const row = lookup(tokenHash, at);
    if (!row) return undefined;
    const user = toSessionUser(row.user, row.role);
    const ctx = {
      user,
      organizationId: row.organization.id,
      organization: { id: row.organization.id, name: row.organization.name, slug: row.organization.slug },
      sessionId: row.session.id,
      can: (permission: Parameters<RequestContext['can']>[0]) => hasPermission(user, permission),
    };
    let lastActiveAt = Date.parse(row.session.lastActiveAt);
    if (at.getTime() - lastActiveAt > TOUCH_INTERVAL_MS) {
      touchSession(db, row.session.id, at);
      lastActiveAt = at.getTime();
    }
    cache.set(tokenHash, { ctx, epoch, expiresAt: Date.parse(row.session.expiresAt), lastActiveAt });
    return ctx;
  }

  app.decorateRequest('ctx', null);

  app.addHook('onRequest', async (request) => {
    if (config.desktopSecret) {
      const given = request.headers[DESKTOP_SECRET_HEADER];
      if (typeof given !== 'string' || !safeEqual(given, config.desktopSecret)) {
        throw new UnauthorizedError('This server only answers the desktop app', 'DESKTOP_ONLY');
      }
    }

    const token = tokenOf(request);
    if (token) {
      const resolved = resolve(token, now());
      if (resolved) request.ctx = { ...resolved, ipAddress: request.ip };
    }

    const routeConfig = request.routeOptions.config;
    if (request.is404 || routeConfig.public) return;
    if (!request.ctx) {
      throw new UnauthorizedError(token ? 'Your session has ended. Please sign in again.' : 'Authentication required');
    }
    const permission = routeConfig.permission;
    if (!permission) throw new Error(`Route ${request.routeOptions.url} declares neither permission nor public`);
    if (permission !== SIGNED_IN && !request.ctx.can(permission)) throw new ForbiddenError();
  });
}
