import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DESKTOP_SECRET_HEADER, SESSION_COOKIE } from '../contract/auth';
import { ADMIN_ROLE, SIGNED_IN, hasPermission, hasRole } from '../contract/permissions';
import { SYSTEM_CONFIGURATION_DENIED } from '../contract/system-configuration';
import { AppError, ForbiddenError, UnauthorizedError } from '../errors';
import { readCookie } from '../http/cookies';
import { toSessionUser } from '../modules/auth/session-user';
import { endSessionById, sessionLookup, touchSession } from '../modules/auth/sessions-repository';
import {
  MAINTENANCE_MESSAGE,
  OPEN_DURING_MAINTENANCE,
  OPEN_WHILE_RESTRICTED,
  RESTRICTION_ANSWERS,
  restrictionAt,
  sessionRulesFor,
} from '../modules/security-policy/session-rules';
import { plainAddress } from '../security/address-list';
import { safeEqual } from '../security/tokens';
import type { RequestContext } from '../types';
import { SessionCache, type SessionEntry } from './session-cache';

// Writing last-active on every request would turn each read into a write; once a minute is enough
// for the sessions list.
const TOUCH_INTERVAL_MS = 60_000;

const routeKey = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return readCookie(request.headers.cookie, SESSION_COOKIE) || undefined;
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

  /**
   * The live session of a token: looked up once, then cached until the auth epoch moves. A session
   * unused for longer than the policy's idle timeout ends here, for good, before it is touched.
   */
  function resolve(token: string, at: Date): SessionEntry | undefined {
    const tokenHash = cache.hashOf(token);
    const epoch = cache.epoch();
    const entry = cache.get(tokenHash, epoch, at.getTime()) ?? load(tokenHash, epoch, at);
    if (!entry) return undefined;
    if (at.getTime() - entry.lastActiveAt > entry.rules.idleMs) {
      endSessionById(db, entry.ctx.sessionId, at);
      return undefined;
    }
    if (at.getTime() - entry.lastActiveAt > TOUCH_INTERVAL_MS) {
      touchSession(db, entry.ctx.sessionId, at);
      entry.lastActiveAt = at.getTime();
    }
    return entry;
  }

  function load(tokenHash: string, epoch: number, at: Date): SessionEntry | undefined {
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
    const entry: SessionEntry = {
      ctx,
      epoch,
      expiresAt: Date.parse(row.session.expiresAt),
      lastActiveAt: Date.parse(row.session.lastActiveAt),
      rules: sessionRulesFor(db, row.organization.id, row.user, hasRole(user, 'admin')),
    };
    cache.set(tokenHash, entry);
    return entry;
  }

  /**
   * The session's context with the caller's address. Services only read it, so the requests of
   * one session from one address share one frozen object instead of copying it each time.
   */
  function contextAt(entry: SessionEntry, ipAddress: string): RequestContext {
    const known = entry.atAddress;
    if (known?.ipAddress === ipAddress) return known;
    return (entry.atAddress = Object.freeze({ ...entry.ctx, ipAddress }));
  }

  /**
   * The system configuration's and the security policy's rules for a signed-in request: the
   * address whitelist, API access for programs, maintenance mode, then what the member must do
   * first (a new password, two-factor).
   */
  function enforceSystemRules(entry: SessionEntry, request: FastifyRequest, at: number): void {
    const { rules } = entry;
    if (rules.fromAllowedAddress && !rules.fromAllowedAddress(request.ip)) {
      throw new ForbiddenError(
        `This network (${plainAddress(request.ip)}) is not on your organization's whitelist. Ask your administrator.`,
        'IP_NOT_ALLOWED',
      );
    }
    if (!rules.apiAccess && request.headers.authorization?.startsWith('Bearer ')) {
      throw new ForbiddenError('API access is turned off for this organization: use the app.', 'API_ACCESS_OFF');
    }
    // The route's key is only made for a member something applies to: most requests pay nothing.
    if (rules.keptOutForMaintenance && !OPEN_DURING_MAINTENANCE.has(routeKey(request))) {
      throw new AppError(503, MAINTENANCE_MESSAGE, 'MAINTENANCE');
    }
    const restriction = restrictionAt(rules, at);
    if (restriction && !OPEN_WHILE_RESTRICTED[restriction].has(routeKey(request))) {
      const { code, message } = RESTRICTION_ANSWERS[restriction];
      throw new AppError(403, message, code);
    }
  }

  app.decorateRequest('ctx', null);

  // A callback hook, not an async one: every request passes here, and a promise per hook per
  // request is a measurable share of a cached read (tests/bench). A throw is handled as a rejection.
  app.addHook('onRequest', (request, reply, done) => {
    if (config.desktopSecret) {
      const given = request.headers[DESKTOP_SECRET_HEADER];
      if (typeof given !== 'string' || !safeEqual(given, config.desktopSecret)) {
        throw new UnauthorizedError('This server only answers the desktop app', 'DESKTOP_ONLY');
      }
    }

    const token = tokenOf(request);
    const at = now();
    const entry = token ? resolve(token, at) : undefined;
    if (entry) request.ctx = contextAt(entry, request.ip);

    if (request.is404) return done();
    const routeConfig = request.routeOptions.config;
    if (routeConfig.public) return done();
    if (!request.ctx) {
      throw new UnauthorizedError(token ? 'Your session has ended. Please sign in again.' : 'Authentication required');
    }
    const permission = routeConfig.permission;
    if (!permission) throw new Error(`Route ${request.routeOptions.url} declares neither permission nor public`);
    if (permission !== SIGNED_IN && !request.ctx.can(permission)) {
      // System Configuration is the one admin-only area; the spec words its refusal (part 3 §2).
      throw permission === ADMIN_ROLE ? new ForbiddenError(SYSTEM_CONFIGURATION_DENIED) : new ForbiddenError();
    }
    if (entry) {
      const atMs = at.getTime();
      enforceSystemRules(entry, request, atMs);
      // A read that keeps its answers answers a repeat from here (http/route.ts, KEEP_ANSWER).
      if (routeConfig.sendKeptAnswer?.(reply, request.ctx, atMs)) return;
    }
    done();
  });
}
