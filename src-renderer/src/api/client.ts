import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteDef } from '../../../server/contract/routes';
import { ApiError, NETWORK_FAILURE, apiErrorFrom } from './api-error';

type Method = RouteDef['method'];
type QueryValue = string | number | boolean | undefined;

interface TransportOptions {
  /** Overrides the remembered ETag (e.g. the version of a record as a list showed it). */
  ifMatch?: string;
  /**
   * A 401 normally means the session ended and sends the user back to sign-in. Sign-in itself and
   * the "who am I" probe answer 401 as part of their normal flow, so they turn this off.
   */
  endsSessionOn401?: boolean;
  signal?: AbortSignal;
}

export interface CallOptions extends TransportOptions {
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
}

/**
 * What api.call needs besides the route, as the route's schemas say: path parameters when the path
 * has some, the query, the body (a FormData for uploads), and the transport options.
 */
export type CallInput<R extends RouteDef> = TransportOptions &
  (ParamsOf<R> extends undefined ? { params?: undefined } : { params: ParamsOf<R> }) &
  (QueryOf<R> extends undefined ? { query?: undefined } : { query?: QueryOf<R> }) &
  (R extends { multipart: true }
    ? { body: FormData }
    : BodyOf<R> extends undefined
      ? { body?: undefined }
      : { body: BodyOf<R> });

/** The input is optional when nothing in it is required (no params, no body). */
type CallArgs<R extends RouteDef> = object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

export interface ApiClient {
  /** Calls one route of the contract's map, typed by its schemas end to end. */
  call<R extends RouteDef>(route: R, ...input: CallArgs<R>): Promise<ResponseOf<R>>;
  /** By path, for the rare call that is not in the route map; prefer `call`. */
  get<T>(path: string, options?: CallOptions): Promise<T>;
  post<T>(path: string, options?: CallOptions): Promise<T>;
  put<T>(path: string, options?: CallOptions): Promise<T>;
  delete<T>(path: string, options?: CallOptions): Promise<T>;
  /** Forget every remembered ETag (on sign-out: the next user must not write with them). */
  forgetVersions(): void;
  setSessionEndedHandler(handler: (() => void) | undefined): void;
}

export interface ApiClientOptions {
  fetch: typeof globalThis.fetch;
  /** Called once per 401 from a call that had a session. */
  onSessionEnded?: () => void;
}

/** The path with the query's given values as its search string. */
export function withQuery(path: string, query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** `/api/roles/:id` with `{ id }` → `/api/roles/0190…`, each value encoded. */
export function pathOf(pattern: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${pattern} needs the parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** The If-Match value of a version that came in a body (a role's, a team member's): quoted. */
export function etagOf(version: number | string): string {
  return `"${version}"`;
}

interface Request {
  method: Method;
  path: string;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
  options: TransportOptions;
  /** Where this call's ETag is remembered and read from; undefined: neither. */
  versionKey?: string;
  /** Send the remembered ETag as If-Match. */
  sendsVersion: boolean;
}

/**
 * The one HTTP client of the renderer. The session travels in the HttpOnly cookie the server set
 * at sign-in (same origin in the window and in a browser), so no token is ever held by scripts.
 * Versioned routes remember the ETag of every answer (per record: the route's `versionOf`, else its
 * path) and send it back as If-Match on the next write to that record: two reception PCs never
 * silently overwrite each other (the server answers 412).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const versions = new Map<string, string>();
  let onSessionEnded = options.onSessionEnded;

  async function send<T>(request: Request): Promise<T> {
    const { method, options: transport } = request;
    const headers: Record<string, string> = { accept: 'application/json' };
    const hasBody = request.body !== undefined;
    // A file upload goes as multipart; the browser writes its content type with the boundary.
    const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
    if (hasBody && !isForm) headers['content-type'] = 'application/json';
    if (request.sendsVersion) {
      const version = transport.ifMatch ?? (request.versionKey ? versions.get(request.versionKey) : undefined);
      if (version !== undefined) headers['if-match'] = version;
    }

    let response: Response;
    try {
      response = await options.fetch(withQuery(request.path, request.query), {
        method,
        headers,
        body: isForm ? (request.body as FormData) : hasBody ? JSON.stringify(request.body) : undefined,
        credentials: 'same-origin',
        signal: transport.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(NETWORK_FAILURE, cause instanceof Error ? cause.message : String(cause));
    }

    const etag = response.headers.get('etag');
    if (etag !== null && request.versionKey) versions.set(request.versionKey, etag);

    if (!response.ok) {
      const error = await apiErrorFrom(response);
      if (error.status === 401 && transport.endsSessionOn401 !== false) onSessionEnded?.();
      throw error;
    }
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    // The server validates every answer against the contract's response schema, so the shape is
    // the contract's type; checking it again here would duplicate the schema.
    return (text === '' ? undefined : JSON.parse(text)) as T;
  }

  /** By path: every ETag is remembered per path and sent back on any write to it. */
  const byPath =
    (method: Method) =>
    <T>(path: string, { query, body, ...transport }: CallOptions = {}) =>
      send<T>({ method, path, query, body, options: transport, versionKey: path, sendsVersion: method !== 'GET' });

  function call<R extends RouteDef>(route: R, ...[input]: CallArgs<R>): Promise<ResponseOf<R>> {
    const { params, query, body, ...transport } = (input ?? {}) as CallInput<RouteDef> & {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
    };
    const versioned = route.versioned === true;
    // A creation has no version yet: it remembers nothing and sends nothing.
    const creates = route.status === 201;
    return send<ResponseOf<R>>({
      method: route.method,
      path: pathOf(route.path, params),
      query,
      body,
      options: transport,
      versionKey: versioned && !creates ? pathOf(route.versionOf ?? route.path, params) : undefined,
      sendsVersion: versioned && !creates && route.method !== 'GET',
    });
  }

  return {
    call,
    get: byPath('GET'),
    post: byPath('POST'),
    put: byPath('PUT'),
    delete: byPath('DELETE'),
    forgetVersions: () => versions.clear(),
    setSessionEndedHandler: (handler) => {
      onSessionEnded = handler;
    },
  };
}

/** The client the app uses; tests build their own with a fake fetch. */
export const api = createApiClient({ fetch: (input, init) => globalThis.fetch(input, init) });
