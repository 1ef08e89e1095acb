import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import type { ActivityDetail } from '../contract/activity-details';
import type { RoutePermission } from '../contract/permissions';
import type { BodyOf, ResponseOf, RouteDef } from '../contract/routes';
import { KEEP_ANSWER, ifMatchOf, route } from '../http/route';
import type { AppDeps, RequestContext } from '../types';
import { patchDocument, readDocument, type DocumentChanges, type DocumentKind, type DocumentTarget } from './documents';
import { registerRevertPermission } from './revert-permissions';
import type { Version } from './versions';

/** A read route and a write route of one settings document, as the contract declares them. */
type DocumentRoute = RouteDef & { versioned: true; permission: RoutePermission; response: TSchema };
type WriteRoute = DocumentRoute & { body: TSchema };

/** What a document's service gives the routes; readDocument / writeDocument answers fit as they are. */
export interface DocumentService<Read, Patch, Saved = Read> {
  get(ctx: RequestContext): { data: Read; version: Version };
  save(
    ctx: RequestContext,
    patch: Patch,
    ifMatch: string | undefined,
  ): { data: Saved; version: Version; changes: DocumentChanges; target?: DocumentTarget };
}

interface DocumentRoutesOptions<G extends DocumentRoute, P extends WriteRoute> {
  get: G;
  put: P;
  /**
   * The activity log's line for a save: "Updated tax settings"; or made from the body, for a
   * document saved in parts by several pages (branding: the brand, the theme, the integrations).
   */
  detail: ActivityDetail | ((body: BodyOf<P>) => ActivityDetail);
}

type WithService<G extends DocumentRoute, P extends WriteRoute> = DocumentRoutesOptions<G, P> & {
  /** A service with rules of its own (validation a schema cannot express, other tables). */
  service: DocumentService<ResponseOf<G>, BodyOf<P>, ResponseOf<P>>;
};

type WithKind<G extends DocumentRoute, P extends WriteRoute> = DocumentRoutesOptions<G, P> & {
  /** A plain document: read over its defaults, saved by laying the body over it. */
  kind: DocumentKind<ResponseOf<G> & ResponseOf<P> & object>;
};

/** The plain document service of a kind: no rules beyond the schema. */
export function documentService<T extends object>(deps: AppDeps, kind: DocumentKind<T>): DocumentService<T, unknown> {
  return {
    get: (ctx) => readDocument(deps.db, kind, ctx),
    save: (ctx, patch, ifMatch) => patchDocument(deps.db, kind, ctx, patch, ifMatch, deps.now()),
  };
}

/**
 * GET and save of one settings document: ETag on both answers, If-Match checked on the save (412
 * when stale, nothing written), the before/after recorded in the activity log. A save that hands
 * back writeDocument's `target` (a service that writes that one document and reports its diff as
 * is) records it too, which makes the change revertible from the activity log; a service that
 * composes its answer from more than the document leaves it out, and its changes stay read-only.
 */
export function documentRoutes<G extends DocumentRoute, P extends WriteRoute>(
  app: FastifyInstance,
  options: WithService<G, P> | WithKind<G, P>,
): void {
  const service = ('service' in options ? options.service : documentService(app.deps, options.kind)) as DocumentService<
    unknown,
    unknown
  >;
  // A document's read depends on the database and the caller only: its answer is kept until a write.
  route(app, options.get as DocumentRoute, (_request, _reply, ctx) => service.get(ctx), KEEP_ANSWER);
  route(app, options.put as WriteRoute, (request, _reply, ctx) => {
    const saved = service.save(ctx, request.body, ifMatchOf(request));
    request.activityNote.detail =
      typeof options.detail === 'function' ? options.detail(request.body as BodyOf<P>) : options.detail;
    request.activityNote.changes = saved.changes;
    if (saved.target) request.activityNote.target = saved.target;
    return { data: saved.data, version: saved.version };
  });
  const put = options.put as WriteRoute;
  if (put.activity) registerRevertPermission(put.activity.section, put.permission);
}
