import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_FAILURE } from '../../api/api-error';
import {
  backoffDelay,
  fetchLogoWithRetry,
  isTransientLogoError,
  LOGO_REQUEST_TIMEOUT_MS,
  LOGO_RETRIES,
  LogoTimeoutError,
} from './logo-fetch';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A fetch that fails with each given error in turn, then answers `url`. */
function failing(errors: unknown[], url: string | null = '/logo.png') {
  const calls: number[] = [];
  const fetchOnce = vi.fn(async () => {
    calls.push(Date.now());
    const error = errors[calls.length - 1];
    if (error !== undefined) throw error;
    return url;
  });
  return { fetchOnce, calls };
}

const offline = () => new ApiError(NETWORK_FAILURE, 'Failed to fetch');
const unavailable = () => new ApiError(503, 'Service Unavailable');

describe('which failures are retried', () => {
  it('retries connection errors, timeouts and 503, and nothing else', () => {
    expect(isTransientLogoError(offline())).toBe(true);
    expect(isTransientLogoError(unavailable())).toBe(true);
    expect(isTransientLogoError(new LogoTimeoutError())).toBe(true);
    expect(isTransientLogoError(new ApiError(500, 'Internal Server Error'))).toBe(false);
    expect(isTransientLogoError(new ApiError(404, 'Not Found'))).toBe(false);
    expect(isTransientLogoError(new ApiError(403, 'You do not have permission'))).toBe(false);
    expect(isTransientLogoError(new Error('bug'))).toBe(false);
  });

  it('waits 1 s, 2 s, 4 s and so on between tries', () => {
    expect([0, 1, 2, 3, 4].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });
});

describe('fetching the logo', () => {
  it('answers the logo at the first try without waiting', async () => {
    const { fetchOnce } = failing([]);
    await expect(fetchLogoWithRetry(fetchOnce)).resolves.toEqual({ url: '/logo.png', failed: false });
    expect(fetchOnce).toHaveBeenCalledTimes(1);
  });

  it('answers null (the default logo) when none is set, as a success', async () => {
    const { fetchOnce } = failing([], null);
    await expect(fetchLogoWithRetry(fetchOnce)).resolves.toEqual({ url: null, failed: false });
  });

  it('retries a dropped connection after 1 s, then 2 s, and takes the answer', async () => {
    const { fetchOnce, calls } = failing([offline(), unavailable()]);
    const result = fetchLogoWithRetry(fetchOnce);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchOnce).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchOnce).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchOnce).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ url: '/logo.png', failed: false });
    expect(calls.map((at) => at - calls[0]!)).toEqual([0, 1000, 3000]);
  });

  it('gives up after 5 retries (1, 2, 4, 8, 16 s apart) and falls back to the default logo', async () => {
    const { fetchOnce, calls } = failing(Array.from({ length: 10 }, unavailable));
    const result = fetchLogoWithRetry(fetchOnce);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ url: null, failed: true });
    expect(fetchOnce).toHaveBeenCalledTimes(1 + LOGO_RETRIES);
    const gaps = calls.slice(1).map((at, index) => at - calls[index]!);
    expect(gaps).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('falls back to the default logo at once on any other error (no retry)', async () => {
    for (const error of [new ApiError(500, 'Internal Server Error'), new ApiError(403, 'No'), new Error('bug')]) {
      const { fetchOnce } = failing([error]);
      await expect(fetchLogoWithRetry(fetchOnce)).resolves.toEqual({ url: null, failed: true });
      expect(fetchOnce).toHaveBeenCalledTimes(1);
    }
  });

  it('treats a try that does not answer in time as a timeout, and retries it', async () => {
    let tries = 0;
    const fetchOnce = vi.fn(
      (signal: AbortSignal) =>
        new Promise<string | null>((resolve, reject) => {
          tries += 1;
          if (tries > 1) {
            resolve('/late.png');
            return;
          }
          // Like fetch: never answers, rejects with an AbortError when aborted.
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = fetchLogoWithRetry(fetchOnce);
    await vi.advanceTimersByTimeAsync(LOGO_REQUEST_TIMEOUT_MS);
    expect(fetchOnce).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ url: '/late.png', failed: false });
    expect(fetchOnce).toHaveBeenCalledTimes(2);
  });

  it('stops waiting when cancelled, without another try', async () => {
    const { fetchOnce } = failing([offline(), offline()]);
    const controller = new AbortController();
    const result = fetchLogoWithRetry(fetchOnce, controller.signal);
    const settled = expect(result).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await settled;
    await vi.runAllTimersAsync();
    expect(fetchOnce).toHaveBeenCalledTimes(1);
  });
});
