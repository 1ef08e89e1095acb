import type { BodyOf, ParamsOf, QueryOf, RouteDef } from '../../../server/contract/routes';
import { ApiError, NETWORK_FAILURE, apiErrorFrom } from './api-error';
import { pathOf, withQuery } from './client';

/** A file a route answered, with the name the server gave it. */
export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

export interface DownloadInput<R extends RouteDef> {
  params?: ParamsOf<R>;
  query?: QueryOf<R>;
  /** A JSON body, for a route that takes what to export in one (POST), not in the query. */
  body?: BodyOf<R>;
  signal?: AbortSignal;
  /** The name to use when the server sends none. */
  fallbackName: string;
  /** Tests only. */
  fetch?: typeof globalThis.fetch;
}

/** Keeps a name a file system accepts: no folders, no control characters. */
function safeName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? '' : cleaned;
}

/**
 * The file name of a Content-Disposition header: RFC 6266's `filename*=UTF-8''…` when present (a
 * name with accents), else `filename="…"` or a bare token; the fallback when there is none.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (header !== null) {
    const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
    if (extended?.[2] !== undefined) {
      try {
        const name = safeName(decodeURIComponent(extended[2].trim()));
        if (name !== '') return name;
      } catch {
        // A malformed escape: try the plain parameter.
      }
    }
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
    const raw = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
    if (raw !== undefined) {
      const name = safeName(raw);
      if (name !== '') return name;
    }
  }
  return fallback;
}

/**
 * A GET of a route that answers a file (an export), or its POST with a JSON body, read whole into
 * a Blob. Sent as api.call sends: same origin with the session cookie, never a token; a refusal
 * comes back as the server's ApiError. Kept apart from api.call, which expects JSON.
 */
export async function downloadFile<R extends RouteDef>(route: R, input: DownloadInput<R>): Promise<DownloadedFile> {
  const fetch = input.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const path = withQuery(
    pathOf(route.path, input.params as Readonly<Record<string, unknown>> | undefined),
    input.query as Readonly<Record<string, unknown>> | undefined,
  );
  let response: Response;
  try {
    response = await fetch(
      path,
      input.body === undefined
        ? { method: 'GET', credentials: 'same-origin', signal: input.signal }
        : {
            method: route.method,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(input.body),
            credentials: 'same-origin',
            signal: input.signal,
          },
    );
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_FAILURE, cause instanceof Error ? cause.message : String(cause));
  }
  if (!response.ok) throw await apiErrorFrom(response);
  const blob = await response.blob();
  return { fileName: fileNameFromDisposition(response.headers.get('content-disposition'), input.fallbackName), blob };
}
