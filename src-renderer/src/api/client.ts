import { ApiError, NETWORK_FAILURE, apiErrorFrom } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | undefined;

export interface CallOptions {
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  /** Overrides the remembered ETag of the path (e.g. a version the form was opened with). */
  ifMatch?: string;
  /**
   * A 401 normally means the session ended and sends the user back to sign-in. Sign-in itself and
   * the "who am I" probe answer 401 as part of their normal flow, so they turn this off.
   */
  endsSessionOn401?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  fetch: typeof globalThis.fetch;
  /** Called once per 401 from a call that had a session. */
  onSessionEnded?: () => void;
}

export interface ApiClient {
  get<T>(path: string, options?: CallOptions): Promise<T>;
  post<T>(path: string, options?: CallOptions): Promise<T>;
  put<T>(path: string, options?: CallOptions): Promise<T>;
  delete<T>(path: string, options?: CallOptions): Promise<T>;
  /** Forget every remembered ETag (on sign-out: the next user must not write with them). */
  forgetVersions(): void;
  setSessionEndedHandler(handler: (() => void) | undefined): void;
}

function withQuery(path: string, query: CallOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The one HTTP client of the renderer. The session travels in the HttpOnly cookie the server set
 * at sign-in (same origin in the window and in a browser), so no token is ever held by scripts.
 * Every ETag a read returns is remembered per path and sent back as If-Match on the next write to
 * that path: two reception PCs never silently overwrite each other (the server answers 412).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const versions = new Map<string, string>();
  let onSessionEnded = options.onSessionEnded;

  async function call<T>(method: Method, path: string, callOptions: CallOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const hasBody = callOptions.body !== undefined;
    // A file upload goes as multipart; the browser writes its content type with the boundary.
    const isForm = typeof FormData !== 'undefined' && callOptions.body instanceof FormData;
    if (hasBody && !isForm) headers['content-type'] = 'application/json';
    if (method !== 'GET') {
      const version = callOptions.ifMatch ?? versions.get(path);
      if (version !== undefined) headers['if-match'] = version;
    }

    let response: Response;
    try {
      response = await options.fetch(withQuery(path, callOptions.query), {
        method,
        headers,
        body: isForm ? (callOptions.body as FormData) : hasBody ? JSON.stringify(callOptions.body) : undefined,
        credentials: 'same-origin',
        signal: callOptions.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(NETWORK_FAILURE, cause instanceof Error ? cause.message : String(cause));
    }

    const etag = response.headers.get('etag');
    if (etag !== null) versions.set(path, etag);

    if (!response.ok) {
      const error = await apiErrorFrom(response);
      if (error.status === 401 && callOptions.endsSessionOn401 !== false) onSessionEnded?.();
      throw error;
    }
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    // The server validates every answer against the contract's response schema, so the shape is
    // the contract's type; checking it again here would duplicate the schema.
    return (text === '' ? undefined : JSON.parse(text)) as T;
  }

  return {
    get: (path, o) => call('GET', path, o),
    post: (path, o) => call('POST', path, o),
    put: (path, o) => call('PUT', path, o),
    delete: (path, o) => call('DELETE', path, o),
    forgetVersions: () => versions.clear(),
    setSessionEndedHandler: (handler) => {
      onSessionEnded = handler;
    },
  };
}

/** The client the app uses; tests build their own with a fake fetch. */
export const api = createApiClient({ fetch: (input, init) => globalThis.fetch(input, init) });
