import { isApiError } from '../../api/api-error';

/**
 * Fetching the logo (spec part 2 §9): a failed fetch retries up to 5 times with a back-off of 1 s,
 * 2 s, 4 s and so on, then falls back to the default logo. Only failures the next try may cure are
 * retried (a dropped connection, a timeout, 503 "try later"); any other refusal (a 404, a 500, a
 * missing permission) would answer the same again, so it falls back to the default logo at once.
 */
export const LOGO_RETRIES = 5;
export const LOGO_FIRST_BACKOFF_MS = 1000;
/** One try that takes longer than this counts as a timeout (and is retried). */
export const LOGO_REQUEST_TIMEOUT_MS = 15_000;

/** A try that did not answer within LOGO_REQUEST_TIMEOUT_MS. */
export class LogoTimeoutError extends Error {
  constructor() {
    super('The logo request timed out.');
    this.name = 'LogoTimeoutError';
  }
}

/** The wait before retry number `retry` (0 → 1 s, 1 → 2 s, 2 → 4 s ...). */
export const backoffDelay = (retry: number): number => LOGO_FIRST_BACKOFF_MS * 2 ** retry;

/** Connection errors, timeouts and 503 are rethrown to the retry loop; other errors are final. */
export function isTransientLogoError(error: unknown): boolean {
  if (error instanceof LogoTimeoutError) return true;
  return isApiError(error) && (error.isNetworkFailure || error.status === 503);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function abortError(): DOMException {
  return new DOMException('The logo request was cancelled.', 'AbortError');
}

/** Resolves after `ms`, or rejects with an AbortError as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** One try, given up after `timeoutMs` with a LogoTimeoutError; `signal` cancels it outright. */
export async function withTimeout<T>(
  run: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<T> {
  if (signal?.aborted) throw abortError();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    return await run(controller.signal);
  } catch (error) {
    if (timedOut && isAbort(error)) throw new LogoTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

export interface LogoFetchOutcome {
  /** The logo's address; null: the default logo. */
  url: string | null;
  /** The default logo stands in because the fetch failed (not because none is set). */
  failed: boolean;
}

/**
 * Fetches the logo with the retry rules above. `fetchOnce` answers the logo's address or null for
 * none. Cancelling through `signal` rejects with an AbortError (the caller went away).
 */
export async function fetchLogoWithRetry(
  fetchOnce: (signal: AbortSignal) => Promise<string | null>,
  signal?: AbortSignal,
  timeoutMs = LOGO_REQUEST_TIMEOUT_MS,
): Promise<LogoFetchOutcome> {
  for (let retry = 0; ; retry += 1) {
    try {
      return { url: await withTimeout(fetchOnce, timeoutMs, signal), failed: false };
    } catch (error) {
      if (signal?.aborted) throw abortError();
      if (!isTransientLogoError(error) || retry >= LOGO_RETRIES) return { url: null, failed: true };
    }
    await sleep(backoffDelay(retry), signal);
  }
}
