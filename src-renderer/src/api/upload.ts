import type { ParamsOf, ResponseOf, RouteDef } from '../../../server/contract/routes';
import { ApiError, NETWORK_FAILURE } from './api-error';
import { pathOf } from './client';

/** The part of XMLHttpRequest an upload uses; tests hand in a fake. */
export type UploadRequest = Pick<
  XMLHttpRequest,
  | 'open'
  | 'setRequestHeader'
  | 'send'
  | 'abort'
  | 'status'
  | 'statusText'
  | 'responseText'
  | 'upload'
  | 'onload'
  | 'onerror'
  | 'onabort'
>;

export interface UploadInput<R extends RouteDef> {
  params: ParamsOf<R>;
  body: FormData;
  /** Whole percent sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Tests only: makes the request object. */
  createRequest?: () => UploadRequest;
}

function errorOf(request: UploadRequest): ApiError {
  try {
    const body = JSON.parse(request.responseText) as { message?: unknown; code?: unknown; details?: unknown };
    if (typeof body.message === 'string') {
      // The server only sends its listed codes; the type is the contract's (as apiErrorFrom does).
      return new ApiError(request.status, body.message, body.code as ApiError['code'], body.details);
    }
  } catch {
    // A proxy page or an empty answer: the status line still says what happened.
  }
  return new ApiError(request.status, request.statusText || `HTTP ${request.status}`);
}

/**
 * A multipart upload to one route of the map, with progress. fetch cannot report how much of a
 * body has gone out, so this uses XMLHttpRequest, sent as api.call sends: same origin, the session
 * cookie (never a token), `accept: application/json`, the browser writing the multipart boundary,
 * and the server's error body as an ApiError. Upload routes are not versioned, so no If-Match.
 */
export function uploadWithProgress<R extends RouteDef & { multipart: true }>(
  route: R,
  input: UploadInput<R>,
): Promise<ResponseOf<R>> {
  return new Promise((resolve, reject) => {
    const request: UploadRequest = input.createRequest?.() ?? new XMLHttpRequest();
    const abort = () => request.abort();
    const done = () => input.signal?.removeEventListener('abort', abort);
    if (input.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    input.signal?.addEventListener('abort', abort);

    request.open(route.method, pathOf(route.path, input.params as unknown as Readonly<Record<string, unknown>>));
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        input.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onload = () => {
      done();
      if (request.status < 200 || request.status >= 300) {
        reject(errorOf(request));
        return;
      }
      input.onProgress?.(100);
      // The server validates every answer against the route's response schema (as api.call trusts).
      resolve((request.responseText === '' ? undefined : JSON.parse(request.responseText)) as ResponseOf<R>);
    };
    request.onerror = () => {
      done();
      reject(new ApiError(NETWORK_FAILURE, 'The upload could not reach the server.'));
    };
    request.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    request.send(input.body);
  });
}
