import type { ErrorBody } from '../../../server/contract/common';

/** Status given to failures that never reached the server (offline, server stopped). */
export const NETWORK_FAILURE = 0;

/** A failed call: the contract's error body when the server sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
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
  if (isErrorBody(body)) return new ApiError(response.status, body.message, body.code, body.details);
  return new ApiError(response.status, response.statusText || `HTTP ${response.status}`);
}
