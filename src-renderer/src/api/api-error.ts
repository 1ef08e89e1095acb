import type { ErrorBody } from '../../../server/contract/common';
import type { AnyErrorCode } from '../../../server/contract/error-codes';

/** Status given to failures that never reached the server (offline, server stopped). */
export const NETWORK_FAILURE = 0;

/**
 * A failed call: the contract's error body when the server sent one. `code` is one of the server's
 * codes (server/contract/error-codes.ts), so comparing it with a misspelt one is a type error.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: AnyErrorCode,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkFailure(): boolean {
    return this.status === NETWORK_FAILURE;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.message === 'string' && typeof body.statusCode === 'number';
}

/** Reads the error body; a proxy page or an empty answer still gives a usable error. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  // The server only sends the listed codes (and Fastify's own FST_ ones for malformed requests).
  if (isErrorBody(body))
    return new ApiError(response.status, body.message, body.code as AnyErrorCode | undefined, body.details);
  return new ApiError(response.status, response.statusText || `HTTP ${response.status}`);
}
