import type { FastifySchema } from 'fastify';
import type { ActivityAction, ActivitySection } from './contract/activity';
import type { ActivityDetail } from './contract/activity-details';
import type { ErrorCode } from './contract/error-codes';
import type { OrganizationSummary, SessionUser } from './contract/auth';
import type { RoutePermission } from './contract/permissions';
import type { Db, DatabaseHandle } from './db/client';
import type { ServerConfig } from './config';
import type { SecretBox } from './security/secrets';

/** Who is calling, for services: the first argument of every service function. */
export interface RequestContext {
  user: SessionUser;
  organizationId: string;
  organization: OrganizationSummary;
  sessionId: string;
  ipAddress: string;
  can(permission: RoutePermission): boolean;
}

/** What the app is built from; tests pass an in-memory database and a random key. */
export interface AppDeps {
  db: Db;
  database: DatabaseHandle;
  secrets: SecretBox;
  config: ServerConfig;
  now: () => Date;
}

export interface RouteEntry {
  method: string;
  url: string;
  permission?: string;
  public: boolean;
  /** The route's validation schemas (params, querystring, body), for the schema-driven fuzz test. */
  schema?: FastifySchema;
}

export interface ActivityChange {
  before: unknown;
  after: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission this route needs (or SIGNED_IN). Exactly one of permission / public is set. */
    permission?: RoutePermission;
    /** Open without a session (sign-in, setup, health, public booking pages). */
    public?: boolean;
    /** Record this call in the settings activity log. */
    activity?: { section: ActivitySection; action: ActivityAction };
    /** Accepts a multipart/form-data body (uploads); every other body must be JSON (body-types.ts). */
    multipart?: boolean;
    /**
     * A read that keeps its answers (http/route.ts, KEEP_ANSWER): sends the answer kept for this
     * caller and URL, if there is one, and says whether it did. The guard calls it once the caller
     * is known and allowed (plugins/auth.ts).
     */
    sendKeptAnswer?: (reply: FastifyReply, ctx: RequestContext, at: number) => boolean;
  }
  interface FastifyRequest {
    ctx: RequestContext | null;
    /** Filled by handlers so the activity plugin can record what changed. */
    activityNote: {
      /** What was done (contract/activity-details.ts); a call that says nothing is "Update … settings". */
      detail?: ActivityDetail;
      changes?: Record<string, ActivityChange>;
      error?: string;
      /** The failure's code, when it is one of the server's (contract/error-codes.ts). */
      errorCode?: ErrorCode;
      /** Files the entry under another section than the route's (a revert: the original's). */
      section?: ActivitySection;
      /** The settings document a successful save changed, so the change can be reverted. */
      target?: { kind: string; userId: string | null };
      /** The entry a successful revert undid. */
      revertOf?: string;
      /** The new entry's id, chosen by a handler that answers with it (a success is never folded). */
      entryId?: string;
    };
  }
  interface FastifyInstance {
    deps: AppDeps;
    /** API calls counted but not yet written to the database. */
    apiUsage: { pending(organizationId: string, month: string): number };
    /** Every route as registered, for the permission matrix and the route-declaration test. */
    routeTable: RouteEntry[];
  }
}

/** The signed-in context, for handlers on non-public routes (the guard has already checked it). */
export function requireCtx(ctx: RequestContext | null): RequestContext {
  if (!ctx) throw new Error('requireCtx on a route without a session: is the route marked public?');
  return ctx;
}
