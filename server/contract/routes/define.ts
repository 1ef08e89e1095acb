import type { Static, TSchema } from 'typebox';
import type { ActivityAction, ActivitySection } from '../activity';
import type { RoutePermission } from '../permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The status of a successful answer; failures are the contract's error body (common.ts). */
export type SuccessStatus = 200 | 201 | 204;

interface RouteFields {
  method: HttpMethod;
  /** Fastify's form: `/api/roles/:id`. */
  path: string;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** The answer's schema at `status`; absent for 204 and for answers that are not JSON (pictures). */
  response?: TSchema;
  /** 200 unless said otherwise. */
  status?: SuccessStatus;
  /** Recorded in the settings activity log (plugins/activity.ts). */
  activity?: { section: ActivitySection; action: ActivityAction };
  /**
   * The answer carries an ETag, and a write with a stale If-Match gets 412 and changes nothing
   * (CONTRACT.md). Writes without If-Match are still accepted.
   */
  versioned?: boolean;
  /**
   * The path whose ETag this write checks, when it is not its own: the plan change answers for
   * the subscription read at `/api/billing/subscription`. The renderer keys remembered ETags by it.
   */
  versionOf?: string;
  /** Accepts a multipart/form-data body (uploads); every other body must be JSON. */
  multipart?: boolean;
  /** A JSON body bigger than the API's 1 MB, in bytes: the import chunks. The renderer sizes its calls by it. */
  bodyLimit?: number;
}

/** Who may call it: a permission (or SIGNED_IN), or nobody in particular. Exactly one. */
type Access = { permission: RoutePermission; public?: never } | { public: true; permission?: never };

/** One endpoint of the API, declared once for the server (registration) and the renderer (calls). */
export type RouteDef = RouteFields & Access;

/** Keeps the literal types of a declaration (schemas, method, status) for both sides. */
export function defineRoute<const R extends RouteDef>(route: R): R {
  return route;
}

type StaticOf<R, K extends string, Otherwise> = R extends { [P in K]: infer S extends TSchema } ? Static<S> : Otherwise;

/** Path parameters (`{ id }`), query, body and answer of a route, as the schemas say. */
export type ParamsOf<R extends RouteDef> = StaticOf<R, 'params', undefined>;
export type QueryOf<R extends RouteDef> = StaticOf<R, 'query', undefined>;
export type BodyOf<R extends RouteDef> = StaticOf<R, 'body', undefined>;
export type ResponseOf<R extends RouteDef> = StaticOf<R, 'response', undefined>;

/** `GET /api/roles`: how tests and tables name a route. */
export const routeLabel = (route: Pick<RouteDef, 'method' | 'path'>) => `${route.method} ${route.path}`;
